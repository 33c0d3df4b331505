import PassageCore

extension Canvas {
  /// Fills the triangle `a`, `b`, `c` (points, either winding) with anti-aliased edges.
  mutating func fillTriangle(_ a: Point, _ b: Point, _ c: Point, _ color: LayerColor) {
    let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    guard area != 0, area.isFinite else { return }
    let sign: Double = area > 0 ? 1 : -1
    // Inward distance to the line through p and q.
    func edge(_ p: Point, _ q: Point) -> (Double, Double, Double) {
      let (dx, dy) = (q.x - p.x, q.y - p.y)
      let n = (dx * dx + dy * dy).squareRoot()
      return (-dy * sign / n, dx * sign / n, (dy * p.x - dx * p.y) * sign / n)
    }
    let edges = [edge(a, b), edge(b, c), edge(c, a)]
    let minX = min(a.x, b.x, c.x)
    let minY = min(a.y, b.y, c.y)
    let bounds = Rect(x: minX, y: minY, width: max(a.x, b.x, c.x) - minX, height: max(a.y, b.y, c.y) - minY)
    let s = scale
    fill(
      bounds: bounds,
      coverage: { x, y in
        let inside = edges.map { $0.0 * x + $0.1 * y + $0.2 }.min() ?? 0
        return Canvas.coverage(scale: s, distance: -inside)
      }, paint: { _, _ in color })
  }
}
