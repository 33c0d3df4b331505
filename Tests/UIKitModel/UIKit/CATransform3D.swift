// Core Animation's 4×4 transform (CATransform3D.h): row vectors, `[x y z 1] · M`, the
// translation in m41…m43 and the perspective in m14…m34.

/// A 4×4 layer transform (CATransform3D.h).
public struct CATransform3D: Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init() { self = CATransform3D(rows: Array(repeating: 0, count: 16)) }

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  init(rows m: [CGFloat]) {
    self.init(
      m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
  }

  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Where the point (x, y, 0) of the plane lands, divided by w; `nil` behind the eye (w ≤ 0).
  func project(_ p: CGPoint) -> CGPoint? {
    let x = p.x * m11 + p.y * m21 + m41
    let y = p.x * m12 + p.y * m22 + m42
    let w = p.x * m14 + p.y * m24 + m44
    guard w > 1e-12 else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }

  /// The point of the plane z = 0 that projects to `q`: the inverse of the plane's homography,
  /// which is how UIKit converts a touch into a transformed view; `nil` for a degenerate map.
  func unproject(_ q: CGPoint) -> CGPoint? {
    // [x y 1] · H with H's rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    let h = [m11, m12, m14, m21, m22, m24, m41, m42, m44]
    let det =
      h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2]
      * (h[3] * h[7] - h[4] * h[6])
    guard abs(det) > 1e-12 else { return nil }
    // The inverse's entries (adjugate over the determinant), row-vector convention.
    let i00 = (h[4] * h[8] - h[5] * h[7]) / det
    let i01 = (h[2] * h[7] - h[1] * h[8]) / det
    let i02 = (h[1] * h[5] - h[2] * h[4]) / det
    let i10 = (h[5] * h[6] - h[3] * h[8]) / det
    let i11 = (h[0] * h[8] - h[2] * h[6]) / det
    let i12 = (h[2] * h[3] - h[0] * h[5]) / det
    let i20 = (h[3] * h[7] - h[4] * h[6]) / det
    let i21 = (h[1] * h[6] - h[0] * h[7]) / det
    let i22 = (h[0] * h[4] - h[1] * h[3]) / det
    let x = q.x * i00 + q.y * i10 + i20
    let y = q.x * i01 + q.y * i11 + i21
    let w = q.x * i02 + q.y * i12 + i22
    guard abs(w) > 1e-12 else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }
}

/// The identity transform (CATransform3D.h).
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
  m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether `a` and `b` are exactly equal, entry by entry (CATransform3D.h: the type is not `Equatable`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a.entries == b.entries
}

/// `a` then `b` (`a · b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.entries
  let y = b.entries
  var r = [CGFloat](repeating: 0, count: 16)
  for row in 0..<4 {
    for column in 0..<4 {
      r[row * 4 + column] = (0..<4).reduce(0) { $0 + x[row * 4 + $1] * y[$1 * 4 + column] }
    }
  }
  return CATransform3D(rows: r)
}

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// The 3D transform of an affine one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether `t` is an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m43 == 0 && t.m14 == 0
    && t.m24 == 0 && t.m34 == 0 && t.m44 == 1
}

/// The affine part of `t` (meaningful when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
