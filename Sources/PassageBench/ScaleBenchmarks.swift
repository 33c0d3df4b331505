import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

/// The measurements behind `passage bench --cores`, `--png` and `--floor` (Benchmarks/README.md): each
/// prints its figures and the ratios between them, all measured in the same run (medians).
package enum ScaleBenchmarks {
  /// The median wall time of `runs` calls of `body`, in milliseconds.
  package static func median(_ runs: Int, _ body: () throws(CLIError) -> Void) throws(CLIError) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<max(runs, 1) {
      let start = clock.now
      try body()
      times.append((clock.now - start).nanoseconds / 1e6)
    }
    times.sort()
    return times[times.count / 2]
  }

  package static func fixed(_ value: Double, _ decimals: Int = 1) -> String {
    NumberText.fixed(value, decimals: decimals)
  }

  /// The push round trip (presentation, hold, dismissal, hold) at 30 fps.
  package static func roundTrip() -> Reel {
    Reel.roundTrip(Push(), context: TransitionContext(), hold: 0.5, fps: 30)
  }

  /// GIFs and contact sheets on one thread and on every core: times, ratio, identical bytes.
  package static func cores(runs: Int) throws(CLIError) {
    let cores = Parallel.coreCount
    writeOut("\nboth cores: the same work on 1 and on \(cores) threads (median of \(runs) runs)\n")
    let reel = roundTrip()
    for scale in [1.0, 2.0] {
      let compositor = Compositor(scale: scale)
      let content = ScreenImages.mock()
      var outputs: [[UInt8]] = []
      var times: [Double] = []
      for workers in [1, cores] {
        var bytes: [UInt8] = []
        times.append(
          try median(runs) { () throws(CLIError) in
            do {
              bytes = try reel.encodeGIF(
                compositor: compositor, content: content, options: GIFOptions(), workers: workers)
            } catch {
              throw .failure("GIF encoding failed: \(error)")
            }
          })
        outputs.append(bytes)
      }
      writeOut(
        "  GIF, push round trip, \(reel.scenes.count) frames @\(Int(scale))x: 1 thread \(fixed(times[0])) ms, "
          + "\(cores) threads \(fixed(times[1])) ms, speed-up \(fixed(times[0] / times[1], 2))x, "
          + "\(outputs[0].count) bytes, identical: \(outputs[0] == outputs[1] ? "yes" : "NO")\n")
    }
    let compositor = Compositor(scale: 2)
    let content = ScreenImages.mock()
    var sheets: [Bitmap] = []
    var times: [Double] = []
    for workers in [1, cores] {
      var sheet = Bitmap(width: 0, height: 0)
      times.append(
        try median(runs) {
          sheet =
            reel.contactSheet(
              count: 16, columns: 8, compositor: compositor, content: content, workers: workers
            )
            .bitmap
        })
      sheets.append(sheet)
    }
    writeOut(
      "  contact sheet, 16 frames @2x: 1 thread \(fixed(times[0])) ms, \(cores) threads \(fixed(times[1])) ms, "
        + "speed-up \(fixed(times[0] / times[1], 2))x, identical: \(sheets[0] == sheets[1] ? "yes" : "NO")\n")
  }

  /// The recede frame at 3× (1170×2532) mid-transition, its screens drawn.
  package static func frame3x() -> (Compositor, TransitionScene, ScreenImages) {
    let recording = TransitionRecording(Recede(), context: TransitionContext(), times: [0.25])
    let compositor = Compositor(scale: 3)
    let content = ScreenImages.mock()
    _ = compositor.render(recording.samples[0].scene, content: content)
    return (compositor, recording.samples[0].scene, content)
  }

  /// A true perspective frame at 3× (1170×2532): the presenting screen, a 30 % dimming layer and
  /// the presented screen turned 30° about the y axis with m34 = −1/1000 (a card swinging in),
  /// with a shadow; no fast path applies to the turned layer.
  ///
  /// `backdrop: false` leaves out the presenting screen and the dimming, `shadow: false` the
  /// shadow: the turned layer alone is what OpenCV's `warpPerspective` does.
  package static func perspectiveScene(backdrop: Bool = true, shadow: Bool = true) -> TransitionScene {
    let size = Size(width: 390, height: 844)
    let full = Rect(x: 0, y: 0, width: 390, height: 844)
    let turn = Transform3D.perspective(distance: 1000).rotated(angle: Double.pi / 6, x: 0, y: 1, z: 0)
    let turned = LayerState(
      role: .presented, content: .presentedScreen, frame: full, transform: turn,
      shadow: shadow
        ? Shadow(color: .black, opacity: 0.3, radius: 5, offset: Size(width: 0, height: 0)) : .none)
    guard backdrop else { return TransitionScene(containerSize: size, layers: [turned]) }
    return TransitionScene(
      containerSize: size,
      layers: [
        LayerState(role: .presenting, content: .presentingScreen, frame: full),
        LayerState(role: .dimming, content: .solid(.black), frame: full, opacity: 0.3),
        turned,
      ])
  }

  /// PNG encoding against raw deflate of the same filtered bytes at the same level, and decoding
  /// against raw inflate of the same file.
  package static func png(runs: Int) throws(CLIError) {
    let (compositor, scene, content) = frame3x()
    let bitmap = compositor.render(scene, content: content)
    writeOut(
      "\nPNG of the recede frame at 3x (\(bitmap.width)x\(bitmap.height)), zlib level 6 (median of \(runs) runs)\n"
    )
    var file: [UInt8] = []
    let encode = try median(runs) { () throws(CLIError) in
      do { file = try PNG.encode(bitmap) } catch { throw .failure("PNG encoding failed: \(error)") }
    }
    let encodeOne = try median(runs) { () throws(CLIError) in
      do { file = try PNG.encode(bitmap, workers: 1) } catch {
        throw .failure("PNG encoding failed: \(error)")
      }
    }
    let channels = PNG.isOpaque(bitmap.pixels) ? 3 : 4
    var bands: [[UInt8]] = []
    let filter = try median(runs) {
      bands = PNG.filterScanlines(
        bitmap.pixels, width: bitmap.width, height: bitmap.height, channels: channels)
    }
    let filtered = Array(bands.joined())
    var deflated: [UInt8] = []
    let deflate = try median(runs) { () throws(CLIError) in
      do { deflated = try PNGZlib.deflate(filtered) } catch { throw .failure("deflate failed: \(error)") }
    }
    var blocks: [UInt8] = []
    var blockTimes: [Double] = []
    for workers in [1, Parallel.coreCount] {
      blockTimes.append(
        try median(runs) { () throws(CLIError) in
          do {
            blocks = try PNGZlib.deflate(
              inBlocks: filtered, workers: workers, scanlineLength: bitmap.width * channels + 1)
          } catch {
            throw .failure("deflate failed: \(error)")
          }
        })
    }
    writeOut(
      "  encode \(fixed(encode)) ms (\(file.count) bytes); of which filtering (\(Parallel.coreCount) threads) \(fixed(filter)) ms; "
        + "raw deflate of the same filtered bytes \(fixed(deflate)) ms (\(deflated.count) bytes); "
        + "encode / deflate = \(fixed(encode / deflate, 2))x (encode on \(Parallel.coreCount) threads, deflate on 1)\n"
        + "  encode on 1 thread \(fixed(encodeOne)) ms; encode / deflate, both on 1 thread = \(fixed(encodeOne / deflate, 2))x\n"
        + "  the encoder's deflate in \(PNGZlib.blockSize / 1024) KiB blocks: \(fixed(blockTimes[0])) ms on 1 thread, "
        + "\(fixed(blockTimes[1])) ms on \(Parallel.coreCount) (\(blocks.count) bytes, same on both)\n")
    var decoded = Bitmap(width: 0, height: 0)
    let decode = try median(runs) { () throws(CLIError) in
      do { decoded = try PNG.decode(file) } catch { throw .failure("PNG decoding failed: \(error)") }
    }
    let inflate = try median(runs) { () throws(CLIError) in
      do { _ = try PNG.inflatedData(file) } catch { throw .failure("inflate failed: \(error)") }
    }
    writeOut(
      "  decode \(fixed(decode)) ms, raw inflate of the same file \(fixed(inflate)) ms; "
        + "decode / inflate = \(fixed(decode / inflate, 2))x; round trip exact: \(decoded == bitmap ? "yes" : "NO")\n"
    )
  }

  /// Compositing 3× frames (the recede frame, whose layers are scaled and moved, and the
  /// perspective frame) against copying their pixels (the floor of any renderer).
  package static func floor(runs: Int) throws(CLIError) {
    let (compositor, recede, content) = frame3x()
    writeOut("\ncompositor vs the copy floor at 3x (1170x2532, median of \(runs) runs)\n")
    let cores = Parallel.coreCount
    let scenes = [
      ("recede frame", recede), ("perspective frame", perspectiveScene()),
      ("perspective frame without its shadow", perspectiveScene(shadow: false)),
      ("turned layer alone", perspectiveScene(backdrop: false, shadow: false)),
    ]
    for (name, scene) in scenes {
      var frame = compositor.render(scene, content: content)
      let render = try median(runs) { frame = compositor.render(scene, content: content) }
      var serial = frame
      let one = try median(runs) { serial = compositor.render(scene, content: content, workers: 1) }
      var canvas = compositor.render(scene, content: content)
      let reused = try median(runs) {
        compositor.render(scene, content: content, into: &canvas, workers: cores)
      }
      var copy: [UInt8] = []
      let source = frame.pixels
      let floor = try median(runs) {
        copy = [UInt8](unsafeUninitializedCapacity: source.count) { buffer, count in
          _ = buffer.initialize(from: source)
          count = source.count
        }
      }
      if copy.count != frame.pixels.count { writeOut("") }
      writeOut(
        "  \(name): render \(fixed(render, 2)) ms on \(cores) threads (1 thread \(fixed(one, 2)) ms, into a reused "
          + "canvas \(fixed(reused, 2)) ms), copy of the frame \(fixed(floor, 2)) ms; render / copy = "
          + "\(fixed(render / floor, 1))x, reused / copy = \(fixed(reused / floor, 1))x, identical: "
          + "\(canvas == frame && serial == frame ? "yes" : "NO")\n")
    }
  }
}
