import Foundation
import PassageTestSupport
import Testing

@Suite struct RenderCommandTests {
  private func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("passage-render-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func rendersAGIFThatStartsWithTheGIF89aHeader() throws {
    let out = try folder().appendingPathComponent("push.gif")
    let r = try PassageBinary.run(["render", "push", "--scale", "0.25", "--fps", "10", "-o", out.path])
    expectEqual(r.status, 0, "\(r.stderr)")
    let bytes = try Data(contentsOf: out)
    expectEqual(bytes.prefix(6), Data("GIF89a".utf8))
    #expect(r.stderr.isEmpty, "no progress bar when stderr is not a terminal")
  }

  @Test func rendersOneFrameOrAContactSheetAsPNG() throws {
    let dir = try folder()
    let frame = dir.appendingPathComponent("frame.png")
    let sheet = dir.appendingPathComponent("sheet.png")
    try expectEqual(
      PassageBinary.run(["render", "recede", "--scale", "0.5", "--frame", "0.25", "-o", frame.path])
        .status, 0)
    try expectEqual(
      PassageBinary.run(["render", "recede", "--scale", "0.25", "--samples", "4", "-o", sheet.path])
        .status, 0)
    for url in [frame, sheet] {
      let bytes = try Data(contentsOf: url)
      expectEqual(bytes.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
    // The single frame at scale 0.5 of a 390×844 container: IHDR width 195, height 422.
    let header = try Data(contentsOf: frame)
    expectEqual(header[16..<24], Data([0, 0, 0, 195, 0, 0, 1, 166]))
  }

  @Test func usesTheUsersScreenshots() throws {
    let dir = try folder()
    let shot = dir.appendingPathComponent("shot.png")
    // Make a screenshot with the tool itself, then use it as both screens.
    try expectEqual(
      PassageBinary.run(["render", "fade", "--scale", "0.25", "--frame", "0", "-o", shot.path]).status, 0)
    let out = dir.appendingPathComponent("custom.gif")
    let r = try PassageBinary.run([
      "render", "push", "--gesture", "begin 0; move 0.1 100; end 0.2 900", "--from", shot.path, "--to",
      shot.path,
      "--scale", "0.25", "--fps", "10", "-o", out.path,
    ])
    expectEqual(r.status, 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: [
    (["render", "push"], "passage: error: missing -o OUT.gif|OUT.png", 2),
    (
      ["render", "push", "-o", "OUT.jpg"],
      "passage: error: the output must end in .gif or .png, got 'OUT.jpg'", 2
    ),
    (
      ["render", "push", "--fps", "0", "-o", "OUT.gif"],
      "passage: error: --fps expects a whole number from 1 to 60, got '0'", 2
    ),
    (
      ["render", "push", "--scale", "9", "-o", "OUT.gif"],
      "passage: error: --scale must be between 0.05 and 4, got '9'", 2
    ),
    (
      ["render", "push", "--frame", "0.1", "-o", "OUT.gif"], "passage: error: --frame needs a .png output", 2
    ),
    (
      ["render", "push", "--roundtrip", "-o", "OUT.png"], "passage: error: --roundtrip needs a .gif output", 2
    ),
    (["render", "spin", "-o", "OUT.gif"], "passage: error: unknown transition 'spin'", 2),
    (["render", "push", "--from", "missing.png", "-o", "OUT.gif"], "passage: error: missing.png:", 1),
    (
      ["render", "push", "--from", "corrupt.png", "-o", "OUT.gif"],
      "passage: error: corrupt.png: not a PNG file", 1
    ),
    (["render", "push", "-o", "no/such/dir/OUT.gif"], "passage: error: no/such/dir/OUT.gif:", 1),
    (
      ["render", "push", "--size", "10000x10000", "-o", "OUT.gif"],
      "passage: error: a frame would be 10000×10000 pixels; its area is over the limit of 25 megapixels",
      2
    ),
    (
      ["render", "push", "--gesture", "begin 0; end 600 0", "-o", "OUT.gif"],
      "passage: error: the GIF would have", 2
    ),
    (
      ["render", "push", "--samples", "500", "-o", "OUT.png"],
      "passage: error: a contact sheet of 500 frames is too many", 2
    ),
  ])
  func errorsExitNonZeroAndLeaveNoFile(arguments: [String], message: String, status: Int32) throws {
    let dir = try folder()
    try Data("this is not an image".utf8).write(to: dir.appendingPathComponent("corrupt.png"))
    let r = try PassageBinary.run(arguments, in: dir)
    expectEqual(r.status, status)
    #expect(r.stderr.hasPrefix(message), "stderr: \(r.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "corrupt.png" }
    #expect(left.isEmpty, "left behind: \(left)")
  }
}

@Suite struct DemoCommandTests {
  @Test func writesEveryFileItLists() throws {
    let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("passage-demo-\(UUID())")
    // Thumbnails (20 × 42 pixels a frame): the files and the page are the same at every scale.
    let r = try PassageBinary.run(["demo", "--out", dir.path, "--scale", "0.05"])
    expectEqual(r.status, 0, "\(r.stderr)")
    let listed = r.stdout.split(separator: "\n").dropFirst().compactMap { line -> String? in
      let word = line.split(separator: " ").first.map(String.init)
      return word?.contains(".") == true && !line.hasPrefix("open") ? word : nil
    }
    expectEqual(listed.count, 16)
    for file in listed {
      let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(file).path)
      #expect(((attributes[.size] as? Int) ?? 0) > 0, "\(file) is empty")
    }
    let page = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!page.contains("http://") && !page.contains("https://"), "the page must work offline")
    for file in listed where file != "index.html" {
      #expect(page.contains(file), "index.html does not show \(file)")
    }
  }

  @Test func refusesAnOutputThatIsAFile() throws {
    let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("passage-file-\(UUID())")
    try Data().write(to: file)
    let r = try PassageBinary.run(["demo", "--out", file.path])
    expectEqual(r.status, 1)
    expectEqual(r.stderr, "passage: error: \(file.path) exists and is not a directory\n")
  }
}
