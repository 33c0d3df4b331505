#if os(iOS) || UIKitModel
  import UIKit

  /// Messages Passage's navigation delegate passes on to the app's: every method of the protocol
  /// is an optional requirement in Objective-C (UINavigationController.h), a default
  /// implementation in the model, so each is sent only when the delegate answers it.
  extension UINavigationControllerDelegate {
    /// Sends `navigationController:didShowViewController:animated:`.
    func forwardDidShow(
      _ navigation: UINavigationController, viewController: UIViewController, animated: Bool
    ) {
      #if os(iOS)
        self.navigationController?(navigation, didShow: viewController, animated: animated)
      #else
        self.navigationController(navigation, didShow: viewController, animated: animated)
      #endif
    }

    /// The delegate's animator for `operation` (`nil`, UIKit's own, when it gives none).
    func forwardAnimationController(
      _ navigation: UINavigationController, operation: UINavigationController.Operation,
      from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      #if os(iOS)
        self.navigationController?(navigation, animationControllerFor: operation, from: from, to: to)
      #else
        self.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
      #endif
    }

    /// The delegate's interaction controller for its own `animator`.
    func forwardInteractionController(
      _ navigation: UINavigationController, for animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      #if os(iOS)
        self.navigationController?(navigation, interactionControllerFor: animator)
      #else
        self.navigationController(navigation, interactionControllerFor: animator)
      #endif
    }
  }
#endif
