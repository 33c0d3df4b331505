import PassageCore

/// The colour of a layer at one canvas pixel, premultiplied, before edge coverage and opacity.
protocol PixelShader {
  /// Whether ``color(column:u:v:)`` reads the layer point; when `false` the painter may pass zeros.
  static var needsLayerPoint: Bool { get }
  /// Called before the pixels of canvas row `row` are shaded.
  mutating func beginRow(_ row: Int)
  /// The packed premultiplied colour at canvas column `column`, layer point `(u, v)` in points.
  func color(column: Int, u: Double, v: Double) -> UInt32
  /// Composites the columns `run` of the current row, all fully covered, each weighted by `weight`
  /// (0…256), into `canvas` whose row starts at pixel `rowBase`; returns `false` to let the painter
  /// shade them pixel by pixel instead.
  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
}

extension PixelShader {
  /// No fast path: the painter shades pixel by pixel.
  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    false
  }
}

extension LayerColor {
  /// The colour as a packed premultiplied pixel, each channel rounded to 8 bits.
  var packedPremultiplied: UInt32 {
    func byte(_ v: Double) -> UInt8 { UInt8(min(max(v * 255 + 0.5, 0), 255)) }
    return PackedPixel.pack(
      r: byte(red * alpha), g: byte(green * alpha), b: byte(blue * alpha), a: byte(alpha))
  }
}

/// A flat colour.
struct SolidShader: PixelShader {
  let packed: UInt32
  static var needsLayerPoint: Bool { false }
  mutating func beginRow(_ row: Int) {}
  @inline(__always) func color(column: Int, u: Double, v: Double) -> UInt32 { packed }

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    let src = weight >= 256 ? packed : PackedPixel.scale(packed, weight)
    if src >= 0xFF00_0000 {
      for column in run { PackedPixel.store(src, canvas, pixel: rowBase &+ column) }
    } else if src != 0 {
      var i = rowBase &+ run.lowerBound
      let end = rowBase &+ run.upperBound
      while i &+ 4 <= end {
        PackedPixel.storeQuad(
          PackedPixel.over(src, quad: PackedPixel.loadQuad(canvas, pixel: i)), canvas, pixel: i)
        i &+= 4
      }
      while i < end {
        PackedPixel.store(PackedPixel.over(src, PackedPixel.load(canvas, pixel: i)), canvas, pixel: i)
        i &+= 1
      }
    }
    return true
  }
}

/// A layer's drop shadow: the blurred silhouette at the layer point minus the offset, in the
/// shadow colour at the shadow's total opacity.
struct ShadowShader: PixelShader {
  let shape: ShadowShape
  /// The shadow offset in the layer's coordinates, points.
  let offsetX: Double
  let offsetY: Double
  /// The shadow colour at its full opacity, premultiplied and packed; a pixel where the
  /// silhouette's opacity is `s` gets it scaled by `s` (in 1/256, rounded).
  let packed: UInt32

  /// Canvas pixels → layer points.
  let inverse: Homography
  /// `[x y 1] · inverse` at x = 0 on the current row.
  private var a0 = 0.0
  private var b0 = 0.0
  private var c0 = 0.0

  /// A shader for `shape` moved by `offset` (points), in `color` at `opacity` (0…1, the shadow's
  /// total opacity: its colour's alpha included, so `color.alpha` is not applied again).
  init(shape: ShadowShape, offset: Size, color: LayerColor, opacity: Double, inverse: Homography) {
    self.shape = shape
    self.inverse = inverse
    offsetX = offset.width
    offsetY = offset.height
    var full = color
    full.alpha = opacity.clampedToUnit
    packed = full.packedPremultiplied
  }

  static var needsLayerPoint: Bool { true }

  mutating func beginRow(_ row: Int) {
    (a0, b0, c0) = inverse.rowOffsets(row)
  }

  /// The painter's per-pixel path for a shadow (full coverage, no corners of its own) without
  /// its per-pixel choices, the silhouette's opacity and the run's weight scaling the colour in
  /// one step.
  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    paintAxisAlignedRun(run, weight: weight, into: canvas, rowBase: rowBase)
      || paintProjectiveRun(run, weight: weight, into: canvas, rowBase: rowBase)
  }

  /// ``paintRun(_:weight:into:rowBase:)`` under a map without perspective or rotation
  /// (`m13 = m12 = 0`), where `c` and `v` are the same along the row: one division for the row.
  /// Clear of rounded corners the opacity is one curve of `u` times the row's factor; a row that
  /// crosses a corner zone asks the silhouette at each `u` and the row's `v`. The same numbers as
  /// ``paintProjectiveRun(_:weight:into:rowBase:)``. Returns `false`, painting nothing, under
  /// any other map.
  func paintAxisAlignedRun(
    _ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int
  ) -> Bool {
    let m = inverse
    guard m.m13 == 0 && m.m12 == 0 else { return false }
    // `m13·x + c0` and `m12·x + b0` for any x > 0, as the general loop computes them.
    let c = m.m13 * 0.5 + c0
    guard c >= Double.leastNormalMagnitude else { return true }
    let rc = 1 / c
    let v = (m.m12 * 0.5 + b0) * rc
    let factor = shape.rowFactor(v: v - offsetY)
    if factor == 0 { return true }
    let scale = Double(weight)
    @inline(__always) func paint(_ opacity: (Double) -> Double) {
      for column in run {
        let u = (m.m11 * (Double(column) + 0.5) + a0) * rc
        let k = UInt32(truncatingIfNeeded: BitmapShader.nearestInteger(opacity(u) * scale))
        if k > 0 { PackedPixel.blend(packed, weight: k, into: canvas, pixel: rowBase &+ column) }
      }
    }
    if let factor {
      paint { Self.clamped(shape.alpha(u: $0 - offsetX, rowFactor: factor)) }
    } else {
      paint { opacity(u: $0, v: v) }
    }
    return true
  }

  /// ``paintRun(_:weight:into:rowBase:)`` for any map: a division per pixel.
  func paintProjectiveRun(
    _ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int
  ) -> Bool {
    let m = inverse
    let scale = Double(weight)
    for column in run {
      let x = Double(column) + 0.5
      let c = m.m13 * x + c0
      guard c >= Double.leastNormalMagnitude else { continue }
      let rc = 1 / c
      let s = opacity(u: (m.m11 * x + a0) * rc, v: (m.m12 * x + b0) * rc)
      let k = UInt32(truncatingIfNeeded: BitmapShader.nearestInteger(s * scale))
      if k > 0 { PackedPixel.blend(packed, weight: k, into: canvas, pixel: rowBase &+ column) }
    }
    return true
  }

  /// The silhouette's opacity (0…1) at the layer point `(u, v)`.
  @inline(__always)
  private func opacity(u: Double, v: Double) -> Double {
    Self.clamped(shape.alpha(u: u - offsetX, v: v - offsetY))
  }

  /// `s` clamped to 0…1; NaN gives 0.
  @inline(__always)
  private static func clamped(_ s: Double) -> Double { s > 0 ? min(s, 1) : 0 }

  @inline(__always)
  func color(column: Int, u: Double, v: Double) -> UInt32 {
    PackedPixel.scale(
      packed, UInt32(truncatingIfNeeded: BitmapShader.nearestInteger(opacity(u: u, v: v) * 256)))
  }
}
