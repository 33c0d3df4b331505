import Foundation
import PassageTestSupport
import Testing

/// `passage inspect --core-animation`: what a device plays, in a form any tool can evaluate.
@Suite struct CoreAnimationInspectTests {
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let r = try PassageBinary.run(["inspect"] + arguments + ["--json"])
    expectEqual(r.status, 0, "\(r.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  private func runs(_ arguments: [String]) throws -> [[String: Any]] {
    try #require(try json(arguments + ["--core-animation"])["runs"] as? [[String: Any]])
  }

  /// A linear keyframe animation at `time`, entry by entry, as Core Animation's documentation
  /// describes linear calculation mode (`CAAnimation.h`).
  private func evaluate(_ animation: [String: Any], at time: Double) throws -> [Double] {
    let begin = try #require(animation["beginTime"] as? Double)
    let duration = try #require(animation["duration"] as? Double)
    let keyTimes = try #require(animation["keyTimes"] as? [Double])
    let values = try #require(animation["values"] as? [[Double]])
    let u = min(max((time - begin) / duration, 0), 1)
    let upper = keyTimes.firstIndex { $0 >= u } ?? keyTimes.count - 1
    if upper == 0 { return values[0] }
    let f = (u - keyTimes[upper - 1]) / (keyTimes[upper] - keyTimes[upper - 1])
    return zip(values[upper - 1], values[upper]).map { $0 + ($1 - $0) * f }
  }

  @Test func aTimedPushIsOneRunWhoseKeyframesReproduceInspectsScenes() throws {
    let plan = try runs(["push"])
    expectEqual(plan.count, 1)
    let run = try #require(plan.first)
    #expect(run["reason"] as? String == "present" && run["start"] as? Double == 0)
    let animations = try #require(run["animations"] as? [[String: Any]])
    for animation in animations {
      let keyTimes = try #require(animation["keyTimes"] as? [Double])
      #expect(keyTimes.first == 0 && keyTimes.last == 1 && keyTimes == keyTimes.sorted())
      #expect((animation["values"] as? [Any])?.count == keyTimes.count)
      #expect(animation["calculationMode"] as? String == "linear")
    }
    let slide = try #require(
      animations.first { $0["role"] as? String == "presented" && $0["keyPath"] as? String == "transform" })
    let final = try #require((run["final"] as? [String: [String: Any]])?["presented"])
    let position = try #require(final["position"] as? [Double])
    // Inside the run, which lasts 0.414 s; the push is at full speed at its start.
    for time in [0.008, 0.042, 0.1, 0.138, 0.3, 0.4] {
      // The page's left edge as the device shows it, against the engine's scene at that time.
      let m = try evaluate(slide, at: time)
      let planned = position[0] - 195 + m[12]
      let scene = try json(["push", "--at", String(time)])
      let layers = try #require((scene["samples"] as? [[String: Any]])?.first?["layers"] as? [[String: Any]])
      let page = try #require(layers.first { $0["role"] as? String == "presented" })
      let engine = try #require((page["position"] as? [String: Double])?["x"]) - 195
      expectClose(planned, engine, tolerance: 0.25, "at \(time): planned \(planned), engine \(engine)")
    }
  }

  @Test func aReleasedPopIsOneFinishRunStartingAtTheRelease() throws {
    let plan = try runs(["push", "--dismiss", "--gesture", "begin 0; move 0.1 60; end 0.2 1500"])
    expectEqual(plan.map { $0["reason"] as? String }, ["finish"])
    #expect(plan.first?["start"] as? Double == 0.2)
    let final = try #require(plan.first?["final"] as? [String: [String: Any]])
    expectEqual(final.keys.sorted(), ["dimming", "presented", "presenting"])
    #expect((final["presented"]?["transform"] as? [Double])?[12] == 390)
  }

  @Test func aCaughtCompletionStartsASecondRunAndAVetoPlaysNothing() throws {
    // Released moving back, the page springs back on screen, where a new touch catches it.
    let caught = try runs([
      "push", "--gesture", "begin 0; move 0.1 200; end 0.2 -300; begin 0.25; end 0.35 1500",
    ])
    expectEqual(caught.map { $0["reason"] as? String }, ["cancel", "finish"])
    // Flicked, the page is on its way out: a device gives the new touch to the screen below.
    let leaving = try runs([
      "push", "--gesture", "begin 0; move 0.1 200; end 0.2 300; begin 0.25; end 0.35 -600",
    ])
    expectEqual(leaving.map { $0["reason"] as? String }, ["finish"])
    let vetoed = try runs(["recede", "--gesture", "begin 0; move 0.1 60; end 0.2 500", "--veto"])
    #expect(vetoed.isEmpty)
  }

  @Test func theTextFormListsEachRunsFinalValuesAndKeyframes() throws {
    let r = try PassageBinary.run(["inspect", "fade", "--core-animation"])
    expectEqual(r.status, 0)
    #expect(r.stdout.contains("run start=0 duration=0.25 reason=present"))
    #expect(r.stdout.contains("  animation presented.opacity keyframe linear beginTime=0 duration=0.25"))
    #expect(r.stdout.contains("  final presented: position=[195 422] bounds.size=[390 844]"))
  }
}
