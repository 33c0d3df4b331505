import PassageCore

/// A software compositor that draws a `TransitionScene` (PassageCore) the way Core Animation places its layers.
///
/// Each layer's content fills its bounds (`size` points, `size × scale` pixels), is mapped through
/// its `transform` about its `anchorPoint`, moved to its `position` and divided by the homogeneous
/// w (`Transform3D.mapLayerPoint(_:size:anchorPoint:position:)`). For a layer on the plane
/// `z = 0` this is a homography; the compositor inverts it and, for each canvas pixel, finds the
/// source point and samples the content bilinearly, which is perspective-correct. (Along a row of
/// a turned layer the exact projection is computed every 32nd pixel and followed in between
/// along the parabola through three of those points, within 1/200 texel of it.)
///
/// - Pixels whose source point is at or behind the viewer (`w ≤ 0`) are not drawn.
/// - Edges and rounded corners (`cornerRadius`, points) are anti-aliased analytically: signed
///   distances are measured in canvas pixels through the projection.
/// - `opacity` scales the layer and its shadow; compositing is premultiplied "source over".
/// - A shadow is the layer's silhouette including its rounded corners, blurred by a Gaussian of
///   σ = `shadow.radius` / 2 (the usual reading of Core Animation's radius), offset by
///   `shadow.offset` in the layer's own coordinates (so Core Animation's default (0, −3) points
///   up), drawn just below its layer.
/// - Layers are drawn in the scene's order, bottom to top, over an opaque background.
///
/// Rendering is deterministic: bands of rows are painted on every core, each pixel the same
/// whatever the number of threads, and the same scene gives the same bytes. Pixels that an
/// opaque layer above covers completely are skipped, the background included.
///
/// ```swift
/// let scene = Recede().timeline(in: TransitionContext(direction: .present)).scene(atTime: 0.3)
/// let frame = Compositor(scale: 2).render(scene, content: ScreenImages.mock())
/// ```
public struct Compositor: Sendable {
  /// The largest width or height of a canvas or a layer's content, in pixels.
  public static let maximumPixelSize = 16_384

  /// Pixels per point, > 0 (1, 2 and 3 are the screens' scales).
  public let scale: Double
  /// The colour behind all layers (like the window behind an app); opaque black by default.
  public let background: RGBA8

  /// Creates a compositor drawing `scale` pixels per point over `background`.
  ///
  /// A scale that is not finite or not positive is replaced by 1.
  public init(scale: Double = 2, background: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 255)) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.background = background
  }

  /// The canvas size in pixels for a container of `size` points: each side × scale, rounded,
  /// clamped to 0…``maximumPixelSize`` (a non-finite side gives 0).
  public func pixelSize(of size: Size) -> (width: Int, height: Int) {
    (pixels(size.width), pixels(size.height))
  }

  private func pixels(_ points: Double) -> Int {
    let p = points * scale
    guard p.isFinite, p > 0 else { return 0 }
    return Int(saturating: min(p.rounded(), Double(Compositor.maximumPixelSize)))
  }

  /// Draws `scene` and returns a bitmap of ``pixelSize(of:)`` of the container.
  ///
  /// Screen layers get their pixels from `content`; a layer for which it returns `nil` or an image
  /// wider or taller than ``maximumPixelSize``, or whose geometry is invalid (empty size, non-finite values, seen edge-on), is skipped. Layers with
  /// opacity 0 (or NaN) draw nothing, not even a shadow.
  public func render(_ scene: TransitionScene, content: some LayerContentProvider) -> Bitmap {
    render(scene, content: content, workers: Parallel.coreCount)
  }

  /// ``render(_:content:)`` on up to `workers` threads (1 where frames are already drawn in
  /// parallel, as in a GIF); the bytes do not depend on it.
  package func render(_ scene: TransitionScene, content: some LayerContentProvider, workers: Int) -> Bitmap {
    var canvas = Bitmap(width: 0, height: 0)
    render(scene, content: content, into: &canvas, workers: workers)
    return canvas
  }

  /// Draws `scene` into `canvas`, reusing its storage when it already has the frame's size (as
  /// the frames of one animation do), so no memory is allocated or cleared per frame: the bytes
  /// are those ``render(_:content:)`` returns.
  ///
  /// A canvas of another size (an empty `Bitmap(width: 0, height: 0)` to start with) is replaced
  /// by one of ``pixelSize(of:)`` of the container. Every pixel is written, whatever `canvas`
  /// held.
  ///
  /// ```swift
  /// var canvas = Bitmap(width: 0, height: 0)
  /// for scene in scenes {
  ///   compositor.render(scene, content: screens, into: &canvas)
  ///   try consume(canvas)
  /// }
  /// ```
  public func render(_ scene: TransitionScene, content: some LayerContentProvider, into canvas: inout Bitmap)
  {
    render(scene, content: content, into: &canvas, workers: Parallel.coreCount)
  }

  /// ``render(_:content:into:)`` with bands of rows painted on up to `workers` threads (the
  /// bytes do not depend on it).
  ///
  /// The background is filled only where no opaque layer covers the canvas completely; those
  /// pixels are all painted by the layer, so the result never depends on what `canvas` held.
  package func render(
    _ scene: TransitionScene, content: some LayerContentProvider, into canvas: inout Bitmap, workers: Int
  ) {
    let (width, height) = pixelSize(of: scene.containerSize)
    if canvas.width != width || canvas.height != height || canvas.pixels.count != width * height * 4 {
      // Every pixel is written below: by the background fill or by the opaque layer hiding it.
      let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { $1 = width * height * 4 }
      canvas = Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
    }
    let frame = prepare(scene, content: content)
    // Bands of at least 32 rows, many per worker, taken in turn by whichever thread is free, so
    // that uneven rows and uneven threads even out.
    let bands = max(1, min(workers > 1 ? 16 * workers : 1, height / 32))
    canvas.pixels.withUnsafeMutableBytes { pixels in
      let shared = SharedRows(pixels)
      Parallel.forEach(bands, workers: workers) { band in
        frame.paint(rows: (band * height / bands)..<((band + 1) * height / bands), into: shared.bytes)
      }
    }
  }

  /// `scene` placed on its canvas with its content fetched, ready to paint any band of rows.
  func prepare(_ scene: TransitionScene, content: some LayerContentProvider) -> PreparedFrame {
    let (width, height) = pixelSize(of: scene.containerSize)
    return PreparedFrame(
      width: width, height: height,
      layers: scene.layers.map { prepare($0, content: content, canvasWidth: width) },
      background: PackedPixel.pack(
        r: background.r, g: background.g, b: background.b, a: background.a))
  }
}

/// A scene placed on a canvas of `width × height` pixels, its layers prepared: any band of its
/// rows can be painted on its own, on any thread, and a pixel's bytes never depend on the band.
struct PreparedFrame: Sendable {
  let width: Int
  let height: Int
  /// The scene's layers bottom to top; `nil` for one that draws nothing.
  let layers: [PreparedLayer?]
  /// The packed colour behind the layers.
  let background: UInt32

  /// Whether every pixel of the frame is opaque: the background is, and "over" an opaque pixel
  /// is opaque.
  var isOpaque: Bool { background >> 24 == 255 }

  /// Paints `rows` into `pixels`, which holds the whole canvas or a ring of its rows (row `y` at
  /// row `y % n` of the `n` rows it holds). Every pixel of `rows` is written, whatever `pixels`
  /// held.
  func paint(rows: Range<Int>, into pixels: UnsafeMutableRawBufferPointer) {
    var painter = LayerPainter(
      canvas: pixels, width: width, height: height, rows: rows, canvasRows: pixels.count / max(1, width * 4))
    painter.fillBackground(background, occluders: layers.flatMap { $0?.occluders ?? [] })
    for (index, layer) in layers.enumerated() {
      guard let layer else { continue }
      let above = layers[(index + 1)...].flatMap { $0?.occluders ?? [] }
      Compositor.paintShadow(of: layer, occluders: above, painter: &painter)
      Compositor.paintContent(of: layer, occluders: above, painter: &painter)
    }
  }
}
