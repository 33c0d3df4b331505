import PassageCore

extension Canvas {
  /// Strokes the segment from `a` to `b` (points) `width` points wide with round caps.
  mutating func strokeLine(from a: Point, to b: Point, width: Double, _ color: LayerColor) {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length2 = dx * dx + dy * dy
    let half = width / 2
    let bounds = Rect(
      x: min(a.x, b.x) - half, y: min(a.y, b.y) - half, width: abs(dx) + width, height: abs(dy) + width)
    let s = scale
    fill(
      bounds: bounds,
      coverage: { x, y in
        let t = length2 > 0 ? (((x - a.x) * dx + (y - a.y) * dy) / length2).clampedToUnit : 0
        let (ex, ey) = (x - a.x - t * dx, y - a.y - t * dy)
        return Canvas.coverage(scale: s, distance: (ex * ex + ey * ey).squareRoot() - half)
      }, paint: { _, _ in color })
  }

  /// Paints `color` over the parts of `rect` outside its rounded corners of `radius` points: drawn
  /// in the background colour after the contents, it rounds off whatever was drawn in the rectangle.
  mutating func maskCorners(of rect: Rect, radius: Double, _ color: LayerColor) {
    let (w, h) = (rect.maxX - rect.minX, rect.maxY - rect.minY)
    let r = clampedCornerRadius(radius, width: w, height: h)
    let (x0, y0) = (rect.minX, rect.minY)
    let s = scale
    fill(
      bounds: rect,
      coverage: {
        1
          - Canvas.coverage(
            scale: s, distance: roundedRectDistance(x: $0 - x0, y: $1 - y0, width: w, height: h, radius: r))
      }, paint: { _, _ in color })
  }
}
