import Passage

/// iOS's own push and back swipe as measured frame by frame (iOS 27.0 simulator, iPhone 17,
/// 402 × 874 pt; JakeThomson/swift_transitions `docs/parity-plan.md` §1–2, September 2026; the
/// summary in the design brief's NATIVE-MOTION.md). The figures the parity tests hold Passage to,
/// each with the tolerance the measurement itself calls "matched".
enum NativeMotion {
  /// The device the figures were measured on, in points.
  static let container = Size(width: 402, height: 874)

  /// "Matched" for a curve: RMS within 2 pt over the motion.
  static let curveRMS = 2.0
  /// "Matched" for the 50 % and 90 % times: one 60 fps frame, in seconds.
  static let frame = 1.0 / 60
  /// "Matched" for a ratio or a scale.
  static let ratio = 0.006

  enum Push {
    /// The arriving page's remaining distance decays as e^(−t/τ), τ = 59–61 ms.
    static let timeConstants = 0.059...0.061
    /// Half-way and nine tenths of the way, in seconds.
    static let halfWay = 0.042
    static let nineTenths = 0.138
    /// Settled by, in seconds.
    static let settled = 0.450
    /// The covered page's travel per point of the arriving page's.
    static let coveredTravel = 0.301...0.302
    /// Black over the covered page per unit of progress.
    static let dim = 0.096...0.100
    /// The covered page's darkening beside the page's leading edge half-way (fractions of its
    /// luminance), by distance from the edge in points.
    static let shadow: [(distance: Double, darkening: ClosedRange<Double>)] = [
      (2, 0.021...0.025), (10, 0.012...0.012), (16, 0.004...0.004),
    ]
    /// "Matched" for a luminance profile, as the measurement counts it: within 2 % luminance; here
    /// held tighter, to 0.3 percentage points at each distance.
    static let shadowTolerance = 0.003
  }

  enum BackSwipe {
    /// The finger travel, in points, before the page moves; it then trails the finger by it.
    static let deadZone = 12.0
    /// The release spring, finish and cancel alike.
    static let naturalFrequency = 22.0
    static let dampingRatio = 0.85
    /// 98 % of the remaining way is covered in 200–220 ms, whatever the distance.
    static let ninetyEightPercent = 0.200...0.220
    /// The projection window, in seconds, and the boundary at rest, in fractions of the width.
    static let projectionWindow = 0.115...0.130
    static let boundaryAtRest = 0.50...0.53
    /// Released at a fraction of the width with a velocity (points/second, positive towards the
    /// trailing edge): whether the page popped.
    static let outcomes: [(position: Double, velocity: Double, pops: Bool)] = [
      (0.16, 1200, true), (0.29, 400, false), (0.30, 150, false), (0.41, 0, false), (0.51, 0, false),
      (0.54, 0, true), (0.56, 0, true), (0.60, 150, true), (0.76, 0, true), (0.66, -500, true),
    ]
  }
}

extension NativeMotion {
  enum Zoom {
    /// The flight, push and pop: a critically damped spring from rest, ω0 18–19.75 rad/s on the
    /// card's width (19 the fit).
    static let flightFrequencies = 18.0...19.75
    static let flightFrequency = 19.0
    /// The dim over the screen behind per unit of progress, linear.
    static let dim = 0.15
    /// The screen behind's scale at full screen, linear with the flight.
    static let coveredScale = 0.914
    /// With Reduce Motion on, the push and pop cross-fade over about this long, in seconds.
    static let reducedMotionFade = 0.140
  }
}
