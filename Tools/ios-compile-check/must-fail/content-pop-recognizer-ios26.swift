// expected-error: 'interactiveContentPopGestureRecognizer' is only available in iOS 26.0 or newer
// UINavigationController.interactiveContentPopGestureRecognizer exists only in the iOS 26 SDK and
// is API_AVAILABLE(ios(26.0)): a use needs `if #available(iOS 26, *)`, and a package that admits an
// older SDK (Xcode 16) could not compile it at all.
import UIKit

@MainActor func disablePops(of navigation: UINavigationController) {
  navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
}
