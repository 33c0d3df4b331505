import Passage

/// Plays UIKit for a ``PresentationMachine``: records every call the SwiftUI layer would make,
/// holds the binding, and lets a test finish, cancel or refuse the transitions it started.
@MainActor final class RecordingPresentationHost: PresentationHost {
  typealias ID = String

  var machine = PresentationMachine<String>()
  /// The binding's value (what `$item` holds).
  private(set) var binding: String?
  /// Every call, in order: "present a #1", "dismiss #1", "binding = nil", "onDismiss",
  /// "rejected …".
  private(set) var calls: [String] = []
  private(set) var onDismissCount = 0

  /// The app sets the binding (SwiftUI then updates the view, which feeds the machine).
  func set(_ value: String?) {
    binding = value
    send(.bindingChanged(value))
  }

  /// Work for a later turn of the main run loop.
  private var nextTurn: [() -> Void] = []
  /// Whether UIKit is delivering a transition's completion callbacks: as UIKit may, this host
  /// refuses a presentation asked for meanwhile (the presenter still counts as busy).
  private var inCompletionCallbacks = false

  /// UIKit reports something. The end of a transition (the dismissed content's
  /// `viewDidDisappear`, a cancelled presentation's `presentationTransitionDidEnd:`) is reported
  /// from inside UIKit's completion callbacks, where this host, as UIKit may, refuses a
  /// presentation; then the run loop turns.
  func send(_ event: PresentationMachine<String>.Event) {
    switch event {
    case .dismissalDidEnd, .presentationCancelled:
      let outer = inCompletionCallbacks
      inCompletionCallbacks = true
      perform(machine.handle(event))
      inCompletionCallbacks = outer
      if !outer { runLoopTurns() }
    default:
      perform(machine.handle(event))
    }
  }

  /// Runs `body` as UIKit runs a transition's completion callbacks — a presentation asked for
  /// meanwhile is refused — then lets the run loop turn.
  func insideCompletionCallbacks(_ body: () -> Void) {
    let outer = inCompletionCallbacks
    inCompletionCallbacks = true
    body()
    inCompletionCallbacks = outer
    if !outer { runLoopTurns() }
  }

  /// The main run loop turns: what was left for later runs.
  private func runLoopTurns() {
    while !nextTurn.isEmpty {
      let work = nextTurn
      nextTurn = []
      for job in work { job() }
    }
  }

  /// The serial of the presentation on screen or on its way.
  var serial: Int {
    switch machine.state {
    case .idle: return 0
    case .presenting(let shown), .presented(let shown), .dismissing(let shown, _): return shown.serial
    }
  }

  /// UIKit's presentation completes.
  func finishPresenting() { send(.presentationDidEnd(serial: serial)) }

  /// The user dismisses (gesture, Done, escape, content's dismiss action) and it finishes.
  func userDismisses() {
    send(.dismissalWillBegin(serial: serial))
    send(.dismissalDidEnd(serial: serial))
  }

  /// A dismissal this machine asked for runs to its end (UIKit reports will-begin, then did-end).
  func finishDismissing() {
    send(.dismissalWillBegin(serial: serial))
    send(.dismissalDidEnd(serial: serial))
  }

  func present(_ id: String, serial: Int) {
    guard !inCompletionCallbacks else {
      calls.append("present \(id) #\(serial) refused")
      send(.presentationRefused(serial: serial))
      return
    }
    calls.append("present \(id) #\(serial)")
  }
  func presentAfterTransition(_ id: String, serial: Int) {
    nextTurn.append { [self] in
      guard case .presenting(let page) = machine.state, page.serial == serial else { return }
      present(id, serial: serial)
    }
  }
  func dismiss(serial: Int) { calls.append("dismiss #\(serial)") }
  func clearBinding() {
    binding = nil
    calls.append("binding = nil")
    // SwiftUI re-renders with the new value and feeds it back, as the modifier's update would.
    send(.bindingChanged(nil))
  }
  func runOnDismiss() {
    onDismissCount += 1
    calls.append("onDismiss")
  }
  func reportRejected(_ event: PresentationMachine<String>.Event, in state: PresentationMachine<String>.State)
  {
    calls.append("rejected \(event)")
  }
}
