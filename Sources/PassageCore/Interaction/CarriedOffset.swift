/// Where a finger that carries the tracked layer in two dimensions (``FingerMapping/distance(sign:)``)
/// has put that layer: an offset, in container points, added to the layer's position, and the
/// progress at which the layer's position track is read.
///
/// While the finger is down the track is read at the progress the finger grabbed it at and the
/// offset is the finger's translation (plus whatever offset the layer had when it was grabbed), so
/// the layer moves exactly with the finger whatever the rest of the timeline does. After release
/// the track's progress springs from rest to its end while the offset springs from the release
/// offset and the finger's velocity to zero, with the same spring; for a linear track the sum is
/// one two-dimensional spring from where the finger let go, starting at the finger's velocity, to
/// where the track ends.
package struct CarriedOffset: Sendable, Hashable {
  /// What the finger has done.
  package enum State: Sendable, Hashable {
    /// No finger carries the layer: no offset, the track is read at the transition's progress.
    case none
    /// A finger holds the layer: the track is read at `progress`, and the offset is
    /// `grab + finger`.
    case held(progress: Double, grab: Point, finger: Point)
    /// Released at `start` seconds: the track's progress springs from `fromProgress` to
    /// `toProgress`, the offset from `offset` (points) with `velocity` (points/second) to zero.
    case released(fromProgress: Double, toProgress: Double, offset: Point, velocity: Point, start: Double)
  }

  /// What the finger has done.
  package var state: State
  /// The spring that carries the layer after release (its own initial velocity is ignored).
  package var spring: DampedSpring

  /// No offset.
  package static let none = CarriedOffset(state: .none, spring: .standard)

  /// Creates a carried offset.
  package init(state: State, spring: DampedSpring) {
    self.state = state
    self.spring = spring.withInitialVelocity(0)
  }

  /// How long after release, in seconds, the offset takes to come within `points` of zero (in
  /// each direction) and the track's progress within `threshold` of its distance; 0 when not
  /// released.
  package func settlingDuration(within points: Double, trackThreshold threshold: Double) -> Double {
    guard case .released(let from, let to, let offset, let velocity, _) = state else { return 0 }
    let track = from == to ? 0 : spring.settlingDuration(within: threshold)
    let x = spring.settlingDuration(fromDisplacement: offset.x, velocity: velocity.x, within: points)
    let y = spring.settlingDuration(fromDisplacement: offset.y, velocity: velocity.y, within: points)
    return max(track, x, y)
  }

  /// The progress the track's spring covers after release (0 when not released).
  package var trackRange: Double {
    guard case .released(let from, let to, _, _, _) = state else { return 0 }
    return abs(to - from)
  }

  /// Whether the layer carries nothing at any time: no finger has held it, or it was released
  /// where the track would have put it.
  package var isTrivial: Bool {
    switch state {
    case .none: return true
    case .held: return false
    case .released(let from, let to, let offset, let velocity, _):
      return from == to && offset == .zero && velocity == .zero
    }
  }

  /// The offset, in points, at `time` seconds (zero once the released spring has settled, at
  /// `end` when given).
  package func offset(at time: Double, end: Double? = nil) -> Point {
    switch state {
    case .none: return .zero
    case .held(_, let grab, let finger): return Point(x: grab.x + finger.x, y: grab.y + finger.y)
    case .released(_, _, let offset, let velocity, let start):
      if let end, !(time < end) { return .zero }
      let t = max(time - start, 0)
      let rest = spring.value(at: t)
      let impulse = spring.withInitialVelocity(1).value(at: t) - rest
      return Point(
        x: offset.x * (1 - rest) + velocity.x * impulse, y: offset.y * (1 - rest) + velocity.y * impulse)
    }
  }

  /// The progress at which the layer's position track is read at `time`; `progress` (the
  /// transition's) when no finger carries it.
  package func trackProgress(at time: Double, progress: Double, end: Double? = nil) -> Double {
    switch state {
    case .none: return progress
    case .held(let held, _, _): return held
    case .released(let from, let to, _, _, let start):
      if let end, !(time < end) { return to }
      return from + (to - from) * spring.value(at: max(time - start, 0))
    }
  }
}
