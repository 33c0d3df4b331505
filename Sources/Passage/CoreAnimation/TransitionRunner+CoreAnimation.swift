extension TransitionRunner {
  /// The run that plays by itself from now on — the timed animation, or the completion spring
  /// after a release — compiled into Core Animation animations; nil while idle, following a
  /// finger or completed.
  ///
  /// The plan is derived from the engine, never written per transition: each layer is sampled at
  /// key times chosen so that linear keyframes between them stay within
  /// ``CoreAnimationRun/cornerTolerance`` and ``CoreAnimationRun/opacityTolerance`` of the engine
  /// (checked at three points inside every interval, transforms blended both by decomposition and
  /// entry by entry, since Core Animation documents neither), splitting intervals until they do.
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
        start: start, duration: duration, state: state, keyPaths: moving)
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

extension CoreAnimationRun {
  /// Key times over `[start, start + duration]` such that blending `keyPaths` linearly between
  /// neighbours reproduces `state` within the tolerances: eight equal intervals to begin with,
  /// each split in half until its quarter points agree (or it is shorter than 0.5 ms).
  static func sampleTimes(
    start: Double, duration: Double, state: (Double) -> LayerState, keyPaths: [AnimatedKeyPath]
  ) -> [Double] {
    guard duration > 0 else { return [start] }
    var times: [Double] = []
    var pending = (0..<8).reversed().map { i in
      (start + duration * Double(i) / 8, i == 7 ? start + duration : start + duration * Double(i + 1) / 8)
    }
    while let (a, b) = pending.popLast() {
      let (sa, sb) = (state(a), state(b))
      let agrees = [0.25, 0.5, 0.75].allSatisfy { f in
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
      if agrees || b - a < 0.0005 {
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
