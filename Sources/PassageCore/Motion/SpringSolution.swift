/// The closed-form motion of a damped oscillator around its rest position:
/// `y'' + 2ζω0 y' + ω0² y = 0`, `y(0) = y0`, `y'(0) = v0`, for under-, critically and over-damped ζ.
struct SpringSolution: Sendable, Hashable {
  enum Regime: Sendable, Hashable {
    /// ζ < 1: `y = e^(−ζω0 t) (a cos ωd t + b sin ωd t)`.
    case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
    /// ζ = 1: `y = (a + b t) e^(−ω0 t)`.
    case critical(omega: Double, a: Double, b: Double)
    /// ζ > 1: `y = a e^(r1 t) + b e^(r2 t)`.
    case overdamped(r1: Double, r2: Double, a: Double, b: Double)
  }

  let regime: Regime

  init(omega: Double, zeta: Double, initialDisplacement y0: Double, initialVelocity v0: Double) {
    if abs(zeta - 1) < 1e-9 {
      regime = .critical(omega: omega, a: y0, b: v0 + omega * y0)
    } else if zeta < 1 {
      let decay = zeta * omega
      let frequency = omega * (1 - zeta * zeta).squareRoot()
      regime = .underdamped(decay: decay, frequency: frequency, a: y0, b: (v0 + decay * y0) / frequency)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let b = (v0 - r1 * y0) / (r2 - r1)
      regime = .overdamped(r1: r1, r2: r2, a: y0 - b, b: b)
    }
  }

  func displacement(at t: Double) -> Double {
    switch regime {
    case .underdamped(let decay, let frequency, let a, let b):
      return exponential(-decay * t) * (a * cosine(frequency * t) + b * sine(frequency * t))
    case .critical(let omega, let a, let b):
      return (a + b * t) * exponential(-omega * t)
    case .overdamped(let r1, let r2, let a, let b):
      return a * exponential(r1 * t) + b * exponential(r2 * t)
    }
  }

  func velocity(at t: Double) -> Double {
    switch regime {
    case .underdamped(let decay, let frequency, let a, let b):
      let c = cosine(frequency * t)
      let s = sine(frequency * t)
      return exponential(-decay * t) * ((b * frequency - decay * a) * c - (a * frequency + decay * b) * s)
    case .critical(let omega, let a, let b):
      return (b - omega * (a + b * t)) * exponential(-omega * t)
    case .overdamped(let r1, let r2, let a, let b):
      return a * r1 * exponential(r1 * t) + b * r2 * exponential(r2 * t)
    }
  }

  /// An upper bound of |displacement| from time `t` on; unimodal in t (rises at most once, then decays).
  func envelope(at t: Double) -> Double {
    switch regime {
    case .underdamped(let decay, _, let a, let b):
      return (a * a + b * b).squareRoot() * exponential(-decay * t)
    case .critical(let omega, let a, let b):
      return (abs(a) + abs(b) * t) * exponential(-omega * t)
    case .overdamped(let r1, let r2, let a, let b):
      return abs(a) * exponential(r1 * t) + abs(b) * exponential(r2 * t)
    }
  }

  /// The time of the envelope's maximum (0 unless a critically damped envelope rises first).
  private var envelopePeak: Double {
    if case .critical(let omega, let a, let b) = regime, b != 0 {
      return max(0, (abs(b) - omega * abs(a)) / (abs(b) * omega))
    }
    return 0
  }

  /// The earliest time after which the envelope stays at or below `threshold`; `.infinity` if never.
  func settlingTime(threshold: Double) -> Double {
    let start = envelopePeak
    if envelope(at: start) <= threshold { return start }
    if case .underdamped(let decay, _, _, _) = regime, !(decay > 0) { return .infinity }
    var high = max(start, 1e-3)
    var doublings = 0
    while envelope(at: high) > threshold {
      high *= 2
      doublings += 1
      if doublings > 80 || !high.isFinite { return .infinity }
    }
    var low = start
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if envelope(at: mid) > threshold { low = mid } else { high = mid }
    }
    return high
  }
}

/// Solves UIKit's spring duration for the natural frequency.
enum SpringEnvelope {
  /// The ω0 (rad/s) whose motion, from displacement −1 with normalised velocity `velocity` and
  /// damping ratio ζ, has an envelope equal to `threshold` at `duration` seconds.
  static func naturalFrequency(
    decayingTo threshold: Double, at duration: Double, dampingRatio zeta: Double, velocity: Double
  ) -> Double {
    // f(ω) = ln envelope(T; ω) − ln threshold, decreasing in ω for the envelopes above.
    func f(_ omega: Double) -> Double {
      let solution = SpringSolution(
        omega: omega, zeta: zeta, initialDisplacement: -1, initialVelocity: velocity)
      return naturalLog(max(solution.envelope(at: duration), .leastNormalMagnitude)) - naturalLog(threshold)
    }
    // Bracket the root, then Newton with a numerical derivative, falling back to bisection.
    var low = 1e-3
    var high = 1.0
    while f(high) > 0 && high < 1e9 { high *= 2 }
    while f(low) < 0 && low > 1e-9 { low /= 2 }
    var omega = naturalLog(1 / threshold) / (zeta * duration)
    if !(omega > low && omega < high) { omega = (low + high) / 2 }
    for _ in 0..<100 {
      let value = f(omega)
      if abs(value) < 1e-12 { break }
      if value > 0 { low = omega } else { high = omega }
      let h = max(omega * 1e-7, 1e-9)
      let derivative = (f(omega + h) - f(omega - h)) / (2 * h)
      var next = omega - value / derivative
      if !(next > low && next < high) || !derivative.isFinite { next = (low + high) / 2 }
      if abs(next - omega) < 1e-13 * omega {
        omega = next
        break
      }
      omega = next
    }
    return omega
  }
}
