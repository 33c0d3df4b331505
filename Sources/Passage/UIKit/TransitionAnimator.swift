#if os(iOS)
  import QuartzCore
  import UIKit

  /// Runs one transition in UIKit. Every decision is ``TransitionSession``'s; this class passes it
  /// UIKit's calls and the finger, and its ``ViewHost`` applies what comes back:
  ///
  /// - Runs that play by themselves are committed to Core Animation (``CoreAnimationRun``) and
  ///   play in the render server, whatever the main thread does; their end is reported by the
  ///   transaction's completion block.
  /// - While a finger is down, each gesture callback sets the views' model values; there is
  ///   nothing to draw between touches, so no display link runs then.
  /// - While a run plays in an interactive context, a display link (up to 120 Hz, for the frame's
  ///   `targetTimestamp`) only reports progress to UIKit, which drives animations added alongside
  ///   through the transition coordinator (CADisplayLink.h, UIViewControllerTransitioning.h).
  @MainActor
  final class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, GestureTarget
  {
    private let transition: any PassageTransition
    private let direction: TransitionDirection
    private let container: TransitionSession.Container
    private var session: TransitionSession?
    private var host: ViewHost?
    private var displayLink: CADisplayLink?
    private var lastTime: CFTimeInterval = 0
    /// A gesture that began before the transition started (UIKit may start it a run-loop turn
    /// after `dismiss(animated:)` or `popViewController(animated:)`); replayed when it starts.
    var pendingGesture: EarlyGesture?

    /// Receives the lifecycle effects of every session call, in order (the dismissal events'
    /// tracker listens here).
    var onEffects: (([InteractionEffect]) -> Void)?

    init(
      transition: any PassageTransition, direction: TransitionDirection,
      in container: TransitionSession.Container
    ) {
      self.transition = transition
      self.direction = direction
      self.container = container
      super.init()
    }

    /// Whether a finger can take over now: any run in flight in an interactive context.
    var acceptsTouches: Bool { session?.acceptsTouches ?? false }

    /// Whether a run plays that no finger can catch (its context is not interactive).
    var isRunningByItself: Bool {
      guard let session else { return false }
      return !session.isInteractiveContext && !session.isComplete
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      let size = transitionContext?.containerView.bounds.size ?? CGSize(width: 390, height: 844)
      return TransitionRunner(transition, context: makeContext(size: size, container: nil)).timeline.duration
    }

    /// A context UIKit did not start interactively: the run plays, but no finger can catch it.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard prepare(transitionContext), let host else { return }
      session?.start(
        at: now(), animated: transitionContext.isAnimated, interactiveContext: false, host: host)
      afterSessionCall()
    }

    func animationEnded(_ transitionCompleted: Bool) {
      stopFrames()
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Every Passage transition starts here (the delegates always vend this animator as the
    /// interaction controller): with the finger that started it, or as a timed run that a finger
    /// may still catch until it lands.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      guard prepare(transitionContext), let host else { return }
      if let pending = pendingGesture {
        pendingGesture = nil
        session?.replay(pending, now: now(), host: host)
      } else {
        session?.start(at: now(), animated: transitionContext.isAnimated, host: host)
      }
      afterSessionCall()
    }

    var wantsInteractiveStart: Bool { true }

    // MARK: Gesture input (from DismissalInteraction and PassageNavigationDelegate)

    func gestureBegan() {
      guard let host else { return }
      session?.gestureBegan(at: now(), host: host)
      afterSessionCall()
    }

    func gestureChanged(dx: Double, dy: Double) {
      guard let host, session != nil else {
        pendingGesture?.translation = (dx, dy)  // not started yet
        return
      }
      session?.gestureChanged(at: now(), dx: dx, dy: dy, host: host)
      afterSessionCall()
    }

    func gestureEnded(vx: Double, vy: Double) {
      guard let host, session != nil else {
        pendingGesture?.ending = .ended(vx: vx, vy: vy)
        return
      }
      session?.gestureEnded(at: now(), vx: vx, vy: vy, host: host)
      afterSessionCall()
    }

    func gestureCancelled() {
      guard let host, session != nil else {
        pendingGesture?.ending = .cancelled
        return
      }
      session?.gestureCancelled(at: now(), host: host)
      afterSessionCall()
    }

    // MARK: Runs and frames

    /// Core Animation finished (or removed) the animations of run `number` (ViewHost's
    /// transaction completion block).
    func runLanded(_ number: Int) {
      guard let host else { return }
      session?.runLanded(number, at: now(), host: host)
      afterSessionCall()
    }

    @objc func step(_ link: CADisplayLink) {
      guard let host, session?.runProgressed(at: link.targetTimestamp, host: host) == true else {
        stopFrames()
        return
      }
      forwardEffects()
    }

    /// Passes on what the session performed, and runs the display link exactly while a run
    /// plays in an interactive context.
    private func afterSessionCall() {
      forwardEffects()
      if let session, session.playing != nil, session.isInteractiveContext {
        startFrames()
      } else {
        stopFrames()
      }
    }

    private func forwardEffects() {
      guard let effects = session?.takePerformedEffects(), !effects.isEmpty else { return }
      onEffects?(effects)
    }

    private func startFrames() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(
        target: DisplayLinkTarget(self), selector: #selector(DisplayLinkTarget.step(_:)))
      // ProMotion displays refresh up to 120 Hz when the app opts in
      // (CADisableMinimumFrameDurationOnPhone) and asks for it (CADisplayLink.h, iOS 15).
      link.preferredFrameRateRange = ViewHost.frameRateRange
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
      let containerView = transitionContext.containerView
      let host = ViewHost(transitionContext: transitionContext, direction: direction, in: container)
      host.onRunLanded = { [weak self] number in self?.runLanded(number) }
      self.host = host
      session = TransitionSession(
        transition, context: makeContext(size: containerView.bounds.size, container: containerView),
        in: container, restingFrames: host.restingFrames)
      return true
    }

    private func makeContext(size: CGSize, container: UIView?) -> TransitionContext {
      let insets = container?.safeAreaInsets ?? .zero
      let rtl = container?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      return TransitionContext(
        containerSize: Size(width: Double(size.width), height: Double(size.height)),
        safeAreaInsets: Insets(insets),
        direction: direction, layoutDirection: rtl ? .rightToLeft : .leftToRight,
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Media time (CACurrentMediaTime, the clock Core Animation's `beginTime` uses), never going
    /// backwards.
    private func now() -> CFTimeInterval {
      lastTime = max(lastTime, CACurrentMediaTime())
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
