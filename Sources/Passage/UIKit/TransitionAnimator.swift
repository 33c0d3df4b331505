#if os(iOS) || UIKitModel
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
    /// The session and its host while the transition runs; the host (and with it the context
    /// and both controllers) is let go when it completes.
    private var player: TransitionPlayer<ViewHost>?
    private var displayLink: CADisplayLink?
    private var lastTime: CFTimeInterval = 0
    /// A gesture that began before the transition started (UIKit may start it a run-loop turn
    /// after `dismiss(animated:)` or `popViewController(animated:)`); replayed when it starts.
    var pendingGesture: EarlyGesture?

    /// Receives the lifecycle effects of every session call, in order (the dismissal events'
    /// tracker listens here).
    var onEffects: (([InteractionEffect]) -> Void)?
    /// Told the transition's progress whenever it changes: each display frame of a run, each
    /// move of a finger, and once at rest when it completes.
    var onProgress: ((PassageTransitionProgress) -> Void)?
    /// The progress last told; it starts where the presented screen rests before the run.
    private var progress: PassageTransitionProgress

    init(
      transition: any PassageTransition, direction: TransitionDirection,
      in container: TransitionSession.Container
    ) {
      self.transition = transition
      self.direction = direction
      self.container = container
      progress = direction == .present ? .dismissed : .presented
      super.init()
    }

    /// Whether a finger can take over now: a run in flight in an interactive context whose page
    /// UIKit can deliver touches to (``TransitionSession/acceptsTouches``).
    var acceptsTouches: Bool { player?.acceptsTouches ?? false }

    /// Whether a run plays that no finger can catch.
    var refusesFingers: Bool { player?.refusesFingers ?? false }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
      let size = transitionContext?.containerView.bounds.size ?? CGSize(width: 390, height: 844)
      let context = makeContext(size: size, safeArea: .zero, content: nil)
      return TransitionRunner(transition, context: context).timeline.duration
    }

    /// A context UIKit did not start interactively: the run plays, but no finger can catch it.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      guard let player = prepare(transitionContext) else { return }
      player.start(animated: transitionContext.isAnimated, interactiveContext: false, replaying: nil)
      afterPlayerCall()
    }

    func animationEnded(_ transitionCompleted: Bool) {
      stopFrames()
      passTouchesThrough(false)
      player = nil
    }

    // MARK: UIViewControllerInteractiveTransitioning

    /// Every Passage transition starts here (the delegates always vend this animator as the
    /// interaction controller): with the finger that started it, or as a timed run that a finger
    /// may still catch until it lands.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
      guard let player = prepare(transitionContext) else { return }
      let pending = pendingGesture
      pendingGesture = nil
      player.start(animated: transitionContext.isAnimated, interactiveContext: true, replaying: pending)
      afterPlayerCall()
    }

    var wantsInteractiveStart: Bool { true }

    // MARK: Gesture input (from DismissalInteraction and PassageNavigationDelegate)

    func gestureBegan(_ touch: GestureTouch = GestureTouch()) {
      player?.gestureBegan(touch)
      afterPlayerCall()
    }

    func gesturePinched(scale: Double, rotation: Double, focal: Point) {
      guard let player else {
        pendingGesture?.pinch = (scale, rotation, focal)  // not started yet
        return
      }
      player.gesturePinched(scale: scale, rotation: rotation, focal: focal)
      afterPlayerCall()
    }

    func gestureChanged(dx: Double, dy: Double) {
      guard let player else {
        pendingGesture?.translation = (dx, dy)  // not started yet
        return
      }
      player.gestureChanged(dx: dx, dy: dy)
      afterPlayerCall()
    }

    func gestureEnded(vx: Double, vy: Double) {
      guard let player else {
        pendingGesture?.ending = .ended(vx: vx, vy: vy)
        return
      }
      player.gestureEnded(vx: vx, vy: vy)
      afterPlayerCall()
    }

    func gestureCancelled() {
      guard let player else {
        pendingGesture?.ending = .cancelled
        return
      }
      player.gestureCancelled()
      afterPlayerCall()
    }

    // MARK: Runs and frames

    /// The container is about to change size: the live screen behind stops moving
    /// (``ViewHost/returnScreenBehind()``).
    func containerWillResize() { player?.host?.returnScreenBehind() }

    /// A layout pass gave the container a new size while this transition runs: the screen it
    /// leaves rests at the new bounds.
    func containerResized(to size: CGSize) {
      player?.containerResized(to: Size(width: Double(size.width), height: Double(size.height)))
      player?.host?.pageResized()
    }

    /// Core Animation finished (or removed) the animations of run `number` (ViewHost's
    /// transaction completion block).
    func runLanded(_ number: Int) {
      player?.runLanded(number)
      afterPlayerCall()
    }

    func step(_ link: CADisplayLink) {
      guard player?.frame(at: link.targetTimestamp) == true else { return stopFrames() }
    }

    private func reportProgress(_ effects: [InteractionEffect], fingerDown: Bool) {
      guard onProgress != nil else { return }  // nobody listens: nothing to fold at each frame
      let next = progress.performing(effects, direction: direction, fingerDown: fingerDown)
      guard next != progress else { return }
      progress = next
      onProgress?(next)
    }

    /// Runs the display link exactly while the session wants frames: a run plays in an interactive
    /// context, or a held card still moves on its own (a pinch catching up, a caught flight).
    private func afterPlayerCall() {
      if player?.wantsFrames == true { startFrames() } else { stopFrames() }
      passTouchesThrough(direction == .dismiss && player?.refusesFingers == true)
    }

    /// The container of the transition running now, whose touches a leaving page gives away.
    private weak var containerView: UIView?

    /// While a dismissal plays that no finger can catch, a touch reaches the screen below (under
    /// the container in the window) instead of the leaving page's controls or the full-window
    /// container, which hit-testing would otherwise find (UIView.h `hitTest:withEvent:` skips a
    /// view whose `userInteractionEnabled` is NO, with its subviews).
    private func passTouchesThrough(_ pass: Bool) {
      guard let containerView, containerView.isUserInteractionEnabled == pass else { return }
      containerView.isUserInteractionEnabled = !pass
    }

    private func startFrames() {
      guard displayLink == nil else { return }
      // The link retains its target, which holds the animator weakly and stops the link once the
      // animator is gone.
      let target = ActionTarget { [weak self] sender in
        guard let link = sender as? CADisplayLink else { return }
        guard let self else { return link.invalidate() }
        step(link)
      }
      let link = CADisplayLink(target: target, selector: ActionTarget.action)
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

    private func prepare(_ transitionContext: UIViewControllerContextTransitioning) -> TransitionPlayer<
      ViewHost
    >? {
      guard player == nil else { return nil }
      let containerView = transitionContext.containerView
      self.containerView = containerView
      let zoom = transition.zoomSource
      let host = ViewHost(
        transitionContext: transitionContext, direction: direction, in: container,
        source: zoom?.source())
      host.onRunLanded = { [weak self] number in self?.runLanded(number) }
      // The leading edge comes from the presented controller's view, the view the dismissal
      // gesture reads it from (GestureSituationReader), so the page slides from the side the
      // swipe is accepted on.
      let presentedKey: UITransitionContextViewControllerKey = direction == .present ? .to : .from
      let content = transitionContext.viewController(forKey: presentedKey)?.viewIfLoaded
      var context = makeContext(
        size: containerView.bounds.size, safeArea: containerView.safeAreaInsets,
        content: content ?? containerView)
      // Where the source is now (it may have scrolled since the presentation), or gone.
      context.source = zoom?.transitionSource(in: containerView)
      let session = TransitionSession(
        transition, context: context, in: container, restingFrames: host.restingFrames)
      let player = TransitionPlayer(session, host: host) { [weak self] in self?.now() ?? CACurrentMediaTime()
      }
      player.onEffects = { [weak self, weak player] effects in
        self?.onEffects?(effects)
        self?.reportProgress(effects, fingerDown: player?.session.runner.phase.name == .interacting)
      }
      self.player = player
      return player
    }

    private func makeContext(size: CGSize, safeArea: UIEdgeInsets, content: UIView?) -> TransitionContext {
      return TransitionContext(
        containerSize: Size(width: Double(size.width), height: Double(size.height)),
        safeAreaInsets: Insets(safeArea),
        direction: direction,
        layoutDirection: content.map(GestureSituationReader.layoutDirection(of:)) ?? .leftToRight,
        reduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Media time (CACurrentMediaTime, the clock Core Animation's `beginTime` uses), never going
    /// backwards.
    private func now() -> CFTimeInterval {
      lastTime = max(lastTime, CACurrentMediaTime())
      return lastTime
    }
  }
#endif
