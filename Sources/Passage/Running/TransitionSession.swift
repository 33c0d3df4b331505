/// One transition as a platform front end runs it: gesture callbacks in, the host's calls out, in
/// UIKit's order (docs/TRANSITIONS.md, “Lifecycle”). All the logic of the UIKit glue, so that it is
/// tested on Linux with a recording host.
///
/// - Runs that play by themselves — a timed presentation or dismissal, the completion after a
///   release — go to the host as one ``CoreAnimationRun`` each, which Core Animation plays in the
///   render server; the host reports when it lands (``runLanded(_:at:host:)``) and the session
///   completes the transition then. While a finger is down the host gets a scene per gesture
///   callback. A finger that catches a run gets `removeAnimations` and, at once, the engine's
///   scene at that moment: the same picture, now following the finger.
/// - The transition context stays interactive until a run lands (the glue starts every animated
///   transition interactively), so `finishInteractiveTransition`/`cancelInteractiveTransition`
///   come only just before `completeTransition` and a catch needs no
///   `pauseInteractiveTransition()`. In a context that is not interactive, the session sends
///   neither and offers no catch.
/// - Views never leave their resting frames: the engine's motion is folded into `transform`
///   (``RestingFrames``), so neither safe areas nor layout passes move them.
/// - Appearance callbacks go only to the roles UIKit does not call itself: the presenting
///   controller's in a custom modal presentation, none in a navigation controller.
/// - A finger catches a run only where UIKit would deliver its touches: on a page whose model
///   geometry (the run's end) is on screen; a page on its way out is not caught (``acceptsTouches``).
/// - When the transition completes, the host gets the container at rest (only the screen that is
///   shown, untransformed; the rest leaves the container), every view it did not make gets back
///   the model values it had before (the app's corner radius, shadow, opacity), and then exactly
///   one `completeTransition`.
package struct TransitionSession: Sendable {
  /// Where the transition runs, which decides who sends which callbacks and what stays in the
  /// container.
  package enum Container: Sendable, Hashable {
    /// A `.custom` modal presentation. UIKit sends the presented controller's appearance
    /// callbacks; the presenting view is not in the container (`view(forKey:)` is nil): the host
    /// moves that view where it is, by its transform and look only, and gives them back.
    case presentation
    /// A `UINavigationController` push or pop: UIKit sends both controllers' callbacks and
    /// puts both views in the container.
    case navigation
  }

  /// The runner that decides everything.
  package private(set) var runner: TransitionRunner
  /// Where the transition runs.
  package let container: Container
  /// Where each role's view rests; after a resize in a presentation, the page rests at the new
  /// container's bounds (``containerResized(to:)``).
  package private(set) var restingFrames: RestingFrames
  /// Where UIKit first put the page (`finalFrame(for:)`), for a resize back to the starting size.
  private let startingPageFrame: Rect?
  /// The container's size after a layout pass resized it mid-transition (Split View, Stage
  /// Manager, a rotation UIKit did not defer), or `nil`: the run goes on in the size it started
  /// in, and the screen it leaves rests at this one.
  package private(set) var resizedContainer: Size?
  /// Whether the transition context is interactive (started by `startInteractiveTransition`).
  package private(set) var isInteractiveContext = true
  /// The number of the run the host is playing, if one is in flight.
  package private(set) var playing: Int?
  /// Whether touches reach the page while the run in flight plays (its model geometry, which
  /// UIKit hit-tests, is the run's end, and whose page stays: ``TransitionRunner/acceptsTouches(during:)``).
  package private(set) var playingIsTouchable = false
  /// The model values the views had before the transition touched them, by role; given back
  /// when it completes (``TransitionHost/restore(_:of:)``).
  private var originalValues: [LayerRole: [AnimatedKeyPath: AnimatedValue]] = [:]
  private var runsStarted = 0
  private var hasStarted = false

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - transition: the transition to run (a ``Fade`` under Reduce Motion, by the context).
  ///   - context: container size, direction, layout direction, Reduce Motion.
  ///   - container: a modal presentation or a navigation controller.
  ///   - frames: UIKit's resting frames by role (`finalFrame(for:)`), in container points; roles
  ///     not given rest at the container's bounds.
  package init(
    _ transition: any PassageTransition, context: TransitionContext, in container: Container,
    restingFrames frames: [LayerRole: Rect] = [:]
  ) {
    runner = TransitionRunner(transition, context: context)
    self.container = container
    restingFrames = RestingFrames(container: context.containerSize, frames: frames)
    startingPageFrame = frames[.presented]
  }

  /// The roles whose appearance callbacks the host must send (UIKit sends the others).
  package var forwardedAppearanceRoles: Set<LayerRole> { container == .presentation ? [.presenting] : [] }

  /// The effects performed since the last ``takePerformedEffects()``, in order: what the dismissal
  /// event tracker reads to report progress and the outcome on time.
  package private(set) var performed: [InteractionEffect] = []

  /// Returns the effects performed since the last call and forgets them.
  package mutating func takePerformedEffects() -> [InteractionEffect] {
    defer { performed = [] }
    return performed
  }

  /// Whether `completeTransition` has been sent.
  package var isComplete: Bool { runner.driver.isComplete }

  /// Whether a finger may take over now: a finger is down, or a run is in flight in an
  /// interactive context and its page can be touched where it is drawn (the run ends with the
  /// page on screen: a presentation, or a completion springing back).
  package var acceptsTouches: Bool {
    isInteractiveContext && !isComplete && runner.phase.name != .idle
      && (playing == nil || playingIsTouchable)
  }

  /// Whether a run plays that no finger can catch: its context is not interactive, or its page
  /// is leaving (UIKit hit-tests the model, which is already at the end). Arbitration gives such
  /// a touch to nobody (``GestureSituation/timedTransitionRunning``).
  package var refusesFingers: Bool { playing != nil && !acceptsTouches }

  /// Starts a timed run at `time` seconds.
  ///
  /// - Parameters:
  ///   - animated: `transitionContext.isAnimated`. UIKit calls the animator of a custom
  ///     presentation even when it is not animated (UIViewControllerTransitioning.h); then the
  ///     end state shows at once and the transition completes in this call, or a presentation
  ///     that follows immediately finds a transition in progress.
  ///   - interactiveContext: whether UIKit started it with `startInteractiveTransition(_:)`.
  @MainActor package mutating func start(
    at time: Double, animated: Bool = true, interactiveContext: Bool = true, host: some TransitionHost
  ) {
    isInteractiveContext = interactiveContext
    var effects = runner.handle(.start(at: time))
    if !animated, let end = runner.driver.completionTime {
      effects += runner.handle(.tick(at: max(end, time)))
    }
    perform(effects, host: host, at: time)
  }

  /// Feeds a gesture that began — and perhaps moved and ended — before UIKit started the
  /// transition (UIKit may start it a run-loop turn after `dismiss(animated:)`), in order, so a
  /// quick flick is not lost and the session never stays interacting.
  @MainActor package mutating func replay(
    _ gesture: EarlyGesture, now time: Double, host: some TransitionHost
  ) {
    gestureBegan(at: min(gesture.began, time), touch: gesture.touch, host: host)
    if let translation = gesture.translation {
      gestureChanged(at: time, dx: translation.dx, dy: translation.dy, host: host)
    }
    if let pinch = gesture.pinch {
      gesturePinched(at: time, scale: pinch.scale, rotation: pinch.rotation, focal: pinch.focal, host: host)
    }
    switch gesture.ending {
    case nil: break
    case .ended(let vx, let vy)?: gestureEnded(at: time, vx: vx, vy: vy, host: host)
    case .cancelled?: gestureCancelled(at: time, host: host)
    }
  }

  /// A finger went down at `time` (taken by `touch`'s recogniser, where it says): starts the
  /// interactive transition, or catches the run in flight where the engine says it is at `time`.
  @MainActor package mutating func gestureBegan(
    at time: Double, touch: GestureTouch = GestureTouch(), host: some TransitionHost
  ) {
    if playing != nil, !isInteractiveContext {
      host.report("begin during a run whose context is not interactive; ignored")
      return
    }
    if playing != nil, !playingIsTouchable {
      host.report("begin during a run whose page cannot be touched (it is leaving); ignored")
      return
    }
    perform(
      runner.begin(at: time, by: touch.recognizer, at: touch.point, spread: touch.spread), host: host,
      at: time)
  }

  /// Two fingers moved: their distance is `scale` of where it was when they went down, their turn
  /// `rotation` radians (positive clockwise), the point between them moved by `focal` points.
  @MainActor package mutating func gesturePinched(
    at time: Double, scale: Double, rotation: Double, focal: Point = .zero, host: some TransitionHost
  ) {
    perform(
      runner.handle(.pinch(at: time, scale: scale, rotation: rotation, focal: focal)), host: host, at: time)
  }

  /// The finger moved: `dx`, `dy` are its translation since it went down, in container points.
  @MainActor package mutating func gestureChanged(
    at time: Double, dx: Double, dy: Double, host: some TransitionHost
  ) {
    perform(runner.handle(.drag(at: time, dx: dx, dy: dy)), host: host, at: time)
  }

  /// The finger lifted with velocity (`vx`, `vy`) points/second.
  @MainActor package mutating func gestureEnded(
    at time: Double, vx: Double, vy: Double, host: some TransitionHost
  ) {
    perform(runner.handle(.release(at: time, vx: vx, vy: vy)), host: host, at: time)
  }

  /// The system cancelled the gesture.
  @MainActor package mutating func gestureCancelled(at time: Double, host: some TransitionHost) {
    perform(runner.handle(.cancel(at: time)), host: host, at: time)
  }

  /// Whether display frames are wanted at `time` seconds: a run plays in an interactive context,
  /// or a held card still moves with no event — a pinch's card catching up with its fingers, a
  /// caught flight going on under them (``TransitionRunner/heldCardSettledTime``).
  package func wantsFrames(at time: Double) -> Bool {
    (playing != nil && isInteractiveContext) || movesOnItsOwn(at: time)
  }

  private func movesOnItsOwn(at time: Double) -> Bool {
    guard playing == nil, runner.phase.name == .interacting, let settled = runner.heldCardSettledTime else {
      return false
    }
    return time < settled
  }

  /// A display frame at `time` (the frame's `targetTimestamp`) while ``wantsFrames(at:)``. While
  /// a run plays in an interactive context it tells UIKit the progress Core Animation shows then,
  /// which is what drives animations added alongside through the transition coordinator (a
  /// navigation bar, for one) in an interactive transition. While a held card moves on its own
  /// it draws the card where it is then, and tells UIKit the progress it shows.
  /// Returns whether more frames are wanted.
  @discardableResult
  @MainActor package mutating func runProgressed(at time: Double, host: some TransitionHost) -> Bool {
    if movesOnItsOwn(at: time) {
      host.apply(restingFrames.viewScene(of: runner.scene(at: time)))
      let progress = runner.heldProgress(at: time)
      performed.append(.updateInteractiveTransition(progress))
      host.updateInteractiveTransition(progress)
      return true
    }
    guard playing != nil, isInteractiveContext else { return false }
    let progress = runner.progress(at: time)
    performed.append(.updateInteractiveTransition(progress))
    host.updateInteractiveTransition(progress)
    return true
  }

  /// Core Animation reports that run `number` has finished at `time`: the transition completes
  /// (at the engine's completion time at the earliest, so a completion reported early changes
  /// nothing). A run that was caught or replaced is ignored.
  @MainActor package mutating func runLanded(_ number: Int, at time: Double, host: some TransitionHost) {
    guard number == playing, let end = runner.driver.completionTime else { return }
    perform(runner.handle(.tick(at: max(time, end))), host: host, at: max(time, end))
  }

  /// The container once the transition has completed: only the screen shown at the end, at its
  /// resting frame and untransformed — never the presenting screen of a modal presentation,
  /// whose real view is outside the container.
  /// After a resize (``containerResized(to:)``) that is the new container's bounds, where a
  /// layout pass that already ran for the new size would not put it again.
  package func containerAtRest(finished: Bool) -> TransitionScene {
    let shown: LayerRole = finished == (runner.context.direction == .present) ? .presented : .presenting
    let scene = runner.restingScene(finished: finished)
    var kept = scene.layers.filter {
      $0.role == shown && !(container == .presentation && $0.role == .presenting)
    }
    guard let size = resizedContainer else {
      return restingFrames.viewScene(of: TransitionScene(containerSize: scene.containerSize, layers: kept))
    }
    let frames = RestingFrames(container: size)
    for i in kept.indices {
      // At rest a layer fills its frame with its anchor at the centre: only its geometry moves.
      let frame = frames.frame(of: kept[i].role)
      kept[i].size = frame.size
      kept[i].position = frame.center
    }
    return frames.viewScene(of: TransitionScene(containerSize: size, layers: kept))
  }

  /// A layout pass gave the container a new `size` (points) while the transition runs: the
  /// screen it leaves at completion rests at the new bounds. (UIKit's own frames for the roles
  /// were for the old size; at the new one they rest at the container's bounds until UIKit lays
  /// them out again.) In a presentation the page rests there from now on too, where the
  /// presentation controller's passes put it (``WrapperLayout``): the scenes of a finger and the
  /// runs started later set the geometry a pass sets, and the engine's motion, still planned in
  /// the starting size, rides on the transform. A zoom's page too: its view keeps resting at the
  /// container's bounds and is scaled into the card (``ScaledPage``), so it rests at the new size.
  package mutating func containerResized(to size: Size) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
    resizedContainer = size == runner.context.containerSize ? nil : size
    guard container == .presentation else { return }
    restingFrames.frames[.presented] =
      resizedContainer.map { Rect(origin: .zero, size: $0) } ?? startingPageFrame
  }

  /// Whether the screen under the presented one is hidden from VoiceOver once the transition has
  /// completed: while the presented screen stays.
  package func coversScreen(finished: Bool) -> Bool {
    finished == (runner.context.direction == .present)
  }

  @MainActor private mutating func perform(
    _ effects: [InteractionEffect], host: some TransitionHost, at time: Double
  ) {
    performed += effects
    if !hasStarted, runner.phase.name != .idle {
      hasStarted = true
      for role in LayerRole.allCases {
        guard let values = host.modelValues(of: role) else { continue }
        originalValues[role] = values.filter { AnimatedKeyPath.borrowedStyle.contains($0.key) }
      }
      if container == .presentation { host.hideCoveredScreen(true) }
      if runner.timeline.hidesSource { host.hideSource(true) }
    }
    for effect in effects {
      switch effect {
      case .appearance(let role, let callback):
        guard forwardedAppearanceRoles.contains(role) else { continue }
        switch callback {
        case .willAppear: host.beginAppearanceTransition(of: role, isAppearing: true)
        case .willDisappear: host.beginAppearanceTransition(of: role, isAppearing: false)
        case .didAppear, .didDisappear: host.endAppearanceTransition(of: role)
        }
      case .updateInteractiveTransition(let p):
        if isInteractiveContext { host.updateInteractiveTransition(p) }
      case .finishInteractiveTransition: if isInteractiveContext { host.finishInteractiveTransition() }
      case .cancelInteractiveTransition: if isInteractiveContext { host.cancelInteractiveTransition() }
      case .completeTransition(let finished):
        playing = nil
        host.apply(containerAtRest(finished: finished))
        for role in LayerRole.allCases {
          guard var values = originalValues[role] else { continue }
          // The page that stays open keeps its resting radius (``Zoom/pageCornerRadius``), not
          // the look borrowed at the start.
          if role == .presented, finished == (runner.context.direction == .present),
            runner.restingCornerRadius > 0
          {
            values[.cornerRadius] = .number(runner.restingCornerRadius)
          }
          host.restore(values, of: role)
        }
        if runner.timeline.hidesSource { host.hideSource(false) }
        if container == .presentation { host.hideCoveredScreen(coversScreen(finished: finished)) }
        host.completeTransition(finished)
        return
      case .diagnostic(let message): host.report(message)
      }
    }
    switch runner.phase.name {
    case .animating, .finishing, .cancelling:
      guard playing == nil, var run = runner.coreAnimationRun(restingFrames: restingFrames) else { return }
      for layer in runner.scene(at: time).layers {
        if let size = layer.contentSize { run.contentSizes[layer.role] = size }
      }
      runsStarted += 1
      playing = runsStarted
      playingIsTouchable = runner.acceptsTouches(during: run)
      host.play(run, number: runsStarted)
    case .interacting:
      if playing != nil {
        playing = nil
        host.removeAnimations()
      }
      host.apply(restingFrames.viewScene(of: runner.scene(at: time)))
    case .idle, .finished, .cancelled:
      return
    }
  }
}
