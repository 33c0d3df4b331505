#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Pushes and pops in a `UINavigationController` with a Passage transition, including the
  /// interactive pop from the leading edge.
  ///
  /// Navigation controllers hold their delegate weakly: keep this object alive as long as the
  /// navigation controller (e.g. in a property of its owner).
  ///
  /// ```swift
  /// let navigationDelegate = PassageNavigationDelegate(transition: .push)
  /// navigationDelegate.attach(to: navigationController)
  /// ```
  @MainActor
  public final class PassageNavigationDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    /// The transition for pushes and pops.
    public let transition: any PassageTransition
    private weak var navigationController: UINavigationController?
    private weak var animator: TransitionAnimator?
    private var popStartedByGesture = false
    private var recognizer: UIScreenEdgePanGestureRecognizer?

    /// Creates a delegate for `transition`.
    public init(transition: some PassageTransition) {
      self.transition = transition
      super.init()
    }

    /// Becomes `navigationController`'s delegate and installs the leading-edge pop gesture in
    /// place of the system one.
    public func attach(to navigationController: UINavigationController) {
      self.navigationController = navigationController
      navigationController.delegate = self
      navigationController.interactivePopGestureRecognizer?.isEnabled = false
      let rtl = navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
      pan.edges = rtl ? .right : .left
      pan.delegate = self
      navigationController.view.addGestureRecognizer(pan)
      recognizer = pan
    }

    /// A Passage animator for pushes (present) and pops (dismiss). UIKit sends both controllers'
    /// appearance callbacks in a navigation controller, so none are forwarded.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let direction: TransitionDirection
      switch operation {
      case .push: direction = .present
      case .pop: direction = .dismiss
      default: return nil
      }
      let animator = TransitionAnimator(
        transition: transition, direction: direction, forwardedAppearanceRoles: [])
      self.animator = animator
      return animator
    }

    /// The same animator, driven by the finger, for a pop started by the edge swipe.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      guard popStartedByGesture else { return nil }
      popStartedByGesture = false
      return animationController as? TransitionAnimator
    }

    @objc private func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
      let translation = recognizer.translation(in: nil)
      switch recognizer.state {
      case .began:
        if let animator, animator.acceptsTouches {
          animator.gestureBegan()
        } else {
          popStartedByGesture = true
          navigationController?.popViewController(animated: true)
          var early = EarlyGesture(began: CACurrentMediaTime())
          early.translation = (Double(translation.x), Double(translation.y))
          animator?.pendingGesture = early
        }
      case .changed: animator?.gestureChanged(translation: translation)
      case .ended:
        popStartedByGesture = false
        animator?.gestureEnded(velocity: recognizer.velocity(in: nil))
      case .cancelled, .failed:
        popStartedByGesture = false
        animator?.gestureCancelled()
      default: break
      }
    }

    /// Only with something to pop, and not while a timed transition runs.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1 else { return false }
      if let animator, animator.isRunningByItself { return false }
      return true
    }
  }
#endif
