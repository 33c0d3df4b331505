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
  /// are computed first, then the chunk is sampled.
  private static let chunk = 64
  /// Pixels between two exact (divided) texel coordinates in a run; those between are stepped.
  static let step = 8

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    let replaces = isOpaque && weight >= 256
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * Self.chunk) { fixed in
      var start = run.lowerBound
      while start < run.upperBound {
        let count = min(Self.chunk, run.upperBound &- start)
        stepCoordinates(from: start, count: count, into: fixed)
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

  /// The texel coordinates of `count` pixels of the current row from column `start` on, in
  /// 1/256 texel as ``fixedTexel(_:last:)`` rounds them, x and y interleaved in `fixed`; −1 for
  /// a pixel behind the viewer.
  ///
  /// The projection is divided exactly every ``step`` pixels and at the last one; in between the
  /// coordinates advance linearly, in 1/65 536 texel, wherever that stays within ``tolerance``
  /// of the exact coordinates, and each pixel is divided elsewhere (near the horizon). Between
  /// two points whose homogeneous w are `wa` and `wb` the linear coordinate departs from the
  /// projected one by `t(1 − t)·Δf·Δw / w(t)`, at most `|Δf·Δw| / (4·min(wa, wb))`, which is
  /// what is checked.
  func stepCoordinates(from start: Int, count: Int, into fixed: UnsafeMutableBufferPointer<Int32>) {
    let (lastX, lastY) = (bitmapWidth &- 1, bitmapHeight &- 1)
    // The bound on |Δf·Δw| / (4·min w), in 1/65 536 texel, for a chord to be used.
    let limit = 4 * Self.tolerance * 65_536
    var a = 0
    var anchor = exactCoordinates(column: start)
    while a < count &- 1 {
      let b = min(a &+ Self.step, count &- 1)
      let next = exactCoordinates(column: start &+ b)
      let n = b &- a
      if let p = anchor, let q = next,
        Double(abs(q.x &- p.x)) * abs(q.w - p.w) <= limit * min(p.w, q.w),
        Double(abs(q.y &- p.y)) * abs(q.w - p.w) <= limit * min(p.w, q.w)
      {
        let (dx, dy) = ((q.x &- p.x) / n, (q.y &- p.y) / n)
        var (x, y) = (p.x, p.y)
        for k in a..<b {
          fixed[2 &* k] = Int32(truncatingIfNeeded: Self.rounded(x, last: lastX))
          fixed[2 &* k &+ 1] = Int32(truncatingIfNeeded: Self.rounded(y, last: lastY))
          x &+= dx
          y &+= dy
        }
      } else {
        for k in a..<b { store(exactCoordinates(column: start &+ k), at: k, in: fixed) }
      }
      (a, anchor) = (b, next)
    }
    store(anchor, at: a, in: fixed)
  }

  /// How far, in texels, a stepped coordinate may depart from the projected one (the steps
  /// themselves, rounded to 1/65 536 texel, add at most ``step``/65 536 more), so the rounded
  /// coordinates are at most 2/256 texel from the exact ones. A screen turned 30° about y at
  /// m34 = −1/1 000, 3 pixels per point, bends by up to 1/256 texel over 8 pixels.
  static let tolerance = 1.0 / 200

  /// A pixel's texel coordinates in 1/65 536 texel (rounded to nearest), clamped to ±2²⁰
  /// texels (NaN to −2²⁰), and the homogeneous w of its source point.
  struct Anchor {
    var x: Int
    var y: Int
    var w: Double
  }

  /// Writes the coordinates of an exact division, in 1/256 texel, or −1 behind the viewer.
  @inline(__always)
  private func store(_ anchor: Anchor?, at k: Int, in fixed: UnsafeMutableBufferPointer<Int32>) {
    guard let anchor else {
      fixed[2 &* k] = -1
      return
    }
    fixed[2 &* k] = Int32(truncatingIfNeeded: Self.rounded(anchor.x, last: bitmapWidth &- 1))
    fixed[2 &* k &+ 1] = Int32(truncatingIfNeeded: Self.rounded(anchor.y, last: bitmapHeight &- 1))
  }

  /// A coordinate in 1/65 536 texel rounded half up to 1/256 and clamped to `0…last` texels.
  @inline(__always)
  private static func rounded(_ t: Int, last: Int) -> Int {
    min(max((t &+ 128) >> 8, 0), last &* 256)
  }

  /// The exact texel coordinates of canvas column `column` on the current row; `nil` behind the
  /// viewer.
  @inline(__always)
  func exactCoordinates(column: Int) -> Anchor? {
    let m = inverse
    let x = Double(column) + 0.5
    let c = m.m13 * x + c0
    guard c >= Double.leastNormalMagnitude else { return nil }
    let rc = 1 / c
    // The same expressions as `color(column:u:v:)` with the painter's u and v.
    let tx = (m.m11 * x + a0) * rc * kx - 0.5
    let ty = (m.m12 * x + b0) * rc * ky - 0.5
    let limit = 1_048_576.0
    func scaled(_ t: Double) -> Int { Self.nearestInteger((t > -limit ? min(t, limit) : -limit) * 65_536) }
    return Anchor(x: scaled(tx), y: scaled(ty), w: c)
  }

  /// The texel coordinate `t` (texel centres at integers) clamped to `0…last` and rounded to
  /// 1/256 of a texel, half up: `⌊clamped·256 + ½⌋`. NaN and −∞ give 0, +∞ gives `last·256`;
  /// `last` is at most ``Compositor/maximumPixelSize``.
  ///
  /// The same value as `Int(clamped * 256 + 0.5)`, without the range checks of a conversion
  /// (which cost as much as the rest of the coordinate): ``nearestInteger(_:)``, and one
  /// comparison turns rounding to nearest into rounding down.
  @inline(__always)
  static func fixedTexel(_ t: Double, last: Double) -> Int {
    let y = (t > 0 ? min(t, last) : 0) * 256 + 0.5
    let nearest = nearestInteger(y)
    return nearest &- (Double(nearest) > y ? 1 : 0)
  }

  /// `v` rounded to the nearest integer (ties to even), for |v| < 2⁵¹: adding 1.5·2⁵² leaves
  /// the integer in the low bits of the sum, with none of the range checks of `Int(_:)`.
  @inline(__always)
  static func nearestInteger(_ v: Double) -> Int {
    Int(bitPattern: UInt((v + 6_755_399_441_055_744.0).bitPattern)) &- 0x4338_0000_0000_0000
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
