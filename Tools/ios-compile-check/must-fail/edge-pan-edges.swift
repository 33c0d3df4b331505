// expected-error: type 'UIRectEdge' has no member 'leading'
// UIScreenEdgePanGestureRecognizer.edges is a UIRectEdge (top/left/bottom/right/all): the leading
// edge must be resolved from the layout direction.
import UIKit

@MainActor func install(on view: UIView, target: AnyObject, action: Selector) {
  let pan = UIScreenEdgePanGestureRecognizer(target: target, action: action)
  pan.edges = .leading
  view.addGestureRecognizer(pan)
}
