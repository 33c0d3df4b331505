#if canImport(UIKit)
  import UIKit

  extension PassageTransitioningDelegate {
    /// The veto and the events of this presentation's dismissals (see ``PassageDismissalHandlers``).
    public var dismissalHandlers: PassageDismissalHandlers {
      get { dismissal.handlers }
      set { dismissal.handlers = newValue }
    }

    /// Whether a horizontal pan anywhere (away from the leading edge) dismisses, besides the
    /// transition's own gesture; it yields to horizontal scroll views that can still scroll
    /// toward the leading edge and to controls that track drags. Default `false`. Set before
    /// presenting.
    public var allowsFullWidthSwipe: Bool {
      get { dismissal.allowsFullWidthSwipe }
      set { dismissal.allowsFullWidthSwipe = newValue }
    }

    /// Feeds the dismissal's lifecycle effects to its event tracker (progress, finished or
    /// cancelled). The dismissal animator calls it after every session call; see DESIGN-NOTES.md.
    func dismissalPerformed(_ effects: [InteractionEffect]) {
      dismissal.transitionPerformed(effects)
    }
  }

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
