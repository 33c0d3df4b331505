import Passage
import PassageRecording
import PassageRender

/// `passage bench --export DIR`: the inputs and Passage's own timings for `Benchmarks/peers.sh`,
/// which runs the same work through Pillow, ImageMagick and ffmpeg in the same run.
enum BenchExport {
  /// Writes, for the push and recede scenes at scale 3 (1170×2532): each layer's content PNG, a
  /// `scene-NAME.json` with every layer's destination corners in pixels, and Passage's render
  /// time; for the GIF comparison, the push run's frames at scale 1 as PNGs, Passage's GIF and its
  /// encoding time.
  static func run(directory: String, iterations: Int) throws(CLIError) {
    try DemoCommand.makeDirectory(directory)
    func save(_ bytes: [UInt8], _ name: String) throws(CLIError) {
      do {
        try AtomicFile.write(bytes, to: directory + "/" + name)
      } catch {
        throw .failure(error.description)
      }
    }
    func png(_ bitmap: Bitmap) throws(CLIError) -> [UInt8] {
      do {
        return try PNG.encode(bitmap)
      } catch {
        throw .failure("PNG encoding failed: \(error)")
      }
    }
    let scale = 3.0
    let scenes: [(String, any PassageTransition, Double)] = [
      ("push", Push(), 0.08), ("recede", Recede(), 0.25),
    ]
    for (name, transition, time) in scenes {
      let recording = TransitionRecording(transition, context: TransitionContext(), times: [time])
      let scene = recording.samples[0].scene
      let compositor = Compositor(scale: scale)
      let content = ScreenImages.mock()
      let frame = compositor.render(scene, content: content)
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        for _ in 0..<iterations { _ = compositor.render(scene, content: content) }
      }
      let milliseconds = Benchmarks.nanoseconds(elapsed) / 1e6 / Double(iterations)
      var layers: [JSONValue] = []
      for (index, layer) in scene.layers.enumerated() {
        let w = Int(saturating: (layer.size.width * scale).rounded())
        let h = Int(saturating: (layer.size.height * scale).rounded())
        var corners: [JSONValue] = []
        for corner in [
          Point(x: 0, y: 0), Point(x: layer.size.width, y: 0),
          Point(x: layer.size.width, y: layer.size.height), Point(x: 0, y: layer.size.height),
        ] {
          let p = layer.transform.mapLayerPoint(
            corner, size: layer.size, anchorPoint: layer.anchorPoint, position: layer.position)
          corners.append(.array([.number((p?.x ?? 0) * scale), .number((p?.y ?? 0) * scale)]))
        }
        var members: [(String, JSONValue)] = [
          ("role", .string(layer.role.rawValue)), ("opacity", .number(layer.opacity)),
          ("corners", .array(corners)),
        ]
        if case .solid(let color) = layer.content {
          members.append(
            ("color", .array([color.red, color.green, color.blue].map { .number(($0 * 255).rounded()) })))
        } else if let image = content.image(for: layer.content, pixelWidth: w, pixelHeight: h, scale: scale) {
          let file = "\(name)-layer\(index).png"
          try save(try png(image.bitmap), file)
          members.append(("image", .string(file)))
        }
        layers.append(.object(members))
      }
      try save(try png(frame), "\(name)-passage.png")
      let doc = JSONValue.object([
        ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height))),
        ("passageMillisecondsPerFrame", .number(milliseconds)), ("layers", .array(layers)),
      ])
      try save(Array((doc.text + "\n").utf8), "scene-\(name).json")
    }
    // GIF: the push run at 30 fps, scale 1.
    let reel = Reel(Push(), context: TransitionContext(), fps: 30)
    let frames = reel.renderFrames(compositor: Compositor(scale: 1), content: ScreenImages.mock())
    for (i, frame) in frames.enumerated() {
      try save(try png(frame.bitmap), "frame\(String(1000 + i).dropFirst()).png")
    }
    let clock = ContinuousClock()
    var gif: [UInt8] = []
    var failure: (any Error)?
    let elapsed = clock.measure {
      do { gif = try GIF.encode(frames: frames.map { GIFFrame($0.bitmap, delay: 3) }) } catch {
        failure = error
      }
    }
    if let failure { throw .failure("GIF encoding failed: \(failure)") }
    try save(gif, "passage.gif")
    let doc = JSONValue.object([
      ("frames", .number(Double(frames.count))),
      ("passageGIFMilliseconds", .number(Benchmarks.nanoseconds(elapsed) / 1e6)),
      ("passageGIFBytes", .number(Double(gif.count))),
    ])
    try save(Array((doc.text + "\n").utf8), "gif.json")
    writeOut("exported to \(directory)/\n")
  }
}
