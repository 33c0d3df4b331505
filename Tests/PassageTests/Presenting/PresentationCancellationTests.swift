import Passage
import PassageTestSupport
import Testing

/// A presentation that a dismissal gesture caught and sent back is a dismissal the user made:
/// the binding is written back, `onDismiss` runs once, and the machine is idle again.
@MainActor @Suite struct PresentationCancellationTests {
  @Test func aPresentationSentBackBeforeItLandedWritesTheBindingBackAndRunsOnDismissOnce() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.send(.presentationCancelled(serial: 1))
    expectEqual(host.calls, ["present a #1", "binding = nil", "onDismiss"])
    #expect(host.binding == nil && host.onDismissCount == 1)
    expectEqual(host.machine.state, .idle)
  }

  @Test func aCancellationReportedAfterThePresentationsCompletionEndsItToo() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.finishPresenting()
    host.send(.presentationCancelled(serial: 1))
    expectEqual(host.calls, ["present a #1", "binding = nil", "onDismiss"])
    expectEqual(host.machine.state, .idle)
  }

  @Test func aNewItemAfterACancelledPresentationPresentsInsteadOfDismissingNothing() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.send(.presentationCancelled(serial: 1))
    host.set("b")
    expectEqual(host.calls.last, "present b #2")
    #expect(!host.calls.contains("dismiss #1"))
  }

  @Test func aCancellationOfAnotherPresentationIsRejected() {
    let host = RecordingPresentationHost()
    host.set("a")
    let effects = host.machine.handle(.presentationCancelled(serial: 7))
    #expect(effects.count == 1 && host.binding == "a")
    if case .rejected? = effects.first {} else { Issue.record("expected a rejection, got \(effects)") }
  }
}
