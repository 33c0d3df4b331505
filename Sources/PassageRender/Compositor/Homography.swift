import PassageCore

/// A 3×3 projective map of the plane in Core Animation's row-vector convention:
/// `[x y 1] · M = [X Y W]`, image point `(X/W, Y/W)`.
///
/// A layer lies on its plane `z = 0`, so its 4×4 transform acts on it as the 3×3 matrix made of
/// rows and columns 1, 2 and 4. Composing with the anchor offset, the position and the output
/// scale gives one homography from layer points to canvas pixels.
struct Homography: Equatable, Sendable {
  var m11: Double
  var m12: Double
  var m13: Double
  var m21: Double
  var m22: Double
  var m23: Double
  var m31: Double
  var m32: Double
  var m33: Double

  /// The identity map.
  static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// `[0 y 1] · M` for the centre `y = row + ½` of canvas row `row`: the parts of `[x y 1] · M`
  /// that are constant along the row, so a pixel's point is `(m11·x + a, m12·x + b) / (m13·x + c)`.
  @inline(__always)
  func rowOffsets(_ row: Int) -> (a: Double, b: Double, c: Double) {
    let y = Double(row) + 0.5
    return (m21 * y + m31, m22 * y + m32, m23 * y + m33)
  }

  /// A translation by `(x, y)`.
  static func translation(x: Double, y: Double) -> Homography {
    Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
  }

  /// A scale by `(x, y)` about the origin.
  static func scale(x: Double, y: Double) -> Homography {
    Homography(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
  }

  /// The action of `t` on the plane `z = 0` (rows and columns 1, 2 and 4 of the 4×4 matrix).
  init(planeOf t: Transform3D) {
    self.init(
      m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42,
      m33: t.m44)
  }

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The map from a layer's bounds (points, origin top left) to canvas pixels:
  /// `p ↦ ((p − anchorPoint·size) · M + position) · scale`, the homogeneous divide left to the caller.
  init(layer: LayerState, scale: Double) {
    let anchor = Homography.translation(
      x: -layer.anchorPoint.x * layer.size.width, y: -layer.anchorPoint.y * layer.size.height)
    let position = Homography.translation(x: layer.position.x, y: layer.position.y)
    self =
      anchor.concatenating(Homography(planeOf: layer.transform)).concatenating(position)
      .concatenating(.scale(x: scale, y: scale))
  }

  /// `self · o`: `self` applied first.
  func concatenating(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// `[x y 1] · M` without the divide.
  func apply(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
    (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
  }

  /// The determinant.
  var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The exact inverse (adjugate ÷ determinant), or `nil` when singular or not finite.
  ///
  /// Because the inverse is exact (not merely up to a factor), `[X Y 1] · M⁻¹ = [x y 1] / W`:
  /// the third component is `1/W`, positive exactly where the source point is in front of the viewer.
  var inverse: Homography? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    let r = Homography(
      m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k,
      m13: (m12 * m23 - m13 * m22) * k,
      m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k,
      m23: (m13 * m21 - m11 * m23) * k,
      m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k,
      m33: (m11 * m22 - m12 * m21) * k)
    return r.isFinite ? r : nil
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// Whether the map has no perspective (the third column is `(0, 0, w)`).
  var isAffine: Bool { m13 == 0 && m23 == 0 }

  /// Whether the map is affine without rotation or skew: x depends on x only, y on y only.
  var isAxisAligned: Bool { isAffine && m12 == 0 && m21 == 0 }
}
