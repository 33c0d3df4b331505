import Passage
import PassageTestSupport
import Testing

/// An animator stand-in: records what reaches it, and keeps its pending gesture until it
/// "starts", as TransitionAnimator does.
@MainActor private final class RecordingTarget: GestureTarget {
  var pendingGesture: EarlyGesture?
  var received: [String] = []
  var started = false
  func gestureChanged(dx: Double, dy: Double) {
    if started { received.append("changed \(dx)") } else { pendingGesture?.translation = (dx, dy) }
  }
  func gestureEnded(vx: Double, vy: Double) {
    if started { received.append("ended \(vx)") } else { pendingGesture?.ending = .ended(vx: vx, vy: vy) }
  }
  func gesturePinched(scale: Double, rotation: Double, focal: Point) {
    if started {
      received.append("pinched \(scale)")
    } else {
      pendingGesture?.pinch = (scale, rotation, focal)
    }
  }
  func gestureCancelled() { received.append("cancelled") }
}

/// A gesture reaches the animator of the transition it asked for,
/// made now or later, and never a previous transition's or another presentation's.
@MainActor @Suite struct GestureRouteTests {
  @Test func aSwipeNeverReachesThePreviousTransitionsAnimator() {
    var route = GestureRoute<RecordingTarget>()
    let previous = RecordingTarget()
    previous.started = true
    route.attach(previous)
    route.request(at: 2, translation: (dx: 4, dy: 0))
    // UIKit defers the new transition by a run-loop turn: the finger moves and lifts first.
    #expect(route.changed(dx: 60, dy: 1) == nil)
    #expect(route.ended(vx: 700, vy: 0) == nil)
    #expect(previous.received.isEmpty)
    let next = RecordingTarget()
    route.attach(next)
    var expected = EarlyGesture(began: 2)
    expected.translation = (dx: 60, dy: 1)
    expected.ending = .ended(vx: 700, vy: 0)
    expectEqual(next.pendingGesture, expected)
    #expect(route.pending == nil)
  }

  @Test func aPinchThatBeganBeforeItsTransitionReachesItWithItsTouchAndFingers() {
    var route = GestureRoute<RecordingTarget>()
    let touch = GestureTouch(recognizer: .pinch, point: Point(x: 200, y: 400))
    route.request(at: 1, translation: (dx: 0, dy: 0), touch: touch)
    #expect(route.pinched(scale: 0.8, rotation: 0.1) == nil)
    #expect(route.pinched(scale: 0.6, rotation: 0.2, focal: Point(x: 10, y: -4)) == nil)
    let next = RecordingTarget()
    route.attach(next)
    #expect(next.pendingGesture?.touch == touch)
    #expect(next.pendingGesture?.pinch?.scale == 0.6 && next.pendingGesture?.pinch?.rotation == 0.2)
    #expect(next.pendingGesture?.pinch?.focal == Point(x: 10, y: -4))
    next.started = true
    route.pinched(scale: 0.4, rotation: 0.2)?.gesturePinched(scale: 0.4, rotation: 0.2, focal: .zero)
    expectEqual(next.received, ["pinched 0.4"])
  }

  @Test func anAnimatorMadeDuringTheRequestGetsTheGestureAndThenItsMoves() {
    var route = GestureRoute<RecordingTarget>()
    route.request(at: 0, translation: (dx: 0, dy: 0))
    let animator = RecordingTarget()
    route.attach(animator)
    var expected = EarlyGesture(began: 0)
    expected.translation = (dx: 0, dy: 0)
    expectEqual(animator.pendingGesture, expected)
    animator.started = true  // UIKit started it: later moves go straight through
    route.changed(dx: 30, dy: 0)?.gestureChanged(dx: 30, dy: 0)
    route.cancelled()?.gestureCancelled()
    expectEqual(animator.received, ["changed 30.0", "cancelled"])
  }

  @Test func stackedPresentationsEachKeepTheirOwnRoute() {
    // One route per presentation (PassagePresentationController owns it), not one per delegate.
    var lower = GestureRoute<RecordingTarget>()
    var upper = GestureRoute<RecordingTarget>()
    let lowerAnimator = RecordingTarget()
    lowerAnimator.started = true
    lower.attach(lowerAnimator)
    upper.request(at: 1, translation: (dx: 0, dy: 10))
    upper.attach(RecordingTarget())
    lower.changed(dx: 12, dy: 0)?.gestureChanged(dx: 12, dy: 0)
    expectEqual(lowerAnimator.received, ["changed 12.0"])
    #expect(lower.target === lowerAnimator)
  }

  /// A release past the end completes the transition inside the animator's call, and UIKit's
  /// callbacks from there (a navigation controller's `didShow`, the app's handler of the
  /// finished event pushing the next screen) attach the next transition's animator to the same
  /// route: the route is free by then, because the animator is told after the route's call.
  @Test func anAnimatorThatCompletesAtOnceCanAttachTheNextOneFromItsCallbacks() throws {
    let owner = RouteOwner()
    let animator = CompletingTarget(owner: owner)
    owner.route.attach(animator)
    owner.route.ended(vx: 2000, vy: 0)?.gestureEnded(vx: 2000, vy: 0)
    #expect(animator.completed)
    let next = try #require(animator.next)
    #expect(owner.route.target === next)
  }
}

/// What holds a route in the glue: the dismissal interaction, the navigation delegate.
@MainActor private final class RouteOwner {
  var route = GestureRoute<CompletingTarget>()
}

/// An animator whose transition completes inside `gestureEnded`, where UIKit's callbacks ask for
/// the next transition's animator.
@MainActor private final class CompletingTarget: GestureTarget {
  var pendingGesture: EarlyGesture?
  private(set) var completed = false
  /// The next transition's animator, which UIKit would keep (the route holds it weakly).
  private(set) var next: CompletingTarget?
  private unowned let owner: RouteOwner

  init(owner: RouteOwner) { self.owner = owner }

  func gestureChanged(dx: Double, dy: Double) {}
  func gesturePinched(scale: Double, rotation: Double, focal: Point) {}
  func gestureEnded(vx: Double, vy: Double) {
    completed = true
    let next = CompletingTarget(owner: owner)
    self.next = next
    owner.route.attach(next)
  }
  func gestureCancelled() {}
}
