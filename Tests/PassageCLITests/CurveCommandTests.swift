import Foundation
import PassageTestSupport
import Testing

@Suite struct CurveCommandTests {
  @Test func bezierSamplesAtGivenFractions() throws {
    let r = try PassageBinary.run(["curve", "easeInEaseOut", "--at", "0.25", "--at", "0.67"])
    expectEqual(r.status, 0)
    let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
    expectEqual(lines.count, 2)
    #expect(abs(lines[0][1] - 0.129162) < 1e-5 && abs(lines[1][1] - 0.772850) < 1e-5)
  }

  @Test func springPrintsItsDerivedParametersFirst() throws {
    let r = try PassageBinary.run(["curve", "spring(duration: 0.5, bounce: 0.3)", "--at", "0.1"])
    expectEqual(r.status, 0)
    let names = r.stdout.split(separator: "\n").prefix(6).map { $0.split(separator: ":")[0] }
    expectEqual(names, ["mass", "stiffness", "damping", "response", "dampingRatio", "settlingDuration"])
    let last = try #require(r.stdout.split(separator: "\n").last)
    #expect(last.hasPrefix("0.1 0.42330212"))
  }

  @Test func samplesSpreadOverTheSettlingDurationAsJSON() throws {
    let r = try PassageBinary.run([
      "curve", "uikit-spring(duration:0.5,dampingRatio:1)", "--samples", "3", "--json",
    ])
    expectEqual(r.status, 0)
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(doc["curve"] as? String == "uikit-spring(duration:0.5,dampingRatio:1)")
    let parameters = try #require(doc["parameters"] as? [String: Double])
    expectClose(parameters["stiffness"] ?? 0, 341.02, tolerance: 0.01)
    let samples = try #require(doc["samples"] as? [[Double]])
    #expect(samples.count == 3 && samples[0] == [0, 0])
    expectClose(samples[2][0], 0.5, tolerance: 1e-6)
  }

  @Test(arguments: [
    (
      ["curve", "bouncy"],
      "passage: error: unknown curve 'bouncy'; see 'passage curve --help' for the forms\n"
    ),
    (
      ["curve", "cubic-bezier(1.5, 0, 1, 1)"],
      "passage: error: cubic-bezier x1 must be between 0 and 1, got 1.5 in 'cubic-bezier(1.5, 0, 1, 1)'\n"
    ),
    (
      ["curve", "cubic-bezier(0, 0, 1)"],
      "passage: error: cubic-bezier expects four numbers (x1, y1, x2, y2), got 3"
    ),
    (
      ["curve", "cubic-bezier(0, a, 1, 1)"],
      "passage: error: cubic-bezier expects four finite numbers, got 'a'"
    ),
    (["curve", "spring(response: 0.3)"], "passage: error: spring does not take (response:)"),
    (
      ["curve", "spring(response: 0, dampingRatio: 1)"],
      "passage: error: spring response must be between 0.001 and 1000, got 0 in 'spring(response: 0, dampingRatio: 1)'\n"
    ),
    (
      ["curve", "spring(duration: 0.5, bounce: 1)"],
      "passage: error: spring bounce must be between -0.99 and 0.99, got 1"
    ),
    (["curve", "spring(response 0.3, dampingRatio: 1)"], "passage: error: expected 'label: number' but got"),
    (
      ["curve", "uikit-spring(duration: 0.5, dampingRatio: 2)"],
      "passage: error: uikit-spring dampingRatio must be at most 1, got 2"
    ),
    (
      ["curve", "linear", "--samples", "0"],
      "passage: error: --samples expects a whole number from 2 to 10000, got '0'\n"
    ),
    (["curve", "linear", "--at", "x"], "passage: error: --at expects a number, got 'x'"),
    (
      ["curve", "linear", "--at", "0.5", "--samples", "3"],
      "passage: error: use either --at or --samples, not both"
    ),
    (["curve", "linear", "--bogus"], "passage: error: unknown option '--bogus'"),
    (["curve"], "passage: error: missing SPEC; see 'passage curve --help'\n"),
    (["frobnicate"], "passage: error: unknown command 'frobnicate'"),
  ])
  func malformedInputExitsWithAMessage(arguments: [String], message: String) throws {
    let r = try PassageBinary.run(arguments)
    expectEqual(r.status, 2)
    #expect(r.stderr.hasPrefix(message), "stderr: \(r.stderr)")
    #expect(r.stdout.isEmpty)
  }
}
