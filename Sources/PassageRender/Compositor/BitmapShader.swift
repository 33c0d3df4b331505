import PassageCore

/// Bilinear sampling of a bitmap stretched over the layer's bounds, for any projective map:
/// the layer point `(u, v)` reads texel `(u·bw/width − ½, v·bh/height − ½)`, edge texels repeated.
struct BitmapShader: PixelShader {
  let pixels: UnsafeRawBufferPointer
  let bitmapWidth: Int
  let bitmapHeight: Int
  /// Whether every texel has alpha 255.
  let isOpaque: Bool
  /// Texels per point, horizontally and vertically.
  let kx: Double
  let ky: Double
  /// Canvas pixels → layer points.
  let inverse: Homography
  /// `[x y 1] · inverse` at x = 0 on the current row.
  private var a0 = 0.0
  private var b0 = 0.0
  private var c0 = 0.0

  init(
    pixels: UnsafeRawBufferPointer, bitmapWidth: Int, bitmapHeight: Int, isOpaque: Bool, layerWidth: Double,
    layerHeight: Double, inverse: Homography
  ) {
    self.pixels = pixels
    self.bitmapWidth = bitmapWidth
    self.bitmapHeight = bitmapHeight
    self.isOpaque = isOpaque
    self.inverse = inverse
    kx = Double(bitmapWidth) / layerWidth
    ky = Double(bitmapHeight) / layerHeight
  }

  static var needsLayerPoint: Bool { true }

  mutating func beginRow(_ row: Int) {
    let y = Double(row) + 0.5
    (a0, b0, c0) = (
      inverse.m21 * y + inverse.m31, inverse.m22 * y + inverse.m32, inverse.m23 * y + inverse.m33
    )
  }

  @inline(__always)
  func color(column: Int, u: Double, v: Double) -> UInt32 {
    let (x0, x1, wx) = BitmapShader.tap(u * kx - 0.5, count: bitmapWidth)
    let (y0, y1, wy) = BitmapShader.tap(v * ky - 0.5, count: bitmapHeight)
    let r0 = y0 &* bitmapWidth
    let r1 = y1 &* bitmapWidth
    let top = PackedPixel.lerp(
      PackedPixel.load(pixels, pixel: r0 &+ x0), PackedPixel.load(pixels, pixel: r0 &+ x1), wx)
    let bottom = PackedPixel.lerp(
      PackedPixel.load(pixels, pixel: r1 &+ x0), PackedPixel.load(pixels, pixel: r1 &+ x1), wx)
    return PackedPixel.lerp(top, bottom, wy)
  }

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    let m = inverse
    let replaces = isOpaque && weight >= 256
    for column in run {
      let x = Double(column) + 0.5
      let c = m.m13 * x + c0
      guard c >= Double.leastNormalMagnitude else { continue }
      let rc = 1 / c
      let p = color(column: column, u: (m.m11 * x + a0) * rc, v: (m.m12 * x + b0) * rc)
      if replaces {
        PackedPixel.store(p, canvas, pixel: rowBase &+ column)
      } else {
        PackedPixel.blend(p, weight: weight, into: canvas, pixel: rowBase &+ column)
      }
    }
    return true
  }

  /// The two texel indices and the 8-bit weight of the second for the texel coordinate `t`
  /// (texel centres at integers), clamped to `0..<count`.
  @inline(__always)
  static func tap(_ t: Double, count: Int) -> (Int, Int, UInt32) {
    // NaN and −∞ go to the first texel, +∞ to the last.
    let clamped = t > 0 ? min(t, Double(count - 1)) : 0
    // Round to 1/256 of a texel; an integer coordinate gives weight 0 exactly.
    let fixed = Int(saturating: clamped * 256 + 0.5)
    let i0 = fixed >> 8
    let i1 = min(i0 &+ 1, count &- 1)
    return (i0, i1, UInt32(fixed & 255))
  }
}
