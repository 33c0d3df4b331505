// expected-error: cannot assign value of type 'CGFloat' to type 'Float'
// CALayer.shadowOpacity (and opacity) is `float` in CALayer.h, i.e. Float -- not CGFloat.
import UIKit

@MainActor func configureShadow(_ view: UIView) {
  view.layer.shadowOpacity = CGFloat(0.3)
}
