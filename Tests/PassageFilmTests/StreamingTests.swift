import Dispatch
import Foundation
import Passage
import PassageRecording
import PassageRender
import PassageTestSupport
import Testing

@testable import PassageFilm

/// GIFs and contact sheets stream their frames, on several threads, and the bytes are those of a
/// serial run and of the encoder that keeps every frame (docs/DESIGN-NOTES.md, “The renderer at scale”).
@Suite struct StreamingTests {
  /// A push round trip (presentation, then an interactive dismissal) at a small scale and 15 frames
  /// per second: frames with moving layers, shadows and dimming, more than 256 colours.
  static let reel: Reel = {
    var reel = Reel(Push(), context: TransitionContext(direction: .present), fps: 15)
    reel.hold(seconds: 0.2)
    reel.append(
      Reel(
        Push(), context: TransitionContext(direction: .dismiss),
        gesture: try? GestureScript(parsing: "begin 0; move 0.1 60; move 0.2 60; end 0.3 400"), fps: 15))
    return reel
  }()

  static let compositor = Compositor(scale: 0.25)

  /// The frames of ``reel``, drawn once for all the tests.
  static let frames: [GIFFrame] = zip(reel.scenes, reel.delays).map {
    GIFFrame(compositor.render($0, content: ScreenImages.mock()), delay: $1)
  }

  /// The GIF from ``GIFEncoder``, which keeps each frame's changes until `finish()`.
  static func keptFramesGIF(_ frames: [GIFFrame], options: GIFOptions = GIFOptions()) throws -> [UInt8] {
    var encoder = try GIFEncoder(
      width: frames[0].bitmap.width, height: frames[0].bitmap.height, options: options)
    for frame in frames { try encoder.add(frame.bitmap, delay: frame.delay) }
    return try encoder.finish()
  }

  @Test func aStreamedGIFIsByteForByteTheEncodersWithAnyNumberOfWorkers() throws {
    let frames = Self.frames
    let expected = try Self.keptFramesGIF(frames)
    for workers in [1, 3] {
      let stream = try GIFStream(
        width: frames[0].bitmap.width, height: frames[0].bitmap.height, options: GIFOptions(),
        workers: workers)
      let bytes = try stream.encode(delays: frames.map(\.delay)) { frames[$0].bitmap }
      expectEqual(bytes, expected, "\(workers) workers")
    }
  }

  @Test func fewColoursDitheringAndIdenticalFramesStreamLikeTheEncoder() throws {
    var frames = Self.frames
    frames.insert(frames[3], at: 4)  // an identical frame lengthens the one before
    frames.append(GIFFrame(frames[frames.count - 1].bitmap, delay: 70_000))  // beyond GIF's 65535
    for options in [
      GIFOptions(maxColors: 16, dithering: true), GIFOptions(maxColors: 200, loopsForever: false),
    ] {
      let expected = try Self.keptFramesGIF(frames, options: options)
      try expectEqual(GIF.encode(frames: frames, options: options), expected)
    }
  }

  @Test func aReelsGIFIsTheSameSeriallyAndWrittenToAFileInParallel() throws {
    let content = ScreenImages.mock()
    let serial = try Self.reel.encodeGIF(
      compositor: Self.compositor, content: content, options: GIFOptions(), workers: 1)
    expectEqual(serial, try Self.keptFramesGIF(Self.frames))
    let path = NSTemporaryDirectory() + "passage-stream-\(UUID()).gif"
    defer { unlink(path) }
    try Self.reel.writeGIF(compositor: Self.compositor, content: content, workers: 2, to: path)
    try expectEqual(ImageFile.bytes(contentsOf: path), serial)
  }

  @Test func aFrameIsDrawnAgainForPassTwoOnlyIfItChangesSomethingAndWasNotKept() throws {
    let frames = Self.frames
    let changes = frames.indices.map { $0 == 0 || frames[$0].bitmap != frames[$0 - 1].bitmap }
    #expect(changes.contains(false))
    for kept in [0, GIFStream.defaultKeptBytes] {
      let calls = CallCounter(count: frames.count)
      let stream = try GIFStream(
        width: frames[0].bitmap.width, height: frames[0].bitmap.height, options: GIFOptions(), workers: 2,
        keptBytes: kept)
      var steps: [Int] = []
      let draw: @Sendable (Int) -> Bitmap = {
        calls.record($0)
        return frames[$0].bitmap
      }
      _ = try stream.encode(delays: frames.map(\.delay), frame: draw) { done, total in
        #expect(total == 2 * frames.count)
        steps.append(done)
      }
      // These small frames all fit in the default budget: each is drawn once.
      expectEqual(calls.counts, changes.map { $0 && kept == 0 ? 2 : 1 }, "\(kept) bytes kept")
      expectEqual(steps, Array(1...(2 * frames.count)))
    }
  }

  @Test func aLongGIFDrawsIntoAsFewNewCanvasesAsAShortOneAndKeepsTheSameBytes() throws {
    let frames = Self.frames
    let (width, height) = (frames[0].bitmap.width, frames[0].bitmap.height)
    var newCanvases: [Int] = []
    for repeats in [1, 10] {
      let count = frames.count * repeats
      let delays = (0..<count).map { frames[$0 % frames.count].delay }
      let fresh = CallCounter(count: 1)
      let stream = try GIFStream(
        width: width, height: height, options: GIFOptions(), workers: 2, keptBytes: 0)
      let drawn = try stream.encode(delays: delays) { (index: Int, canvas: inout Bitmap) in
        if canvas.pixels.isEmpty { fresh.record(0) }
        let pixels = frames[index % frames.count].bitmap.pixels
        if canvas.pixels.count != pixels.count { canvas = Bitmap(width: width, height: height) }
        canvas.pixels.withUnsafeMutableBufferPointer { target in
          for i in 0..<pixels.count { target[i] = pixels[i] }
        }
      }
      let whole = try stream.encode(delays: delays) { frames[$0 % frames.count].bitmap }
      expectEqual(drawn, whole, "\(count) frames")
      newCanvases.append(fresh.counts[0])
    }
    // One canvas per frame in flight, however many frames: their storage is reused.
    expectEqual(
      newCanvases[0], newCanvases[1], "new canvases for \(frames.count) and \(10 * frames.count) frames")
    #expect(newCanvases[0] <= 2 * 2 + 1)
  }

  @Test func aFrameOfTheWrongSizeFailsAndLeavesNoFile() throws {
    let frames = Self.frames
    let stream = try GIFStream(
      width: frames[0].bitmap.width, height: frames[0].bitmap.height, options: GIFOptions(), workers: 2)
    let wrong = Bitmap(width: 3, height: 3)
    #expect(
      throws: GIFError.frameSizeMismatch(
        frame: 5, width: 3, height: 3, canvasWidth: frames[0].bitmap.width,
        canvasHeight: frames[0].bitmap.height)
    ) {
      try stream.encode(delays: frames.map(\.delay)) { $0 == 5 ? wrong : frames[$0].bitmap }
    }
    #expect(throws: GIFError.invalidDelay(frame: 1, delay: -2)) {
      try stream.encode(delays: [1, -2]) { frames[$0].bitmap }
    }
    let dir = NSTemporaryDirectory() + "passage-stream-\(UUID())"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    #expect(throws: ImageFileError.self) {
      try stream.write(
        delays: frames.map(\.delay), frame: { $0 == 5 ? wrong : frames[$0].bitmap }, to: dir + "/out.gif")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test func aContactSheetIsTheSameSeriallyInParallelAndFromKeptFrames() throws {
    let content = ScreenImages.mock()
    let serial = Self.reel.contactSheet(
      count: 7, columns: 3, compositor: Self.compositor, content: content, workers: 1)
    let parallel = Self.reel.contactSheet(
      count: 7, columns: 3, compositor: Self.compositor, content: content, workers: 2)
    expectEqual(serial.bitmap, parallel.bitmap)
    expectEqual(serial.geometry, parallel.geometry)
    let kept = Self.reel.evenlySpacedScenes(count: 7).map { Self.compositor.render($0, content: content) }
    expectEqual(
      serial.bitmap,
      ContactSheet.make(
        frames: kept, geometry: serial.geometry, background: RGBA8(r: 242, g: 242, b: 247)))
  }
}

/// Counts calls per index from several threads.
final class CallCounter: @unchecked Sendable {
  // Safety: `storage` is touched only inside `lock.sync`.
  private var storage: [Int]
  private let lock = DispatchQueue(label: "CallCounter")

  init(count: Int) { storage = [Int](repeating: 0, count: count) }

  func record(_ index: Int) { lock.sync { storage[index] += 1 } }

  var counts: [Int] { lock.sync { storage } }
}
