#if os(iOS) || UIKitModel
  import UIKit

  extension UIViewController {
    /// Presents a view controller with a Passage transition and its interactive dismissal.
    ///
    /// ```swift
    /// present(SFSafariViewController(url: url), transition: .push)   // swipe from the leading edge to pop
    /// present(article, transition: .recede)                          // pull down to dismiss
    /// ```
    ///
    /// Sets a ``PassageTransitioningDelegate`` that lives as long as the presented controller, the
    /// `.custom` presentation style (the presenting view stays in the window, and recedes or
    /// slides there, live: what plays on it keeps playing), and lets the presented controller decide the status bar. The
    /// dismissal gesture is installed when the presentation begins, and can catch it.
    /// Under Reduce Motion the transition cross-fades.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: any view controller, `SFSafariViewController` included.
    ///   - transition: e.g. `.push`, `.recede`, `.fade` or your own ``PassageTransition``.
    ///   - flag: whether to animate; without animation the presentation is immediate.
    ///   - completion: called after the presentation finishes.
    public func present(
      _ viewControllerToPresent: UIViewController, transition: some PassageTransition,
      animated flag: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      present(
        viewControllerToPresent, transition: transition, dismissalHandlers: PassageDismissalHandlers(),
        animated: flag, completion: completion)
    }

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
