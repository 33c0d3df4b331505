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

  /// UIKit reports something.
  func send(_ event: PresentationMachine<String>.Event) {
    perform(machine.handle(event))
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

  func present(_ id: String, serial: Int) { calls.append("present \(id) #\(serial)") }
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
