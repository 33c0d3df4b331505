// expected-error: value of optional type 'UIView?' must be unwrapped
// view(forKey:) returns nil for views the animator must not touch: it is `UIView?`.
import UIKit

@MainActor func presentedView(_ context: any UIViewControllerContextTransitioning) -> UIView {
  let view: UIView = context.view(forKey: .to)
  return view
}
