import Passage
import PassageCommands
import PassageFilm
import PassageRecording
import PassageRender

/// What one `passage render` may cost, computed from the request alone — before any scene, frame
/// or input image exists — so that a request too large is refused at once, in constant time.
///
/// ## Memory budget
/// A render that passes these checks holds at most, besides the program itself (about 20 MB):
/// - each input PNG (`--from`, `--to`), at most ``inputImage`` pixels: its file
///   (≤ `maxFileBytes`, 96 MiB), its inflated data (≤ 5 bytes per pixel, 80 MiB) and its RGBA
///   bitmap (4 bytes per pixel, 64 MiB): ≤ 240 MiB while one decodes, 64 MiB each after;
/// - the frames being drawn: ≤ ``maximumFramePixels`` × 4 bytes = 100 MB each, and their layers'
///   content at the same scale (two screens: ≤ 200 MB);
/// - a GIF: nothing that grows with the number of frames. Frames stream through the encoder
///   (`GIFStream`) in batches of at most 64 MiB of working pixels (or one frame, 9 bytes per
///   pixel: ≤ 225 MB), plus the previous frame's colours and the indices on screen (5 bytes per
///   pixel, ≤ 125 MB), an 8 MiB histogram and at most 32 MiB of changed pixels kept between
///   its two passes; the file goes to disk as it is written;
/// - a contact sheet: the sheet (≤ ``maximumSheetPixels`` × 4 bytes = 400 MB) and the frames
///   being placed on it.
///
/// So the peak stays under about 1.5 GB whatever the arguments; the fuzz command
/// (`Scripts/fuzz-cli`) measures it, and `Benchmarks/memory.py` shows that a GIF's peak does not
/// grow with its frames.
struct RenderLimits {
  /// The widest and tallest frame, in pixels: the compositor's limit
  /// (``Compositor/maximumPixelSize``, 16384), beyond which it would crop the frame.
  static let maximumFrameSide = Compositor.maximumPixelSize
  /// The most pixels one frame may have: 25 megapixels (e.g. 1170 × 2532 × 8), 100 MB of RGBA.
  /// Bounds the memory of a frame (and of a GIF, which holds a few frames at a time).
  static let maximumFramePixels = 25_000_000
  /// The most frames a GIF may have. Bounds the rendering time and the file's size; memory does
  /// not depend on it.
  static let maximumGIFFrames = 2_000
  /// The most pixels all of a GIF's frames may have together: 2³⁰ (1.07 gigapixels). Bounds the
  /// rendering time (each frame is drawn twice: once for the palette, once to encode; about
  /// 20 s per gigapixel on two cores) and the file's size; memory does not depend on it.
  static let maximumGIFPixels = 1 << 30
  /// The most frames a contact sheet may have. Bounds the rendering time.
  static let maximumSheetFrames = 200
  /// The most pixels a contact sheet may have: 100 megapixels. Bounds the memory of the sheet
  /// (400 MB of RGBA) and the PNG's size.
  static let maximumSheetPixels = 100_000_000
  /// The largest input screenshot: 8192 pixels a side, 2²⁴ (16.8 million) pixels in all, checked
  /// from its header before anything is inflated. Bounds the memory of decoding it.
  static let inputImage = PNGLimits(maxDimension: 8192, maxPixelCount: 1 << 24)

  /// Frame width and height in pixels, unclamped.
  let frameWidth: Double
  let frameHeight: Double
  /// The number of frames the output will have.
  let frames: Int
  let request: RenderRequest

  /// Computes the output's size from `request` (only the run's end times are played, no scene is
  /// built).
  init(_ request: RenderRequest) {
    self.request = request
    (frameWidth, frameHeight) = RenderLimits.frameSize(
      of: request.options.context.containerSize, scale: request.scale)
    let o = request.options
    func gifFrames(_ context: TransitionContext, _ gesture: GestureScript?) -> Int {
      let end = TransitionRecording(
        o.transition, context: context, gesture: gesture, times: [], vetoed: o.vetoed
      ).endTime
      return Reel.frameCount(duration: end, fps: request.fps)
    }
    if !request.isGIF {
      frames = request.frame != nil ? 1 : (o.times?.count ?? o.sampleCount)
    } else if request.roundtrip {
      let present = gifFrames(o.context.with(direction: .present), nil)
      let dismiss = gifFrames(o.context.with(direction: .dismiss), o.gesture)
      let (sum, overflow) = present.addingReportingOverflow(dismiss)
      frames = overflow ? .max : sum
    } else {
      frames = gifFrames(o.context, o.gesture)
    }
  }

  /// A frame's width and height in pixels for a container of `size` points at `scale`: each side
  /// × scale, rounded as the compositor rounds it, and not clamped (so that a frame too large is
  /// refused rather than cropped).
  static func frameSize(of size: Size, scale: Double) -> (width: Double, height: Double) {
    ((size.width * scale).rounded(), (size.height * scale).rounded())
  }

  /// The options the messages name.
  private static let names = RenderCommand.declared

  /// Refuses a frame of `width` × `height` pixels that is empty, wider or taller than
  /// ``maximumFrameSide`` or larger than ``maximumFramePixels``; the one-line message says which
  /// of width, height and area is over.
  static func checkFrame(width: Double, height: Double) throws(CLIError) {
    let dimensions = "\(NumberText.shortest(width))×\(NumberText.shortest(height))"
    let (scale, size) = (names.scale.option.name, names.transition.size.option.name)
    guard width >= 1, height >= 1 else {
      throw .usage("a frame would be \(dimensions) pixels; raise \(scale) or \(size)")
    }
    var over: [String] = []
    let side = Double(maximumFrameSide)
    let sides = [("width", width), ("height", height)].filter { $0.1 > side }.map(\.0)
    if !sides.isEmpty {
      over.append(
        "its \(sides.joined(separator: " and ")) \(sides.count == 1 ? "is" : "are") over the limit of \(maximumFrameSide) pixels a side, the most the compositor draws"
      )
    }
    if width * height > Double(maximumFramePixels) {
      over.append(
        "its area is over the limit of \(megapixels(maximumFramePixels)), which bounds memory")
    }
    guard over.isEmpty else {
      throw .usage(
        "a frame would be \(dimensions) pixels; \(over.joined(separator: ", and ")) (lower \(scale) or \(size))"
      )
    }
  }

  /// Refuses a request over any limit, with a one-line message that says which and how to fix it.
  func check() throws(CLIError) {
    try RenderLimits.checkFrame(width: frameWidth, height: frameHeight)
    let dimensions = "\(NumberText.shortest(frameWidth))×\(NumberText.shortest(frameHeight))"
    let pixels = frameWidth * frameHeight
    let (scale, fps, samples) = (
      Self.names.scale.option.name, Self.names.fps.option.name, Self.names.transition.samples.option.name
    )
    if request.isGIF {
      guard frames <= RenderLimits.maximumGIFFrames else {
        throw .usage(
          "the GIF would have \(frames) frames; the limit is \(RenderLimits.maximumGIFFrames), which bounds time and file size (lower \(fps) or shorten the run)"
        )
      }
      guard Double(frames) * pixels <= Double(RenderLimits.maximumGIFPixels) else {
        throw .usage(
          "the GIF would have \(frames) frames of \(dimensions) pixels; the limit is \(RenderLimits.megapixels(RenderLimits.maximumGIFPixels)) in all, which bounds time and file size (lower \(scale) or \(fps))"
        )
      }
    } else if request.frame == nil {
      guard frames <= RenderLimits.maximumSheetFrames else {
        throw .usage(
          "a contact sheet of \(frames) frames is too many; the limit is \(RenderLimits.maximumSheetFrames), which bounds time (lower \(samples))"
        )
      }
      let geometry = ContactSheetGeometry(
        columns: request.columns, count: frames, frameWidth: Int(saturating: frameWidth),
        frameHeight: Int(saturating: frameHeight),
        spacing: Reel.contactSheetSpacing(scale: request.scale))
      guard Double(geometry.width) * Double(geometry.height) <= Double(RenderLimits.maximumSheetPixels) else {
        throw .usage(
          "a contact sheet of \(frames) frames of \(dimensions) pixels is too large; the limit is \(RenderLimits.megapixels(RenderLimits.maximumSheetPixels)), which bounds memory (lower \(scale) or \(samples))"
        )
      }
    }
  }

  /// `25 megapixels`, `268.4 megapixels`.
  private static func megapixels(_ pixels: Int) -> String {
    "\(NumberText.fixed(Double(pixels) / 1e6, decimals: pixels % 1_000_000 == 0 ? 0 : 1)) megapixels"
  }
}
