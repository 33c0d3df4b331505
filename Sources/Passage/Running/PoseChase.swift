/// A card's pose trailing the one the fingers set: its scale, turn and translation each spring
/// towards the fingers' on one spring (``CardGestures/pinchChase``), from where they were and how
/// fast they moved when the fingers last moved. The pivot is the fingers' own.
///
/// Between two moves of the fingers the fingers' pose is constant, so each part is the spring's
/// closed-form motion from the state the last move found it in: the chase is exact at any time,
/// not stepped frame by frame. At rest where the fingers are, it is their pose exactly.
package struct PoseChase: Sendable {
  /// The spring each part chases on.
  package let spring: DampedSpring
  /// The pose the fingers set last.
  package private(set) var target: CardPose
  /// When the fingers set it, in seconds.
  private var since: Double
  /// The chased pose less the target, and its velocity, when the fingers set it: scale, turn
  /// (radians), translation x and y (points).
  private var offset: SIMD4<Double>
  private var velocity: SIMD4<Double>

  /// A chase at rest at `pose` at `time`.
  package init(at time: Double, resting pose: CardPose, spring: DampedSpring) {
    self.spring = spring
    target = pose
    since = time
    offset = .zero
    velocity = .zero
  }

  /// The chased pose at `time` (no earlier than the fingers' last move: before it, that move's
  /// start).
  package func pose(at time: Double) -> CardPose {
    let (d, _) = state(at: time)
    var pose = target
    pose.scale = max(target.scale + d[0], 0.01)
    pose.rotation = target.rotation + d[1]
    pose.translation = Point(x: target.translation.x + d[2], y: target.translation.y + d[3])
    return pose
  }

  /// The fingers set `pose` at `time`: the chase turns towards it from where it is, as fast as it
  /// is moving.
  package mutating func follow(_ pose: CardPose, at time: Double) {
    let (d, v) = state(at: time)
    let moved = SIMD4(
      pose.scale - target.scale, pose.rotation - target.rotation, pose.translation.x - target.translation.x,
      pose.translation.y - target.translation.y)
    offset = d - moved
    velocity = v
    target = pose
    since = max(time, since)
  }

  /// When the chased card stays within `points` of where the fingers put it, for a card whose
  /// farthest point is `extent` points from the pivot (a scale or turn off by `x` moves it by
  /// `x · extent`), in seconds on the events' clock: each of the four parts within a quarter.
  package func settledTime(within points: Double, extent: Double) -> Double {
    let weights = SIMD4(extent, extent, 1, 1)
    let settle = (0..<4).map { i in
      offset[i] == 0 && velocity[i] == 0
        ? 0
        : spring.settlingDuration(
          fromDisplacement: offset[i] * weights[i], velocity: velocity[i] * weights[i], within: points / 4)
    }
    return since + (settle.max() ?? 0)
  }

  private func state(at time: Double) -> (SIMD4<Double>, SIMD4<Double>) {
    var d = SIMD4<Double>.zero
    var v = SIMD4<Double>.zero
    for i in 0..<4 where offset[i] != 0 || velocity[i] != 0 {
      (d[i], v[i]) = spring.motion(fromDisplacement: offset[i], velocity: velocity[i], after: time - since)
    }
    return (d, v)
  }
}
