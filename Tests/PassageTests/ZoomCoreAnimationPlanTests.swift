import Passage
import PassageTestSupport
import Testing

/// Zoom's Core Animation plans reproduce the engine as the other transitions' do
/// (`CoreAnimationPlanTests`): every layer's projected corners within 0.25 pt and its opacity
/// within 0.002 of the runner's scenes — the card held by a pan, an edge swipe or a pinch
/// included.
@Suite struct ZoomCoreAnimationPlanTests {
  static let sources: [TransitionSource?] = [
    TransitionSource(frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16),
    TransitionSource(frame: Rect(x: 250, y: 40, width: 60, height: 60), cornerRadius: 30), nil,
  ]

  @Test func timedZoomsMatchTheEngine() throws {
    var worst = (corners: 0.0, opacity: 0.0)
    for source in Self.sources {
      for direction in TransitionDirection.allCases {
        for size in [Size(width: 390, height: 844), Size(width: 1024, height: 1366)] {
          for reduceMotion in [false, true] {
            let context = TransitionContext(
              containerSize: size, direction: direction, reduceMotion: reduceMotion, source: source)
            var runner = TransitionRunner(Zoom(), context: context)
            _ = runner.handle(.start(at: 0))
            let run = try #require(runner.coreAnimationRun())
            let d = run.worstDeviation(from: runner)
            worst = (max(worst.corners, d.corners), max(worst.opacity, d.opacity))
          }
        }
      }
    }
    #expect(worst.corners <= 0.25)
    #expect(worst.opacity <= 0.002)
  }

  /// A zoom under Reduce Motion (a cross-fade the finger drives, with no card to hold) dragged
  /// all the way and cancelled with a flick onwards: the completion spring first
  /// overshoots past the end, where the travel is clamped, then turns back, and the page's
  /// opacity and the dimming start changing at once. An interval over that kink can agree with
  /// the engine at its quarter points and be 0.0026 off in opacity at the kink itself, so the
  /// planner checks its intervals at the kink too (`TransitionRunner.kinkTimes(of:from:to:)`).
  /// (The drag of seed 2445 of ``zoomCompletionsAfterRandomTwoDimensionalDragsMatchTheEngine()``.)
  @Test func aZoomCancelledPastItsEndMatchesTheEngineWhereTheSpringTurnsBack() throws {
    let context = TransitionContext(
      containerSize: Size(width: 505.0696446515126, height: 361.7891427253025), direction: .dismiss,
      reduceMotion: true)
    // The half-second critically damped spring the kink below was found with.
    var runner = TransitionRunner(Zoom(spring: DampedSpring(duration: 0.5, bounce: 0)), context: context)
    _ = runner.handle(.begin(at: 0))
    for (time, dx, dy) in [
      (0.058515591391648, -192.33241422392206, 180.9687484692264),
      (0.08953547490230893, -264.2029460892959, 350.94197273694255),
      (0.09779628057552921, -224.0653767917273, 538.1632334421522),
      (0.11121964230571138, -27.694878632046965, 451.15340768902195),
      (0.1355909067426292, -209.7344145386348, 658.784341498014),
    ] {
      _ = runner.handle(.drag(at: time, dx: dx, dy: dy))
    }
    _ = runner.handle(.cancel(at: 0.1748070465010015))
    let run = try #require(runner.coreAnimationRun())
    expectEqual(run.reason, .cancel)
    expectEqual(runner.driver.travel(at: run.start + 0.15), 1)
    #expect(runner.driver.travel(at: run.start + 0.17) < 1)
    // Every 10 µs around the kink, as well as over the whole run.
    let d = run.worstDeviation(
      from: runner, extraTimes: (0...1000).map { run.start + 0.153 + 0.01 * Double($0) / 1000 })
    #expect(
      d.corners <= 0.25 && d.opacity <= 0.002, "corners off by \(d.corners) pt, opacity by \(d.opacity)")
  }

  /// Random drags per run of the suite: a seeded sample, small enough for every `swift test`.
  /// `PASSAGE_CA_GESTURES` raises it for a longer run (`Scripts/fuzz-core-animation`).
  static var dragCount: Int { trialCount(30, raisedBy: "PASSAGE_CA_GESTURES") }

  /// One seed per drag, so a failure names the seed that replays it.
  @Test func zoomCompletionsAfterRandomTwoDimensionalDragsMatchTheEngine() throws {
    var worst = (corners: 0.0, opacity: 0.0)
    var reasons: [CoreAnimationRun.Reason: Int] = [:]
    for seed in 0..<UInt64(Self.dragCount) {
      var rng = SeededRandom(seed: seed)
      let source = Self.sources[Int.random(in: 0..<Self.sources.count, using: &rng)]
      let context = TransitionContext(
        containerSize: Size(
          width: .random(in: 300...1200, using: &rng), height: .random(in: 300...1200, using: &rng)),
        direction: .dismiss, reduceMotion: Int.random(in: 0..<5, using: &rng) == 0, source: source)
      var runner = TransitionRunner(Zoom(), context: context)
      var time = 0.0
      let recognizer = InteractiveGesture.Recognizer.allCases.randomElement(using: &rng) ?? .pan
      let point = Point(
        x: .random(in: 0...context.containerSize.width, using: &rng),
        y: .random(in: 0...context.containerSize.height, using: &rng))
      _ = runner.begin(at: time, by: recognizer, at: point)
      var (dx, dy, scale, turn) = (0.0, 0.0, 1.0, 0.0)
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        time += .random(in: 0.008...0.1, using: &rng)
        if recognizer == .pinch {
          scale = max(scale + .random(in: -0.4...0.2, using: &rng), 0.05)
          turn += .random(in: -0.5...0.5, using: &rng)
          _ = runner.handle(.pinch(at: time, scale: scale, rotation: turn))
        } else {
          dx += .random(in: -200...200, using: &rng)
          dy += .random(in: -150...300, using: &rng)
          _ = runner.handle(.drag(at: time, dx: dx, dy: dy))
        }
      }
      time += .random(in: 0...0.05, using: &rng)
      if Int.random(in: 0..<8, using: &rng) == 0 {
        _ = runner.handle(.cancel(at: time))
      } else {
        _ = runner.handle(
          .release(
            at: time, vx: .random(in: -3000...3000, using: &rng), vy: .random(in: -3000...3000, using: &rng)))
      }
      if runner.driver.isComplete { continue }  // released exactly at an end: nothing left to play
      let run = try #require(runner.coreAnimationRun(), "seed \(seed)")
      reasons[run.reason, default: 0] += 1
      let d = run.worstDeviation(from: runner)
      guard d.corners <= 0.25, d.opacity <= 0.002 else {
        Issue.record("seed \(seed) (\(run.reason)): corners off by \(d.corners) pt, opacity by \(d.opacity)")
        return
      }
      worst = (max(worst.corners, d.corners), max(worst.opacity, d.opacity))
    }
    print(
      "Zoom's Core Animation plan, \(Self.dragCount) drags \(reasons): worst corner \(worst.corners) pt, opacity \(worst.opacity)"
    )
    #expect(reasons[.finish, default: 0] > 0 && reasons[.cancel, default: 0] > 0)
  }
}
