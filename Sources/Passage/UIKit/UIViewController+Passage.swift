#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Presents a view controller with a Passage transition and its interactive dismissal.
    ///
    /// ```swift
    /// present(SFSafariViewController(url: url), transition: .push)   // swipe from the leading edge to pop
    /// present(article, transition: .recede)                          // pull down to dismiss
    /// ```
    ///
    /// Sets a ``PassageTransitioningDelegate`` that lives exactly as long as the presentation (its
    /// presentation controller keeps it), the `.custom` presentation style (the presenting view
    /// stays in the window, so it can recede or slide), and lets the presented controller decide
    /// the status bar. The dismissal gesture is installed now, not after the presentation ends.
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
      let delegate = PassageTransitioningDelegate(transition: transition)
      delegate.prepare(viewControllerToPresent)
      // UIKit asks the delegate for its presentation controller during this call; from then on
      // the presentation controller keeps the delegate alive.
      present(viewControllerToPresent, animated: flag, completion: completion)
    }
  }
#endif
