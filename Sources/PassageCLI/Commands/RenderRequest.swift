import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

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

  init(_ arguments: ParsedArguments) throws(CLIError) {
    let declared = RenderCommand.declared
    options = try TransitionOptions(arguments, group: declared.transition)
    output = try arguments.value(declared.out)
    let lower = output.lowercased()
    guard lower.hasSuffix(".gif") || lower.hasSuffix(".png") else {
      throw .usage("the output must end in .gif or .png, got '\(output)'")
    }
    fps = try arguments.value(declared.fps)
    scale = try arguments.value(declared.scale)
    frame = try arguments.value(declared.frame)
    roundtrip = arguments.has(declared.roundtrip)
    hold = try arguments.value(declared.hold)
    columns = try arguments.value(declared.columns)
    from = try arguments.value(declared.from)
    to = try arguments.value(declared.to)
    if frame != nil && !lower.hasSuffix(".png") {
      throw .usage("\(declared.frame.option.name) needs a .png output")
    }
    if roundtrip && !lower.hasSuffix(".gif") {
      throw .usage("\(declared.roundtrip.name) needs a .gif output")
    }
    try Self.refuseInertOptions(arguments, gif: lower.hasSuffix(".gif"), frame: frame != nil)
  }

  /// Refuses every option of `render` that cannot change this output, naming what it needs (the
  /// options shared with `inspect` are checked by ``TransitionOptions``): an option accepted
  /// and ignored would let one believe it was applied.
  ///
  /// A GIF has a frame every 1/`--fps` s of the whole run, so the samples of a contact sheet
  /// (`--samples`, `--at`) and its `--columns` cannot act on it; a PNG has no timing (`--fps`,
  /// `--hold`); a single `--frame` has no samples or columns; a round trip plays both
  /// directions, so `--dismiss` cannot change it.
  static func refuseInertOptions(_ arguments: ParsedArguments, gif: Bool, frame: Bool) throws(CLIError) {
    let declared = RenderCommand.declared
    let (frameName, dismiss) = (declared.frame.option.name, declared.transition.dismiss)
    for option in [declared.fps.option, declared.hold.option] where !gif && arguments.has(option) {
      throw .usage("\(option.name) needs a .gif output")
    }
    for option in [
      declared.transition.at.option, declared.transition.samples.option, declared.columns.option,
    ]
    where arguments.has(option) {
      if gif { throw .usage("\(option.name) needs a .png contact sheet (a .png without \(frameName))") }
      if frame { throw .usage("use either \(frameName) or \(option.name), not both") }
    }
    if arguments.has(declared.roundtrip) && arguments.has(dismiss) {
      throw .usage(
        "use either \(dismiss.name) or \(declared.roundtrip.name), not both (a round trip plays both directions)"
      )
    }
  }

  var isGIF: Bool { output.lowercased().hasSuffix(".gif") }

  /// The screens: mock ones, or the user's PNGs (read before any rendering, so a bad file fails
  /// fast), each bounded by ``RenderLimits/inputImage``. The two files are read and decoded at
  /// the same time, on two threads; an error names the first file (in argument order) that failed.
  func screens() throws(CLIError) -> ScreenImages {
    let loaded = try inputs { (file) throws(ImageFileError) in try file.decode() }
    return ScreenImages(presenting: loaded[0], presented: loaded[1])
  }

  /// The screens of the single frame `scene`: each PNG read and its chunks checked before any
  /// pixel is decoded (a bad file fails fast, naming the first in argument order), then only the
  /// rows of each screen that the frame reads decoded or drawn (``ScreenImages/decoding``).
  func screens(for scene: TransitionScene, compositor: Compositor) throws(CLIError) -> ScreenImages {
    let files = try inputs { $0 }
    do {
      return try ScreenImages.decoding(
        presenting: files[0], presented: files[1], for: scene, compositor: compositor,
        workers: Parallel.coreCount)
    } catch {
      throw .failure(error.description)
    }
  }

  /// `load` of the `--from` and `--to` files, each read (bounded by ``RenderLimits/inputImage``)
  /// and loaded on its own thread; `nil` for a side not given. The error is the first file's, in
  /// argument order, that failed.
  private func inputs<T: Sendable>(_ load: @Sendable (EncodedPNG) throws(ImageFileError) -> T)
    throws(CLIError)
    -> [T?]
  {
    let paths = [from, to]
    let loaded = Parallel.map(paths.count, workers: Parallel.coreCount) { _, index -> Result<T?, CLIError> in
      guard let path = paths[index] else { return .success(nil) }
      do {
        return .success(try load(EncodedPNG(contentsOf: path, limits: RenderLimits.inputImage)))
      } catch {
        return .failure(.failure(String(describing: error)))
      }
    }
    return [try loaded[0].get(), try loaded[1].get()]
  }

  /// The scenes to draw, in order, with their durations.
  func reel() -> Reel {
    let o = options
    guard isGIF else {
      if let frame {
        return Reel(
          recording: TransitionRecording(
            o.transition, context: o.context, gesture: o.gesture, times: [frame], vetoed: o.vetoed),
          fps: fps, minimumDelay: 0)
      }
      return Reel(recording: o.record(), fps: fps, minimumDelay: 0)
    }
    if roundtrip {
      return Reel.roundTrip(
        o.transition, context: o.context, dismissedBy: o.gesture, vetoed: o.vetoed, hold: hold, fps: fps)
    }
    var reel = Reel(o.transition, context: o.context, gesture: o.gesture, vetoed: o.vetoed, fps: fps)
    reel.hold(seconds: hold)
    return reel
  }

  func perform() throws(CLIError) {
    try RenderLimits(self).check()
    let reel = reel()
    let compositor = Compositor(scale: scale)
    if frame != nil, let scene = reel.scenes.first, !isGIF {
      let content = try screens(for: scene, compositor: compositor)
      compositor.prefetchContent(of: scene, content: content, workers: Parallel.coreCount)
      let bytes: [UInt8]
      do {
        bytes = try compositor.renderPNG(scene, content: content)
      } catch {
        throw .failure("could not encode \(output): \(error)")
      }
      try write(bytes)
      return
    }
    let content = try screens()
    if isGIF {
      var bar = ProgressBar(label: "rendering")
      do {
        try reel.writeGIF(compositor: compositor, content: content, to: output) { bar.update($0, of: $1) }
      } catch {
        throw .failure(error.description)
      }
      return
    }
    let bytes: [UInt8]
    do {
      let sheet = reel.contactSheet(
        count: reel.scenes.count, columns: columns, compositor: compositor, content: content)
      bytes = try PNG.encode(sheet)
    } catch {
      throw .failure("could not encode \(output): \(error)")
    }
    try write(bytes)
  }

  /// Writes `bytes` to the output file atomically.
  private func write(_ bytes: [UInt8]) throws(CLIError) {
    do {
      try AtomicFile.write(bytes, to: output)
    } catch {
      throw .failure(error.description)
    }
  }
}
