import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

/// `passage bench --export DIR`: the inputs and Passage's own timings for `Benchmarks/peers.sh`,
/// which runs the same work through OpenCV, Pillow, libvips, ImageMagick and ffmpeg in the same run.
package enum BenchExport {
  /// The frames compared, at scale 3 (1170×2532): the push and recede scenes mid-transition (their
  /// screens scaled and moved), ``ScaleBenchmarks/perspectiveScene(backdrop:shadow:)`` (a screen
  /// turned in perspective over the dimmed presenting screen, with a shadow) and the turned
  /// screen alone over black (what `warpPerspective` does), with the transition and time that
  /// `passage render --frame` reproduces.
  package static let scenes: [(name: String, transition: String?, time: Double)] = [
    ("push", "push", 0.08), ("recede", "recede", 0.25), ("perspective", nil, 0), ("turned", nil, 0),
  ]

  /// Each of ``scenes`` with its scene.
  package static func scenesToRender() -> [(name: String, scene: TransitionScene)] {
    scenes.map { name, transitionName, time in
      if let transitionName, let transition = Catalog.transition(named: transitionName, reference: false) {
        return (
          name, TransitionRecording(transition, context: TransitionContext(), times: [time]).samples[0].scene
        )
      }
      let alone = name == "turned"
      return (name, ScaleBenchmarks.perspectiveScene(backdrop: !alone, shadow: !alone))
    }
  }

  /// Writes, for each of ``scenes``: each layer's content PNG, a `scene-NAME.json` with every
  /// layer's destination corners in pixels, opacity, corner radius and shadow, Passage's frame
  /// (`NAME-passage.png`) and its in-process render time (median of `iterations`); for the GIF
  /// comparison, the push run's frames at scales 1 and 2 as PNGs (`gif1/`, `gif2/`), Passage's
  /// GIFs and their encoding times from frames in memory.
  package static func run(directory: String, iterations: Int) throws(CLIError) {
    try makeDirectory(directory)
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
    for ((name, transitionName, time), (_, scene)) in zip(scenes, scenesToRender()) {
      let compositor = Compositor(scale: scale)
      let content = ScreenImages.mock()
      var frame = compositor.render(scene, content: content)
      let milliseconds = try ScaleBenchmarks.median(iterations) {
        frame = compositor.render(scene, content: content)
      }
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
        let shadow = layer.shadow
        var members: [(String, JSONValue)] = [
          ("role", .string(layer.role.rawValue)), ("opacity", .number(layer.opacity)),
          ("corners", .array(corners)), ("size", .array([.number(Double(w)), .number(Double(h))])),
          ("cornerRadius", .number(layer.cornerRadius * scale)),
          (
            "shadow",
            .object([
              ("opacity", .number(shadow.opacity * shadow.color.alpha)),
              ("radius", .number(shadow.radius * scale)),
              (
                "offset",
                .array([.number(shadow.offset.width * scale), .number(shadow.offset.height * scale)])
              ),
              (
                "color",
                .array(
                  [shadow.color.red, shadow.color.green, shadow.color.blue].map {
                    .number(($0 * 255).rounded())
                  })
              ),
            ])
          ),
        ]
        if case .solid(let color) = layer.content {
          members.append(
            ("color", .array([color.red, color.green, color.blue].map { .number(($0 * 255).rounded()) })))
        } else if let image = content.image(for: layer.content, pixelWidth: w, pixelHeight: h, scale: scale) {
          let file = "\(name)-layer\(index).png"
          try save(try png(image.bitmap), file)
          members.append(("image", .string(file)))
          members.append(("screen", .string(layer.content == .presentingScreen ? "from" : "to")))
        }
        layers.append(.object(members))
      }
      try save(try png(frame), "\(name)-passage.png")
      var doc: [(String, JSONValue)] = [
        ("width", .number(Double(frame.width))), ("height", .number(Double(frame.height))),
        ("scale", .number(scale)), ("passageMillisecondsPerFrame", .number(milliseconds)),
        ("layers", .array(layers)),
      ]
      if let transitionName { doc += [("transition", .string(transitionName)), ("time", .number(time))] }
      try save(Array((JSONValue.object(doc).text + "\n").utf8), "scene-\(name).json")
    }
    // GIFs: the push run at 30 fps, scales 1 and 2, encoded from frames in memory.
    var gifs: [(String, JSONValue)] = []
    for scale in [1, 2] {
      let folder = "gif\(scale)"
      try makeDirectory(directory + "/" + folder)
      let frames = Benchmarks.gifInput(scale: Double(scale))
      for (i, frame) in frames.enumerated() {
        try save(try png(frame.bitmap), "\(folder)/frame\(String(1000 + i).dropFirst()).png")
      }
      var gif: [UInt8] = []
      let milliseconds = try ScaleBenchmarks.median(max(3, iterations / 3)) { () throws(CLIError) in
        do { gif = try GIF.encode(frames: frames) } catch { throw .failure("GIF encoding failed: \(error)") }
      }
      try save(gif, "\(folder)/passage.gif")
      gifs.append(
        (
          folder,
          .object([
            ("frames", .number(Double(frames.count))), ("width", .number(Double(frames[0].bitmap.width))),
            ("height", .number(Double(frames[0].bitmap.height))),
            ("passageGIFMilliseconds", .number(milliseconds)),
            ("passageGIFBytes", .number(Double(gif.count))),
          ])
        ))
    }
    try save(Array((JSONValue.object(gifs).text + "\n").utf8), "gif.json")
    writeOut("exported to \(directory)/\n")
  }
}
