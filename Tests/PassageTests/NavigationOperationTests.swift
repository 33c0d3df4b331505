import Passage
import PassageTestSupport
import Testing

/// What Passage's navigation delegate reads from UIKit's operation when it is asked for an
/// animator, played with the pop's dismissal events.
@Suite struct NavigationOperationTests {
  @Test func aPushPresentsAPopDismissesAndNoOperationAnimatesNothing() {
    expectEqual(NavigationOperation.push.direction, .present)
    expectEqual(NavigationOperation.pop.direction, .dismiss)
    #expect(NavigationOperation.none.direction == nil)
  }

  @Test func aPopFromTheBackButtonBeginsItsDismissalWhenUIKitAsksForTheAnimatorAndASwipesPopDoesNot() {
    var tracker = DismissalTracker()
    // The back button (or code): the pop announces itself.
    #expect(NavigationOperation.pop.beginsDismissal(startedByGesture: false))
    expectEqual(tracker.transitionWillStart(), [.willBegin(.programmatic)])
    _ = tracker.record(.completeTransition(finished: true))
    // A swipe: its request began the dismissal; the animator's request adds nothing.
    expectEqual(tracker.request(.leadingEdgeSwipe, allowed: true), [.willBegin(.leadingEdgeSwipe)])
    #expect(!NavigationOperation.pop.beginsDismissal(startedByGesture: true))
    #expect(!NavigationOperation.push.beginsDismissal(startedByGesture: false))
    expectEqual(tracker.record(.completeTransition(finished: true)), [.finished(.leadingEdgeSwipe)])
  }

  @Test func aPushPlaysThePushedPagesTransitionAndAPopThePoppedPages() {
    expectEqual(NavigationOperation.push.page(from: "below", to: "pushed"), "pushed")
    expectEqual(NavigationOperation.pop.page(from: "popped", to: "below"), "popped")
    #expect(NavigationOperation.none.page(from: "a", to: "b") == nil)
  }

  @Test func theBackSwipeIsPassagesOnlyOnAPageWithAPassageTransition() {
    expectEqual(BackSwipeOwner(topPageHasPassageTransition: true), .passage)
    expectEqual(BackSwipeOwner(topPageHasPassageTransition: false), .system)
  }
}
