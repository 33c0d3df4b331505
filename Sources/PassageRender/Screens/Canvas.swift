import PassageCore

/// A bitmap to draw on in points: every shape is given in points and rasterised at `scale` pixels
/// per point with anti-aliased edges, composited "over" in premultiplied alpha.
struct Canvas {
  /// The pixels drawn so far.
  private(set) var bitmap: Bitmap
  /// Pixels per point (> 0).
  let scale: Double
  /// The drawing size in points (the bitmap's size ÷ scale).
  var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

  /// The rows drawn: all of them, unless the canvas was made for only some rows, whose
  /// neighbours hold ``UnwrittenRows/pixel``.
  let rows: Range<Int>

  /// A canvas of `pixelWidth × pixelHeight` pixels filled with `background`, on which only
  /// `rows` (all by default, clamped to the canvas) are drawn.
  init(pixelWidth: Int, pixelHeight: Int, scale: Double, background: LayerColor, rows: Range<Int>? = nil) {
    let p = background.packedPremultiplied
    let (width, height) = (max(0, pixelWidth), max(0, pixelHeight))
    let drawn = (rows ?? 0..<height).clamped(to: 0..<height)
    // The rows outside `drawn` are never drawn, only filled with the colour no frame may show.
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      for i in (drawn.lowerBound * width)..<(drawn.upperBound * width) { PackedPixel.store(p, raw, pixel: i) }
      UnwrittenRows.fill(outside: drawn, width: width, height: height, in: raw)
      initialized = width * height * 4
    }
    bitmap = Bitmap(width: width, height: height, pixels: bytes) ?? Bitmap(width: width, height: height)
    self.scale = scale
    self.rows = drawn
  }

  /// The pixel range covered by `[minPoint, maxPoint]` on an axis with `count` pixels.
  private func pixelRange(_ minPoint: Double, _ maxPoint: Double, count: Int) -> Range<Int> {
    guard minPoint.isFinite, maxPoint.isFinite, maxPoint > minPoint else { return 0..<0 }
    let lo = max(0, Int(saturating: max((minPoint * scale).rounded(.down), -1)))
    let hi = min(count, Int(saturating: min((maxPoint * scale).rounded(.up), Double(count))))
    return lo < hi ? lo..<hi : 0..<0
  }

  /// Fills `rect` (points); partially covered pixels get their exact area coverage.
  mutating func fill(_ rect: Rect, _ color: LayerColor) {
    let xs = pixelRange(rect.minX, rect.maxX, count: bitmap.width)
    let ys = pixelRange(rect.minY, rect.maxY, count: bitmap.height).clamped(to: rows)
    guard !xs.isEmpty, !ys.isEmpty else { return }
    let s = scale
    func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
      max(0, min(Double(i + 1), hi * s) - max(Double(i), lo * s))
    }
    let columns = xs.map { UInt32(overlap($0, rect.minX, rect.maxX) * 256 + 0.5) }
    let packed = color.packedPremultiplied
    let width = bitmap.width
    bitmap.pixels.withUnsafeMutableBytes { raw in
      for y in ys {
        let rowWeight = UInt32(overlap(y, rect.minY, rect.maxY) * 256 + 0.5)
        for (k, x) in xs.enumerated() {
          let w = (columns[k] * rowWeight + 128) >> 8
          PackedPixel.blend(packed, weight: w, into: raw, pixel: y * width + x)
        }
      }
    }
  }

  /// Fills the pixels of `bounds` (points) with `paint(x, y)` weighted by `coverage(x, y)` (0…1),
  /// both evaluated at pixel centres in points.
  mutating func fill(
    bounds: Rect, coverage: (Double, Double) -> Double, paint: (Double, Double) -> LayerColor
  ) {
    let xs = pixelRange(bounds.minX, bounds.maxX, count: bitmap.width)
    let ys = pixelRange(bounds.minY, bounds.maxY, count: bitmap.height).clamped(to: rows)
    guard !xs.isEmpty, !ys.isEmpty else { return }
    let width = bitmap.width
    let s = scale
    bitmap.pixels.withUnsafeMutableBytes { raw in
      for y in ys {
        let py = (Double(y) + 0.5) / s
        for x in xs {
          let px = (Double(x) + 0.5) / s
          let c = coverage(px, py)
          guard c > 0 else { continue }
          let w = UInt32(min(c, 1) * 256 + 0.5)
          PackedPixel.blend(paint(px, py).packedPremultiplied, weight: w, into: raw, pixel: y * width + x)
        }
      }
    }
  }

  /// The coverage (0…1) of a pixel by a shape whose signed distance is `distance` points, drawn at
  /// `scale` pixels per point.
  static func coverage(scale: Double, distance: Double) -> Double { (0.5 - distance * scale).clampedToUnit }

  /// Fills `rect` with corners of `radius` points (clamped to half the shorter side).
  mutating func fillRoundedRect(_ rect: Rect, radius: Double, _ color: LayerColor) {
    fillRoundedRect(rect, radius: radius) { _, _ in color }
  }

  /// Fills `rect` with corners of `radius` points with a colour that varies with the point.
  mutating func fillRoundedRect(_ rect: Rect, radius: Double, paint: (Double, Double) -> LayerColor) {
    let (w, h) = (rect.maxX - rect.minX, rect.maxY - rect.minY)
    let r = clampedCornerRadius(radius, width: w, height: h)
    let (x0, y0) = (rect.minX, rect.minY)
    let s = scale
    fill(
      bounds: rect,
      coverage: {
        Canvas.coverage(
          scale: s, distance: roundedRectDistance(x: $0 - x0, y: $1 - y0, width: w, height: h, radius: r))
      }, paint: paint)
  }

  /// Fills the disc of `radius` points about `center`.
  mutating func fillCircle(center: Point, radius: Double, _ color: LayerColor) {
    let bounds = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    let s = scale
    fill(
      bounds: bounds,
      coverage: { x, y in
        let (dx, dy) = (x - center.x, y - center.y)
        return Canvas.coverage(scale: s, distance: (dx * dx + dy * dy).squareRoot() - radius)
      }, paint: { _, _ in color })
  }

  /// Strokes the ring between `radius − lineWidth/2` and `radius + lineWidth/2` about `center`.
  mutating func strokeCircle(center: Point, radius: Double, lineWidth: Double, _ color: LayerColor) {
    let outer = radius + lineWidth / 2
    let bounds = Rect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
    let s = scale
    fill(
      bounds: bounds,
      coverage: { x, y in
        let (dx, dy) = (x - center.x, y - center.y)
        let d = abs((dx * dx + dy * dy).squareRoot() - radius) - lineWidth / 2
        return Canvas.coverage(scale: s, distance: d)
      }, paint: { _, _ in color })
  }
}
