import PassageCore

/// A colour ramp: colours at increasing positions 0…1, interpolated linearly in between.
struct Gradient {
  /// `(position, colour)` pairs, positions non-decreasing in 0…1.
  var stops: [(Double, LayerColor)]

  /// The colour at `t` (clamped to 0…1).
  func color(at t: Double) -> LayerColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    let t = t.clampedToUnit
    if t <= first.0 { return first.1 }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.0 {
      let f = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 1
      return LayerColor(
        red: a.1.red + (b.1.red - a.1.red) * f, green: a.1.green + (b.1.green - a.1.green) * f,
        blue: a.1.blue + (b.1.blue - a.1.blue) * f, alpha: a.1.alpha + (b.1.alpha - a.1.alpha) * f)
    }
    return last.1
  }
}

extension Canvas {
  /// Fills `rect` (rounded by `radius` points) with a linear gradient running from `start` to `end`
  /// (points): colour at 0 at `start`, at 1 at `end`, constant beyond.
  mutating func fillLinearGradient(
    _ rect: Rect, radius: Double, gradient: Gradient, start: Point, end: Point
  ) {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length2 = dx * dx + dy * dy
    fillRoundedRect(rect, radius: radius) { x, y in
      let t = length2 > 0 ? ((x - start.x) * dx + (y - start.y) * dy) / length2 : 0
      return gradient.color(at: t)
    }
  }
}
