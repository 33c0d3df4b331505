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
    sample(
      fx: Self.fixedTexel(u * kx - 0.5, last: Double(bitmapWidth - 1)),
      fy: Self.fixedTexel(v * ky - 0.5, last: Double(bitmapHeight - 1)))
  }

  /// The bilinear sample at texel coordinates `fx`, `fy` in 1/256 texel (from ``fixedTexel(_:last:)``,
  /// so in range): the texel there and, where the weight is not 0, its right and lower neighbours.
  @inline(__always)
  private func sample(fx: Int, fy: Int) -> UInt32 {
    var (column, wx) = (fx >> 8, UInt32(truncatingIfNeeded: fx & 255))
    let wy = UInt32(truncatingIfNeeded: fy & 255)
    let row = (fy >> 8) &* bitmapWidth
    // A neighbour of weight 0 is not read: there is none below the last row, and at the last
    // column the pair read is the one ending there, with all the weight on its second texel.
    let below = wy == 0 ? row : row &+ bitmapWidth
    if column == bitmapWidth &- 1 {
      guard column > 0 else {
        return PackedPixel.lerp(
          PackedPixel.load(pixels, pixel: row), PackedPixel.load(pixels, pixel: below), wy)
      }
      (column, wx) = (column &- 1, 256)
    }
    return PackedPixel.bilinear(
      PackedPixel.loadPair(pixels, pixel: row &+ column),
      PackedPixel.loadPair(pixels, pixel: below &+ column),
      wx: wx, wy: wy)
  }

  /// Pixels per chunk of ``paintRun(_:weight:into:rowBase:)``: the texel coordinates of a chunk
  /// are computed first, in a loop of floating-point arithmetic only, then the chunk is sampled.
  private static let chunk = 64

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    let m = inverse
    let replaces = isOpaque && weight >= 256
    let (lastX, lastY) = (Double(bitmapWidth - 1), Double(bitmapHeight - 1))
    let (kx, ky, a0, b0, c0) = (self.kx, self.ky, self.a0, self.b0, self.c0)
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.chunk) { fixed in
      var start = run.lowerBound
      while start < run.upperBound {
        let count = min(Self.chunk, run.upperBound &- start)
        for k in 0..<count {
          let x = Double(start &+ k) + 0.5
          let c = m.m13 * x + c0
          guard c >= Double.leastNormalMagnitude else {
            fixed[2 &* k] = -1  // behind the viewer: not drawn
            continue
          }
          let rc = 1 / c
          // The same expressions as `color(column:u:v:)` with the painter's u and v.
          fixed[2 &* k] = Int32(
            truncatingIfNeeded: Self.fixedTexel((m.m11 * x + a0) * rc * kx - 0.5, last: lastX))
          fixed[2 &* k &+ 1] = Int32(
            truncatingIfNeeded: Self.fixedTexel((m.m12 * x + b0) * rc * ky - 0.5, last: lastY))
        }
        for k in 0..<count where fixed[2 &* k] >= 0 {
          let p = sample(fx: Int(fixed[2 &* k]), fy: Int(fixed[2 &* k &+ 1]))
          if replaces {
            PackedPixel.store(p, canvas, pixel: rowBase &+ start &+ k)
          } else {
            PackedPixel.blend(p, weight: weight, into: canvas, pixel: rowBase &+ start &+ k)
          }
        }
        start &+= count
      }
    }
    return true
  }

  /// The texel coordinate `t` (texel centres at integers) clamped to `0…last` and rounded to
  /// 1/256 of a texel, half up: `⌊clamped·256 + ½⌋`. NaN and −∞ give 0, +∞ gives `last·256`;
  /// `last` is at most ``Compositor/maximumPixelSize``.
  ///
  /// The same value as `Int(clamped * 256 + 0.5)`, without the range checks of a conversion
  /// (which cost as much as the rest of the coordinate): adding 1.5·2⁵² rounds to an integer
  /// in the low bits, to nearest, and one comparison turns that into rounding down.
  @inline(__always)
  static func fixedTexel(_ t: Double, last: Double) -> Int {
    let y = (t > 0 ? min(t, last) : 0) * 256 + 0.5
    let magic = 6_755_399_441_055_744.0  // 1.5·2⁵²
    let shifted = y + magic
    let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0xFFFF_FFFF)
    return nearest &- (shifted - magic > y ? 1 : 0)
  }

  /// The two texel indices and the 8-bit weight of the second for the texel coordinate `t`
  /// (texel centres at integers), clamped to `0..<count`, rounded as ``fixedTexel(_:last:)``.
  @inline(__always)
  static func tap(_ t: Double, count: Int) -> (Int, Int, UInt32) {
    let fixed = fixedTexel(t, last: Double(count - 1))
    let i0 = fixed >> 8
    return (i0, min(i0 &+ 1, count &- 1), UInt32(fixed & 255))
  }
}
