extension Transform3D {
  /// The determinant of the 4×4 matrix.
  public var determinant: Double {
    let s = cofactorTerms
    return s.s0 * s.c5 - s.s1 * s.c4 + s.s2 * s.c3 + s.s3 * s.c2 - s.s4 * s.c1 + s.s5 * s.c0
  }

  /// The inverse transform, such that `t.concatenating(t.inverted()) ≈ .identity`
  /// (`CATransform3DInvert`).
  ///
  /// Edge cases: a singular matrix (determinant 0) or one with non-finite entries has no inverse;
  /// like Core Animation, the original matrix is returned unchanged. Use `inverse` to tell.
  public func inverted() -> Transform3D { inverse ?? self }

  /// The inverse transform, or `nil` when the matrix is singular or not finite.
  public var inverse: Transform3D? {
    let s = cofactorTerms
    let det = s.s0 * s.c5 - s.s1 * s.c4 + s.s2 * s.c3 + s.s3 * s.c2 - s.s4 * s.c1 + s.s5 * s.c0
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    let r = Transform3D(
      m11: (m22 * s.c5 - m23 * s.c4 + m24 * s.c3) * k,
      m12: (-m12 * s.c5 + m13 * s.c4 - m14 * s.c3) * k,
      m13: (m42 * s.s5 - m43 * s.s4 + m44 * s.s3) * k,
      m14: (-m32 * s.s5 + m33 * s.s4 - m34 * s.s3) * k,
      m21: (-m21 * s.c5 + m23 * s.c2 - m24 * s.c1) * k,
      m22: (m11 * s.c5 - m13 * s.c2 + m14 * s.c1) * k,
      m23: (-m41 * s.s5 + m43 * s.s2 - m44 * s.s1) * k,
      m24: (m31 * s.s5 - m33 * s.s2 + m34 * s.s1) * k,
      m31: (m21 * s.c4 - m22 * s.c2 + m24 * s.c0) * k,
      m32: (-m11 * s.c4 + m12 * s.c2 - m14 * s.c0) * k,
      m33: (m41 * s.s4 - m42 * s.s2 + m44 * s.s0) * k,
      m34: (-m31 * s.s4 + m32 * s.s2 - m34 * s.s0) * k,
      m41: (-m21 * s.c3 + m22 * s.c1 - m23 * s.c0) * k,
      m42: (m11 * s.c3 - m12 * s.c1 + m13 * s.c0) * k,
      m43: (-m41 * s.s3 + m42 * s.s1 - m43 * s.s0) * k,
      m44: (m31 * s.s3 - m32 * s.s1 + m33 * s.s0) * k)
    return r.isFinite ? r : nil
  }

  /// The 2×2 sub-determinants of the top and bottom row pairs (Laplace expansion).
  private var cofactorTerms:
    (
      s0: Double, s1: Double, s2: Double, s3: Double, s4: Double, s5: Double,
      c0: Double, c1: Double, c2: Double, c3: Double, c4: Double, c5: Double
    )
  {
    (
      m11 * m22 - m21 * m12, m11 * m23 - m21 * m13, m11 * m24 - m21 * m14,
      m12 * m23 - m22 * m13, m12 * m24 - m22 * m14, m13 * m24 - m23 * m14,
      m31 * m42 - m41 * m32, m31 * m43 - m41 * m33, m31 * m44 - m41 * m34,
      m32 * m43 - m42 * m33, m32 * m44 - m42 * m34, m33 * m44 - m43 * m34
    )
  }
}
