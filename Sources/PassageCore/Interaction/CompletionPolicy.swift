/// How a released gesture decides between finishing and cancelling, and how it gets there.
///
/// The decision projects the release velocity forward and finishes when the tracked layer's
/// projected position (the finger's, less any dead zone it trails by) is past ``boundary`` of the
/// extent. Two projections exist:
/// - ``Projection/deceleration(rate:)`` coasts as a scroll view decelerates (WWDC 2018
///   "Designing Fluid Interfaces"): `(v / 1000) · r / (1 − r)` points for a rate `r`;
/// - ``Projection/window(seconds:)`` carries the velocity for a fixed time: `v · seconds` points.
///   iOS's back swipe decides this way (measured: ``backSwipe``).
///
/// The motion to the chosen end is a spring whose initial velocity is the finger's.
public struct CompletionPolicy: Sendable, Hashable {
  /// How far a release velocity carries the finger before the decision is read.
  public enum Projection: Sendable, Hashable {
    /// A scroll view's deceleration with per-millisecond velocity retention `rate`, in (0, 1):
    /// 0.998 is `UIScrollView.DecelerationRate.normal`, 0.99 is `.fast`.
    case deceleration(rate: Double)
    /// The velocity held for `seconds` (≥ 0).
    case window(seconds: Double)
  }

  /// How the release velocity is projected.
  public var projection: Projection
  /// The fraction of the extent (0…1) the projected layer must pass for the gesture to finish.
  /// Default 0.5.
  public var boundary: Double
  /// The spring that carries the transition to its end after release; its initial velocity is
  /// replaced by the finger's.
  public var spring: DampedSpring

  /// `UIScrollView.DecelerationRate.normal`: 0.998.
  public static let normalDeceleration = 0.998

  /// Passage's default where iOS has no gesture of its own to measure (Recede's pull-down): normal
  /// deceleration against half the extent, completed by ``DampedSpring/standard``.
  public static let standard = CompletionPolicy(spring: .standard)

  /// iOS's back swipe, measured (docs/PARITY.md): the page's position plus 118 ms of the finger's
  /// velocity past 0.511 of the width (measured: a projection window of 115–130 ms, a boundary
  /// at rest of 0.50–0.53; these two values reproduce every measured release), completed, finished
  /// or cancelled, by one spring of ω 22 rad/s and ζ 0.85.
  public static let backSwipe = CompletionPolicy(
    projection: .window(seconds: 0.118), boundary: 0.511,
    spring: DampedSpring(naturalFrequency: 22, dampingRatio: 0.85))

  /// Creates a policy; a projection out of range (a rate outside (0, 1), a negative or non-finite
  /// window) falls back to ``normalDeceleration``, a boundary outside 0…1 or NaN to 0.5.
  public init(projection: Projection, boundary: Double = 0.5, spring: DampedSpring) {
    switch projection {
    case .deceleration(let rate) where rate > 0 && rate < 1,
      .window(let rate) where rate >= 0 && rate.isFinite:
      self.projection = projection
    default:
      self.projection = .deceleration(rate: CompletionPolicy.normalDeceleration)
    }
    self.boundary = boundary >= 0 && boundary <= 1 ? boundary : 0.5
    self.spring = spring
  }

  /// Creates a policy that projects as a scroll view decelerates at `decelerationRate`, against
  /// half the extent; a rate outside (0, 1) or NaN falls back to ``normalDeceleration``.
  public init(decelerationRate: Double = CompletionPolicy.normalDeceleration, spring: DampedSpring) {
    self.init(projection: .deceleration(rate: decelerationRate), spring: spring)
  }

  /// The distance, in points, that a release at `velocity` points/second carries the finger.
  public func projection(ofVelocity velocity: Double) -> Double {
    switch projection {
    case .deceleration(let rate): return (velocity / 1000) * rate / (1 - rate)
    case .window(let seconds): return velocity * seconds
    }
  }

  /// Whether a release with the tracked layer at `position` points (0 = start, `extent` = finished)
  /// moving at `velocity` points/second should finish: the projected position is past
  /// ``boundary`` of the extent.
  public func shouldFinish(position: Double, velocity: Double, extent: Double) -> Bool {
    position + projection(ofVelocity: velocity) > extent * boundary
  }
}
