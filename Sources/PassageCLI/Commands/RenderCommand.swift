import Passage
import PassageRecording
import PassageRender

/// `passage render TRANSITION [options] -o OUT`: a GIF of the whole run, or a PNG frame or sheet.
enum RenderCommand: Command {
  static let usage = """
    usage: passage render TRANSITION [options] -o OUT.gif|OUT.png
      \(TransitionOptions.usage)
      --fps N                   frames per second of a GIF, 1…60 (default 30)
      --scale S                 pixels per point, 0.25…4 (default 1)
      --frame SECONDS           with a .png: render the one frame at this time
      --roundtrip               a GIF of present, hold, dismiss (the dismissal may be a --gesture)
      --hold SECONDS            pause on the last frame (and between a round trip's halves), 0…10 (default 0.5)
      --from PNG                the presenting screen (the one the user starts on) instead of the mock timeline
      --to PNG                  the presented screen (the browser) instead of the mock web page
      --columns N               columns of a contact sheet (default 4)
      -o, --out OUT             the output file: .gif (animation) or .png (frame or contact sheet)
    A .png without --frame is a contact sheet of --samples (default 8) or --at frames.
    """

  static func run(_ args: inout Arguments) throws(CLIError) {
    let request = try RenderRequest(&args, usage: usage)
    try request.perform()
  }
}

/// A parsed `render` invocation.
struct RenderRequest {
  var options: TransitionOptions
  var output: String
  var fps: Int
  var scale: Double
  var frame: Double?
  var roundtrip: Bool
  var hold: Double
  var columns: Int
  var from: String?
  var to: String?

  init(_ args: inout Arguments, usage: String) throws(CLIError) {
    let outputs = try args.values("-o") + args.values("--out")
    let fpsText = try args.value("--fps")
    let scaleText = try args.value("--scale")
    let frameText = try args.value("--frame")
    roundtrip = args.flag("--roundtrip")
    let holdText = try args.value("--hold")
    let columnsText = try args.value("--columns")
    from = try args.value("--from")
    to = try args.value("--to")
    let name = try TransitionOptions.transitionName(&args, usage: usage)
    options = try TransitionOptions(&args, name: name, defaultSamples: 8)
    _ = try args.positionals(0, usage: usage)

    guard let output = outputs.first else { throw .usage("missing -o OUT (a .gif or .png file)\n\(usage)") }
    guard outputs.count == 1 else { throw .usage("-o given more than once") }
    self.output = output
    let lower = output.lowercased()
    guard lower.hasSuffix(".gif") || lower.hasSuffix(".png") else {
      throw .usage("the output must end in .gif or .png, got '\(output)'")
    }
    fps =
      try fpsText.map { (t: String) throws(CLIError) in try parseCount(t, option: "--fps", max: 60) } ?? 30
    scale =
      try scaleText.map { (t: String) throws(CLIError) in try parseNumber(t, option: "--scale", in: 0.25...4)
      } ?? 1
    frame = try frameText.map { (t: String) throws(CLIError) in
      try parseNumber(t, option: "--frame", in: 0...3600)
    }
    hold =
      try holdText.map { (t: String) throws(CLIError) in try parseNumber(t, option: "--hold", in: 0...10) }
      ?? 0.5
    columns =
      try columnsText.map { (t: String) throws(CLIError) in try parseCount(t, option: "--columns", max: 64) }
      ?? 4
    if frame != nil && !lower.hasSuffix(".png") { throw .usage("--frame needs a .png output") }
    if roundtrip && !lower.hasSuffix(".gif") { throw .usage("--roundtrip needs a .gif output") }
    if frame != nil && options.times != nil { throw .usage("use either --frame or --at, not both") }
  }

  var isGIF: Bool { output.lowercased().hasSuffix(".gif") }

  /// The screens: mock ones, or the user's PNGs (read before any rendering, so a bad file fails fast).
  func screens() throws(CLIError) -> ScreenImages {
    func load(_ path: String?) throws(CLIError) -> Bitmap? {
      guard let path else { return nil }
      do {
        return try PNG.read(contentsOf: path)
      } catch {
        throw .failure(error.description)
      }
    }
    return ScreenImages(presenting: try load(from), presented: try load(to))
  }

  /// The scenes to draw, in order, with their durations.
  func reel() -> Reel {
    let o = options
    guard isGIF else {
      if let frame {
        return Reel(
          recording: TransitionRecording(
            o.transition, context: o.context, gesture: o.gesture, times: [frame]),
          fps: fps)
      }
      return Reel(recording: o.record(), fps: fps)
    }
    if roundtrip {
      var reel = Reel(o.transition, context: o.context.with(direction: .present), fps: fps)
      reel.hold(seconds: hold)
      reel.append(
        Reel(o.transition, context: o.context.with(direction: .dismiss), gesture: o.gesture, fps: fps))
      reel.hold(seconds: hold)
      return reel
    }
    var reel = Reel(o.transition, context: o.context, gesture: o.gesture, fps: fps)
    reel.hold(seconds: hold)
    return reel
  }

  /// The most pixels one frame may have (25 megapixels, e.g. 1170 × 2532 × 8).
  static let maximumFramePixels = 25_000_000
  /// The most frames a GIF may have.
  static let maximumGIFFrames = 2_000
  /// The most frames a contact sheet may have.
  static let maximumSheetFrames = 200

  /// Refuses work that would exhaust memory, before any rendering.
  func checkLimits(_ reel: Reel) throws(CLIError) {
    let size = options.context.containerSize
    let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
    if pixels > Double(RenderRequest.maximumFramePixels) {
      throw .usage(
        "a frame would be \(JSONValue.format((size.width * scale).rounded()))×\(JSONValue.format((size.height * scale).rounded())) pixels; the limit is 25 megapixels (lower --scale or --size)"
      )
    }
    if isGIF, reel.scenes.count > RenderRequest.maximumGIFFrames {
      throw .usage(
        "the GIF would have \(reel.scenes.count) frames; the limit is \(RenderRequest.maximumGIFFrames) (lower --fps or shorten the run)"
      )
    }
    if !isGIF, frame == nil, reel.scenes.count > RenderRequest.maximumSheetFrames {
      throw .usage(
        "a contact sheet of \(reel.scenes.count) frames is too many; the limit is \(RenderRequest.maximumSheetFrames) (lower --samples)"
      )
    }
  }

  func perform() throws(CLIError) {
    let reel = reel()
    try checkLimits(reel)
    let content = try screens()
    let compositor = Compositor(scale: scale)
    let bytes: [UInt8]
    do {
      if isGIF {
        var bar = ProgressBar(label: "rendering")
        let frames = reel.renderFrames(compositor: compositor, content: content) { bar.update($0, of: $1) }
        bytes = try GIF.encode(frames: frames)
      } else if frame != nil, let scene = reel.scenes.first {
        bytes = try PNG.encode(compositor.render(scene, content: content))
      } else {
        let sheet = reel.contactSheet(
          count: reel.scenes.count, columns: columns, compositor: compositor, content: content)
        bytes = try PNG.encode(sheet.bitmap)
      }
    } catch {
      throw .failure("could not encode \(output): \(error)")
    }
    do {
      try AtomicFile.write(bytes, to: output)
    } catch {
      throw .failure(error.description)
    }
  }
}
