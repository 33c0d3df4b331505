extension TransitionRunner {
  /// The run that plays by itself from now on — the timed animation, or the completion spring
  /// after a release — compiled into Core Animation animations; nil while idle, following a
  /// finger or completed.
  ///
  /// The plan is derived from the engine, never written per transition: each layer is sampled at
  /// key times chosen so that linear keyframes between them stay within
  /// ``CoreAnimationRun/cornerTolerance`` and ``CoreAnimationRun/opacityTolerance`` of the engine
  /// (checked at three points inside every interval and wherever the motion turns a corner,
  /// transforms blended both by decomposition and entry by entry, since Core Animation documents
  /// neither), splitting intervals until they do.
  ///
  /// Views stay at their resting frames (``RestingFrames``; the container's bounds unless UIKit
  /// gives others): the motion is carried by `transform`, so no position or bounds animation
  /// appears unless a layer's anchor point or size changes.
  package func coreAnimationRun(restingFrames: RestingFrames? = nil) -> CoreAnimationRun? {
    let resting = restingFrames ?? RestingFrames(container: context.containerSize)
    let reason: CoreAnimationRun.Reason
    let start: Double
    switch phase {
    case .animating(let startTime):
      reason = context.direction == .present ? .present : .dismiss
      start = startTime
    case .completing(let finishing, _, let startTime, _):
      reason = finishing ? .finish : .cancel
      start = startTime
    default:
      return nil
    }
    guard let end = driver.completionTime else { return nil }
    let duration = max(end - start, 0)
    let scene = { (t: Double) in resting.viewScene(of: self.runningScene(at: t)) }
    let last = scene(end)
    var animations: [PlannedAnimation] = []
    for layer in last.layers {
      let role = layer.role
      // Keyframes end on the value just before the end: a completion spring is cut off when it
      // settles (within 0.1 % of the distance), and the model value takes over then, as in the engine.
      let state = { (t: Double) in scene(min(t, end.nextDown)).layer(role) ?? layer }
      let probes = (0...16).map { state(start + duration * Double($0) / 16) }
      let moving = AnimatedKeyPath.allCases.filter { keyPath in
        probes.contains { $0.value(for: keyPath) != layer.value(for: keyPath) }
      }
      guard duration > 0, !moving.isEmpty else { continue }
      let times = CoreAnimationRun.sampleTimes(
        start: start, duration: duration, state: state, keyPaths: moving,
        kinks: kinkTimes(of: role, from: start, to: end))
      let states = times.map(state)
      let keyPaths = moving.filter { k in states.contains { $0.value(for: k) != layer.value(for: k) } }
      for keyPath in keyPaths {
        animations.append(
          PlannedAnimation(
            role: role, keyPath: keyPath, beginTime: start, duration: duration,
            values: states.compactMap { $0.value(for: keyPath) },
            keyTimes: times.map { duration > 0 ? ($0 - start) / duration : 0 }))
      }
    }
    let final = Dictionary(
      uniqueKeysWithValues: last.layers.map { layer in
        (
          layer.role,
          AnimatedKeyPath.allCases.reduce(into: [AnimatedKeyPath: AnimatedValue]()) { values, k in
            values[k] = layer.value(for: k)
          }
        )
      })
    return CoreAnimationRun(
      start: start, duration: duration, reason: reason, final: final, layerOrder: last.layers.map(\.role),
      animations: animations)
  }
}

extension TransitionRunner {
  /// The times in `start…end` where the motion of the layer `role` may turn a corner: where a
  /// progress its tracks are read at (``runningScene(at:)``: the driver's, and the carried
  /// progress of a layer a finger carries) reaches, leaves or crosses a key time of one of its
  /// tracks or an end (0 and 1, where the driver clamps progress and the tracks hold). The speed
  /// changes abruptly there; in between, the tracks and springs are smooth.
  ///
  /// Found where that progress changes sides between 512 even steps of the run, to within a
  /// nanosecond. An excursion past a key and back within one step goes unmarked: its depth grows
  /// with the square of its length, so it is shallow, and the curvature of the turn it makes
  /// splits the intervals around it finely anyway. A paced track's key times are recomputed by
  /// the track and are not marked.
  func kinkTimes(of role: LayerRole, from start: Double, to end: Double) -> [Double] {
    guard end > start, let animation = timeline.layers.last(where: { $0.base.role == role }) else {
      return []
    }
    let tracks: [[Double]?] = [
      animation.position?.keyTimes, animation.size?.keyTimes, animation.transform?.keyTimes,
      animation.opacity?.keyTimes, animation.cornerRadius?.keyTimes, animation.shadowOpacity?.keyTimes,
    ]
    let keys = Set([0, 1] + tracks.compactMap { $0 }.joined()).sorted()
    let carried = driver.carried
    let carries = !carried.isTrivial && gesture?.trackedRole == role
    // How many keys each progress is above and how many it is at or above: a change between two
    // times means a key was reached, left or crossed in between.
    func sides(at t: Double) -> [Int] {
      let p = progress(at: t)
      var readings = [p]
      if carries { readings.append(carried.trackProgress(at: t, progress: p, end: end)) }
      return readings.flatMap { u in [keys.count { $0 < u }, keys.count { $0 <= u }] }
    }
    let steps = 512
    var kinks: [Double] = []
    var (before, sideBefore) = (start, sides(at: start))
    for i in 1...steps {
      let after = i == steps ? end.nextDown : start + (end - start) * Double(i) / Double(steps)
      let sideAfter = sides(at: after)
      if sideAfter != sideBefore {
        var (low, high) = (before, after)
        while high - low > 1e-9 {
          let mid = (low + high) / 2
          if sides(at: mid) == sideBefore { low = mid } else { high = mid }
        }
        kinks.append((low + high) / 2)
      }
      (before, sideBefore) = (after, sideAfter)
    }
    return kinks
  }
}

extension CoreAnimationRun {
  /// Key times over `[start, start + duration]` such that blending `keyPaths` linearly between
  /// neighbours reproduces `state` within the tolerances: eight equal intervals to begin with,
  /// each split in half until it agrees at its quarter points and at the `kinks` inside it
  /// (times where the motion may turn a corner, ``TransitionRunner/kinkTimes(of:from:to:)``).
  ///
  /// The quarter points catch the error of a smooth motion, which peaks between them. At a kink
  /// the error peaks at the kink itself, and the curvature's error on either side can cancel it
  /// at the quarter points (a recede pulled back through its hold at 20 % was 0.28 pt off at the
  /// hold while agreeing within 0.1 pt at them), so kinks are checked as well. An interval is
  /// kept only once it agrees, however short that makes it: the chord's error over an interval
  /// holding a kink shrinks only in proportion to its length, down to tens of microseconds where
  /// a page starts or stops moving at thousands of points per second.
  static func sampleTimes(
    start: Double, duration: Double, state: (Double) -> LayerState, keyPaths: [AnimatedKeyPath],
    kinks: [Double] = []
  ) -> [Double] {
    guard duration > 0 else { return [start] }
    var times: [Double] = []
    // The interval ends, last first, so that popping takes them in time order; the eighth ends
    // exactly at `start + duration`.
    let ends: [Double] = (0...8).map { i in i == 8 ? start + duration : start + duration * Double(i) / 8 }
    var pending: [(Double, Double)] = (0..<8).reversed().map { i in (ends[i], ends[i + 1]) }
    while let (a, b) = pending.popLast() {
      let (sa, sb) = (state(a), state(b))
      let inside = kinks.filter { $0 > a && $0 < b }
      let agrees = ([0.25, 0.5, 0.75] + inside.map { ($0 - a) / (b - a) }).allSatisfy { f in
        let engine = state(a + (b - a) * f)
        return [true, false].allSatisfy { decomposed in
          var blended = engine
          for keyPath in keyPaths {
            guard let va = sa.value(for: keyPath), let vb = sb.value(for: keyPath) else { continue }
            blended = blended.setting(
              keyPath, to: va.interpolated(to: vb, fraction: f, decomposed: decomposed))
          }
          return blended.isClose(to: engine)
        }
      }
      if agrees || b - a < shortestInterval {
        times.append(a)
      } else {
        let mid = (a + b) / 2
        pending.append((mid, b))
        pending.append((a, mid))
      }
    }
    times.append(start + duration)
    return times
  }

  /// The shortest interval ``sampleTimes(start:duration:state:keyPaths:kinks:)`` splits, in seconds:
  /// far below what a kink needs (a chord's error at a kink is under a quarter of the interval
  /// times the change of speed there, 0.025 pt at 100 000 pt/s), so that it only ends the
  /// splitting at a jump, which no split would ever resolve.
  static let shortestInterval = 1e-6
}

extension LayerState {
  /// Whether `other` shows the same: corners within ``CoreAnimationRun/cornerTolerance`` points
  /// and opacity within ``CoreAnimationRun/opacityTolerance`` (plus shadow opacity, radius and
  /// offset and corner radius within the corner tolerance).
  package func isClose(
    to other: LayerState, corners: Double = CoreAnimationRun.cornerTolerance,
    opacity: Double = CoreAnimationRun.opacityTolerance
  ) -> Bool {
    deviation(from: other).corners <= corners && deviation(from: other).opacity <= opacity
  }

  /// The largest corner distance (points) and the largest opacity difference between two states.
  package func deviation(from other: LayerState) -> (corners: Double, opacity: Double) {
    var corners = 0.0
    for (p, q) in zip(projectedCorners, other.projectedCorners) {
      guard let p, let q else {
        if (p == nil) != (q == nil) { corners = .infinity }
        continue
      }
      corners = max(corners, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
    }
    corners = max(
      corners, abs(cornerRadius - other.cornerRadius), abs(shadow.radius - other.shadow.radius),
      abs(shadow.offset.width - other.shadow.offset.width),
      abs(shadow.offset.height - other.shadow.offset.height))
    let opacity = max(abs(self.opacity - other.opacity), abs(shadow.opacity - other.shadow.opacity))
    return (corners, opacity)
  }
}
