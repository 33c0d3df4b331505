#if os(iOS) || UIKitModel
  import UIKit

  /// The transitioning delegate behind `present(_:transition:animated:completion:)`, for those
  /// who assign `transitioningDelegate` themselves.
  ///
  /// ``prepare(_:)`` ties its lifetime to the presented controller, so it need not be kept.
  ///
  /// ```swift
  /// let delegate = PassageTransitioningDelegate(transition: .recede)
  /// delegate.prepare(article)   // sets transitioningDelegate and .custom presentation
  /// present(article, animated: true)
  /// ```
  @MainActor
  public final class PassageTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The transition for presenting and dismissing.
    public let transition: any PassageTransition
    /// The width, in points, of the hit-testable strip over an `SFSafariViewController`'s leading
    /// edge that receives the pop swipe (its content runs in another process). Default 20.
    public var edgeStripWidth: CGFloat = 20

    /// The veto and the events of this delegate's dismissals (see ``PassageDismissalHandlers``).
    /// Set before presenting: each presentation takes the value it finds.
    public var dismissalHandlers = PassageDismissalHandlers()

    /// Whether a horizontal pan anywhere (away from the leading edge) dismisses, besides the
    /// transition's own gesture, when that gesture is horizontal (Push; a pull-down reads no
    /// horizontal travel, and a zoom's drag already takes a pan anywhere); it yields to horizontal scroll views that can still scroll
    /// toward the leading edge and to controls that track drags. Default `false`. Set before
    /// presenting.
    public var allowsFullWidthSwipe = false

    /// Told where this delegate's transitions are (``PassageTransitionProgress``): at every
    /// display frame of a presentation or dismissal and every move of a finger on it, then once
    /// at rest. On the main thread, inside the frame's work: keep it light. `nil` by default.
    ///
    /// ```swift
    /// delegate.onProgress = { toolbar.alpha = 1 - $0.presentedFraction }
    /// ```
    public var onProgress: ((PassageTransitionProgress) -> Void)?

    /// Creates a delegate for `transition`.
    public init(transition: some PassageTransition) {
      self.transition = transition
      super.init()
    }

    /// Makes `viewController` present with this delegate: sets its `transitioningDelegate`, the
    /// `.custom` presentation style and `modalPresentationCapturesStatusBarAppearance`, and keeps
    /// this delegate alive as long as `viewController` (UIKit holds transitioning delegates
    /// weakly, and may ask for the presentation controller after `present` returns).
    public func prepare(_ viewController: UIViewController) {
      viewController.transitioningDelegate = self
      viewController.modalPresentationStyle = .custom
      viewController.modalPresentationCapturesStatusBarAppearance = true
      // objc/runtime.h: the controller retains its delegate; the delegate holds no controller.
      objc_setAssociatedObject(viewController, Self.ownerKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The association key for ``prepare(_:)``: the address of a byte only this class uses.
    private static let ownerKey = UnsafeRawPointer(
      UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Passage's presentation controller: keeps this delegate alive, owns the presentation's
    /// dismissal gestures and installs them when the presentation begins.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      PassagePresentationController(presentedViewController: presented, presenting: presenting, owner: self)
    }

    /// The animator for the presentation; the dismissal gesture can catch it while it runs.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let animator = TransitionAnimator(transition: transition, direction: .present, in: .presentation)
      let dismissal = Self.dismissal(of: presented)
      animator.onEffects = { [weak dismissal] effects in dismissal?.presentationPerformed(effects) }
      animator.onProgress = { [weak self] in self?.onProgress?($0) }
      dismissal?.attach(animator)
      return animator
    }

    /// The animator for the dismissal; the dismissal gesture talks to it while it runs.
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      let animator = TransitionAnimator(transition: transition, direction: .dismiss, in: .presentation)
      let dismissal = Self.dismissal(of: dismissed)
      animator.onEffects = { [weak dismissal] effects in dismissal?.transitionPerformed(effects) }
      animator.onProgress = { [weak self] in self?.onProgress?($0) }
      dismissal?.attach(animator)
      return animator
    }

    /// The same animator: every Passage presentation starts interactively, so that a finger can
    /// catch it until it lands (see TransitionAnimator).
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      animator as? TransitionAnimator
    }

    /// The same animator, driven by the finger when the dismissal started from a gesture, and
    /// catchable by one when it started from a button or code.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      animator as? TransitionAnimator
    }

    /// The dismissal gestures of the presentation `controller` takes part in (its own presentation
    /// controller's; UIViewController.h: `presentationController`).
    private static func dismissal(of controller: UIViewController) -> DismissalInteraction? {
      (controller.presentationController as? PassagePresentationController)?.dismissal
    }
  }
#endif
