import Foundation
import PassageTestSupport
import Testing

/// Every input ends in a result or a one-line error, in bounded time and memory: the promises of
/// docs/HARDENING.md, one test each, each running the built binary.
@Suite struct HardeningTests {
  private func folder() throws -> URL {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-hardening-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `arguments` and checks it ends with one error line and `status`; the elapsed seconds.
  @discardableResult
  private func expectOneLineError(
    _ arguments: [String], status: Int32 = 2, startingWith prefix: String, in directory: URL? = nil
  ) throws -> Double {
    let start = Date()
    let r = try PassageBinary.run(arguments, in: directory)
    expectEqual(r.status, status, "\(arguments): \(r.stderr)")
    #expect(r.stderr.hasPrefix("passage: error: " + prefix), "\(arguments): \(r.stderr)")
    expectEqual(r.stderr.filter { $0 == "\n" }.count, 1, "one line: \(r.stderr)")
    #expect(r.stdout.isEmpty)
    return Date().timeIntervalSince(start)
  }

  @Test func aGestureTimeBeyondAnHourIsRefusedInsteadOfCrashing() throws {
    let dir = try folder()
    for end in ["1e20", "1e12", "3600.5", "inf", "nan"] {
      try expectOneLineError(
        ["render", "push", "--dismiss", "--gesture", "begin 0; end \(end) 0", "-o", "g.gif"],
        startingWith: "gesture event 2", in: dir)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func aRunOverTheFrameLimitIsRefusedBeforeAnySceneIsBuilt() throws {
    let seconds = try expectOneLineError(
      ["render", "push", "--gesture", "begin 0; end 3600 0", "--fps", "60", "-o", "g.gif"],
      startingWith: "the GIF would have 216")
    #expect(seconds < 5)
    // Over the total of 2³⁰ pixels (about 330 frames of 1560×3376), which bounds time and file size.
    try expectOneLineError(
      [
        "render", "push", "--scale", "4", "--fps", "60", "--gesture", "begin 0; move 5 100; end 5 0", "-o",
        "g.gif",
      ],
      startingWith: "the GIF would have")
  }

  @Test func inspectJSONHasNoNullEvenForTheLongestGesture() throws {
    let r = try PassageBinary.run([
      "inspect", "push", "--gesture", "begin 0; move 1800 100; end 3600 0", "--samples", "3", "--json",
    ])
    expectEqual(r.status, 0, "\(r.stderr)")
    #expect(!r.stdout.contains("null"))
    _ = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
    try expectOneLineError(
      ["inspect", "push", "--gesture", "begin 0; end 1e308 0", "--json"], startingWith: "gesture event 2")
  }

  @Test func curvesOutsideTheirParameterRangesAreRefusedNotPrintedAsNull() throws {
    try expectOneLineError(
      ["curve", "spring(response: 1e-200, dampingRatio: 0.9)", "--at", "0.5"], startingWith: "spring response"
    )
    try expectOneLineError(
      ["curve", "cubic-bezier(0.5, 0, 1, 1e308)", "--at", "0.5"], startingWith: "cubic-bezier y2")
    try expectOneLineError(
      ["curve", "spring(response: 1e200, dampingRatio: 0.5)"], startingWith: "spring response")
    let r = try PassageBinary.run(["curve", "spring(response: 1000, dampingRatio: 0.001)", "--json"])
    #expect(r.status == 0 && !r.stdout.contains("null"), "\(r.stdout)")
  }

  @Test func aFIFOOrADeviceAsInputIsRefusedAtOnce() throws {
    let dir = try folder()
    let fifo = dir.appendingPathComponent("pipe.png").path
    expectEqual(mkfifo(fifo, 0o600), 0)
    let waited = try expectOneLineError(
      ["render", "push", "--from", fifo, "-o", "x.gif"], status: 1, startingWith: "\(fifo): is a FIFO",
      in: dir)
    #expect(waited < 5)
    try expectOneLineError(
      ["render", "push", "--to", "/dev/zero", "-o", "x.gif"], status: 1,
      startingWith: "/dev/zero: is a device, not a regular file", in: dir)
  }

  @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
    let dir = try folder()
    // 1-bit greyscale 16384 × 16384 and 16-bit RGBA 4096 × 4096: tiny files, huge images.
    for (name, width, depth, type) in [("one-bit", 16384, 1, 0), ("sixteen-bit", 4096, 16, 6)] {
      let path = dir.appendingPathComponent("\(name).png").path
      try Data(TinyPNG.header(width: width, height: width, depth: depth, colorType: type)).write(
        to: URL(fileURLWithPath: path))
      try expectOneLineError(
        ["render", "push", "--from", path, "-o", "x.gif"], status: 1,
        startingWith: "\(path): image too large",
        in: dir)
    }
  }

  @Test func aFlippedBitInAScreensImageDataIsAnErrorInAFrameThatReadsPartOfIt() throws {
    let dir = try folder()
    let frame = ["render", "recede", "--size", "40x60", "--frame", "0.1", "-o", "f.png", "--from"]
    let clean = dir.appendingPathComponent("clean.png").path
    try Data(TinyPNG.rgb(width: 40, height: 60)).write(to: URL(fileURLWithPath: clean))
    let r = try PassageBinary.run(frame + [clean], in: dir)
    expectEqual(r.status, 0, "\(r.stderr)")
    // A row the frame reads, and one under the page that it does not.
    for row in [2, 58] {
      let path = dir.appendingPathComponent("damaged-\(row).png").path
      try Data(TinyPNG.rgb(width: 40, height: 60, damagedRow: row)).write(to: URL(fileURLWithPath: path))
      try expectOneLineError(
        frame + [path], status: 1, startingWith: "\(path): corrupt image data (zlib: incorrect data check)",
        in: dir)
    }
  }

  @Test func aKilledRunsTemporaryFileIsRemovedByTheNextRunToTheSamePath() throws {
    let dir = try folder()
    let litter = dir.appendingPathComponent(".x.png.tmp-2147483646-Ab12Cd")
    try Data("half a file".utf8).write(to: litter)
    let r = try PassageBinary.run(
      ["render", "fade", "--frame", "0", "--scale", "0.25", "-o", "x.png"], in: dir)
    expectEqual(r.status, 0, "\(r.stderr)")
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir.path), ["x.png"])
  }

  /// Runs `passage arguments` in `directory` from a shell that first sets `umask`.
  private func run(umask: String, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", PassageBinary.url.path] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test func anOutputGetsTheModeTheUmaskGivesANewFileAndAReplacedOneKeepsItsOwn() throws {
    let dir = try folder()
    let frame = ["render", "fade", "--frame", "0", "--scale", "0.1", "-o"]
    func mode(_ name: String) throws -> Int {
      let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)
      return (attributes[.posixPermissions] as? Int) ?? -1
    }
    for (umask, expected) in [("077", 0o600), ("027", 0o640), ("002", 0o664), ("022", 0o644)] {
      try expectEqual(run(umask: umask, frame + ["new-\(umask).png"], in: dir), 0)
      try expectEqual(mode("new-\(umask).png"), expected, "umask \(umask)")
    }
    try expectEqual(run(umask: "077", ["render", "fade", "--scale", "0.1", "-o", "new.gif"], in: dir), 0)
    try expectEqual(mode("new.gif"), 0o600)
    // A private file stays private when it is replaced, whatever the umask.
    let kept = dir.appendingPathComponent("private.png").path
    #expect(FileManager.default.createFile(atPath: kept, contents: Data("old".utf8)))
    expectEqual(chmod(kept, 0o600), 0)
    try expectEqual(run(umask: "000", frame + ["private.png"], in: dir), 0)
    try expectEqual(mode("private.png"), 0o600)
    #expect(try Data(contentsOf: URL(fileURLWithPath: kept)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func aFlagThatCannotActIsRefusedNamingWhatItNeeds() throws {
    try expectOneLineError(
      ["inspect", "zoom", "--source-radius", "5"], startingWith: "--source-radius needs --source X,Y,WxH")
    try expectOneLineError(
      ["inspect", "push", "--source", "1,2,3x4"],
      startingWith: "--source needs zoom (push has no source view)")
    try expectOneLineError(
      ["inspect", "zoom", "--veto"], startingWith: "--veto needs --gesture (it vetoes the scripted dismissal)"
    )
    let dir = try folder()
    try expectOneLineError(
      ["render", "zoom", "--veto", "-o", "x.gif"], startingWith: "--veto needs --gesture", in: dir)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func aSourceThatIsNoneOrWhollyOffTheContainerIsGone() throws {
    let gone = try PassageBinary.run(["inspect", "zoom", "--json"])
    expectEqual(gone.status, 0)
    for source in ["none", "-100000,-100000,1x1", "390,844,1x1"] {
      let r = try PassageBinary.run(["inspect", "zoom", "--source", source, "--json"])
      expectEqual(r.status, 0, "\(source): \(r.stderr)")
      // The same run as with no source: the page shrinks and fades about the centre.
      expectEqual(r.stdout, gone.stdout, "\(source)")
    }
    let on = try PassageBinary.run(["inspect", "zoom", "--source", "389,843,1x1", "--json"])
    #expect(on.status == 0 && on.stdout != gone.stdout && on.stdout.contains("\"source\""))
  }

  @Test func anOutputNameOfTheLongestLegalLengthIsWritten() throws {
    let dir = try folder()
    for count in [238, 250, 255] {
      let name = String(repeating: "n", count: count - 4) + ".png"
      let r = try PassageBinary.run(
        ["render", "fade", "--frame", "0", "--scale", "0.1", "-o", name], in: dir)
      expectEqual(r.status, 0, "\(count) bytes: \(r.stderr)")
      try expectEqual(FileManager.default.contentsOfDirectory(atPath: dir.path), [name])
      try? FileManager.default.removeItem(at: dir.appendingPathComponent(name))
    }
  }

  @Test func anInterruptedRunLeavesNoTemporaryFile() throws {
    let dir = try folder()
    var killed = 0
    for (sig, delay) in [(SIGINT, 0.02), (SIGTERM, 0.1), (SIGINT, 0.4), (SIGTERM, 0.8), (SIGHUP, 1.2)] {
      let process = Process()
      process.executableURL = PassageBinary.url
      process.arguments = ["demo", "--out", dir.path, "--scale", "0.25"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try runWithTerminationSignalsBlocked(process)
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, sig)
      process.waitUntilExit()
      // It dies by the signal it was sent (or finished first), never by another (an abort from
      // the handler, say).
      if process.terminationReason == .uncaughtSignal {
        expectEqual(process.terminationStatus, sig, "sent \(sig), died of \(process.terminationStatus)")
        killed += 1
      } else {
        expectEqual(process.terminationStatus, 0)
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
      #expect(left.isEmpty, "signal \(sig) after \(delay) s left \(left)")
    }
    // The demo takes longer than the first delays: a run that outlives every signal sent to it
    // means the signals never arrived, and nothing was tested.
    #expect(killed > 0)
  }

  /// Starts `process` from a thread that blocks SIGINT, SIGTERM and SIGHUP, as the test runner's
  /// threads do, whichever runner this is. A child starts with the signal mask of the thread that
  /// spawns it, so the signals reach `passage` only because it unblocks them at start-up; were
  /// they left blocked, they would stay pending and the demo would run to its end.
  private func runWithTerminationSignalsBlocked(_ process: Process) throws {
    var signals = sigset_t()
    sigemptyset(&signals)
    for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, sig) }
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    try process.run()
  }

  @Test func anEmptyOutputPathIsRefused() throws {
    let dir = try folder()
    try expectOneLineError(["demo", "--out", ""], startingWith: "--out expects a path, got ''", in: dir)
    try expectOneLineError(
      ["render", "push", "-o", ""], startingWith: "--out expects a path, got ''", in: dir)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func gifDelaysAreAtLeastTwoCentisecondsAtSixtyFramesPerSecond() throws {
    let dir = try folder()
    for arguments in [["--fps", "60", "--hold", "0"], ["--fps", "51", "--roundtrip", "--hold", "0"]] {
      let out = dir.appendingPathComponent("x.gif")
      // Frames of 10 × 20 pixels: the delays do not depend on the size.
      let r = try PassageBinary.run(
        ["render", "push", "--size", "40x80", "--scale", "0.25", "-o", out.path] + arguments)
      expectEqual(r.status, 0, "\(r.stderr)")
      let delays = TinyGIF.delays(Array(try Data(contentsOf: out)))
      #expect(!delays.isEmpty)
      #expect(delays.allSatisfy { $0 >= 2 }, "\(arguments): \(delays)")
    }
  }

  @Test func aClosedPipeEndsTheOutputQuietly() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "-c", "set -o pipefail; \"$0\" inspect push --samples 5000 | head -1 > /dev/null",
      PassageBinary.url.path,
    ]
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    expectEqual(process.terminationReason, .exit)
    expectEqual(process.terminationStatus, 0)
    #expect(stderr.isEmpty, "\(String(decoding: stderr, as: UTF8.self))")
  }

  @Test func twoSamplesAreTheStartAndTheCompletionAndOneIsRefused() throws {
    try expectOneLineError(
      ["inspect", "push", "--samples", "1"], startingWith: "--samples expects a whole number from 2 to 10000")
    let r = try PassageBinary.run(["inspect", "push", "--samples", "2", "--json"])
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let samples = try #require(doc["samples"] as? [[String: Any]])
    expectEqual(samples.map { $0["time"] as? Double }, [0, doc["duration"] as? Double])
  }

  @Test func messagesEscapeControlAndBidirectionalCharactersFromTheInput() throws {
    let r = try PassageBinary.run(["inspect", "sp\nin\u{202E}x\u{1B}[31m"])
    expectEqual(r.status, 2)
    expectEqual(
      r.stderr,
      "passage: error: unknown transition 'sp\\nin\\u{202E}x\\u{1B}[31m'; expected recede, push, fade or zoom\n"
    )
  }

  @Test func aContactSheetOfEmptyFramesIsRefusedLikeAFrameOrAGIF() throws {
    for out in ["s.png", "s.gif"] {
      try expectOneLineError(
        ["render", "push", "--size", "1x1", "--scale", "0.25", "-o", out],
        startingWith: "a frame would be 0×0 pixels")
    }
  }

  @Test func anOutputThatIsASymbolicLinkIsRefusedAndKept() throws {
    let dir = try folder()
    try Data("keep".utf8).write(to: dir.appendingPathComponent("target.png"))
    expectEqual(symlink("target.png", dir.appendingPathComponent("link.png").path), 0)
    try expectOneLineError(
      ["render", "fade", "--frame", "0", "--scale", "0.25", "-o", "link.png"], status: 1,
      startingWith: "link.png: is a symbolic link, not a regular file", in: dir)
    try expectEqual(String(contentsOf: dir.appendingPathComponent("target.png"), encoding: .utf8), "keep")
    try expectEqual(
      FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.png").path),
      "target.png")
  }
}
