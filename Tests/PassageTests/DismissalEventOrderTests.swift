import Passage
import PassageTestSupport
import Testing

/// The events of every dismissal reason, driven by the real runner: the order an app sees.
@Suite struct DismissalEventOrderTests {
  /// A dismissal as the UIKit glue runs it: a tracker fed with the runner's effects.
  struct Dismissal {
    var runner = TransitionRunner(Push(), context: TransitionContext(direction: .dismiss))
    var tracker: DismissalTracker
    var events: [DismissalEvent] = []

    init(unannouncedReason: DismissalReason = .programmatic) {
      tracker = DismissalTracker(unannouncedReason: unannouncedReason)
    }

    mutating func request(_ reason: DismissalReason, allowed: Bool = true) {
      events += tracker.request(reason, allowed: allowed)
    }

    mutating func drive(_ event: InteractionEvent) {
      events += tracker.record(runner.handle(event))
    }

    /// Ticks until the completion lands.
    mutating func settle() {
      if let end = runner.driver.completionTime { drive(.tick(at: end)) }
    }

    var names: [String] { events.map(\.name).filter { $0 != "progress" } }
    var reasons: Set<DismissalReason> { Set(events.map(\.reason)) }
  }

  @Test(arguments: [DismissalReason.leadingEdgeSwipe, .pullDown, .fullWidthSwipe])
  func aFinishedSwipeReportsWillBeginProgressAndFinishedWithItsReason(_ reason: DismissalReason) {
    var d = Dismissal()
    d.request(reason)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 160))
    d.drive(.end(at: 0.2, velocity: 1200))
    d.settle()
    expectEqual(d.names, ["willBegin", "finished"])
    // The page trails the finger by the push's 12 pt dead zone.
    #expect(d.events.contains(.progress((160.0 - 12) / 390, reason)))
    expectEqual(d.reasons, [reason])
  }

  @Test func aSwipeReleasedEarlyIsCancelled() {
    var d = Dismissal()
    d.request(.leadingEdgeSwipe)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 20))
    d.drive(.end(at: 0.2, velocity: 0))
    d.settle()
    expectEqual(d.events.first, .willBegin(.leadingEdgeSwipe))
    expectEqual(d.events.last, .cancelled(.leadingEdgeSwipe))
    expectEqual(d.names, ["willBegin", "cancelled"])
  }

  @Test func aSystemCancelledGestureIsCancelled() {
    var d = Dismissal()
    d.request(.pullDown)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 300))
    d.drive(.cancel(at: 0.15))
    d.settle()
    expectEqual(d.names, ["willBegin", "cancelled"])
    expectEqual(d.reasons, [.pullDown])
  }

  @Test func aVetoedDismissalReportsOnlyTheVetoAndNeverEnds() {
    var d = Dismissal()
    d.request(.pullDown, allowed: false)
    expectEqual(d.events, [.vetoed(.pullDown)])
    #expect(!d.tracker.isDismissing)
    // The next pull asks again.
    d.request(.pullDown, allowed: true)
    expectEqual(d.events, [.vetoed(.pullDown), .willBegin(.pullDown)])
  }

  @Test func aReGrabDuringTheCompletionKeepsOneDismissalWithOneEnd() {
    var d = Dismissal()
    d.request(.leadingEdgeSwipe)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 200))
    d.drive(.end(at: 0.2, velocity: 800))
    // Caught during the completion: no new request, no new willBegin.
    d.request(.leadingEdgeSwipe)
    d.drive(.begin(at: 0.25))
    d.drive(.move(at: 0.3, translation: -250))
    d.drive(.end(at: 0.4, velocity: -600))
    d.settle()
    expectEqual(d.names, ["willBegin", "cancelled"])
    let progress = d.events.compactMap { if case .progress(let p, _) = $0 { p } else { nil } }
    #expect(progress.count >= 3)
  }

  @Test func aProgrammaticDismissalGoesFromWillBeginToFinished() {
    var d = Dismissal()
    d.drive(.start(at: 0))
    d.settle()
    expectEqual(d.events, [.willBegin(.programmatic), .finished(.programmatic)])
  }

  @Test func theBrowsersDoneIsAButton() {
    var d = Dismissal(unannouncedReason: .button)
    d.drive(.start(at: 0))
    d.settle()
    expectEqual(d.events, [.willBegin(.button), .finished(.button)])
  }

  @Test func theAccessibilityEscapeAsksAndCarriesItsReason() {
    var vetoed = Dismissal()
    vetoed.request(.accessibilityEscape, allowed: false)
    expectEqual(vetoed.events, [.vetoed(.accessibilityEscape)])
    var d = Dismissal(unannouncedReason: .button)
    d.request(.accessibilityEscape)
    d.drive(.start(at: 0))
    d.settle()
    expectEqual(d.events, [.willBegin(.accessibilityEscape), .finished(.accessibilityEscape)])
  }

  @Test func anExpectedReasonNamesTheNextUnrequestedDismissalOnly() {
    var d = Dismissal()
    d.tracker.expect(.button)
    d.drive(.start(at: 0))
    d.settle()
    var next = Dismissal()
    next.tracker = d.tracker
    next.drive(.start(at: 0))
    next.settle()
    expectEqual(d.events, [.willBegin(.button), .finished(.button)])
    expectEqual(next.events, [.willBegin(.programmatic), .finished(.programmatic)])
  }

  @Test func doneTappedDuringAnInteractiveDismissalStartsNothingAndChangesNoReason() {
    var d = Dismissal(unannouncedReason: .button)
    d.request(.leadingEdgeSwipe)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 100))
    // Done: UIKit refuses a second dismissal while one runs; the tracker ignores it too.
    d.request(.button)
    d.tracker.expect(.button)
    d.drive(.end(at: 0.2, velocity: -300))
    d.settle()
    expectEqual(d.names, ["willBegin", "cancelled"])
    expectEqual(d.reasons, [.leadingEdgeSwipe])
    // Done again, once the swipe has cancelled: its own dismissal.
    var done = Dismissal(unannouncedReason: .button)
    done.tracker = d.tracker
    done.drive(.start(at: 1))
    done.settle()
    expectEqual(done.events, [.willBegin(.button), .finished(.button)])
  }

  /// A finger that lands on a dismissal springing back, with the app vetoing, catches nothing and
  /// tells nothing: the dismissal that began goes on and ends with its own cancelled.
  @Test func aVetoedCatchOfADismissalsSpringBackReportsNothingInsideIt() {
    var d = Dismissal()
    d.request(.leadingEdgeSwipe)
    d.drive(.begin(at: 0))
    d.drive(.move(at: 0.1, translation: 100))
    d.drive(.end(at: 0.2, velocity: -300))
    let (start, events) = DismissalPan.start(
      reason: .leadingEdgeSwipe, catching: true, allowed: false, tracker: &d.tracker)
    d.events += events
    expectEqual(start, .driveNothing)
    d.settle()
    expectEqual(d.names, ["willBegin", "cancelled"])
  }

  /// A presentation caught by its dismissal's gesture, vetoed, is a refused request.
  @Test func aVetoedCatchOfAPresentationReportsTheVeto() {
    var tracker = DismissalTracker()
    let (start, events) = DismissalPan.start(
      reason: .leadingEdgeSwipe, catching: true, allowed: false, tracker: &tracker)
    #expect(start == .driveNothing && events == [.vetoed(.leadingEdgeSwipe)])
  }

  @Test func aRequestWhoseTransitionNeverStartsIsCancelledOnce() {
    var tracker = DismissalTracker()
    expectEqual(tracker.request(.leadingEdgeSwipe, allowed: true), [.willBegin(.leadingEdgeSwipe)])
    expectEqual(tracker.abandon(), [.cancelled(.leadingEdgeSwipe)])
    expectEqual(tracker.abandon(), [])
    expectEqual(tracker.record(.completeTransition(finished: true)), [])
  }

  @Test func everyBeginEndsExactlyOnceOverRandomScripts() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<2000 {
      var d = Dismissal(unannouncedReason: random.next() % 2 == 0 ? .programmatic : .button)
      var t = 0.0
      for _ in 0..<Int(random.next() % 12) {
        t += Double(random.next() % 100) / 1000
        switch random.next() % 8 {
        case 0: d.request(DismissalReason.allCases[Int(random.next() % 6)], allowed: random.next() % 3 != 0)
        case 1: d.drive(.begin(at: t))
        case 2: d.drive(.move(at: t, translation: Double(random.next() % 500) - 100))
        case 3: d.drive(.end(at: t, velocity: Double(random.next() % 2000) - 1000))
        case 4: d.drive(.cancel(at: t))
        case 5: d.drive(.start(at: t))
        case 6: d.tracker.expect(.accessibilityEscape)
        default: d.drive(.tick(at: t))
        }
      }
      if d.tracker.isDismissing, d.runner.driver.completionTime == nil, !d.runner.driver.isComplete {
        d.events += d.tracker.abandon()
      }
      d.settle()
      if d.tracker.isDismissing { d.events += d.tracker.abandon() }
      let begins = d.events.filter { $0.name == "willBegin" }.count
      let ends = d.events.filter { $0.name == "finished" || $0.name == "cancelled" }.count
      expectEqual(begins, ends, "\(d.events)")
    }
  }
}
