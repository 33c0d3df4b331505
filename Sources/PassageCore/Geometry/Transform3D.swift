/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`).
///
/// Points are row vectors multiplied on the left: `[x y z 1] · M`. Translation lives in `m41…m43`,
/// perspective in `m14…m34` (`m34 = −1/d` puts the eye at distance `d` in front of the plane `z = 0`,
/// giving `w = 1 − z/d`). The sixteen numbers are in the same order as CSS `matrix3d(…)`.
///
/// ```swift
/// // The receded screen of the Recede transition: pushed 100 pt away, seen from 1000 pt.
/// let receded = Transform3D.perspective(distance: 1000).translated(x: 0, y: 0, z: -100)
/// ```
///
/// Operations follow `CATransform3DTranslate/Scale/Rotate(t, …)`: the new operation is applied
/// *before* `t` (`op · t`). `concatenating(b)` is `self · b`: `self` applied first.
///
/// Edge cases: non-finite entries are allowed and propagate; `isFinite` tells. `inverted()` returns
/// the matrix unchanged when it is singular, as `CATransform3DInvert` does.
public struct Transform3D: Sendable, Hashable, Codable {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4 (perspective in x).
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4 (perspective in y).
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4 (perspective in z: `−1/eye distance`).
  public var m34: Double
  /// Row 4, column 1 (translation in x, points).
  public var m41: Double
  /// Row 4, column 2 (translation in y, points).
  public var m42: Double
  /// Row 4, column 3 (translation in z, points).
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row (CSS `matrix3d` order).
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// Creates a transform from sixteen entries row by row; returns `nil` unless there are exactly 16.
  public init?(entries: [Double]) {
    guard entries.count == 16 else { return nil }
    let e = entries
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// The sixteen entries row by row: `m11, m12, …, m44` (CSS `matrix3d` order).
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether every entry is finite.
  public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

  /// Whether the transform is affine (no perspective row: `m14 = m24 = m34 = 0`, `m44 = 1`).
  public var isAffine: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }
}

extension Transform3D {
  /// A translation by `(x, y, z)` points (`CATransform3DMakeTranslation`).
  public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
    var t = identity
    t.m41 = x
    t.m42 = y
    t.m43 = z
    return t
  }

  /// A scale by the given factors (`CATransform3DMakeScale`).
  public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
    var t = identity
    t.m11 = x
    t.m22 = y
    t.m33 = z
    return t
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
  /// (`CATransform3DMakeRotation`); positive angles about +z turn +x towards +y.
  ///
  /// The axis need not be normalised. A zero-length or non-finite axis gives the identity
  /// (Core Animation leaves that case undefined).
  public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return identity }
    let (ax, ay, az) = (x / length, y / length, z / length)
    let c = cosine(angle)
    let s = sine(angle)
    let t = 1 - c
    return Transform3D(
      m11: t * ax * ax + c, m12: t * ax * ay + s * az, m13: t * ax * az - s * ay, m14: 0,
      m21: t * ax * ay - s * az, m22: t * ay * ay + c, m23: t * ay * az + s * ax, m24: 0,
      m31: t * ax * az + s * ay, m32: t * ay * az - s * ax, m33: t * az * az + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// A perspective projection that puts the eye `distance` points in front of the plane `z = 0`
  /// (`m34 = −1/distance`). A zero or non-finite distance gives the identity (no perspective).
  public static func perspective(distance: Double) -> Transform3D {
    var t = identity
    if distance != 0, distance.isFinite { t.m34 = -1 / distance }
    return t
  }

  /// This transform preceded by a translation (`CATransform3DTranslate(self, x, y, z)`).
  public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D.translation(x: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a scale (`CATransform3DScale(self, x, y, z)`).
  public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D.scale(x: x, y: y, z: z).concatenating(self)
  }

  /// This transform preceded by a rotation (`CATransform3DRotate(self, angle, x, y, z)`).
  public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The product `self · other`: `self` applied first, then `other` (`CATransform3DConcat`).
  public func concatenating(_ o: Transform3D) -> Transform3D {
    let a = self
    return Transform3D(
      m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
      m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
      m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
      m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
      m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
      m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
      m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
      m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
      m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
      m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
      m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
      m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
      m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
      m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
      m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
      m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
  }

  /// The transposed matrix (rows become columns).
  public var transposed: Transform3D {
    Transform3D(
      m11: m11, m12: m21, m13: m31, m14: m41, m21: m12, m22: m22, m23: m32, m24: m42,
      m31: m13, m32: m23, m33: m33, m34: m43, m41: m14, m42: m24, m43: m34, m44: m44)
  }
}
