// expected-error: a zoom cannot run in a navigation controller
// A zoom's page changes size in flight; a navigation controller would lay the pushed view out at
// the card's size under its bars. The delegate refuses it when the type says it is a zoom.
import Passage
import UIKit

@MainActor func attachZoom(to navigation: UINavigationController) -> PassageNavigationDelegate {
  let delegate = PassageNavigationDelegate(transition: Zoom())
  delegate.attach(to: navigation)
  return delegate
}
