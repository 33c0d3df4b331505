/// One transition as a platform front end runs it: gesture callbacks and display frames in, the
/// host's calls out, in UIKit's order (docs/TRANSITIONS.md, “Lifecycle”). All the logic of the UIKit glue, so that it is
/// tested on Linux with a recording host.
///
/// - Appearance callbacks go only to the roles in `forwardedAppearanceRoles`: for a custom modal
///   presentation UIKit already sends the presented controller's callbacks itself, so only the
///   presenting controller's are forwarded (sending both twice was the reference sample's bug).
/// - Finger translations and velocities arrive in container points (x right, y down) and are
///   mapped onto the direction of travel by the transition's ``InteractiveGesture`` (so a
///   right-to-left pop is driven by a leftward swipe).
/// - When the transition completes, the host gets the resting scene (nothing transformed, dimmed
///   or shadowed) and then exactly one `completeTransition`.
package struct TransitionSession: Sendable {
  /// The runner that decides everything.
  package private(set) var runner: TransitionRunner
  /// The roles whose appearance callbacks the host must send (UIKit sends the others).
  package let forwardedAppearanceRoles: Set<LayerRole>

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - transition: the transition to run (a ``Fade`` under Reduce Motion, by the context).
  ///   - context: container size, direction, layout direction, Reduce Motion.
  ///   - forwardedAppearanceRoles: the roles whose callbacks UIKit does not send by itself:
  ///     `[.presenting]` for a custom modal presentation, `[]` in a navigation controller.
  package init(
    _ transition: any PassageTransition, context: TransitionContext, forwardedAppearanceRoles: Set<LayerRole>
  ) {
    runner = TransitionRunner(transition, context: context)
    self.forwardedAppearanceRoles = forwardedAppearanceRoles
  }

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

  /// Starts a non-interactive run at `time` seconds and shows its first frame.
  @MainActor package mutating func start(at time: Double, host: some TransitionHost) {
    perform(runner.handle(.start(at: time)), host: host, at: time)
  }

  /// Runs the whole transition at once, for `present(_:animated: false)` and
  /// `dismiss(animated: false)`: UIKit still calls `animateTransition(using:)` for a custom
  /// presentation with `isAnimated` false (UIViewControllerTransitioning.h), and the end state must
  /// show at once, or a presentation that follows immediately finds a transition in progress.
  @MainActor package mutating func startWithoutAnimation(at time: Double, host: some TransitionHost) {
    perform(runner.handle(.start(at: time)), host: host, at: time)
    guard let end = runner.driver.completionTime else { return }
    perform(runner.handle(.tick(at: max(end, time))), host: host, at: max(end, time))
  }

  /// Feeds a gesture that began — and perhaps moved and ended — before UIKit started the
  /// transition (UIKit may start it a run-loop turn after `dismiss(animated:)`), in order, so a
  /// quick flick is not lost and the session never stays interacting.
  @MainActor package mutating func replay(
    _ gesture: EarlyGesture, now time: Double, host: some TransitionHost
  ) {
    gestureBegan(at: min(gesture.began, time), host: host)
    if let translation = gesture.translation {
      gestureChanged(at: time, dx: translation.dx, dy: translation.dy, host: host)
    }
    switch gesture.ending {
    case nil: break
    case .ended(let vx, let vy)?: gestureEnded(at: time, vx: vx, vy: vy, host: host)
    case .cancelled?: gestureCancelled(at: time, host: host)
    }
  }

  /// A finger went down at `time` (starts the interactive transition, or catches a running one).
  @MainActor package mutating func gestureBegan(at time: Double, host: some TransitionHost) {
    perform(runner.handle(.begin(at: time)), host: host, at: time)
  }

  /// The finger moved: `dx`, `dy` are its translation since it went down, in container points.
  @MainActor package mutating func gestureChanged(
    at time: Double, dx: Double, dy: Double, host: some TransitionHost
  ) {
    let travel = runner.gesture?.travel(dx: dx, dy: dy) ?? dx
    perform(runner.handle(.move(at: time, translation: travel)), host: host, at: time)
  }

  /// The finger lifted with velocity (`vx`, `vy`) points/second.
  @MainActor package mutating func gestureEnded(
    at time: Double, vx: Double, vy: Double, host: some TransitionHost
  ) {
    let velocity = runner.gesture?.travel(dx: vx, dy: vy) ?? vx
    perform(runner.handle(.end(at: time, velocity: velocity)), host: host, at: time)
  }

  /// The system cancelled the gesture.
  @MainActor package mutating func gestureCancelled(at time: Double, host: some TransitionHost) {
    perform(runner.handle(.cancel(at: time)), host: host, at: time)
  }

  /// A display frame at `time`: shows the scene and completes the transition when it has settled.
  /// Returns whether more frames are needed (false once complete).
  @discardableResult
  @MainActor package mutating func frame(at time: Double, host: some TransitionHost) -> Bool {
    perform(runner.handle(.tick(at: time)), host: host, at: time)
    return !isComplete
  }

  @MainActor private mutating func perform(
    _ effects: [InteractionEffect], host: some TransitionHost, at time: Double
  ) {
    performed += effects
    for effect in effects {
      switch effect {
      case .appearance(let role, let callback):
        guard forwardedAppearanceRoles.contains(role) else { continue }
        switch callback {
        case .willAppear: host.beginAppearanceTransition(of: role, isAppearing: true)
        case .willDisappear: host.beginAppearanceTransition(of: role, isAppearing: false)
        case .didAppear, .didDisappear: host.endAppearanceTransition(of: role)
        }
      case .updateInteractiveTransition(let p): host.updateInteractiveTransition(p)
      case .pauseInteractiveTransition: host.pauseInteractiveTransition()
      case .finishInteractiveTransition: host.finishInteractiveTransition()
      case .cancelInteractiveTransition: host.cancelInteractiveTransition()
      case .completeTransition(let finished):
        host.apply(runner.restingScene(finished: finished))
        host.completeTransition(finished)
        return
      case .diagnostic(let message): host.report(message)
      }
    }
    host.apply(runner.scene(at: time))
  }
}
