import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// Every recorded gesture that is released or cancelled ends with exactly one
/// `completeTransition`, because the recorder asks the driver when its run lands
/// (`InteractionDriver.completionTime`) instead of re-deriving the rule.
@Suite struct RecordingCompletionPropertyTests {
  /// A finger held still for 0.31 s and then cancelled: the cancellation lands once.
  @Test func aFingerHeldStillThenCancelledCompletesOnceCancelled() throws {
    let script = try GestureScript(parsing: "begin 0; move 0.30 300; cancel 0.61")
    let recording = TransitionRecording(
      Push(), context: TransitionContext(direction: .dismiss), gesture: script)
    expectEqual(recording.completions, [false])
    #expect(recording.samples.last?.phase == .cancelled)
  }

  /// Random scripts per run of the suite: a seeded sample, small enough for every `swift test`.
  /// `PASSAGE_RECORDING_SCRIPTS` raises it for a longer run (`Scripts/fuzz-recording`).
  static var scriptCount: Int { trialCount(1_000, raisedBy: "PASSAGE_RECORDING_SCRIPTS") }

  /// One seed per script, so a failure names the seed that replays it.
  @Test func everyReleasedOrCancelledRandomScriptCompletesExactlyOnce() throws {
    let transitions: [any PassageTransition] = [Recede(), Push(), Push.reference, Fade()]
    for seed in 0..<UInt64(Self.scriptCount) {
      var rng = SeededRandom(seed: seed)
      let transition = transitions[Int.random(in: 0..<transitions.count, using: &rng)]
      var time = Double.random(in: 0...0.2, using: &rng)
      var items = ["begin \(time)"]
      var translation = 0.0
      for _ in 0..<Int.random(in: 0...6, using: &rng) {
        time += Double.random(in: 0.001...0.2, using: &rng)
        translation += Double.random(in: -200...400, using: &rng)
        items.append("move \(time) \(translation)")
      }
      time += Double.random(in: 0...0.3, using: &rng)
      let released = Bool.random(using: &rng)
      items.append(
        released ? "end \(time) \(Double.random(in: -3000...3000, using: &rng))" : "cancel \(time)")
      let script = try GestureScript(parsing: items.joined(separator: "; "))
      let context = TransitionContext(
        containerSize: Size(
          width: .random(in: 200...1200, using: &rng), height: .random(in: 200...1200, using: &rng)),
        direction: .dismiss, layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft)
      let recording = TransitionRecording(transition, context: context, gesture: script, sampleCount: 3)
      guard recording.completions.count == 1 else {
        Issue.record(
          "seed \(seed), \(transition.name): \(script) completed \(recording.completions.count) times")
        return
      }
    }
  }

  /// Random zoom dismissals: one to three touches, each a pan, an edge swipe or a pinch, each
  /// moving, pinching and turning at random and let go or cancelled, the later ones landing on a
  /// card springing back or flying home. Every one ends with exactly one `completeTransition`.
  @Test func everyRandomZoomScriptCompletesExactlyOnce() throws {
    for seed in 0..<UInt64(Self.scriptCount / 4) {
      var rng = SeededRandom(seed: seed)
      var time = 0.0
      var items: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let recognizer = ["pan", "edge", "pinch"].randomElement(using: &rng) ?? "pan"
        items.append("begin \(time) \(recognizer)")
        var (dx, dy, scale, turn) = (0.0, 0.0, 1.0, 0.0)
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
          time += Double.random(in: 0.001...0.15, using: &rng)
          if recognizer == "pinch" {
            scale = max(scale + .random(in: -0.4...0.2, using: &rng), 0)
            turn += .random(in: -40...40, using: &rng)
            items.append("pinch \(time) \(scale) \(turn) \(dx) \(dy)")
          } else {
            dx += .random(in: -200...300, using: &rng)
            dy += .random(in: -200...400, using: &rng)
            items.append("move \(time) \(dx) \(dy)")
          }
        }
        time += Double.random(in: 0...0.3, using: &rng)
        items.append(
          Int.random(in: 0..<5, using: &rng) == 0
            ? "cancel \(time)"
            : "end \(time) \(Double.random(in: -3000...3000, using: &rng)) \(Double.random(in: -3000...3000, using: &rng))"
        )
        time += Double.random(in: 0.01...0.4, using: &rng)
      }
      let script = try GestureScript(parsing: items.joined(separator: "; "))
      let source = TransitionSource(
        frame: Rect(
          x: .random(in: -50...300, using: &rng), y: .random(in: -50...600, using: &rng),
          width: .random(in: 10...300, using: &rng), height: .random(in: 10...300, using: &rng)),
        cornerRadius: .random(in: 0...30, using: &rng))
      let context = TransitionContext(
        containerSize: Size(
          width: .random(in: 200...1200, using: &rng), height: .random(in: 200...1200, using: &rng)),
        direction: .dismiss, layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
        source: Bool.random(using: &rng) ? source : nil)
      let recording = TransitionRecording(Zoom(), context: context, gesture: script, sampleCount: 3)
      guard recording.completions.count == 1 else {
        Issue.record("seed \(seed): \(script) completed \(recording.completions.count) times")
        return
      }
    }
  }
}

extension TransitionRecording {
  /// The `finished` flag of every `completeTransition` the recording saw.
  fileprivate var completions: [Bool] {
    events.compactMap { if case .completeTransition(let finished) = $0.effect { finished } else { nil } }
  }
}
