import Passage
import PassageTestSupport
import Testing

/// The binding ↔ presentation rules of the SwiftUI modifiers, against a host that plays UIKit.
@MainActor @Suite struct PresentationMachineTests {
  /// A host with `a` on screen, presentation #1.
  private func presentedA() -> RecordingPresentationHost {
    let host = RecordingPresentationHost()
    host.set("a")
    host.finishPresenting()
    return host
  }

  @Test func settingTheBindingPresentsItsContent() {
    let host = RecordingPresentationHost()
    host.set("a")
    expectEqual(host.calls, ["present a #1"])
    host.finishPresenting()
    expectEqual(host.machine.state, .presented(.init(id: "a", serial: 1)))
  }

  @Test func aUserDismissalWritesTheBindingBackThenRunsOnDismissOnce() {
    let host = presentedA()
    host.userDismisses()
    expectEqual(host.calls, ["present a #1", "binding = nil", "onDismiss"])
    #expect(host.binding == nil)
    expectEqual(host.onDismissCount, 1)
    expectEqual(host.machine.state, .idle)
  }

  @Test func aDismissalWithoutAWillBeginReportIsTheUsers() {
    let host = presentedA()
    host.send(.dismissalDidEnd(serial: 1))
    expectEqual(host.calls, ["present a #1", "binding = nil", "onDismiss"])
  }

  @Test func clearingTheBindingDismissesWithTheTransitionWithoutWritingItBack() {
    let host = presentedA()
    host.set(nil)
    expectEqual(host.calls.last, "dismiss #1")
    host.finishDismissing()
    expectEqual(host.calls, ["present a #1", "dismiss #1", "onDismiss"])
    expectEqual(host.onDismissCount, 1)
  }

  @Test func changingTheItemDismissesThenPresentsTheNewOne() {
    let host = presentedA()
    host.set("b")
    expectEqual(host.calls, ["present a #1", "dismiss #1"])
    host.finishDismissing()
    expectEqual(host.calls, ["present a #1", "dismiss #1", "onDismiss", "present b #2"])
    expectEqual(host.binding, "b")
  }

  /// Switching items presents the new one from the old one's `viewDidDisappear`, inside UIKit's
  /// completion callbacks, where UIKit may still count the presenter as busy: the machine asks
  /// for it once UIKit has finished, and the host presents it then, not refused.
  @Test func theNextItemIsPresentedOnceUIKitHasFinishedTheDismissal() {
    var machine = PresentationMachine<String>()
    machine.handle(.bindingChanged("a"))
    machine.handle(.presentationDidEnd(serial: 1))
    expectEqual(machine.handle(.bindingChanged("b")), [.dismiss(serial: 1)])
    machine.handle(.dismissalWillBegin(serial: 1))
    expectEqual(
      machine.handle(.dismissalDidEnd(serial: 1)), [.runOnDismiss, .presentAfterTransition("b", serial: 2)])
    let host = presentedA()
    host.set("b")
    host.finishDismissing()
    #expect(!host.calls.contains { $0.hasSuffix("refused") })
    #expect(host.calls.last == "present b #2" && host.binding == "b")
  }

  @Test func settingTheSameItemAgainChangesNothing() {
    let host = presentedA()
    host.set("a")
    expectEqual(host.calls, ["present a #1"])
  }

  @Test func bindingChangesDuringAPresentationAreCoalescedToTheLatest() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.set(nil)
    host.set("b")
    host.set("c")
    expectEqual(host.calls, ["present a #1"])  // the running presentation is never interrupted
    host.finishPresenting()
    expectEqual(host.calls, ["present a #1", "dismiss #1"])
    host.finishDismissing()
    expectEqual(host.calls, ["present a #1", "dismiss #1", "onDismiss", "present c #2"])  // b is skipped
  }

  @Test func aBindingToggledBackDuringAPresentationLeavesItOnScreen() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.set(nil)
    host.set("a")
    host.finishPresenting()
    expectEqual(host.calls, ["present a #1"])
    expectEqual(host.machine.state, .presented(.init(id: "a", serial: 1)))
  }

  @Test func clearingTheBindingDuringAProgrammaticDismissalIsAppliedWhenItEnds() {
    let host = presentedA()
    host.set("b")
    host.set(nil)
    host.finishDismissing()
    expectEqual(host.calls, ["present a #1", "dismiss #1", "onDismiss"])  // b was withdrawn in time
  }

  @Test func aBindingClearedDuringAnInteractiveDismissalDismissesIfTheGestureCancels() {
    let host = presentedA()
    host.send(.dismissalWillBegin(serial: 1))
    host.set(nil)
    expectEqual(host.calls, ["present a #1"])  // the finger keeps the screen
    host.send(.dismissalCancelled(serial: 1))
    expectEqual(host.calls, ["present a #1", "dismiss #1"])
    host.finishDismissing()
    expectEqual(host.onDismissCount, 1)
  }

  @Test func aCancelledInteractiveDismissalKeepsTheBindingAndSkipsOnDismiss() {
    let host = presentedA()
    host.send(.dismissalWillBegin(serial: 1))
    host.send(.dismissalCancelled(serial: 1))
    expectEqual(host.calls, ["present a #1"])
    expectEqual(host.binding, "a")
    expectEqual(host.onDismissCount, 0)
    expectEqual(host.machine.state, .presented(.init(id: "a", serial: 1)))
  }

  @Test func aNewItemSetDuringAUserDismissalIsPresentedInsteadOfClearingTheBinding() {
    let host = presentedA()
    host.send(.dismissalWillBegin(serial: 1))
    host.set("b")
    host.send(.dismissalDidEnd(serial: 1))
    expectEqual(host.calls, ["present a #1", "onDismiss", "present b #2"])
    expectEqual(host.binding, "b")
  }

  @Test func onDismissRunsOnceWhenUIKitReportsTheEndTwice() {
    let host = presentedA()
    host.userDismisses()
    host.send(.dismissalDidEnd(serial: 1))
    expectEqual(host.onDismissCount, 1)
    expectEqual(host.calls.last, "rejected dismissalDidEnd(serial: 1)")
  }

  @Test func eventsOfAnEarlierPresentationAreRejected() {
    let host = presentedA()
    host.set("b")
    host.finishDismissing()
    host.send(.dismissalWillBegin(serial: 1))
    host.send(.presentationDidEnd(serial: 1))
    expectEqual(
      Array(host.calls.suffix(2)),
      [
        "rejected dismissalWillBegin(serial: 1)", "rejected presentationDidEnd(serial: 1)",
      ])
    expectEqual(host.machine.state, .presenting(.init(id: "b", serial: 2)))
  }

  @Test func aDismissalCannotBeginWhileThePresentationRuns() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.send(.dismissalWillBegin(serial: 1))
    expectEqual(host.calls, ["present a #1", "rejected dismissalWillBegin(serial: 1)"])
    expectEqual(host.machine.state, .presenting(.init(id: "a", serial: 1)))
  }

  @Test func aRefusedPresentationClearsTheBindingWithoutOnDismiss() {
    let host = RecordingPresentationHost()
    host.set("a")
    host.send(.presentationRefused(serial: 1))
    expectEqual(host.calls, ["present a #1", "binding = nil"])
    expectEqual(host.onDismissCount, 0)
    expectEqual(host.machine.state, .idle)
    host.set("a")
    expectEqual(host.calls.last, "present a #2")  // a later request tries again
  }

  @Test func anIsPresentedBindingRoundTrips() {
    var machine = PresentationMachine<Bool>()
    expectEqual(machine.handle(.bindingChanged(true)), [.present(true, serial: 1)])
    expectEqual(machine.handle(.presentationDidEnd(serial: 1)), [])
    expectEqual(machine.handle(.bindingChanged(nil)), [.dismiss(serial: 1)])
    expectEqual(machine.handle(.dismissalWillBegin(serial: 1)), [])
    expectEqual(machine.handle(.dismissalDidEnd(serial: 1)), [.runOnDismiss])
    expectEqual(machine.handle(.bindingChanged(nil)), [])
  }
}
