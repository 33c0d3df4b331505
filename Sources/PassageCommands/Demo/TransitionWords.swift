import Passage
import PassageRecording

/// The numbers of the catalog's transitions in words, read from their properties, so the demo's
/// captions and the CLI's help say what the transitions do rather than restate it.
package enum TransitionWords {
  /// `0.5 s`.
  package static func seconds(_ s: Double) -> String { "\(number(s)) s" }

  /// `100 pt`.
  package static func points(_ p: Double) -> String { "\(number(p)) pt" }

  /// A fraction as a percentage: `30 %` for 0.3.
  package static func percent(_ fraction: Double) -> String { "\(number(fraction * 100)) %" }

  /// A number to 6 significant digits, so `0.3 × 100` reads `30` and a spring's derived
  /// `response` reads as it was given.
  package static func number(_ n: Double) -> String { NumberText.rounded(n, significantDigits: 6) }

  /// The name of one of ``TimingCurve``'s named Bézier curves (`easeInEaseOut`), or the curve's
  /// kind.
  package static func name(of curve: TimingCurve) -> String {
    let named: [(TimingCurve, String)] = [
      (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInEaseOut, "easeInEaseOut"),
      (.default, "default"),
    ]
    if let name = named.first(where: { $0.0 == curve })?.1 { return name }
    switch curve {
    case .bezier: return "cubic Bézier"
    case .spring: return "spring"
    }
  }

  /// A spring by its response and damping: `critically damped spring, response 0.35 s`.
  package static func describe(_ spring: DampedSpring) -> String {
    // A critically damped spring launched at its natural frequency is an exponential approach.
    if number(spring.dampingRatio) == "1", number(spring.initialVelocity) == number(spring.naturalFrequency) {
      return "remaining distance decaying as e^(−t/τ), τ = \(number(1000 / spring.naturalFrequency)) ms"
    }
    let damping =
      number(spring.dampingRatio) == "1"
      ? "critically damped" : spring.dampingRatio < 1 ? "underdamped" : "overdamped"
    return "\(damping) spring, response \(seconds(spring.response))"
  }

  /// A spring by its natural frequency and damping: `ω0 19 rad/s, critically damped`.
  package static func frequencyAndDamping(_ spring: DampedSpring) -> String {
    let ratio = number(spring.dampingRatio)
    let damping = ratio == "1" ? "critically damped" : "ζ \(ratio)"
    return "ω0 \(number(spring.naturalFrequency)) rad/s, \(damping)"
  }

  /// ``Push/reference``'s timing: `UIKit spring 0.75 s, ζ 0.9, v 1`.
  package static var pushReference: String {
    let push = Push.reference
    guard case .spring(let spring) = push.curve else {
      return "\(name(of: push.curve)) \(seconds(push.duration))"
    }
    return "UIKit spring \(seconds(push.duration)), ζ \(number(spring.dampingRatio)), "
      + "v \(number(spring.initialVelocity))"
  }
}
