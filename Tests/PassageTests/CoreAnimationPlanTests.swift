import Passage
import PassageTestSupport
import Testing

/// The Core Animation plan reproduces the engine: evaluated as Core Animation evaluates linear
/// keyframe animations over model values, every layer's projected corners stay within 0.25 pt and
/// its opacity within 0.002 of `scene(at:)`, whichever way transforms are blended.
@Suite struct CoreAnimationPlanTests {
  static let transitions: [any PassageTransition] = [Recede(), Push(), Push.reference, Fade()]

  /// Timed runs per transition and direction per run of the suite, out of the 48 contexts
  /// (3 sizes × 4 orientations × 2 layout directions × Reduce Motion off and on): a seeded sample,
  /// small enough for every `swift test`. `PASSAGE_CA_CONTEXTS` raises it, up to all 48
  /// (`Scripts/fuzz-core-animation`).
  static var contextsPerRun: Int { trialCount(6, raisedBy: "PASSAGE_CA_CONTEXTS") }

  /// Every context of a timed run in `direction`.
  static func contexts(_ direction: TransitionDirection) -> [TransitionContext] {
    var contexts: [TransitionContext] = []
    for size in [
      Size(width: 390, height: 844), Size(width: 1024, height: 1366), Size(width: 844, height: 390),
    ] {
      for orientation in ContainerOrientation.allCases {
        for layout in TransitionContext.LayoutDirection.allCases {
          for reduceMotion in [false, true] {
            contexts.append(
              TransitionContext(
                containerSize: size, direction: direction, layoutDirection: layout, orientation: orientation,
                reduceMotion: reduceMotion))
          }
        }
      }
    }
    return contexts
  }

  /// Each transition, presented and dismissed, in ``contextsPerRun`` of its contexts drawn in a
  /// seeded order (the same on every run), so that every run covers every transition and direction.
  @Test func timedRunsOfEveryCatalogTransitionMatchTheEngine() throws {
    var rng = SeededRandom(seed: 0)
    var worst = (corners: 0.0, opacity: 0.0)
    var count = 0
    for transition in Self.transitions {
      for direction in [TransitionDirection.present, .dismiss] {
        for context in Self.contexts(direction).shuffled(using: &rng).prefix(Self.contextsPerRun) {
          var runner = TransitionRunner(transition, context: context)
          _ = runner.handle(.start(at: 0))
          let run = try #require(runner.coreAnimationRun())
          expectEqual(run.reason, direction == .present ? .present : .dismiss)
          let d = run.worstDeviation(from: runner)
          #expect(d.corners <= 0.25 && d.opacity <= 0.002, "\(transition.name) in \(context)")
          worst = (max(worst.corners, d.corners), max(worst.opacity, d.opacity))
          count += 1
        }
      }
    }
    print(
      "Core Animation plan, \(count) timed runs: worst corner \(worst.corners) pt, opacity \(worst.opacity)")
  }

  /// Random gestures per run of the suite: a seeded sample, small enough for every `swift test`.
  /// `PASSAGE_CA_GESTURES` raises it for a longer run (`Scripts/fuzz-core-animation`).
  static var gestureCount: Int { trialCount(60, raisedBy: "PASSAGE_CA_GESTURES") }

  /// What the plan does after one random gesture.
  private enum Completion {
    /// Released exactly at an end: nothing is left to play.
    case nothingToPlay
    /// A run was planned; its worst deviation from the engine.
    case played(CoreAnimationRun.Reason, corners: Double, opacity: Double)
    /// The plan is wrong.
    case failed(String)
  }

  /// Plays the random gesture of `seed` (a dismissal, released or cancelled) and measures the
  /// Core Animation run that completes it against the engine.
  private func completion(seed: UInt64) -> Completion {
    var rng = SeededRandom(seed: seed)
    let transition = Self.transitions[Int.random(in: 0..<Self.transitions.count, using: &rng)]
    let context = TransitionContext(
      containerSize: Size(
        width: .random(in: 300...1200, using: &rng), height: .random(in: 300...1200, using: &rng)),
      direction: .dismiss, layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
      reduceMotion: Int.random(in: 0..<5, using: &rng) == 0)
    var runner = TransitionRunner(transition, context: context)
    var time = 0.0
    _ = runner.handle(.begin(at: time))
    var translation = 0.0
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      time += .random(in: 0.008...0.1, using: &rng)
      translation += .random(in: -150...400, using: &rng)
      _ = runner.handle(.move(at: time, translation: translation))
    }
    time += .random(in: 0...0.05, using: &rng)
    if Int.random(in: 0..<8, using: &rng) == 0 {
      _ = runner.handle(.cancel(at: time))
    } else {
      _ = runner.handle(.end(at: time, velocity: .random(in: -4000...4000, using: &rng)))
    }
    if runner.driver.isComplete {
      return runner.coreAnimationRun() == nil ? .nothingToPlay : .failed("a run after a completed release")
    }
    guard let run = runner.coreAnimationRun() else {
      return .failed("no run after release in phase \(runner.phase.name)")
    }
    guard run.start == time else { return .failed("the run starts at \(run.start), not at \(time)") }
    let d = run.worstDeviation(from: runner)
    guard d.corners <= 0.25, d.opacity <= 0.002 else {
      return .failed(
        "\(transition.name) \(run.reason): corners off by \(d.corners) pt, opacity by \(d.opacity)")
    }
    return .played(run.reason, corners: d.corners, opacity: d.opacity)
  }

  /// One seed per gesture, so a failure names the seed that replays it.
  @Test func completionsAfterRandomGesturesMatchTheEngine() {
    var worst = (corners: 0.0, opacity: 0.0)
    var reasons: [CoreAnimationRun.Reason: Int] = [:]
    for seed in 0..<UInt64(Self.gestureCount) {
      switch completion(seed: seed) {
      case .nothingToPlay:
        continue
      case .played(let reason, let corners, let opacity):
        reasons[reason, default: 0] += 1
        worst = (max(worst.corners, corners), max(worst.opacity, opacity))
      case .failed(let failure):
        Issue.record("seed \(seed): \(failure)")
        return
      }
    }
    print(
      "Core Animation plan, \(Self.gestureCount) gestures \(reasons): worst corner \(worst.corners) pt, opacity \(worst.opacity)"
    )
    #expect(reasons[.finish, default: 0] > 0 && reasons[.cancel, default: 0] > 0)
  }

  /// A pop dragged past the full width and cancelled: the completion spring first overshoots
  /// past the end, where the travel is clamped and the page stands still, then sweeps back at
  /// thousands of points per second. The kink where it starts moving needs key times tens of
  /// microseconds apart: with intervals of no less than 0.5 ms a plan is 0.38 pt off there.
  /// (The gesture of seed 1753 of ``completionsAfterRandomGesturesMatchTheEngine()``.)
  @Test func aCancelledDragPastTheFullWidthMatchesTheEngineWhereTheSpringLeavesTheEnd() throws {
    let context = TransitionContext(
      containerSize: Size(width: 1071.0799128415242, height: 882.9822205429299), direction: .dismiss)
    // Passage's own critically damped completion, whose spring makes the kink below.
    var runner = TransitionRunner(Push(completion: .standard, deadZone: 0), context: context)
    _ = runner.handle(.begin(at: 0))
    for (time, translation) in [
      (0.09558659169069472, 374.47027742327305), (0.11182637661144419, 444.78846696415684),
      (0.1440191714251597, 792.1783923149117), (0.1683760423191598, 1117.821694900355),
    ] {
      _ = runner.handle(.move(at: time, translation: translation))
    }
    _ = runner.handle(.cancel(at: 0.1818419667197588))
    let run = try #require(runner.coreAnimationRun())
    expectEqual(run.reason, .cancel)
    // The spring holds the page at the end for its first 54 ms, then lets go.
    expectEqual(runner.driver.travel(at: run.start + 0.05), 1)
    #expect(runner.driver.travel(at: run.start + 0.06) < 0.999)
    // Every 10 µs around the kink, as well as over the whole run.
    let d = run.worstDeviation(
      from: runner, extraTimes: (0...1000).map { run.start + 0.05 + 0.01 * Double($0) / 1000 })
    #expect(
      d.corners <= 0.25 && d.opacity <= 0.002, "corners off by \(d.corners) pt, opacity by \(d.opacity)")
  }

  /// A recede pulled down and released back towards the start: on its way back the progress
  /// passes 20 %, where the presenting screen's track leaves its hold and its speed triples. An
  /// interval over the kink can agree within 0.1 pt at its quarter points, the curvature's error
  /// cancelling the kink's there, and be 0.28 pt off at the kink itself, so the planner checks
  /// its intervals at the kink too (`TransitionRunner.kinkTimes(of:from:to:)`).
  /// (The gesture of seed 62069 of ``completionsAfterRandomGesturesMatchTheEngine()``.)
  @Test func aRecedeReleasedBackThroughItsHoldMatchesTheEngineAtTheHold() throws {
    let context = TransitionContext(
      containerSize: Size(width: 530.8485515815778, height: 839.9560975839282), direction: .dismiss)
    var runner = TransitionRunner(Recede(), context: context)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.03180851355714908, translation: 299.45095078409776))
    _ = runner.handle(.move(at: 0.10324108712244465, translation: 214.25631639537255))
    _ = runner.handle(.end(at: 0.11988960543629905, velocity: -1116.688262377348))
    let run = try #require(runner.coreAnimationRun())
    expectEqual(run.reason, .cancel)
    #expect(runner.progress(at: run.start + 0.056) > 0.2 && runner.progress(at: run.start + 0.066) < 0.2)
    // Every 10 µs around the kink, as well as over the whole run.
    let d = run.worstDeviation(
      from: runner, extraTimes: (0...1000).map { run.start + 0.056 + 0.01 * Double($0) / 1000 })
    #expect(
      d.corners <= 0.25 && d.opacity <= 0.002, "corners off by \(d.corners) pt, opacity by \(d.opacity)")
  }

  @Test func aRunSetsTheModelToWhereItEndsAndAnimatesOnlyWhatMoves() throws {
    var runner = TransitionRunner(Push(), context: TransitionContext())
    _ = runner.handle(.start(at: 2))
    let run = try #require(runner.coreAnimationRun())
    expectEqual(run.start, 2)
    let end = runner.timeline.scene(atProgress: 1)
    let resting = RestingFrames(container: runner.context.containerSize)
    for (role, values) in run.final {
      let layer = resting.viewState(of: try #require(end.layer(role)))
      for (keyPath, value) in values { expectEqual(layer.value(for: keyPath), value) }
    }
    // Views stay at their resting frames: the slide is carried by the transform.
    let animated = Set(run.animations.map { "\($0.role.rawValue).\($0.keyPath.rawValue)" })
    expectEqual(
      animated,
      [
        "presenting.transform", "presented.transform", "dimming.opacity", "presented.shadowOpacity",
      ])
    for animation in run.animations {
      #expect(animation.keyTimes.first == 0 && animation.keyTimes.last == 1)
      expectEqual(animation.values.count, animation.keyTimes.count)
    }
  }

  @Test func nothingPlaysWhileAFingerIsDownOrBeforeTheStart() {
    var runner = TransitionRunner(Push(), context: TransitionContext(direction: .dismiss))
    #expect(runner.coreAnimationRun() == nil)
    _ = runner.handle(.begin(at: 0))
    _ = runner.handle(.move(at: 0.1, translation: 40))
    #expect(runner.coreAnimationRun() == nil)
  }
}
