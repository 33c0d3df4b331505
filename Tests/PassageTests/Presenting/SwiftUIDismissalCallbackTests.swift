import Passage
import PassageTestSupport
import Testing

/// The SwiftUI modifiers learn of a dismissal from the container's appearance callbacks
/// (``AppearanceDismissalObserver``) and of a caught presentation from the dismissal events
/// (``PresentationMachine/event(for:serial:)``), both arriving from inside UIKit's
/// `completeTransition:`. Played end to end: a transition in ``UIKitTransitionModel``, the
/// container's callbacks, the machine in ``RecordingPresentationHost``.
@MainActor @Suite struct SwiftUIDismissalCallbackTests {
  /// A presentation of "a" on screen, a dismissal transition of it in UIKit, the container's
  /// callbacks wired to the machine as the SwiftUI layer wires them.
  static func dismissing(
    _ transition: some PassageTransition
  ) -> (UIKitTransitionModel, RecordingPresentationHost) {
    let presentation = RecordingPresentationHost()
    presentation.set("a")
    presentation.finishPresenting()
    let model = UIKitTransitionModel(transition, direction: .dismiss)
    var observer = AppearanceDismissalObserver()
    let serial = presentation.serial
    model.aroundCallbacks = { callbacks in presentation.insideCompletionCallbacks(callbacks) }
    model.inside = { callback, model in
      guard callback == .presentedAppearance else { return }
      // UIKit ends the container's appearance transition: did-disappear, or, cancelled,
      // did-appear again.
      let phase =
        model.completed == true
        ? observer.viewDidDisappear(isBeingDismissed: true) : observer.viewDidAppear()
      if let phase { presentation.send(phase.event(serial: serial)) }
    }
    // UIKit sends the container viewWillDisappear as the dismissal starts.
    if let phase = observer.viewWillDisappear(isBeingDismissed: true) {
      presentation.send(phase.event(serial: serial))
    }
    return (model, presentation)
  }

  @Test func aFinishedDismissalWritesTheBindingBackOnceAndTheNextValuePresentsAfterTheCallbacks() {
    let (model, presentation) = Self.dismissing(Push())
    model.request(.leadingEdgeSwipe)
    model.player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
    presentation.set("b")  // while the page leaves: coalesced
    model.now = 0.1
    model.player?.gestureChanged(dx: 300, dy: 0)
    model.player?.gestureEnded(vx: 900, vy: 0)
    model.settle()
    expectEqual(model.completions, 1)
    expectEqual(presentation.onDismissCount, 1)
    expectEqual(presentation.calls.suffix(2), ["onDismiss", "present b #2"])
    #expect(!presentation.calls.contains { $0.hasSuffix("refused") })
    expectEqual(model.terminalEvents, [.finished(.leadingEdgeSwipe)])
  }

  @Test func aCancelledDismissalKeepsTheBindingAndRunsNoOnDismiss() {
    let (model, presentation) = Self.dismissing(Push())
    model.request(.leadingEdgeSwipe)
    model.player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
    model.now = 0.1
    model.player?.gestureChanged(dx: 20, dy: 0)
    model.player?.gestureEnded(vx: -300, vy: 0)
    model.settle()
    expectEqual(model.host.lifecycle.last, "complete(false)")
    expectEqual(presentation.onDismissCount, 0)
    expectEqual(presentation.binding, "a")
    guard case .presented = presentation.machine.state else {
      Issue.record("expected the page presented, got \(presentation.machine.state)")
      return
    }
  }

  @Test func aPresentationSentBackByItsGestureIsTheUsersDismissal() {
    let presentation = RecordingPresentationHost()
    presentation.set("a")
    let serial = presentation.serial
    let model = UIKitTransitionModel(Recede(), direction: .present)
    model.aroundCallbacks = { callbacks in presentation.insideCompletionCallbacks(callbacks) }
    var forwarded = 0
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.advance(to: 0.05)
    model.request(.pullDown)
    model.player?.gestureBegan()
    model.now = 0.1
    model.player?.gestureChanged(dx: 0, dy: 200)
    model.player?.gestureEnded(vx: 0, vy: 2500)
    model.settle()
    for event in model.events {
      guard let machineEvent = presentation.machine.event(for: event, serial: serial) else { continue }
      forwarded += 1
      presentation.send(machineEvent)
    }
    expectEqual(model.host.lifecycle.last, "complete(false)")
    expectEqual(forwarded, 1)
    #expect(presentation.binding == nil)
    expectEqual(presentation.onDismissCount, 1)
    // A late report of the same end changes nothing.
    #expect(presentation.machine.event(for: .finished(.pullDown), serial: serial) == nil)
  }

  @Test func theContainersCallbacksTellADismissalOnlyWhileItIsBeingDismissed() {
    var observer = AppearanceDismissalObserver()
    #expect(observer.viewWillDisappear(isBeingDismissed: false) == nil)  // something covers it
    #expect(observer.viewDidAppear() == nil)
    expectEqual(observer.viewWillDisappear(isBeingDismissed: true), .dismissalWillBegin)
    expectEqual(observer.viewDidAppear(), .dismissalCancelled)
    #expect(observer.viewDidAppear() == nil)
    expectEqual(observer.viewWillDisappear(isBeingDismissed: true), .dismissalWillBegin)
    expectEqual(observer.viewDidDisappear(isBeingDismissed: true), .dismissalDidEnd)
    #expect(!observer.isDismissing)
  }
}
