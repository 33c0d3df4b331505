import Passage

/// iOS's own push and back swipe as measured frame by frame (iOS 27.0 simulator, iPhone 17,
/// 402 × 874 pt; JakeThomson/swift_transitions `docs/parity-plan.md` at commit 00b8f7d, stages
/// 1–2 for Push and 3–8 for Zoom, as docs/PARITY.md cites it). The figures the parity tests hold Passage to,
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
  /// "Matched" for an opacity: RMS within 2 % of its range.
  static let opacityRMS = 0.02

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
    /// A cancelled flick carries on past its release before it springs back: 5.4 pt (the
    /// measurement names neither the script nor where it reads from; its flicks that spring back
    /// are 29 % at 400 pt/s and 30 % at 150).
    static let cancelledFlickCarry = 5.4
    /// Released with the page's edge at a fraction of the width (what `analyze_swipe.py` reports:
    /// "release at edge X") and the finger moving at a velocity (points/second, positive towards
    /// the trailing edge): whether the page popped.
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
    /// The pop reads as the same spring let go 16–24 ms early: half-way after 64–72 ms, where the
    /// push takes 88.
    static let popHeadStarts = 0.016...0.024
    static let popHalfWay = 0.064...0.072
    /// The dim over the screen behind per unit of progress, linear.
    static let dim = 0.15
    /// The screen behind's scale at full screen, linear with the flight.
    static let coveredScale = 0.914
    /// After a committed dismissal the screen behind comes home on its own critically damped
    /// spring of ω 15 rad/s from the release, not with the card.
    static let coveredReturnFrequency = 15.0
    /// With Reduce Motion on, the push and pop cross-fade over about this long, in seconds.
    static let reducedMotionFade = 0.140
    /// The card's corner radius in flight on a 12 pt poster, by progress (read by fitting a
    /// circle to the card's corner; iOS's continuous corners read 13 for the poster's 12).
    static let cornerRadii: [(progress: Double, radius: Double)] = [
      (0, 13), (0.13, 16.5), (0.25, 21.5), (0.37, 27), (0.48, 33), (0.72, 44),
    ]
    /// The source's copy above the page: its opacity read at three points of the push (the
    /// measurement summarises them as a straight fade over the first 0.55, which misses them by
    /// 2.8 % RMS).
    static let sourceCopy: [(progress: Double, opacity: Double)] = [(0.21, 0.58), (0.33, 0.39), (0.63, 0.03)]
    /// The card's bottom edge on the push, as a fraction of its travel, at fractions of the sides'
    /// (it trails them); on the pop it leads them by about 0.03.
    static let pushBottom: [(progress: Double, bottom: Double)] = [(0.33, 0.29), (0.63, 0.58), (0.85, 0.83)]
    static let popBottomLead = 0.03
    /// The card shadow: σ ≈ 18 pt, opacity 0.24, 4 pt down.
    static let shadowSigma = 18.0
    static let shadowOpacity = 0.24
    static let shadowOffset = 4.0
    /// Near the source the shadow is shed: still whole a tenth of the way from it, gone (the
    /// page beside the card reads its own colour) a twentieth of the way from it.
    static let shadowWhole = 0.1
    static let shadowGone = 0.05

    /// A pan's dead zone, in points (the platform's slop).
    static let panDeadZone = 16.0...20.0
    /// A pan's held scale at a fraction of the height dragged.
    static let panScales: [(travel: Double, scale: ClosedRange<Double>)] = [
      (0.3, 0.80...0.81), (0.8, 0.545...0.545),
    ]
    /// How far the touch point falls behind the finger, in points, at a fraction of the height.
    static let panFall: [(travel: Double, lag: Double)] = [(0.13, 0), (0.28, 9), (0.48, 39), (0.78, 185)]
    /// How far the card moves sideways, in points, for a sideways sweep after a 30 % drop.
    static let panSweeps: [(sweep: Double, moved: Double)] = [(50, 26), (100, 49), (150, 69), (195, 85)]
    /// An edge swipe's dead zone, in points.
    static let edgeDeadZone = 12.0
    /// An edge swipe's held scale at a fraction of the width.
    static let edgeScales: [(travel: Double, scale: Double)] = [(0.16, 0.898), (0.36, 0.761), (0.56, 0.620)]
    /// How far the card follows an edge swipe's finger vertically, in points.
    static let edgeFollow: [(drop: Double, moved: Double)] = [(200, 86), (240, 99)]
    /// A pinch's card chases the fingers' scale, turn and focal point on a spring of ω 45 rad/s,
    /// ζ 0.7–1.0, settling two or three frames behind them.
    static let pinchChaseFrequency = 45.0
    static let pinchChaseDampings = 0.7...1.0
    /// A pinch's held scale at a fraction of the fingers' distance, past its dead zone.
    static let pinchScales: [(fingers: Double, scale: Double)] = [
      (0.9, 0.925), (0.8, 0.824), (0.6, 0.618), (0.4, 0.412),
    ]
    /// Releases: the card's scale, the release velocity (points/second, towards the source; for
    /// an edge swipe along the swipe) and whether it landed.
    static let panReleases: [(scale: Double, velocity: Double, lands: Bool)] = [
      (0.914, 0, false), (0.900, 0, true), (0.883, 0, true), (0.881, 0, true), (0.766, -800, true),
    ]
    static let edgeReleases: [(scale: Double, velocity: Double, lands: Bool)] = [
      (0.732, 0, false), (0.715, 0, false), (0.678, 0, true), (0.620, 0, true), (0.805, 800, true),
      (0.659, 800, true),
    ]
    /// Pinch releases by the fingers' scale: 0.515 sprang back, 0.494, 0.463, 0.412 landed.
    static let pinchReleases: [(fingers: Double, lands: Bool)] = [
      (0.515, false), (0.494, true), (0.463, true), (0.412, true), (0.553, false), (0.458, true),
    ]
    /// The cancel's spring.
    static let cancelFrequency = 22.5
    static let cancelDamping = 0.9
    /// The landing's spring: ω 13.5–17.5 (15), ζ 0.65–0.85 (0.75), overshooting the source by
    /// 2–3 % of the flight.
    static let landingFrequencies = 13.5...17.5
    static let landingDampings = 0.65...0.85
    static let landingOvershoot = 0.02...0.03
    /// Touches during the push. A drag begun at 0.78–0.82 of the width at 300 pt/s: the card flew
    /// on, then read the pan's scale of the full screen, 0.848 at 200 pt past the slop (0.848–0.859
    /// over the runs), and, let go at rest, landed.
    static let inFlightDrag = (startWidth: 0.8, speed: 300.0, travel: 200.0, scale: 0.848)
    /// A flick at 0.70 and at 0.83 of the push, 100 pt at 800 pt/s, lifted moving: landed both
    /// times, the card grown to 0.952–0.955 of the width under it.
    static let inFlightFlicks = [0.70, 0.83]
    static let inFlightFlick = (distance: 100.0, speed: 800.0)
    static let inFlightFlickGrown = 0.952...0.955
    /// A pinch begun at 0.95 of the push took the card and read as a pinch on the open page: 0.618
    /// at 0.6 of the fingers' distance.
    static let inFlightPinch = (startWidth: 0.95, fingers: 0.6, scale: 0.618)
  }
}
