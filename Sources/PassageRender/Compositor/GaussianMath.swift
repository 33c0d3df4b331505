import PassageLibC

/// The Gaussian helpers of the shadow renderer (`erfc` and `exp` from the C math library).
enum GaussianMath {
  /// The standard normal cumulative distribution Φ(t) = ½·erfc(−t/√2), 0…1.
  @inline(__always)
  static func cumulative(_ t: Double) -> Double {
    0.5 * erfc(-t * 0.707_106_781_186_547_6)
  }

  /// The unnormalised Gaussian weight exp(−x²/(2σ²)).
  @inline(__always)
  static func weight(_ x: Double, sigma: Double) -> Double {
    exp(-(x * x) / (2 * sigma * sigma))
  }

  /// The fraction (0…1) of a Gaussian of deviation `sigma` centred at `x` that falls in `[0, length]`:
  /// the 1-D profile of a blurred box, Φ(x/σ) − Φ((x − length)/σ).
  @inline(__always)
  static func boxProfile(_ x: Double, length: Double, sigma: Double) -> Double {
    cumulative(x / sigma) - cumulative((x - length) / sigma)
  }
}
