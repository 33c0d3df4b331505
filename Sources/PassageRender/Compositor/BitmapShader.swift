import CPrefetch
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
  /// ``BilinearWeights/table``.
  private let weights = BilinearWeights.table
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
    (a0, b0, c0) = inverse.rowOffsets(row)
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
  func sample(fx: Int, fy: Int) -> UInt32 {
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

  /// How many pixels ahead a run of a turned layer prefetches the texel row it will read next.
  /// Measured on the perspective frame: 40 to 96 alike, 24 about 5 % slower, none 25 % slower.
  static let prefetchDistance = 64

  /// Pixels between two exact (divided) texel coordinates in a run; those between are stepped.
  /// A power of two up to 128 (see ``quadratic(_:_:_:)``). Measured on the perspective frame:
  /// 32 about 5 % faster than 16, which was about 10 % faster than chords every 8 pixels.
  static let step = 32

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    if isOpaque && weight >= 256 {
      forEachSpan(in: run) { span in
        paint(span) { column, pixel in PackedPixel.store(pixel, canvas, pixel: rowBase &+ column) }
      }
    } else {
      forEachSpan(in: run) { span in
        paint(span) { column, pixel in
          PackedPixel.blend(pixel, weight: weight, into: canvas, pixel: rowBase &+ column)
        }
      }
    }
    return true
  }

  /// Samples the pixels of `span` and hands each to `write` with its column.
  @inline(__always)
  private func paint(_ span: Span, _ write: (Int, UInt32) -> Void) {
    var (x, y, dx, dy) = (span.x, span.y, span.dx, span.dy)
    let (ddx, ddy) = (span.ddx, span.ddy)
    var column = span.columns.lowerBound
    let end = span.columns.upperBound
    guard span.isInside else {
      let (lastX, lastY) = (bitmapWidth &- 1, bitmapHeight &- 1)
      while column < end {
        write(column, sample(fx: Self.rounded(x, last: lastX), fy: Self.rounded(y, last: lastY)))
        (column, x, y, dx, dy) = (column &+ 1, x &+ dx, y &+ dy, dx &+ ddx, dy &+ ddy)
      }
      return
    }
    // The lower texel row of the pixel ``prefetchDistance`` ahead is read for the first time in
    // this row of a turned layer (the previous row read the one above), along a diagonal that
    // the hardware prefetcher does not follow. That texel lies about `ahead` bytes after this
    // pixel's lower texel (a texel or a row off changes nothing: a prefetch is only a hint).
    let ahead =
      ((Self.prefetchDistance &* dy) >> Span.fraction &* bitmapWidth
        &+ (Self.prefetchDistance &* dx) >> Span.fraction) &* 4
    let half = 1 << (Span.fraction &- 9)
    while column < end {
      let (fx, fy) = ((x &+ half) >> (Span.fraction &- 8), (y &+ half) >> (Span.fraction &- 8))
      let upper = (fy >> 8) &* bitmapWidth &+ fx >> 8
      let lower = upper &+ bitmapWidth
      if let base = pixels.baseAddress { passage_prefetch(base + (lower &* 4 &+ ahead)) }
      let pixel = PackedPixel.bilinear(
        PackedPixel.loadPair(pixels, pixel: upper), PackedPixel.loadPair(pixels, pixel: lower),
        wx: fx & 255, wy: fy & 255, weights: weights)
      write(column, pixel)
      (column, x, y, dx, dy) = (column &+ 1, x &+ dx, y &+ dy, dx &+ ddx, dy &+ ddy)
    }
  }

  /// Consecutive pixels of a row whose texel coordinates follow a quadratic (a straight chord
  /// when the second differences are 0), stepped by forward differences: pixel
  /// `columns.lowerBound` reads `(x, y)`, each next pixel adds `(dx, dy)`, which then grow by
  /// `(ddx, ddy)`; all in 1/2³² texel (``fraction`` bits), rounded half up to 1/256 texel and
  /// clamped to the bitmap (see ``rounded(_:last:)``).
  struct Span {
    /// The fractional bits of the coordinates and their differences: 32, so that the second
    /// differences of a quadratic span are whole numbers (see ``BitmapShader/quadratic(_:_:_:)``).
    static let fraction = 32

    var columns: Range<Int>
    var x: Int
    var y: Int
    var dx: Int
    var dy: Int
    var ddx = 0
    var ddy = 0
    /// Whether every pixel's texel has a right and a lower neighbour in the bitmap, so that no
    /// coordinate needs clamping and no neighbour is missing.
    var isInside: Bool
  }

  /// Calls `body` with the spans covering, in order, the pixels of `run` on the current row whose
  /// source point is in front of the viewer (those behind it are in no span).
  ///
  /// Along a row the texel coordinate is a ratio of two linear functions of the column, `f = α +
  /// K / w`. It is computed exactly every ``step`` pixels (an anchor) and at the last pixel. Two
  /// intervals at a time, the parabola through three anchors is followed wherever it stays within
  /// ``tolerance`` of the exact coordinates (``quadratic(_:_:_:)``); elsewhere each interval is
  /// followed by straight chords wherever they stay within it, halving the interval down to
  /// eight pixels, and each pixel is divided (a span of one) where even that fails, near the
  /// horizon (``chords(from:to:_:)``).
  func forEachSpan(in run: Range<Int>, _ body: (Span) -> Void) {
    guard let first = run.first else { return }
    let last = run.upperBound &- 1
    // Anchors (exact divisions) are computed a batch at a time before the spans between them,
    // so that their divisions overlap instead of each waiting for the previous span.
    withUnsafeTemporaryAllocation(of: Anchor.self, capacity: Self.anchorsPerBatch) { anchors in
      var (count, column) = (1, first)
      anchors[0] = exactCoordinates(column: first)
      while true {
        while column < last && count < Self.anchorsPerBatch {
          column = min(column &+ Self.step, last)
          anchors[count] = exactCoordinates(column: column)
          count &+= 1
        }
        var k = 0
        while k &+ 1 < count {
          let (p, m) = (anchors[k], anchors[k &+ 1])
          if k &+ 2 < count, let span = quadratic(p, m, anchors[k &+ 2]) {
            body(span)
            k &+= 2
          } else {
            chords(from: p, to: m, body)
            k &+= 1
          }
        }
        guard column < last else { break }
        (anchors[0], count) = (anchors[count &- 1], 1)
      }
      single(anchors[count &- 1], body)
    }
  }

  /// Anchors computed ahead of their spans by ``forEachSpan(in:_:)``: 33 (1 024 pixels, an even
  /// number of intervals for the parabolas).
  private static let anchorsPerBatch = 33

  /// The span from anchor `p` up to, not including, anchor `q` following the parabola through
  /// `p`, `m` and `q`, which lie ``step`` pixels apart; `nil` unless all three are in front of the
  /// viewer, `m` and `q` are a whole step further each, and the parabola stays within
  /// ``tolerance`` of the exact coordinates.
  ///
  /// With `w` the homogeneous coordinate, linear along the row, the third derivative of
  /// `f = α + K / w` bounds the parabola's error by `(√3 / 36)·|K|·Δw³ / w_min⁴` over the two
  /// intervals, and `|K| = |Δf|·w_p·w_q / |Δw|`: so `0.0482·|Δf|·Δw²·w_p·w_q / w_min⁴` is what is
  /// checked. The span counts as inside only when the three anchors are inside by at least
  /// ``tolerance`` plus the rounding of the steps, so that no stepped coordinate leaves the image.
  @inline(__always)
  func quadratic(_ p: Anchor, _ m: Anchor, _ q: Anchor) -> Span? {
    let h = Self.step
    guard m.column &- p.column == h, q.column &- m.column == h, p.isInFront, m.isInFront, q.isInFront else {
      return nil
    }
    let (lo, dw) = (min(p.w, q.w), abs(q.w - p.w))
    let bound = 0.0482 * dw * dw * p.w * q.w
    let limit = Self.tolerance * 65_536 * (lo * lo) * (lo * lo)
    guard Double(abs(q.x &- p.x)) * bound <= limit, Double(abs(q.y &- p.y)) * bound <= limit else {
      return nil
    }
    // f(k) = p + B·k + C·k², f(h) = m, f(2h) = q: C = (q − 2m + p) / 2h², B = (m − p) / h − C·h.
    // In 1/2³² texel (anchors are in 1/2¹⁶), with h a power of two up to 128, both are exact.
    let scale = 1 << (Span.fraction &- 16)
    let (curveX, curveY) = (q.x &- 2 &* m.x &+ p.x, q.y &- 2 &* m.y &+ p.y)
    let c = scale / (2 &* h &* h)
    let (cx, cy) = (curveX &* c, curveY &* c)
    let (bx, by) = ((m.x &- p.x) &* (scale / h) &- cx &* h, (m.y &- p.y) &* (scale / h) &- cy &* h)
    return Span(
      columns: p.column..<q.column, x: p.x &* scale, y: p.y &* scale, dx: bx &+ cx, dy: by &+ cy,
      ddx: 2 &* cx, ddy: 2 &* cy,
      isInside: isInside(p, margin: Self.insideMargin) && isInside(m, margin: Self.insideMargin)
        && isInside(q, margin: Self.insideMargin))
  }

  /// How far inside the bitmap, in 1/2¹⁶ texel, the anchors of a parabola must be for its span to
  /// count as inside: 3/256 texel, more than ``tolerance`` and the rounding of the steps.
  private static let insideMargin = 3 * 256

  /// The spans from anchor `p` up to, not including, anchor `q`: one straight chord if it stays
  /// within ``tolerance``, else the two halves of the interval in turn from eight pixels up, else
  /// one span per pixel (see ``forEachSpan(in:_:)``).
  ///
  /// Between two points whose homogeneous w are `wa` and `wb` the linear coordinate departs from
  /// the projected one by `t(1 − t)·Δf·Δw / w(t)`, at most `|Δf·Δw| / (4·min(wa, wb))`, which is
  /// what is checked. A stepped coordinate lies between the two exact ones, so a span whose ends
  /// are inside is inside throughout.
  private func chords(from p: Anchor, to q: Anchor, _ body: (Span) -> Void) {
    let n = q.column &- p.column
    // The bound on |Δf·Δw| / (4·min w), in 1/65 536 texel, for a chord to be used.
    let limit = 4 * Self.tolerance * 65_536
    let (w, dw) = (min(p.w, q.w), abs(q.w - p.w))
    guard p.isInFront, q.isInFront, Double(abs(q.x &- p.x)) * dw <= limit * w,
      Double(abs(q.y &- p.y)) * dw <= limit * w
    else {
      if n > 8 {
        let middle = exactCoordinates(column: p.column &+ n / 2)
        chords(from: p, to: middle, body)
        chords(from: middle, to: q, body)
        return
      }
      single(p, body)
      for column in (p.column &+ 1)..<q.column { single(exactCoordinates(column: column), body) }
      return
    }
    let scale = 1 << (Span.fraction &- 16)
    let (dx, dy) = (((q.x &- p.x) &* scale) / n, ((q.y &- p.y) &* scale) / n)
    body(
      Span(
        columns: p.column..<q.column, x: p.x &* scale, y: p.y &* scale, dx: dx, dy: dy,
        isInside: isInside(p) && isInside(q)))
  }

  /// The span of the one pixel at `anchor`, unless it is behind the viewer.
  @inline(__always)
  private func single(_ anchor: Anchor, _ body: (Span) -> Void) {
    guard anchor.isInFront else { return }
    let scale = 1 << (Span.fraction &- 16)
    body(
      Span(
        columns: anchor.column..<anchor.column &+ 1, x: anchor.x &* scale, y: anchor.y &* scale, dx: 0, dy: 0,
        isInside: isInside(anchor)))
  }

  /// Whether the coordinates of `anchor` round to a texel with a right and a lower neighbour,
  /// `margin` (1/2¹⁶ texel) or more inside that range.
  @inline(__always)
  private func isInside(_ anchor: Anchor, margin: Int = 0) -> Bool {
    anchor.x >= margin &- 128 && anchor.x < (bitmapWidth &- 1) &* 65_536 &- 128 &- margin
      && anchor.y >= margin &- 128 && anchor.y < (bitmapHeight &- 1) &* 65_536 &- 128 &- margin
  }

  /// How far, in texels, a stepped coordinate may depart from the projected one (the anchors,
  /// rounded to 1/65 536 texel, and the steps in 1/2³² texel add far less), so the rounded
  /// coordinates are at most 2/256 texel from the exact ones. A screen turned 30° about y at
  /// m34 = −1/1 000, 3 pixels per point, bends by up to 1/256 texel from a chord over 8 pixels,
  /// and by about 1/1 000 from a parabola over 64.
  static let tolerance = 1.0 / 200

  /// A pixel's texel coordinates in 1/65 536 texel (rounded to nearest), clamped to ±2²⁰
  /// texels (NaN to −2²⁰), and the homogeneous w of its source point; the coordinates are 0 when
  /// the point is behind the viewer.
  struct Anchor {
    var column: Int
    var x: Int
    var y: Int
    var w: Double
    /// Whether the source point is in front of the viewer (`w > 0`), so the pixel is drawn.
    var isInFront: Bool { w >= .leastNormalMagnitude }
  }

  /// A coordinate in 1/2³² texel rounded half up to 1/256 and clamped to `0…last` texels.
  @inline(__always)
  static func rounded(_ t: Int, last: Int) -> Int {
    min(max((t &+ 1 << (Span.fraction &- 9)) >> (Span.fraction &- 8), 0), last &* 256)
  }

  /// The exact texel coordinates of canvas column `column` on the current row.
  @inline(__always)
  func exactCoordinates(column: Int) -> Anchor {
    let m = inverse
    let x = Double(column) + 0.5
    let c = m.m13 * x + c0
    guard c >= Double.leastNormalMagnitude else { return Anchor(column: column, x: 0, y: 0, w: c) }
    let rc = 1 / c
    // The same expressions as `color(column:u:v:)` with the painter's u and v.
    let tx = (m.m11 * x + a0) * rc * kx - 0.5
    let ty = (m.m12 * x + b0) * rc * ky - 0.5
    let limit = 1_048_576.0
    func scaled(_ t: Double) -> Int { Self.nearestInteger((t > -limit ? min(t, limit) : -limit) * 65_536) }
    return Anchor(column: column, x: scaled(tx), y: scaled(ty), w: c)
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
