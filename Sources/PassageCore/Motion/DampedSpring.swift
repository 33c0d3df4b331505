/// A damped harmonic oscillator moving from 0 to 1: `m x'' + c x' + k (x − 1) = 0`.
///
/// Springs are time-based: `value(at:)` takes seconds. Four ways to describe one, matching Apple's:
/// mass/stiffness/damping; SwiftUI's response/dampingRatio and duration/bounce; and UIKit's
/// `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`, whose stiffness makes
/// the motion's envelope decay to 0.001 at the given duration.
///
/// The initial velocity is normalised: 1 means "the whole distance (0 → 1) per second". A spring
/// starts at 0 unless it was made to start partway (``startedEarly(by:)``).
///
/// Edge cases: non-finite or non-positive mass and stiffness are replaced by 1; negative or
/// non-finite damping by 0 (an undamped spring never settles: `settlingDuration` is `.infinity`);
/// a non-finite initial velocity by 0. NaN times give NaN, negative times the start.
public struct DampedSpring: Sendable, Hashable {
  /// Passage's default spring for motion that meets a finger: critically damped (no overshoot),
  /// response 0.35 s — the push presentation's curve and every completion after a release.
  public static let standard = DampedSpring(response: 0.35, dampingRatio: 1)

  /// Mass, in arbitrary units (> 0).
  public let mass: Double
  /// Stiffness k, in (mass units)/s² (> 0).
  public let stiffness: Double
  /// Damping coefficient c, in (mass units)/s (≥ 0).
  public let damping: Double
  /// Initial velocity, normalised: distance fractions per second.
  public let initialVelocity: Double
  /// Initial position, normalised: the fraction of the distance (0 → 1) already covered at time
  /// 0. 0 unless the spring was started partway (``startedEarly(by:)``).
  public let initialPosition: Double

  /// The settling threshold: the motion counts as settled once it stays within this of the target.
  public static let settlingThreshold = 0.001

  /// Creates a spring from its physical parameters, starting at 0.
  public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity, from: 0)
  }

  private init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, from position: Double
  ) {
    self.mass = mass.isFinite && mass > 0 ? mass : 1
    self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
    self.damping = damping.isFinite && damping > 0 ? damping : 0
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    initialPosition = position.isFinite ? position : 0
    let omega = (self.stiffness / self.mass).squareRoot()
    let zeta = self.damping / (2 * (self.stiffness * self.mass).squareRoot())
    solution = SpringSolution(
      omega: omega, zeta: zeta, initialDisplacement: initialPosition - 1,
      initialVelocity: self.initialVelocity)
    settlingDuration = solution.settlingTime(threshold: DampedSpring.settlingThreshold)
  }

  /// SwiftUI's `Spring(response:dampingRatio:)`: `k = m(2π/response)²`, `c = 4πζm/response`, m = 1.
  ///
  /// - Parameters:
  ///   - response: the period of the undamped oscillation, in seconds (> 0; else 1 is used).
  ///   - dampingRatio: ζ, 0 (no damping) … 1 (critical) … > 1 (overdamped).
  ///   - initialVelocity: normalised initial velocity.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let r = response.isFinite && response > 0 ? response : 1
    let z = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    let omega = 2 * Double.pi / r
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * z * omega, initialVelocity: initialVelocity)
  }

  /// A spring of natural frequency ω0 and damping ratio ζ, mass 1: `k = ω0²`, `c = 2ζω0`.
  ///
  /// - Parameters:
  ///   - naturalFrequency: ω0, in radians per second (> 0; else 1 is used).
  ///   - dampingRatio: ζ, 0 (no damping) … 1 (critical) … > 1 (overdamped).
  ///   - initialVelocity: normalised initial velocity.
  public init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let omega = naturalFrequency.isFinite && naturalFrequency > 0 ? naturalFrequency : 1
    let z = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    self.init(mass: 1, stiffness: omega * omega, damping: 2 * z * omega, initialVelocity: initialVelocity)
  }

  /// A motion whose remaining distance decays exponentially from the first instant,
  /// `1 − e^(−t/τ)`: it starts at full speed (1/τ of the distance per second) and never
  /// overshoots. Exactly a critically damped spring of ω0 = 1/τ launched at ω0, so Core Animation's
  /// `CASpringAnimation` plays it as it is; it settles (within 0.001) after τ · ln 1000 ≈ 6.9 τ.
  /// iOS's navigation push moves this way with τ ≈ 60 ms (docs/PARITY.md).
  ///
  /// - Parameter timeConstant: τ, in seconds (> 0; else 1 is used).
  public static func exponentialApproach(timeConstant: Double) -> DampedSpring {
    let tau = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 1
    return DampedSpring(naturalFrequency: 1 / tau, dampingRatio: 1, initialVelocity: 1 / tau)
  }

  /// SwiftUI's `Spring(duration:bounce:)`: response = duration; ζ = 1 − bounce for bounce ≥ 0 and
  /// 1 / (1 + bounce) below 0.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration, in seconds (> 0).
  ///   - bounce: −1 < bounce < 1; 0 is critically damped, positive values overshoot.
  ///   - initialVelocity: normalised initial velocity.
  public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    let b = bounce.isFinite ? min(max(bounce, -0.999), 1) : 0
    let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
    self.init(response: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
  }

  /// UIKit's spring animation (`UIView.animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)`): mass 1, damping ratio ζ, and the stiffness whose motion envelope
  /// decays to 0.001 exactly at `duration` (solved for ω0 by Newton's method, bisection-guarded).
  ///
  /// - Parameters:
  ///   - duration: seconds until the envelope reaches 0.001 (> 0; else 1 is used).
  ///   - dampingRatio: ζ in (0, 1]; values ≤ 0 are raised to 0.001 so that the spring settles.
  ///   - initialVelocity: normalised initial velocity (UIKit's `initialSpringVelocity`).
  public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
    -> DampedSpring
  {
    let d = duration.isFinite && duration > 0 ? duration : 1
    let z = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
    let v = initialVelocity.isFinite ? initialVelocity : 0
    let omega = SpringEnvelope.naturalFrequency(
      decayingTo: settlingThreshold, at: d, dampingRatio: z, velocity: v)
    return DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * z * omega, initialVelocity: v)
  }

  /// The time, in seconds, after which the motion stays within `threshold` of the target, as a
  /// fraction of the distance (> 0): ``settlingDuration`` at ``settlingThreshold`` or above,
  /// later for a tighter threshold.
  package func settlingDuration(within threshold: Double) -> Double {
    guard threshold < DampedSpring.settlingThreshold, threshold > 0 else { return settlingDuration }
    return solution.settlingTime(threshold: threshold)
  }

  /// The time, in seconds, after which this spring, let go `displacement` from its rest moving at
  /// `velocity` (any unit, and that unit per second), stays within `tolerance` of rest.
  package func settlingDuration(
    fromDisplacement displacement: Double, velocity: Double, within tolerance: Double
  )
    -> Double
  {
    SpringSolution(
      omega: naturalFrequency, zeta: dampingRatio, initialDisplacement: displacement,
      initialVelocity: velocity
    ).settlingTime(threshold: tolerance)
  }

  /// Where this spring, let go `displacement` from its rest moving at `velocity` (any unit, and
  /// that unit per second), is `time` seconds later (≥ 0; earlier is the release), and how fast
  /// it moves there: its displacement from rest and its velocity, in the same units.
  package func motion(fromDisplacement displacement: Double, velocity: Double, after time: Double)
    -> (displacement: Double, velocity: Double)
  {
    let motion = SpringSolution(
      omega: naturalFrequency, zeta: dampingRatio, initialDisplacement: displacement,
      initialVelocity: velocity)
    let t = time.isFinite ? max(time, 0) : 0
    return (motion.displacement(at: t), motion.velocity(at: t))
  }

  /// The undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): < 1 under-, 1 critically, > 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The response (period of the undamped oscillation), 2π/ω0, in seconds.
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// This spring with another normalised initial velocity, from the same initial position.
  public func withInitialVelocity(_ velocity: Double) -> DampedSpring {
    DampedSpring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, from: initialPosition)
  }

  /// This spring as though it had been let go `seconds` earlier (≥ 0; anything else is 0): the
  /// same law, starting at this spring's position and velocity `seconds` in, so that its value
  /// at `t` is this spring's at `t + seconds` and it settles `seconds` sooner.
  ///
  /// ```swift
  /// let pop = Zoom.flight.startedEarly(by: 0.02)
  /// pop.value(at: 0.068) // Zoom.flight.value(at: 0.088), half-way
  /// ```
  public func startedEarly(by seconds: Double) -> DampedSpring {
    let lead = seconds.isFinite ? max(seconds, 0) : 0
    return DampedSpring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity(at: lead),
      from: value(at: lead))
  }

  /// The position at `time` seconds: ``initialPosition`` (0 unless started partway) at the start,
  /// 1 at rest (overshooting when underdamped).
  public func value(at time: Double) -> Double {
    if time.isNaN { return time }
    return 1 + solution.displacement(at: max(time, 0))
  }

  /// The velocity at `time` seconds, normalised (distance fractions per second).
  public func velocity(at time: Double) -> Double {
    if time.isNaN { return time }
    return solution.velocity(at: max(time, 0))
  }

  /// The time, in seconds, after which the position stays within `settlingThreshold` (0.001) of
  /// the target. `.infinity` for an undamped spring. Computed once, when the spring is made.
  public let settlingDuration: Double

  /// The closed-form motion, computed once.
  let solution: SpringSolution
}

extension DampedSpring: Codable {
  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping, initialVelocity, initialPosition
  }

  /// Decodes a spring from its mass, stiffness, damping, initial velocity and, if present, its
  /// initial position (else 0).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try c.decode(Double.self, forKey: .mass),
      stiffness: try c.decode(Double.self, forKey: .stiffness),
      damping: try c.decode(Double.self, forKey: .damping),
      initialVelocity: try c.decode(Double.self, forKey: .initialVelocity),
      from: try c.decodeIfPresent(Double.self, forKey: .initialPosition) ?? 0)
  }

  /// Encodes the spring's mass, stiffness, damping and initial velocity, and its initial
  /// position when it is not 0.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(mass, forKey: .mass)
    try c.encode(stiffness, forKey: .stiffness)
    try c.encode(damping, forKey: .damping)
    try c.encode(initialVelocity, forKey: .initialVelocity)
    if initialPosition != 0 { try c.encode(initialPosition, forKey: .initialPosition) }
  }
}
