import Foundation
import PassageTestSupport
import Testing

/// A frame may be at most 16384 pixels wide and tall, the most the compositor draws: a side
/// over it is refused before any work, with one line that says which side, and nothing is
/// written; a side of exactly 16384 renders in full.
@Suite struct FrameSideLimitTests {
  private func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-frame-side-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The outputs a render can write: a frame, a contact sheet and a GIF.
  private static let outputs = [
    ["--frame", "0", "-o", "frame.png"], ["-o", "sheet.png"], ["-o", "run.gif"],
  ]

  @Test(arguments: [
    // 8192.5 × 2 = 16385: over because of --size.
    (["--size", "8192.5x100", "--scale", "2"], "16385×200 pixels; its width is over"),
    (["--size", "100x8192.5", "--scale", "2"], "200×16385 pixels; its height is over"),
    // 10000 × 1.6385 = 16385: over because of --scale.
    (["--size", "10000x10", "--scale", "1.6385"], "16385×16 pixels; its width is over"),
    (["--size", "10x10000", "--scale", "1.6385"], "16×16385 pixels; its height is over"),
    (["--size", "5000x100", "--scale", "4"], "20000×400 pixels; its width is over"),
  ])
  func aFrameSideOverTheCompositorsLimitIsRefusedAndNothingIsWritten(
    size: [String], message: String
  ) throws {
    for output in Self.outputs {
      let dir = try folder()
      let r = try PassageBinary.run(["render", "push"] + size + output, in: dir)
      expectEqual(r.status, 2, "\(output): \(r.stderr)")
      expectEqual(
        r.stderr,
        "passage: error: a frame would be \(message) the limit of 16384 pixels a side, the most the compositor draws (lower --scale or --size)\n"
      )
      #expect(r.stdout.isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(output)")
    }
  }

  @Test func aFrameOverOnBothSidesAndInAreaNamesAllThree() throws {
    let dir = try folder()
    let r = try PassageBinary.run(
      ["render", "push", "--size", "10000x10000", "--scale", "2", "--frame", "0", "-o", "frame.png"], in: dir)
    expectEqual(r.status, 2)
    expectEqual(
      r.stderr,
      "passage: error: a frame would be 20000×20000 pixels; its width and height are over the limit of 16384 pixels a side, the most the compositor draws, and its area is over the limit of 25 megapixels, which bounds memory (lower --scale or --size)\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test(arguments: [
    (["--size", "4096x1", "--scale", "4"], 16384, 4),
    (["--size", "1x4096", "--scale", "4"], 4, 16384),
    (["--size", "10000x1", "--scale", "1.6384"], 16384, 2),
  ])
  func aFrameSideOfExactlyTheLimitIsRenderedInFull(size: [String], width: Int, height: Int) throws {
    let out = try folder().appendingPathComponent("frame.png")
    let r = try PassageBinary.run(["render", "push"] + size + ["--frame", "0", "-o", out.path])
    expectEqual(r.status, 0, "\(r.stderr)")
    // IHDR: the width and the height, big-endian, from byte 16.
    let header = Array(try Data(contentsOf: out).prefix(24))
    let be32 = { (at: Int) in header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    expectEqual(header.count, 24)
    #expect(be32(16) == width && be32(20) == height, "\(size)")
  }
}
