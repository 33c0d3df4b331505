import Passage
import Testing

/// What Passage's navigation delegate reads from UIKit's operation when it is asked for an
/// animator, played with the pop's dismissal events.
@Suite struct NavigationOperationTests {
  @Test func aPushPresentsAPopDismissesAndNoOperationAnimatesNothing() {
    #expect(NavigationOperation.push.direction == .present)
    #expect(NavigationOperation.pop.direction == .dismiss)
    #expect(NavigationOperation.none.direction == nil)
  }

  @Test func aPopFromTheBackButtonBeginsItsDismissalWhenUIKitAsksForTheAnimatorAndASwipesPopDoesNot() {
    var tracker = DismissalTracker()
    // The back button (or code): the pop announces itself.
    #expect(NavigationOperation.pop.beginsDismissal(startedByGesture: false))
    #expect(tracker.transitionWillStart() == [.willBegin(.programmatic)])
    _ = tracker.record(.completeTransition(finished: true))
    // A swipe: its request began the dismissal; the animator's request adds nothing.
    #expect(tracker.request(.leadingEdgeSwipe, allowed: true) == [.willBegin(.leadingEdgeSwipe)])
    #expect(!NavigationOperation.pop.beginsDismissal(startedByGesture: true))
    #expect(!NavigationOperation.push.beginsDismissal(startedByGesture: false))
    #expect(tracker.record(.completeTransition(finished: true)) == [.finished(.leadingEdgeSwipe)])
  }

  @Test func aPushPlaysThePushedPagesTransitionAndAPopThePoppedPages() {
    #expect(NavigationOperation.push.page(from: "below", to: "pushed") == "pushed")
    #expect(NavigationOperation.pop.page(from: "popped", to: "below") == "popped")
    #expect(NavigationOperation.none.page(from: "a", to: "b") == nil)
  }

  @Test func theBackSwipeIsPassagesOnlyOnAPageWithAPassageTransition() {
    #expect(BackSwipeOwner(topPageHasPassageTransition: true) == .passage)
    #expect(BackSwipeOwner(topPageHasPassageTransition: false) == .system)
  }
}
