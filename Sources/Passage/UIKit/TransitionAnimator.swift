#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Runs one transition in UIKit: sets up the views, asks the engine for a scene on every
  /// display frame, and passes the engine's lifecycle effects to the transition context. All the
  /// decisions are ``TransitionSession``'s; this class only moves views.
  @MainActor
  final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    private let transition: any PassageTransition
    private let direction: TransitionDirection
    private let forwardedAppearanceRoles: Set<LayerRole>
    private var session: TransitionSession?
    private var host: ViewHost?
    private var displayLink: CADisplayLink?
    private var lastTime: CFTimeInterval = 0
    /// Set by the dismissal gesture before an interactive start: when it began and where the
    /// finger is now (the transition may start a run-loop turn after the gesture).
    var pendingGesture: EarlyGesture?

    /// Receives the lifecycle effects of every session call, in order (the dismissal events'
    /// tracker listens here).
    var onEffects: (([InteractionEffect]) -> Void)?

    /// Passes on what the session just performed.
    private func forwardEffects() {
      guard let effects = session?.takePerformedEffects(), !effects.isEmpty else { return }
      onEffects?(effects)
    }

    init(
      transition: any PassageTransition, direction: TransitionDirection,
      forwardedAppearanceRoles: Set<LayerRole>
    ) {
      self.transition = transition
      self.direction = direction
      self.forwardedAppearanceRoles = forwardedAppearanceRoles
      super.init()
    }

    private var startedInteractively = false

    /// Whether a finger can take over: an interactive transition that has not completed can be
    /// caught again during its completion animation (the context's `isInteractive` turns false
    /// once it is told to finish or cancel, so this animator keeps its own record).
    var acceptsTouches: Bool { startedInteractively && session?.isComplete == false }

    /// Whether this animator runs a timed, non-interactive transition that has not completed.
    var isRunningByItself: Bool { !startedInteractively && session?.isComplete == false }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      let size = transitionContext?.containerView.bounds.size ?? CGSize(width: 390, height: 844)
      return TransitionRunner(transition, context: makeContext(size: size, container: nil)).timeline.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard prepare(transitionContext), let host else { return }
      // UIKit calls this for a custom presentation even when it is not animated.
      if !transitionContext.isAnimated {
        session?.startWithoutAnimation(at: now(), host: host)
        forwardEffects()
        return
      }
      session?.start(at: now(), host: host)
      forwardEffects()
      startFrames()
    }

    func animationEnded(_ transitionCompleted: Bool) {
      stopFrames()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      guard prepare(transitionContext), let host else { return }
      startedInteractively = true
      let pending = pendingGesture ?? EarlyGesture(began: now())
      pendingGesture = nil
      session?.replay(pending, now: now(), host: host)
      forwardEffects()
      startFrames()
    }

    var wantsInteractiveStart: Bool { true }

    // MARK: Gesture input (from DismissalInteraction)

    func gestureBegan() {
      guard let host else { return }
      session?.gestureBegan(at: now(), host: host)
      forwardEffects()
    }

    func gestureChanged(translation: CGPoint) {
      guard let host, session != nil else {
        pendingGesture?.translation = (Double(translation.x), Double(translation.y))  // not started yet
        return
      }
      session?.gestureChanged(at: now(), dx: Double(translation.x), dy: Double(translation.y), host: host)
      forwardEffects()
    }

    func gestureEnded(velocity: CGPoint) {
      guard let host, session != nil else {
        pendingGesture?.ending = .ended(vx: Double(velocity.x), vy: Double(velocity.y))
        return
      }
      session?.gestureEnded(at: now(), vx: Double(velocity.x), vy: Double(velocity.y), host: host)
      forwardEffects()
    }

    func gestureCancelled() {
      guard let host, session != nil else {
        pendingGesture?.ending = .cancelled
        return
      }
      session?.gestureCancelled(at: now(), host: host)
      forwardEffects()
    }

    // MARK: Frames

    @objc func step(_ link: CADisplayLink) {
      guard let host, session != nil else {
        stopFrames()
        return
      }
      let more = session?.frame(at: monotonic(link.timestamp), host: host)
      forwardEffects()
      if more == false { stopFrames() }
    }

    private func startFrames() {
      guard displayLink == nil, session?.isComplete == false else { return }
      let link = CADisplayLink(
        target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    private func stopFrames() {
      displayLink?.invalidate()
      displayLink = nil
    }

    // MARK: Set-up

    private func prepare(_ transitionContext: UIViewControllerContextTransitioning) -> Bool {
      guard session == nil else { return false }
      let container = transitionContext.containerView
      let host = ViewHost(transitionContext: transitionContext, direction: direction)
      let context = makeContext(size: container.bounds.size, container: container)
      self.host = host
      session = TransitionSession(
        transition, context: context, forwardedAppearanceRoles: forwardedAppearanceRoles)
      return true
    }

    private func makeContext(size: CGSize, container: UIView?) -> TransitionContext {
      let insets = container?.safeAreaInsets ?? .zero
      let rtl = container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      return TransitionContext(
        containerSize: Size(width: Double(size.width), height: Double(size.height)),
        safeAreaInsets: Insets(
          top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
          right: Double(insets.right)),
        direction: direction, layoutDirection: rtl ? .rightToLeft : .leftToRight,
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    private func now() -> CFTimeInterval { monotonic(CACurrentMediaTime()) }

    /// Times never go backwards, whatever clock reading arrives.
    private func monotonic(_ time: CFTimeInterval) -> CFTimeInterval {
      lastTime = max(lastTime, time)
      return lastTime
    }
  }

  /// Breaks the display link's strong reference to the animator.
  @MainActor
  final class DisplayLinkTarget: NSObject {
    private weak var animator: TransitionAnimator?

    init(_ animator: TransitionAnimator) {
      self.animator = animator
      super.init()
    }

    @objc func step(_ link: CADisplayLink) {
      guard let animator else {
        link.invalidate()
        return
      }
      animator.step(link)
    }
  }
#endif
