// expected-error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
// UIView.animate(withDuration:animations:completion:) passes `finished: Bool` to the completion.
import UIKit

@MainActor func fade(_ view: UIView) {
  UIView.animate(
    withDuration: 0.25, animations: { view.alpha = 0 }, completion: { view.removeFromSuperview() })
}
