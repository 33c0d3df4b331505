#if canImport(UIKit)
  import UIKit

  /// The transitioning delegate behind `present(_:transition:animated:completion:)`, for those
  /// who assign `transitioningDelegate` themselves.
  ///
  /// Keep it alive until the presentation begins (UIKit holds transitioning delegates weakly);
  /// after that the presentation controller it vends keeps it until the dismissal ends.
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

    let dismissal: DismissalInteraction

    /// Creates a delegate for `transition`.
    public init(transition: some PassageTransition) {
      self.transition = transition
      dismissal = DismissalInteraction(transition: transition)
      super.init()
    }

    /// Makes `viewController` present with this delegate: sets its `transitioningDelegate`, the
    /// `.custom` presentation style and `modalPresentationCapturesStatusBarAppearance`.
    public func prepare(_ viewController: UIViewController) {
      viewController.transitioningDelegate = self
      viewController.modalPresentationStyle = .custom
      viewController.modalPresentationCapturesStatusBarAppearance = true
    }

    /// Passage's presentation controller: keeps this delegate alive and installs the dismissal
    /// gesture when the presentation begins.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      PassagePresentationController(presentedViewController: presented, presenting: presenting, owner: self)
    }

    /// The animator for the presentation.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      TransitionAnimator(transition: transition, direction: .present, forwardedAppearanceRoles: [.presenting])
    }

    /// The animator for the dismissal; the dismissal gesture talks to it while it runs.
    public func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      let animator = TransitionAnimator(
        transition: transition, direction: .dismiss, forwardedAppearanceRoles: [.presenting])
      animator.onEffects = { [weak self] effects in self?.dismissalPerformed(effects) }
      dismissal.animator = animator
      return animator
    }

    /// The same animator, driven by the finger, when the dismissal started from the gesture.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
      -> UIViewControllerInteractiveTransitioning?
    {
      guard dismissal.isStartingInteractively else { return nil }
      dismissal.isStartingInteractively = false
      return animator as? TransitionAnimator
    }
  }
#endif
