import Passage

/// Plays UIKit and Core Animation around one transition's ``TransitionPlayer`` (what the
/// animator, its presentation controller and Core Animation do), with the callbacks they make
/// and when they make them:
///
/// - **Transaction completions** (CATransaction.h: the completion block "is guaranteed to be
///   called (on the main thread) as soon as all animations subsequently added by this
///   transaction group have completed (or been removed). If no animations are added before the
///   current transaction group is committed … the block will be invoked immediately"): a run
///   with no animations lands from inside its own `play`; a run whose animations are removed —
///   by a catch, by its view leaving the window, by the app entering the background (Core
///   Animation removes a backgrounded app's animations) — lands early, on the next turn of the
///   run loop or, with ``removalDelivery`` `.now`, from inside the removal.
/// - **Inside `completeTransition:`** (UIViewControllerTransitioning.h: `animationEnded:` "will
///   be invoked by the system when the transition context's completeTransition: method is
///   invoked"; UIPresentationController.h) UIKit, before returning, ends the presented controller's appearance transition (it sends a
///   `.custom` presentation's presented controller its callbacks itself), tells the presentation
///   controller `presentationTransitionDidEnd:`/`dismissalTransitionDidEnd:`, calls the
///   animator's `animationEnded:` (after which Passage's animator lets go of its player) and runs
///   the presentation's completion block. The headers fix none of their order, so the model
///   takes it as ``order``, and tests try every one.
/// - **The dismissal events**: the player's effects go to the one ``DismissalTracker`` as the
///   glue feeds it, and the presentation controller's did-end takes the gestures off by
///   ``DismissalTracker/gesturesEnd(afterPresentation:completed:)``.
@MainActor final class UIKitTransitionModel {
  /// A callback UIKit makes from inside `completeTransition:`.
  enum Callback: String, CaseIterable {
    case presentedAppearance, presentationControllerDidEnd, animationEnded, completionBlock
    /// A navigation controller's delegate hears `navigationController:didShowViewController:animated:`
    /// (UINavigationController.h); Passage's navigation delegate closes a pop that showed the
    /// controller it popped to.
    case navigationDidShow

    /// UIKit's callbacks inside a modal presentation's `completeTransition:`.
    static let presentation: [Callback] = [
      .presentedAppearance, .presentationControllerDidEnd, .animationEnded, .completionBlock,
    ]
    /// UIKit's callbacks inside a navigation transition's `completeTransition:`: both
    /// controllers' appearance (UIKit sends them itself there), `didShow`, `animationEnded:`.
    static let navigation: [Callback] = [.presentedAppearance, .navigationDidShow, .animationEnded]
  }

  /// When a completion block runs.
  enum Delivery { case now, nextTurn }

  let host = RecordingHost()
  let direction: TransitionDirection
  /// The animator's player; `nil` once `animationEnded:` let it go.
  private(set) var player: TransitionPlayer<RecordingHost>?
  /// Media time, seconds.
  var now = 0.0
  var tracker = DismissalTracker()
  /// Every dismissal event, in order.
  private(set) var events: [DismissalEvent] = []
  /// UIKit's side, in order: the callbacks it made and the completions it delivered.
  private(set) var log: [String] = []
  /// The order of UIKit's callbacks inside `completeTransition:`.
  var order: [Callback]
  /// When a removed run's completion block runs.
  var removalDelivery = Delivery.nextTurn
  /// What the app (or UIKit) does from inside each callback.
  var inside: ((Callback, UIKitTransitionModel) -> Void)?
  /// Runs UIKit's callbacks (the argument) inside `completeTransition:`; a test wraps them to
  /// play what else UIKit counts as "inside" (a presenter still busy).
  var aroundCallbacks: (@MainActor (() -> Void) -> Void) = { $0() }
  /// The `completeTransition:` argument, once it has been called.
  private(set) var completed: Bool?
  private var inFlight: [(number: Int, end: Double)] = []
  private var due: [Int] = []

  /// The presentation controller's layout passes (``layoutPass(container:)``).
  private(set) var layout = WrapperLayout()

  init(
    _ transition: some PassageTransition, direction: TransitionDirection,
    in container: TransitionSession.Container = .presentation,
    context: TransitionContext = TransitionContext()
  ) {
    self.direction = direction
    order = container == .presentation ? Callback.presentation : Callback.navigation
    let session = TransitionSession(transition, context: context.with(direction: direction), in: container)
    let player = TransitionPlayer(session, host: host) { [unowned self] in now }
    self.player = player
    player.onEffects = { [unowned self] effects in
      events += direction == .dismiss ? tracker.record(effects) : tracker.recordCaughtPresentation(effects)
    }
    host.onPlay = { [unowned self] run, number in
      if run.animations.isEmpty {
        log.append("completion(\(number)) at commit")
        self.player?.runLanded(number)
      } else {
        inFlight.append((number, run.start + run.duration))
      }
    }
    host.onRemoveAnimations = { [unowned self] in removeAll(reason: "removed") }
    host.onComplete = { [unowned self] completed in completeTransition(completed) }
  }

  /// A gesture asks to dismiss and the app allows it (the glue's `DismissalPan.start`).
  func request(_ reason: DismissalReason) {
    events += tracker.request(reason, allowed: true)
  }

  /// UIKit asks Passage's navigation delegate for a pop's animator; a pop no swipe started
  /// announces itself then (``NavigationOperation/beginsDismissal(startedByGesture:)``).
  func navigationAsksForAnimator(_ operation: NavigationOperation, startedByGesture: Bool) {
    if operation.beginsDismissal(startedByGesture: startedByGesture) {
      events += tracker.transitionWillStart()
    }
  }

  /// The run loop turns: completion blocks that are due run.
  func turn() {
    while !due.isEmpty {
      let number = due.removeFirst()
      log.append("completion(\(number))")
      player?.runLanded(number)
    }
  }

  /// Time passes to `time`; runs that end by then finish, and the run loop turns.
  func advance(to time: Double) {
    now = max(now, time)
    due += inFlight.filter { $0.end <= now }.map(\.number)
    inFlight.removeAll { $0.end <= now }
    turn()
  }

  /// Lets every run play to its end.
  func settle() {
    for _ in 0..<8 {
      guard let end = inFlight.map(\.end).max() else { return }
      advance(to: end)
    }
  }

  /// A layout pass of a container `size` points large (a rotation, Split View, or the same size
  /// when only the safe area changed: the keyboard, the status bar): the presentation
  /// controller's `containerViewWillLayoutSubviews` sets the wrapper's geometry as
  /// ``WrapperLayout`` decides and tells the transition in flight about a new size; the dimming view
  /// is not laid out, nor the presenting screen, which the app lays out.
  func layoutPass(container size: Size) {
    let anchor = host.modelLayer(.presented)?.anchorPoint ?? Point(x: 0.5, y: 0.5)
    let pass = layout.pass(container: size, anchorPoint: anchor)
    host.layOut(.presented, size: pass.bounds, position: pass.position)
    if let resized = pass.resized { player?.containerResized(to: resized) }
  }

  /// The page's view leaves the window (UIView.h: its layer leaves the render tree): Core
  /// Animation removes its animations.
  func viewLeavesWindow() { removeAll(reason: "left the window", delivery: .nextTurn) }

  /// The app enters the background: Core Animation removes the animations.
  func enterBackground() { removeAll(reason: "background", delivery: .nextTurn) }

  private func removeAll(reason: String, delivery: Delivery? = nil) {
    guard !inFlight.isEmpty else { return }
    log.append(reason)
    due += inFlight.map(\.number)
    inFlight = []
    if (delivery ?? removalDelivery) == .now { turn() }
  }

  private func completeTransition(_ completed: Bool) {
    self.completed = completed
    aroundCallbacks { self.runCallbacks(completed) }
  }

  private func runCallbacks(_ completed: Bool) {
    for callback in order {
      switch callback {
      case .presentedAppearance:
        log.append("presented.endAppearance")
      case .presentationControllerDidEnd:
        let presentation = direction == .present
        log.append("\(presentation ? "presentation" : "dismissal")TransitionDidEnd(\(completed))")
        if DismissalTracker.gesturesEnd(afterPresentation: presentation, completed: completed) {
          events += tracker.gesturesRemoved()
        }
      case .animationEnded:
        log.append("animationEnded(\(completed))")
        player = nil
      case .completionBlock:
        log.append("completion block")
      case .navigationDidShow:
        // A pop that completed shows the controller it popped to; a cancelled one shows nothing
        // new, and UIKit does not call `didShow` for it.
        guard completed else { continue }
        log.append("didShow")
        if direction == .dismiss { events += tracker.record(.completeTransition(finished: true)) }
      }
      inside?(callback, self)
    }
  }

  /// How many `completeTransition` calls the host made.
  var completions: Int { host.calls.filter { $0.hasPrefix("complete(") }.count }

  /// Whether the session's appearance calls keep UIViewController.h's pairing for each role: an
  /// `endAppearanceTransition` closes an open `beginAppearanceTransition`, a second begin while
  /// one is open only reverses it (a cancelled transition: will-appear, then will-disappear),
  /// and nothing is left open.
  var appearanceIsBalanced: Bool {
    var open: [String: Bool] = [:]
    for call in host.calls {
      guard let dot = call.firstIndex(of: ".") else { continue }
      let role = String(call[..<dot])
      let what = call[call.index(after: dot)...]
      if what.hasPrefix("beginAppearance(") {
        let appearing = what == "beginAppearance(true)"
        if let current = open[role], current == appearing { return false }
        open[role] = appearing
      } else if what == "endAppearance" {
        guard open[role] != nil else { return false }
        open[role] = nil
      }
    }
    return open.isEmpty
  }

  /// The dismissal's terminal events (`finished`, `cancelled`).
  var terminalEvents: [DismissalEvent] {
    events.filter { $0.name == "finished" || $0.name == "cancelled" }
  }
}
