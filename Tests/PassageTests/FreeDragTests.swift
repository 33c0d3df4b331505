import Passage
import PassageTestSupport
import Testing

/// A custom transition dismissed by ``InteractiveGesture/freeDrag(in:)``: the finger carries the
/// page in both directions, the rest of the timeline follows the distance dragged, and a release
/// springs the page from where the finger left it, at the finger's velocity, to where the
/// timeline puts it.
@Suite struct FreeDragTests {
  /// A card that slides up from below the screen while the screen behind dims, dismissed by a
  /// free drag: what an app writes for a page the user can throw away in any direction.
  struct Card: PassageTransition {
    var name: String { "card" }
    func timeline(in context: TransitionContext) -> Timeline {
      let bounds = context.bounds
      let below = Point(x: bounds.midX, y: bounds.midY + bounds.size.height)
      let (from, to) = context.direction == .present ? (below, bounds.center) : (bounds.center, below)
      let dim = context.direction == .present ? (1.0, 0.6) : (0.6, 1.0)
      return Timeline(
        containerSize: context.containerSize,
        layers: [
          LayerAnimation(
            base: LayerState(role: .presenting, content: .presentingScreen, frame: bounds),
            opacity: KeyframeSeries(from: dim.0, keyframes: [Keyframe(value: dim.1)], mode: .linear)),
          LayerAnimation(
            base: LayerState(role: .presented, content: .presentedScreen, frame: bounds),
            position: KeyframeSeries(from: from, keyframes: [Keyframe(value: to)], mode: .linear)),
        ],
        curve: .linear, duration: 0.4)
    }
    func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
      .freeDrag(in: context)
    }
  }

  let context = TransitionContext(containerSize: Size(width: 390, height: 844), direction: .dismiss)

  func page(_ runner: TransitionRunner, at time: Double) -> Point {
    runner.runningScene(at: time).layer(.presented)?.position ?? Point(x: .nan, y: .nan)
  }

  /// A runner whose finger went down at 0 and was dragged by (`dx`, `dy`) at 0.1 s.
  func dragged(dx: Double, dy: Double) -> TransitionRunner {
    var runner = TransitionRunner(Card(), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.drag(at: 0.1, dx: dx, dy: dy))
    return runner
  }

  @Test func theFingerCarriesThePageInBothDirectionsAndTheRestFollowsTheDistance() throws {
    let center = context.bounds.center
    for (dx, dy) in [(0.0, 120.0), (-80.0, 60.0), (150.0, -40.0)] {
      let runner = dragged(dx: dx, dy: dy)
      let page = page(runner, at: 0.1)
      #expect(abs(page.x - (center.x + dx)) < 1e-9 && abs(page.y - (center.y + dy)) < 1e-9)
      // The screen behind brightens with the distance dragged, whichever way.
      let distance = (dx * dx + dy * dy).squareRoot()
      let behind = try #require(runner.runningScene(at: 0.1).layer(.presenting)?.opacity)
      expectClose(behind, 0.6 + 0.4 * distance / context.containerSize.height, tolerance: 1e-9)
    }
  }

  @Test func aReleaseSpringsThePageFromTheFingerAtItsVelocityAndSettlesWhereTheTimelineEnds() throws {
    for (vx, vy, finishes) in [(300.0, 2400.0, true), (-200.0, -900.0, false)] {
      var runner = dragged(dx: 40, dy: 200)
      _ = runner.handle(.release(at: 0.2, vx: vx, vy: vy))
      let start = page(runner, at: 0.2)
      expectClose(start.x, context.bounds.center.x + 40, tolerance: 1e-6)
      expectClose(start.y, context.bounds.center.y + 200, tolerance: 1e-6)
      // Leaves at the finger's velocity: nothing jumps at the release.
      let h = 1e-4
      let next = page(runner, at: 0.2 + h)
      expectClose((next.x - start.x) / h, vx, tolerance: 0.02 * abs(vx) + 1)
      expectClose((next.y - start.y) / h, vy, tolerance: 0.02 * abs(vy) + 1)
      let end = try #require(runner.driver.completionTime)
      let home =
        finishes ? Point(x: context.bounds.midX, y: context.bounds.midY + 844) : context.bounds.center
      let settled = page(runner, at: end)
      #expect(abs(settled.x - home.x) < 0.4 && abs(settled.y - home.y) < 0.4)
      let effects = runner.handle(.tick(at: end))
      #expect(effects.contains(.completeTransition(finished: finishes)))
    }
  }

  @Test func aFingerCatchingTheReleasedPageTakesItWhereItIs() {
    var runner = dragged(dx: 40, dy: 200)
    _ = runner.handle(.release(at: 0.2, vx: 0, vy: -900))
    let caught = page(runner, at: 0.3)
    _ = runner.handle(.begin(at: 0.3))
    #expect(page(runner, at: 0.3).distance(to: caught) < 1e-6)
    _ = runner.handle(.drag(at: 0.35, dx: 10, dy: 20))
    let moved = page(runner, at: 0.35)
    #expect(abs(moved.x - caught.x - 10) < 1e-6 && abs(moved.y - caught.y - 20) < 1e-6)
  }

  @Test func theCoreAnimationPlanOfAReleasedDragMatchesTheScenes() throws {
    for (vx, vy) in [(300.0, 2400.0), (-200.0, -900.0), (0.0, 0.0)] {
      var runner = dragged(dx: -60, dy: 180)
      _ = runner.handle(.release(at: 0.2, vx: vx, vy: vy))
      let run = try #require(runner.coreAnimationRun())
      let d = run.worstDeviation(from: runner)
      #expect(d.corners <= 0.25 && d.opacity <= 0.002, "released at (\(vx), \(vy))")
    }
  }
}
