import PassageLibC

/// Number formatting for readable output.
enum NumberText {
  /// `n` rounded to `significantDigits` (clamped to 1…17) and printed in its shortest form
  /// (integers without `.0`, minus zero as `0`); NaN and infinities as `nan`, `inf`, `-inf`.
  static func rounded(_ n: Double, significantDigits: Int) -> String {
    guard n.isFinite else { return n.isNaN ? "nan" : (n > 0 ? "inf" : "-inf") }
    guard n != 0 else { return "0" }
    let digits = Double(min(max(significantDigits, 1), 17))
    let magnitude = floor(log10(abs(n)))
    let exponent = digits - 1 - magnitude
    // Scale by a power of ten held exactly (as a multiplier or a divisor) to round once.
    let scaled: Double
    if exponent >= 0 {
      let factor = pow(10, exponent)
      scaled = (n * factor).rounded() / factor
    } else {
      let divisor = pow(10, -exponent)
      scaled = (n / divisor).rounded() * divisor
    }
    return JSONValue.format(scaled == 0 ? 0 : scaled)
  }
}
