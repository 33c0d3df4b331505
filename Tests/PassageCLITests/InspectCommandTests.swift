import Foundation
import PassageTestSupport
import Testing

@Suite struct InspectCommandTests {
  private func json(_ arguments: [String]) throws -> [String: Any] {
    let r = try PassageBinary.run(["inspect"] + arguments + ["--json"])
    expectEqual(r.status, 0, "\(r.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  private func layers(_ sample: Any?) throws -> [[String: Any]] {
    let s = try #require(sample as? [String: Any])
    return try #require(s["layers"] as? [[String: Any]])
  }

  @Test func recedeEndsWithTheRecededTransform() throws {
    let doc = try json(["recede", "--at", "0.5"])
    #expect(doc["transition"] as? String == "recede")
    #expect(doc["duration"] as? Double == 0.5)
    let samples = try #require(doc["samples"] as? [Any])
    // At 0.5 s the presentation has completed: the resting scene.
    let rest = try layers(samples[0])
    expectEqual(rest.map { $0["role"] as? String }, ["presenting", "presented"])
    let doc2 = try json(["recede", "--at", "0.4999"])
    let presenting = try layers((doc2["samples"] as? [Any])?.first)[0]
    let m = try #require(presenting["transform"] as? [Double])
    // Projectively (divided by m44) the receded transform: m34 −0.001/1.1, m43 −100/1.1.
    expectEqual(m.count, 16)
    #expect(abs(m[11] / m[15] + 0.001 / 1.1) < 1e-6 && abs(m[14] / m[15] + 100 / 1.1) < 0.01)
  }

  @Test func pushMovesThePresentingLayerTowardsMinusThirtyPercentOnItsSpring() throws {
    let doc = try json(["push", "--size", "400x800", "--at", "0.3"])
    let l = try layers((doc["samples"] as? [Any])?.first)
    let position = try #require(l[0]["position"] as? [String: Double])
    // The push moves the presenting layer's centre from 200 to 200 − 0.3 × 400 (the parallax)
    // with iOS's progress: the remaining distance decays as e^(−t/τ), τ = 60 ms.
    let progress = 1 - exp(-0.3 / 0.06)
    let x = try #require(position["x"])
    expectClose(x, 200 - 0.3 * 400 * progress, tolerance: 1e-9, "x = \(x)")
    expectEqual(l.map { $0["role"] as? String }, ["presenting", "dimming", "presented"])
  }

  @Test func gestureScriptDrivesThePopAndListsTheLifecycle() throws {
    let doc = try json([
      "push", "--gesture", "begin 0; move 0.1 60; move 0.2 117; end 0.2 1000", "--samples", "5",
    ])
    let events = try #require(doc["events"] as? [[String: Any]])
    let names = events.map { ($0["effect"] as? String) ?? "" }
    expectEqual(names.first, "appearance")
    #expect(names.contains("finishInteractiveTransition"))
    expectEqual(names.last, "completeTransition")
    #expect(events.last?["finished"] as? Bool == true)
    let samples = try #require(doc["samples"] as? [[String: Any]])
    expectEqual(samples.count, 5)
    #expect(samples.last?["phase"] as? String == "finished")
  }

  @Test func textOutputListsEveryLayerWithItsSixteenNumbers() throws {
    let r = try PassageBinary.run(["inspect", "push", "--rtl", "--at", "0.1"])
    expectEqual(r.status, 0)
    let transforms = r.stdout.split(separator: "\n").filter { $0.contains("transform=[") }
    expectEqual(transforms.count, 3)
    for line in transforms {
      let inner = line.split(separator: "[")[1].dropLast()
      expectEqual(inner.split(separator: " ").count, 16)
    }
  }

  @Test(arguments: [
    (["inspect", "spin"], "passage: error: unknown transition 'spin'; expected recede, push, fade or zoom"),
    (["inspect"], "passage: error: missing TRANSITION"),
    (["inspect", "push", "--size", "0x10"], "passage: error: --size expects WxH in points"),
    (["inspect", "push", "--size", "big"], "passage: error: --size expects WxH in points"),
    (["inspect", "push", "--variant", "old"], "passage: error: unknown variant 'old'; expected reference\n"),
    (
      ["inspect", "push", "--orientation", "sideways"],
      "passage: error: unknown orientation 'sideways'; expected portrait, landscapeLeft, landscapeRight or portraitUpsideDown\n"
    ),
    (
      ["inspect", "push", "--gesture", "begin 0; wiggle 1"],
      "passage: error: gesture event 2 'wiggle 1': unknown event 'wiggle'"
    ),
    (
      ["inspect", "push", "--gesture", "begin 0; move 0.1"],
      "passage: error: gesture event 2 'move 0.1': expected 'move T D'"
    ),
    (["inspect", "push", "--gesture", ";"], "passage: error: gesture script ';': the script has no events"),
    (["inspect", "push", "--at", "-1"], "passage: error: --at must be between 0 and 3600"),
    (["inspect", "push", "--samples", "many"], "passage: error: --samples expects a whole number"),
    (["inspect", "push", "--size"], "passage: error: --size needs a value"),
    (["inspect", "push", "extra"], "passage: error: unexpected argument 'extra'"),
  ])
  func malformedInputExitsWithAMessage(arguments: [String], message: String) throws {
    let r = try PassageBinary.run(arguments)
    expectEqual(r.status, 2)
    #expect(r.stderr.hasPrefix(message), "stderr: \(r.stderr)")
  }
}
