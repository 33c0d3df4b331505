import PassageCore

/// A rounded rectangle a layer's shadow is cast from: the layer's bounds (origin at zero) and
/// corner radius, in points.
package struct Outline: Sendable, Hashable {
  /// The bounds' size in points.
  package var size: Size
  /// The corner radius in points, within 0…half the shorter side (see ``init(size:cornerRadius:)``).
  package var cornerRadius: Double

  /// The outline of bounds of `size` rounded by `cornerRadius` points. The radius is kept at
  /// most half the shorter side (CGPath.h: a rounded rectangle's corners must fit) and at least
  /// 0.01 pt where it fits, so that every outline of a run is a path of the same elements: Core
  /// Animation blends two paths point by point only when their elements match (CAShapeLayer.h
  /// `path`), and a square corner may be drawn with fewer. A hundredth of a point is invisible
  /// in a blurred shadow.
  package init(size: Size, cornerRadius: Double) {
    self.size = size
    let half = max(0, min(size.width, size.height) / 2)
    self.cornerRadius = min(max(cornerRadius, 0.01), half)
  }
}

/// A layer's shadow outline through a Core Animation run, as linear keyframes on its
/// `shadowPath` (CALayer.h: animatable), at the key times of the run's animations of the layer's
/// `bounds.size` and `cornerRadius`. Blending two outlines' rectangles and radii linearly is what
/// those two animations do, so the path stays the layer's outline at every frame.
package struct PlannedOutline: Sendable, Hashable {
  /// When the keyframes begin, in seconds on the transition's clock.
  package var beginTime: Double
  /// Their duration in seconds.
  package var duration: Double
  /// Key times in 0…1, increasing.
  package var keyTimes: [Double]
  /// The outline at each key time.
  package var outlines: [Outline]

  /// The outline Core Animation shows at `time` seconds on the transition's clock (clamped to
  /// the keyframes' span): size and radius blended linearly between their keys.
  package func outline(at time: Double) -> Outline {
    let u = duration > 0 ? ((time - beginTime) / duration).clampedToUnit : 1
    guard let upper = keyTimes.firstIndex(where: { $0 >= u }), upper > 0 else {
      return u <= 0 ? outlines[0] : outlines[outlines.count - 1]
    }
    let (t0, t1) = (keyTimes[upper - 1], keyTimes[upper])
    let f = t1 > t0 ? (u - t0) / (t1 - t0) : 1
    let (a, b) = (outlines[upper - 1], outlines[upper])
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    var blended = a
    blended.size = Size(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
    blended.cornerRadius = mix(a.cornerRadius, b.cornerRadius)
    return blended
  }
}

extension CoreAnimationRun {
  /// The span, in seconds on the transition's clock, and the key times in it (0…1, increasing,
  /// 0 and 1 included) of every key of `animations`.
  package static func keySpan(of animations: [PlannedAnimation]) -> (
    begin: Double, duration: Double, keys: [Double]
  )? {
    guard let begin = animations.map(\.beginTime).min(),
      let end = animations.map({ $0.beginTime + $0.duration }).max()
    else { return nil }
    let duration = end - begin
    var times = Set<Double>([0, 1])
    for animation in animations {
      for key in animation.keyTimes {
        let time = animation.beginTime + key * animation.duration
        times.insert(duration > 0 ? ((time - begin) / duration).clampedToUnit : 1)
      }
    }
    return (begin, duration, times.sorted())
  }

  /// The outline `role` casts its shadow from through the run, or `nil` when the run animates
  /// neither its size nor its corner radius (its model values then give the outline). Each key
  /// reads the animations that span it, their last keyframe included, so the path ends where the
  /// size and corners it follows end; once they are removed, the model's path shows with theirs.
  package func plannedOutline(of role: LayerRole) -> PlannedOutline? {
    let own = animations.filter {
      $0.role == role && ($0.keyPath == .boundsSize || $0.keyPath == .cornerRadius)
    }
    guard let span = Self.keySpan(of: own), let model = final[role] else { return nil }
    func value(_ keyPath: AnimatedKeyPath, at time: Double) -> AnimatedValue? {
      let playing = own.last { animation in
        animation.keyPath == keyPath && time >= animation.beginTime
          && time <= animation.beginTime + animation.duration
      }
      return playing?.value(at: time) ?? model[keyPath]
    }
    var outlines: [Outline] = []
    for key in span.keys {
      let time = span.begin + key * span.duration
      guard case .size(let size) = value(.boundsSize, at: time),
        case .number(let radius) = value(.cornerRadius, at: time)
      else { return nil }
      outlines.append(Outline(size: size, cornerRadius: radius))
    }
    return PlannedOutline(
      beginTime: span.begin, duration: span.duration, keyTimes: span.keys, outlines: outlines)
  }
}
