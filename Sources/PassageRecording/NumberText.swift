import PassageLibC

/// The one number formatter of the recordings, the CLI and the renderer's plots, without
/// Foundation. Every form prints a non-finite number (NaN, ±∞) as ``nonFinite``, `null`, which
/// keeps JSON valid and reads the same in text; minus zero prints as `0`.
package enum NumberText {
  /// What a NaN or an infinity prints as, in every form: `null` (JSON has no NaN or infinity).
  package static let nonFinite = "null"

  /// `n` exactly, in Swift's shortest round-trip form (so every `Double` survives a round trip),
  /// integers below 10¹⁵ without `.0`: `1`, `0.5`, `1e+20`. The form of JSON numbers.
  package static func shortest(_ n: Double) -> String {
    guard n.isFinite else { return nonFinite }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  /// `n` rounded to `significantDigits` (clamped to 1…17) and printed in its ``shortest(_:)``
  /// form: `rounded(1234.5678, significantDigits: 3)` is `1230`.
  package static func rounded(_ n: Double, significantDigits: Int) -> String {
    guard n.isFinite else { return nonFinite }
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
    return shortest(scaled == 0 ? 0 : scaled)
  }

  /// `n` rounded to `decimals` places (≥ 0) and printed with exactly that many:
  /// `fixed(1.23456, decimals: 2)` is `1.23`, `fixed(2, decimals: 1)` is `2.0`.
  package static func fixed(_ n: Double, decimals: Int) -> String {
    guard n.isFinite else { return nonFinite }
    var factor = 1.0
    for _ in 0..<max(decimals, 0) { factor *= 10 }
    let scaled = (abs(n) * factor).rounded()
    let whole = Int(saturating: scaled / factor)
    let fraction = Int(saturating: scaled - Double(whole) * factor)
    let sign = n < 0 && scaled > 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    let digits = String(fraction)
    return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
}
