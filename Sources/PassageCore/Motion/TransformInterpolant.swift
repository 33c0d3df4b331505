/// The interpolation space of ``Transform3D``: its decomposition, or the raw matrix when it cannot
/// be decomposed.
///
/// Interpolation follows CSS Transforms Level 2: translation, scale, skew and perspective linearly,
/// rotation by quaternion slerp. When either end cannot be decomposed (a singular matrix) the
/// result switches discretely from the first to the second value at fraction 0.5, as CSS specifies.
/// Spline combinations (cubic keyframes) combine the parts linearly and renormalise the quaternion.
///
/// Public because it is ``Transform3D``'s ``Interpolatable/Interpolant``, which a public
/// conformance must name publicly; code that blends transforms itself (as a custom
/// ``InterpolationSpace`` would) reads the decomposition here.
public enum TransformInterpolant: Sendable, Hashable, InterpolationSpace {
  /// A decomposable transform.
  case decomposed(DecomposedTransform)
  /// A transform that has no decomposition (singular or non-finite).
  case matrix(Transform3D)

  /// CSS interpolation of two transforms (see the type's description).
  public static func interpolate(_ a: Self, _ b: Self, fraction: Double) -> Self {
    guard case .decomposed(let x) = a, case .decomposed(let y) = b else { return fraction < 0.5 ? a : b }
    var r = DecomposedTransform.identity
    let t = fraction
    r.tx = x.tx + (y.tx - x.tx) * t
    r.ty = x.ty + (y.ty - x.ty) * t
    r.tz = x.tz + (y.tz - x.tz) * t
    r.sx = x.sx + (y.sx - x.sx) * t
    r.sy = x.sy + (y.sy - x.sy) * t
    r.sz = x.sz + (y.sz - x.sz) * t
    r.kxy = x.kxy + (y.kxy - x.kxy) * t
    r.kxz = x.kxz + (y.kxz - x.kxz) * t
    r.kyz = x.kyz + (y.kyz - x.kyz) * t
    r.px = x.px + (y.px - x.px) * t
    r.py = x.py + (y.py - x.py) * t
    r.pz = x.pz + (y.pz - x.pz) * t
    r.pw = x.pw + (y.pw - x.pw) * t
    r.rotation = x.rotation.slerp(to: y.rotation, fraction: t)
    return .decomposed(r)
  }

  /// Weighted sum of the decomposed parts; the quaternion is renormalised. With an undecomposable
  /// term, the term of largest weight wins.
  public static func combine(
    _ a: Self, _ wa: Double, _ b: Self, _ wb: Double, _ c: Self, _ wc: Double, _ d: Self, _ wd: Double
  ) -> Self {
    guard case .decomposed(let p) = a, case .decomposed(let q) = b, case .decomposed(let s) = c,
      case .decomposed(let u) = d
    else {
      let terms = [(a, wa), (b, wb), (c, wc), (d, wd)]
      return terms.max { $0.1 < $1.1 }?.0 ?? a
    }
    func mix(_ f: (DecomposedTransform) -> Double) -> Double {
      f(p) * wa + f(q) * wb + f(s) * wc + f(u) * wd
    }
    var r = DecomposedTransform.identity
    r.tx = mix(\.tx)
    r.ty = mix(\.ty)
    r.tz = mix(\.tz)
    r.sx = mix(\.sx)
    r.sy = mix(\.sy)
    r.sz = mix(\.sz)
    r.kxy = mix(\.kxy)
    r.kxz = mix(\.kxz)
    r.kyz = mix(\.kyz)
    r.px = mix(\.px)
    r.py = mix(\.py)
    r.pz = mix(\.pz)
    r.pw = mix(\.pw)
    // Keep every quaternion in the first one's hemisphere so the sum does not cancel out.
    func aligned(_ x: Quaternion) -> Quaternion {
      x.dot(p.rotation) < 0 ? Quaternion(x: -x.x, y: -x.y, z: -x.z, w: -x.w) : x
    }
    let qs = [p.rotation, aligned(q.rotation), aligned(s.rotation), aligned(u.rotation)]
    let ws = [wa, wb, wc, wd]
    var sum = Quaternion(x: 0, y: 0, z: 0, w: 0)
    for (qq, w) in zip(qs, ws) {
      sum.x += qq.x * w
      sum.y += qq.y * w
      sum.z += qq.z * w
      sum.w += qq.w * w
    }
    r.rotation = sum.normalized
    return .decomposed(r)
  }

  /// The largest entry-wise difference of the recomposed matrices.
  public func distance(to other: Self) -> Double {
    zip(matrix.entries, other.matrix.entries).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }

  /// The transform this interpolant stands for.
  public var matrix: Transform3D {
    switch self {
    case .decomposed(let d): return d.recomposed
    case .matrix(let m): return m
    }
  }
}

extension Transform3D: Interpolatable {
  /// The decomposition, or the matrix itself when it cannot be decomposed.
  public var interpolant: TransformInterpolant {
    DecomposedTransform(self).map(TransformInterpolant.decomposed) ?? .matrix(self)
  }
  /// The recomposed matrix.
  public init(interpolant: TransformInterpolant) { self = interpolant.matrix }
}
