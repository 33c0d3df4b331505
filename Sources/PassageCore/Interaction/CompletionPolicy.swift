/// How a released gesture decides between finishing and cancelling, and how it gets there.
///
/// The decision projects the release velocity forward as a scroll view decelerates (WWDC 2018
/// "Designing Fluid Interfaces"): `projection(v) = (v / 1000) · r / (1 − r)` points for a
/// deceleration rate `r`, and finishes when `position + projection` is past half the extent.
/// The motion to the chosen end is a spring whose initial velocity is the finger's.
public struct CompletionPolicy: Sendable, Hashable {
  /// The per-millisecond velocity retention `r` of the projection, in (0, 1):
  /// 0.998 is `UIScrollView.DecelerationRate.normal`, 0.99 is `.fast`.
  public var decelerationRate: Double
  /// The spring that carries the transition to its end after release; its initial velocity is
  /// replaced by the finger's.
  public var spring: DampedSpring

  /// `UIScrollView.DecelerationRate.normal`: 0.998.
  public static let normalDeceleration = 0.998

  /// Passage's default: normal deceleration, completed by ``DampedSpring/standard``.
  public static let standard = CompletionPolicy(spring: .standard)

  /// Creates a policy; a rate outside (0, 1) or NaN falls back to ``normalDeceleration``.
  public init(decelerationRate: Double = CompletionPolicy.normalDeceleration, spring: DampedSpring) {
    self.decelerationRate =
      decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : CompletionPolicy.normalDeceleration
    self.spring = spring
  }

  /// The distance, in points, that a release at `velocity` points/second coasts before stopping.
  public func projection(ofVelocity velocity: Double) -> Double {
    (velocity / 1000) * decelerationRate / (1 - decelerationRate)
  }

  /// Whether a release at `position` points (0 = start, `extent` = finished) with `velocity`
  /// points/second should finish: the projected position is past half the extent.
  public func shouldFinish(position: Double, velocity: Double, extent: Double) -> Bool {
    position + projection(ofVelocity: velocity) > extent / 2
  }
}
