import Passage
import PassageCommands
import PassageRecording
import PassageTestSupport
import Testing

/// `passage inspect --core-animation` plans the very touches `passage inspect` shows: both come
/// from the options the command parses and one replay of the script (``GestureReplay``), so the
/// plan's keyframes reproduce the scenes for every recogniser — a pan, an edge swipe, a pinch, and
/// a second touch that catches a landing run.
@Suite struct CoreAnimationPlanReplayTests {
  /// Random scripts per run of the suite: a seeded sample, small enough for every `swift test`.
  /// `PASSAGE_CA_SCRIPTS` raises it (`Scripts/fuzz-core-animation`).
  static var scriptCount: Int { trialCount(60, raisedBy: "PASSAGE_CA_SCRIPTS") }

  /// The worst deviation of the plan of `arguments` (`inspect`'s, without `--core-animation`)
  /// from the scenes `inspect` shows for them, at 24 times inside each run until the run ends, the
  /// next run starts or the script's next event changes it: corners in points, opacity as a
  /// fraction; `nil` when the plan has no run.
  static func worstDeviation(_ arguments: [String]) throws -> (corners: Double, opacity: Double)? {
    let planned = try InspectCommand.options(InspectCommand.parse(arguments + ["--core-animation"]))
    let plan = planned.plan()
    guard !plan.runs.isEmpty else { return nil }
    let eventTimes = (planned.gesture?.events ?? []).map(\.time)
    var times: [Double] = []
    var owners: [Int] = []
    for (index, run) in plan.runs.enumerated() {
      var end = run.start + run.duration
      if index + 1 < plan.runs.count { end = min(end, plan.runs[index + 1].start) }
      if let next = eventTimes.first(where: { $0 > run.start + 1e-9 }) { end = min(end, next) }
      for k in 0..<24 {
        times.append(run.start + (end - run.start) * Double(k) / 24)
        owners.append(index)
      }
    }
    let at = times.flatMap { ["--at", NumberText.shortest($0)] }
    let recording = try InspectCommand.options(InspectCommand.parse(arguments + at)).record()
    var worst = (corners: 0.0, opacity: 0.0)
    for (sample, owner) in zip(recording.samples, owners) {
      let run = plan.runs[owner]
      for layer in sample.scene.layers {
        for decomposed in [true, false] {
          guard let shown = run.layer(layer.role, at: sample.time, decomposingTransforms: decomposed) else {
            return (.infinity, .infinity)
          }
          let d = shown.deviation(from: layer)
          worst = (max(worst.corners, d.corners), max(worst.opacity, d.opacity))
        }
      }
    }
    return worst
  }

  /// The edge swipe let go back and the pinch that lands the card: planned as the scenes show
  /// them, where the plan once replayed them as a pan and as nothing.
  @Test(arguments: [
    "begin 0 edge; move 0.2 150 0; end 0.3 0 0",
    "begin 0 pinch; pinch 0.2 0.8; pinch 0.5 0.45; end 0.6 0 0",
    "start 0; begin 0.1 pan; move 0.3 0 240; end 0.4 0 0",
    "start 0; begin 0.1 pan; move 0.15 0 40; end 0.2 0 0",
    "start 0; begin 0.12 pinch; pinch 0.3 0.4; end 0.35 0 0",
  ])
  func aZoomsEdgeSwipeAndPinchArePlannedAsTheirScenes(script: String) throws {
    let d = try #require(
      try Self.worstDeviation(["zoom", "--source", "16,300,120x180", "--gesture", script]),
      "the plan has no run")
    #expect(
      d.corners <= 0.25 && d.opacity <= 0.002, "corners off by \(d.corners) pt, opacity by \(d.opacity)")
  }

  /// A random script: a touch by `recognizer`, a few moves, a release or a cancel, and sometimes
  /// a second touch that catches the landing; when `catchingThePresentation`, the presentation
  /// starts first and the touch catches it in flight.
  static func script(
    _ recognizer: String, catchingThePresentation: Bool = false, using rng: inout SeededRandom
  ) -> String {
    var t = catchingThePresentation ? Double.random(in: 0.01...0.3, using: &rng) : 0.0
    var items: [String] = catchingThePresentation ? ["start 0"] : []
    func touch() {
      items.append("begin \(NumberText.shortest(t)) \(recognizer)")
      var (dx, dy, scale, turn) = (0.0, 0.0, 1.0, 0.0)
      for _ in 0..<Int.random(in: 1...5, using: &rng) {
        t += .random(in: 0.008...0.1, using: &rng)
        if recognizer == "pinch" {
          scale = max(scale + .random(in: -0.35...0.15, using: &rng), 0.05)
          turn += .random(in: -20...20, using: &rng)
          items.append(
            "pinch \(NumberText.shortest(t)) \(NumberText.shortest(scale)) \(NumberText.shortest(turn))")
        } else {
          dx += .random(in: -150...250, using: &rng)
          dy += .random(in: -100...300, using: &rng)
          items.append("move \(NumberText.shortest(t)) \(NumberText.shortest(dx)) \(NumberText.shortest(dy))")
        }
      }
      t += .random(in: 0...0.05, using: &rng)
      if Int.random(in: 0..<8, using: &rng) == 0 {
        items.append("cancel \(NumberText.shortest(t))")
      } else {
        let (vx, vy) = (
          Double.random(in: -2500...2500, using: &rng), Double.random(in: -2500...2500, using: &rng)
        )
        items.append("end \(NumberText.shortest(t)) \(NumberText.shortest(vx)) \(NumberText.shortest(vy))")
      }
    }
    touch()
    if Int.random(in: 0..<3, using: &rng) == 0 {
      t += .random(in: 0.01...0.25, using: &rng)
      touch()
    }
    return items.joined(separator: "; ")
  }

  /// One seed per script, so a failure names the seed (and prints the command) that replays it.
  @Test func plansOfRandomScriptsReproduceTheirScenesForEveryRecogniser() throws {
    let setups: [(recognizer: String, arguments: [String], catches: Bool)] = [
      ("pan", ["recede"], false), ("edge", ["push"], false),
      ("pan", ["zoom", "--source", "16,300,120x180"], false),
      ("edge", ["zoom", "--source", "40,200,310x180", "--source-radius", "24"], false),
      ("pinch", ["zoom", "--source", "16,300,120x180"], false),
      ("pan", ["zoom", "--source", "16,300,120x180"], true),
      ("pinch", ["zoom", "--source", "40,200,310x180"], true),
    ]
    var worst: [String: (corners: Double, opacity: Double, plans: Int)] = [:]
    for seed in 0..<UInt64(Self.scriptCount) {
      var rng = SeededRandom(seed: seed)
      let setup = setups[Int(seed % UInt64(setups.count))]
      let script = Self.script(setup.recognizer, catchingThePresentation: setup.catches, using: &rng)
      let arguments = setup.arguments + ["--gesture", script]
      guard let d = try Self.worstDeviation(arguments) else { continue }
      let command =
        "passage inspect " + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
      guard d.corners <= 0.25, d.opacity <= 0.002 else {
        Issue.record("seed \(seed): \(command): corners off by \(d.corners) pt, opacity by \(d.opacity)")
        return
      }
      let key = setup.recognizer + (setup.catches ? " catching the push" : "")
      let before = worst[key] ?? (0, 0, 0)
      worst[key] = (max(before.corners, d.corners), max(before.opacity, d.opacity), before.plans + 1)
    }
    for (recognizer, w) in worst.sorted(by: { $0.key < $1.key }) {
      print(
        "Core Animation plan against inspect's scenes, \(recognizer): \(w.plans) plans, worst corner \(w.corners) pt, opacity \(w.opacity)"
      )
    }
    expectEqual(
      Set(worst.keys), ["pan", "edge", "pinch", "pan catching the push", "pinch catching the push"])
  }
}
