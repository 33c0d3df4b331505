#if os(iOS)
  import UIKit

  extension UIViewController {
    /// Presents with a Passage transition, its interactive dismissal and dismissal handlers.
    ///
    /// ```swift
    /// present(article, transition: .recede, allowsFullWidthSwipe: false,
    ///         dismissalHandlers: PassageDismissalHandlers(onEvent: { print($0) }))
    /// ```
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: any view controller, `SFSafariViewController` included.
    ///   - transition: e.g. `.push` or `.recede`.
    ///   - allowsFullWidthSwipe: whether a horizontal pan anywhere dismisses too.
    ///   - dismissalHandlers: the veto and the events of its dismissals.
    ///   - flag: whether to animate.
    ///   - completion: called after the presentation finishes.
    public func present(
      _ viewControllerToPresent: UIViewController, transition: some PassageTransition,
      allowsFullWidthSwipe: Bool = false, dismissalHandlers: PassageDismissalHandlers,
      animated flag: Bool = true, completion: (() -> Void)? = nil
    ) {
      let delegate = PassageTransitioningDelegate(transition: transition)
      delegate.allowsFullWidthSwipe = allowsFullWidthSwipe
      delegate.dismissalHandlers = dismissalHandlers
      delegate.prepare(viewControllerToPresent)
      present(viewControllerToPresent, animated: flag, completion: completion)
    }
  }
#endif
