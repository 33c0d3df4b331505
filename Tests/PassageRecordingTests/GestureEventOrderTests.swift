import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// Every event of a script, of every kind and whichever recogniser took its touch, obeys one
/// ordering rule: an event earlier than the one before it is ignored with the same diagnostic,
/// so what a recording hears never goes back in time.
@Suite struct GestureEventOrderTests {
  /// A pinch earlier than its touch's `begin` moves nothing, and neither does the `end` after it:
  /// each is answered as a `move` would be.
  @Test func aPinchEarlierThanThePreviousEventIsIgnoredLikeAMove() throws {
    let script = try GestureScript(
      parsing: "begin 1.83 pinch; pinch 0.1 0.03; pinch 0.116 1.48; end 0.416 0 0")
    let recording = TransitionRecording(
      Zoom(), context: TransitionContext(direction: .dismiss), gesture: script)
    let heard = recording.events.filter { $0.time < 1.83 }.map(\.effect)
    expectEqual(
      heard,
      [
        .diagnostic("pinch at 0.1 s is earlier than the previous event at 1.83 s; ignored"),
        .diagnostic("pinch at 0.116 s is earlier than the previous event at 1.83 s; ignored"),
        .diagnostic("end at 0.416 s is earlier than the previous event at 1.83 s; ignored"),
      ])
    #expect(recording.dismissalEvents.allSatisfy { $0.time >= 1.83 })
  }

  /// A pan or an edge swipe that holds a zoom's card, and its release, obey the same rule.
  @Test func aCardsMoveAndEndEarlierThanThePreviousEventAreIgnoredLikeAnyOther() throws {
    let script = try GestureScript(parsing: "begin 1 edge; move 0.5 40 0; end 0.6 0 0; end 1.2 0 0")
    let recording = TransitionRecording(
      Zoom(), context: TransitionContext(direction: .dismiss), gesture: script)
    let heard = recording.events.filter { $0.time < 1 }.map(\.effect)
    expectEqual(
      heard,
      [
        .diagnostic("move at 0.5 s is earlier than the previous event at 1.0 s; ignored"),
        .diagnostic("end at 0.6 s is earlier than the previous event at 1.0 s; ignored"),
      ])
    #expect(recording.events.contains { $0.effect == .completeTransition(finished: false) })
  }

  /// Random scripts per run of the suite: a seeded sample of 200, small enough for every `swift
  /// test`, raised with the other recording properties' (`Scripts/fuzz-recording`).
  static var scriptCount: Int { RecordingCompletionPropertyTests.scriptCount / 5 }

  /// Random scripts over push, recede and zoom, with touches taken by every recogniser (the
  /// transition's own, a pan, an edge swipe, a pinch), later touches catching the page, and
  /// events now and then earlier than the one before. Whatever happens, every effect but a
  /// diagnostic is recorded at or after the one before it, every progress the host and the app
  /// hear is in 0…1, and the app's dismissal events never go back in time.
  @Test func everyRandomScriptsEffectsAndProgressNeverGoBackInTime() throws {
    let transitions: [any PassageTransition] = [Push(), Recede(), Zoom()]
    for seed in 0..<UInt64(Self.scriptCount) {
      var rng = SeededRandom(seed: seed)
      let transition = transitions[Int.random(in: 0..<transitions.count, using: &rng)]
      let context = TransitionContext(direction: .dismiss)
      let offered = GestureScript.recognizers(of: transition, in: context).map(\.rawValue)
      let text = Self.randomScript(offering: offered, using: &rng)
      let script = try GestureScript(parsing: text)
      let recording = TransitionRecording(transition, context: context, gesture: script, sampleCount: 3)
      let heard = recording.events.filter { if case .diagnostic = $0.effect { false } else { true } }
      let progress = heard.compactMap {
        if case .updateInteractiveTransition(let p) = $0.effect { p } else { nil }
      }
      let apps = recording.dismissalEvents.map(\.time)
      guard zip(heard, heard.dropFirst()).allSatisfy({ $0.time <= $1.time }),
        progress.allSatisfy((0...1).contains), zip(apps, apps.dropFirst()).allSatisfy({ $0 <= $1 })
      else {
        Issue.record("seed \(seed), \(transition.name): '\(text)' went back in time")
        return
      }
    }
  }

  /// One to three touches, each taken by a recogniser `offered` names or the transition's own,
  /// moving or pinching and then lifted or cancelled; one event in five is moved back in time.
  private static func randomScript(offering offered: [String], using rng: inout SeededRandom) -> String {
    var time = Double.random(in: 0...0.2, using: &rng)
    var items: [String] = []
    func stamp(_ rng: inout SeededRandom) -> String {
      let t = Int.random(in: 0..<5, using: &rng) == 0 ? max(time - .random(in: 0...1, using: &rng), 0) : time
      return NumberText.shortest(t)
    }
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      let recognizer = ([""] + offered).randomElement(using: &rng) ?? ""
      items.append("begin \(stamp(&rng)) \(recognizer)")
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        time += Double.random(in: 0.001...0.15, using: &rng)
        if recognizer == "pinch" {
          let scale = Double.random(in: 0...1.5, using: &rng)
          items.append("pinch \(stamp(&rng)) \(scale) \(Double.random(in: -40...40, using: &rng))")
        } else {
          items.append(
            "move \(stamp(&rng)) \(Double.random(in: -200...300, using: &rng)) \(Double.random(in: -200...400, using: &rng))"
          )
        }
      }
      time += Double.random(in: 0...0.3, using: &rng)
      items.append(
        Int.random(in: 0..<5, using: &rng) == 0
          ? "cancel \(stamp(&rng))" : "end \(stamp(&rng)) \(Double.random(in: -3000...3000, using: &rng)) 0")
      time += Double.random(in: 0.01...0.4, using: &rng)
    }
    return items.joined(separator: "; ")
  }
}
