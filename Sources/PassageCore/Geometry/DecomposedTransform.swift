/// The parts of a 3D transform, as CSS Transforms Level 2 "Decomposing a 3D matrix" defines them:
/// perspective, translation, rotation (a quaternion), skew and scale.
///
/// Recomposing gives back the matrix, up to rounding and the overall scale of the homogeneous
/// matrix (decomposition normalises `m44` to 1). Interpolating the parts and recomposing is how
/// Core Animation and CSS animate between two transforms.
public struct DecomposedTransform: Sendable, Hashable {
  /// Translation in points (x, y, z).
  public var translation: (x: Double, y: Double, z: Double) {
    get { (tx, ty, tz) }
    set { (tx, ty, tz) = newValue }
  }
  /// Scale factors along x, y, z.
  public var scale: (x: Double, y: Double, z: Double) {
    get { (sx, sy, sz) }
    set { (sx, sy, sz) = newValue }
  }
  /// Shear factors XY, XZ, YZ.
  public var skew: (xy: Double, xz: Double, yz: Double) {
    get { (kxy, kxz, kyz) }
    set { (kxy, kxz, kyz) = newValue }
  }
  /// The perspective row (m14, m24, m34, m44 after normalisation).
  public var perspective: (x: Double, y: Double, z: Double, w: Double) {
    get { (px, py, pz, pw) }
    set { (px, py, pz, pw) = newValue }
  }
  /// The rotation.
  public var rotation: Quaternion

  var tx = 0.0, ty = 0.0, tz = 0.0
  var sx = 1.0, sy = 1.0, sz = 1.0
  var kxy = 0.0, kxz = 0.0, kyz = 0.0
  var px = 0.0, py = 0.0, pz = 0.0, pw = 1.0

  /// The parts of the identity transform.
  public static let identity = DecomposedTransform(rotation: .identity)

  init(rotation: Quaternion) { self.rotation = rotation }

  /// Decomposes `matrix`; returns `nil` when it cannot be decomposed (`m44 = 0`, a singular upper
  /// 3×3 block, or non-finite entries).
  public init?(_ matrix: Transform3D) {
    guard matrix.isFinite, matrix.m44 != 0 else { return nil }
    // Normalise so that m44 = 1.
    var m = matrix
    let n = 1 / matrix.m44
    m = Transform3D(
      m11: m.m11 * n, m12: m.m12 * n, m13: m.m13 * n, m14: m.m14 * n,
      m21: m.m21 * n, m22: m.m22 * n, m23: m.m23 * n, m24: m.m24 * n,
      m31: m.m31 * n, m32: m.m32 * n, m33: m.m33 * n, m34: m.m34 * n,
      m41: m.m41 * n, m42: m.m42 * n, m43: m.m43 * n, m44: 1)
    // The perspective matrix: m with its perspective column cleared. Also a singularity test.
    var pm = m
    (pm.m14, pm.m24, pm.m34, pm.m44) = (0, 0, 0, 1)
    guard pm.determinant != 0 else { return nil }
    self.init(rotation: .identity)
    if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
      // M = pm · P, where P is the identity with the perspective column p, so p = pm⁻¹ · c for
      // the column c = (m14, m24, m34, 1).
      guard let inv = pm.inverse else { return nil }
      px = inv.m11 * m.m14 + inv.m12 * m.m24 + inv.m13 * m.m34 + inv.m14
      py = inv.m21 * m.m14 + inv.m22 * m.m24 + inv.m23 * m.m34 + inv.m24
      pz = inv.m31 * m.m14 + inv.m32 * m.m24 + inv.m33 * m.m34 + inv.m34
      pw = inv.m41 * m.m14 + inv.m42 * m.m24 + inv.m43 * m.m34 + inv.m44
    }
    (tx, ty, tz) = (m.m41, m.m42, m.m43)

    var row0 = Vector3(m.m11, m.m12, m.m13)
    var row1 = Vector3(m.m21, m.m22, m.m23)
    var row2 = Vector3(m.m31, m.m32, m.m33)
    sx = row0.length
    row0 = row0 / sx
    kxy = row0.dot(row1)
    row1 = row1 - row0 * kxy
    sy = row1.length
    row1 = row1 / sy
    kxy /= sy
    kxz = row0.dot(row2)
    row2 = row2 - row0 * kxz
    kyz = row1.dot(row2)
    row2 = row2 - row1 * kyz
    sz = row2.length
    row2 = row2 / sz
    kxz /= sz
    kyz /= sz
    // A coordinate-system flip: negate the scales and the rows.
    if row0.dot(row1.cross(row2)) < 0 {
      sx = -sx
      sy = -sy
      sz = -sz
      row0 = row0 * -1
      row1 = row1 * -1
      row2 = row2 * -1
    }
    var q = Quaternion(
      x: 0.5 * max(1 + row0.x - row1.y - row2.z, 0).squareRoot(),
      y: 0.5 * max(1 - row0.x + row1.y - row2.z, 0).squareRoot(),
      z: 0.5 * max(1 - row0.x - row1.y + row2.z, 0).squareRoot(),
      w: 0.5 * max(1 + row0.x + row1.y + row2.z, 0).squareRoot())
    if row2.y > row1.z { q.x = -q.x }
    if row0.z > row2.x { q.y = -q.y }
    if row1.x > row0.y { q.z = -q.z }
    rotation = q
    guard [sx, sy, sz, kxy, kxz, kyz, px, py, pz, pw].allSatisfy(\.isFinite) else { return nil }
  }

  /// Recomposes the matrix from its parts (CSS Transforms Level 2 "Recomposing to a 3D matrix").
  public var recomposed: Transform3D {
    // Perspective, then translation.
    var m = Transform3D.identity
    (m.m14, m.m24, m.m34, m.m44) = (px, py, pz, pw)
    m.m41 = tx * m.m11 + ty * m.m21 + tz * m.m31 + m.m41
    m.m42 = tx * m.m12 + ty * m.m22 + tz * m.m32 + m.m42
    m.m43 = tx * m.m13 + ty * m.m23 + tz * m.m33 + m.m43
    m.m44 = tx * m.m14 + ty * m.m24 + tz * m.m34 + m.m44
    // Rotation, skew, scale are applied before (to the left of) what we have.
    let (x, y, z, w) = (rotation.x, rotation.y, rotation.z, rotation.w)
    var r = Transform3D.identity
    // Rows of the rotation in the row-vector convention (a rotation about +z by θ has
    // m12 = sin θ, matching `Transform3D.rotation`). CSS Level 2 prints the transpose for its
    // column convention; the sign tests in `init?(_:)` above pair with this form.
    r.m11 = 1 - 2 * (y * y + z * z)
    r.m12 = 2 * (x * y + z * w)
    r.m13 = 2 * (x * z - y * w)
    r.m21 = 2 * (x * y - z * w)
    r.m22 = 1 - 2 * (x * x + z * z)
    r.m23 = 2 * (y * z + x * w)
    r.m31 = 2 * (x * z + y * w)
    r.m32 = 2 * (y * z - x * w)
    r.m33 = 1 - 2 * (x * x + y * y)
    var upper = r
    if kyz != 0 {
      var s = Transform3D.identity
      s.m32 = kyz
      upper = s.concatenating(upper)
    }
    if kxz != 0 {
      var s = Transform3D.identity
      s.m31 = kxz
      upper = s.concatenating(upper)
    }
    if kxy != 0 {
      var s = Transform3D.identity
      s.m21 = kxy
      upper = s.concatenating(upper)
    }
    upper = Transform3D.scale(x: sx, y: sy, z: sz).concatenating(upper)
    return upper.concatenating(m)
  }
}

/// A 3-vector used by the decomposition.
struct Vector3 {
  var x, y, z: Double
  init(_ x: Double, _ y: Double, _ z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
  var length: Double { (x * x + y * y + z * z).squareRoot() }
  func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
  func cross(_ o: Vector3) -> Vector3 {
    Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
  }
  static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
  static func * (a: Vector3, k: Double) -> Vector3 { Vector3(a.x * k, a.y * k, a.z * k) }
  static func / (a: Vector3, k: Double) -> Vector3 { Vector3(a.x / k, a.y / k, a.z / k) }
}
