import PassageCore

/// A line of the canvas in Hesse normal form: `distance(x, y) = a·x + b·y + c` in pixels, positive
/// on the inner side. A line with `a = b = 0` is everywhere satisfied (`c = +∞`) or nowhere (`−∞`).
struct EdgeLine: Sendable {
  var a: Double
  var b: Double
  var c: Double

  /// Normalises `a·x + b·y + c ≥ 0` so that the value is the signed distance in pixels.
  init(a: Double, b: Double, c: Double) {
    let n = (a * a + b * b).squareRoot()
    if n > 0, n.isFinite {
      (self.a, self.b, self.c) = (a / n, b / n, c / n)
    } else {
      (self.a, self.b, self.c) = (0, 0, c > 0 ? .infinity : -.infinity)
    }
  }
}

/// A rectangle of a layer's plane seen on the canvas: four straight edges in canvas pixels plus the
/// horizon condition `w > 0` (the part of the plane in front of the viewer).
///
/// A homography maps lines to lines, so the projected edge `u = u₀` of the rectangle is the canvas
/// line `a(x, y) − u₀·c(x, y) = 0`, where `[x y 1] · H⁻¹ = [a b c]` is linear in the pixel. Inside
/// the rectangle (and in front of the viewer) all four signed distances are ≥ 0 and `c > 0`.
/// Distances are exact in canvas pixels, which gives analytic edge anti-aliasing.
struct ProjectedRect: Sendable {
  /// Edges `u ≥ minU`, `u ≤ maxU`, `v ≥ minV`, `v ≤ maxV`.
  var left: EdgeLine
  var right: EdgeLine
  var top: EdgeLine
  var bottom: EdgeLine
  /// `c(x, y) = wx·x + wy·y + w0`, the reciprocal of the source point's w: draw only where > 0.
  var wx: Double
  var wy: Double
  var w0: Double

  /// The rectangle `[minU, maxU] × [minV, maxV]` of layer space (points) on the canvas, given the
  /// inverse homography `inverse` (canvas pixels → layer points).
  init(inverse h: Homography, minU: Double, minV: Double, maxU: Double, maxV: Double) {
    left = EdgeLine(a: h.m11 - minU * h.m13, b: h.m21 - minU * h.m23, c: h.m31 - minU * h.m33)
    right = EdgeLine(a: maxU * h.m13 - h.m11, b: maxU * h.m23 - h.m21, c: maxU * h.m33 - h.m31)
    top = EdgeLine(a: h.m12 - minV * h.m13, b: h.m22 - minV * h.m23, c: h.m32 - minV * h.m33)
    bottom = EdgeLine(a: maxV * h.m13 - h.m12, b: maxV * h.m23 - h.m22, c: maxV * h.m33 - h.m32)
    (wx, wy, w0) = (h.m13, h.m23, h.m33)
  }

  /// The columns of row `row` whose pixel centres are at least `inset` pixels inside every edge
  /// (a negative inset reaches outside) and in front of the viewer, clipped to `0..<width`.
  func span(row: Int, inset: Double, width: Int) -> Range<Int> {
    let y = Double(row) + 0.5
    var lo = 0.5
    var hi = Double(width) - 0.5
    func restrict(_ slope: Double, _ offset: Double, _ bound: Double) {
      // slope·x + offset ≥ bound
      if slope > 0 {
        lo = max(lo, (bound - offset) / slope)
      } else if slope < 0 {
        hi = min(hi, (bound - offset) / slope)
      } else if !(offset >= bound) {
        hi = -1
      }
    }
    restrict(left.a, left.b * y + left.c, inset)
    restrict(right.a, right.b * y + right.c, inset)
    restrict(top.a, top.b * y + top.c, inset)
    restrict(bottom.a, bottom.b * y + bottom.c, inset)
    restrict(wx, wy * y + w0, Double.leastNormalMagnitude)
    guard lo <= hi, lo.isFinite, hi.isFinite else { return 0..<0 }
    // Pixel i has its centre at i + 0.5.
    let first = max(0, Int(saturating: (lo - 0.5).rounded(.up)))
    let last = min(width - 1, Int(saturating: (hi - 0.5).rounded(.down)))
    return first <= last ? first..<(last + 1) : 0..<0
  }

  /// The signed distances of the four edges for a row, as offsets to add to `a·x`.
  func rowOffsets(row: Int) -> RowEdges {
    let y = Double(row) + 0.5
    return RowEdges(
      left: left.b * y + left.c, right: right.b * y + right.c, top: top.b * y + top.c,
      bottom: bottom.b * y + bottom.c, w: wy * y + w0)
  }
}

/// The parts of a ``ProjectedRect``'s edge distances that are constant along one row.
struct RowEdges: Sendable {
  var left: Double
  var right: Double
  var top: Double
  var bottom: Double
  var w: Double
}

extension ProjectedRect {
  /// The box-filter coverage (0…1) of the pixel whose centre is at column position `x` on a row with
  /// offsets `r`: the product of each edge's clamped `0.5 + distance`.
  @inline(__always)
  func coverage(x: Double, _ r: RowEdges) -> Double {
    func c(_ d: Double) -> Double { (d + 0.5).clampedToUnit }
    return c(left.a * x + r.left) * c(right.a * x + r.right) * c(top.a * x + r.top)
      * c(bottom.a * x + r.bottom)
  }
}
