import PassageCore

/// Where one layer lands on the canvas: the inverse homography from canvas pixels to layer points,
/// the projected bounds for coverage, and the clipped corner radius.
struct LayerGeometry: Sendable {
  /// Canvas pixels → layer points: `[x y 1] · inverse = [u v 1] / w`.
  let inverse: Homography
  /// The layer's bounds size, in points.
  let width: Double
  let height: Double
  /// The corner radius in points, clamped to half the shorter side; 0 when under a quarter pixel.
  let cornerRadius: Double
  /// The bounds `[0, width] × [0, height]` on the canvas.
  let bounds: ProjectedRect
  /// The parts of the bounds that the rounded corners do not touch: `[0, width] × [r, height − r]`
  /// and, with rounded corners, `[r, width − r] × [0, height]`.
  let cores: [ProjectedRect]

  /// The geometry of `layer` drawn at `scale` pixels per point, or `nil` when nothing of it can be
  /// seen: an empty or non-finite size, non-finite position, anchor or transform, or a transform
  /// that flattens the layer to a line (seen edge-on).
  init?(layer: LayerState, scale: Double) {
    guard layer.size.isUsable, layer.position.isFinite, layer.anchorPoint.isFinite,
      layer.transform.isFinite
    else { return nil }
    guard let inverse = Homography(layer: layer, scale: scale).inverse else { return nil }
    let (w, h) = (layer.size.width, layer.size.height)
    var r = clampedCornerRadius(layer.cornerRadius, width: w, height: h)
    if r * scale < 0.25 { r = 0 }
    self.inverse = inverse
    self.width = w
    self.height = h
    self.cornerRadius = r
    self.bounds = ProjectedRect(inverse: inverse, minU: 0, minV: 0, maxU: w, maxV: h)
    let across = ProjectedRect(inverse: inverse, minU: 0, minV: r, maxU: w, maxV: h - r)
    let down = ProjectedRect(inverse: inverse, minU: r, minV: 0, maxU: w - r, maxV: h)
    self.cores = r > 0 ? [across, down] : [across]
  }

  /// The columns of `row` that are fully covered and clear of the rounded corners: the longer of
  /// the cores' fully covered spans.
  func cornerFreeSpan(row: Int, width: Int) -> Range<Int> {
    var best = 0..<0
    for core in cores {
      let span = core.span(row: row, inset: 0.5, width: width)
      if span.count > best.count { best = span }
    }
    return best
  }

  /// Whether the layer point `(u, v)` lies in a corner square, where the arc is the boundary.
  @inline(__always)
  func isInCorner(u: Double, v: Double) -> Bool {
    let r = cornerRadius
    return (u < r || u > width - r) && (v < r || v > height - r)
  }

  /// Coverage (0…1) of the pixel centred at canvas `(x, y)` by the rounded corner near the layer
  /// point `(u, v)`, where `c` is the pixel's `1/w`.
  ///
  /// The distance to the arc is measured in layer points and converted to canvas pixels by the
  /// local scale of the projection in the direction of the distance gradient (the Jacobian of the
  /// inverse homography), so the anti-aliasing stays one pixel wide under any transform.
  @inline(__always)
  func cornerCoverage(u: Double, v: Double, c: Double) -> Double {
    let r = cornerRadius
    let cx = u < r ? r : width - r
    let cy = v < r ? r : height - r
    let dx = u - cx
    let dy = v - cy
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return 1 }
    guard length.isFinite else { return 0 }
    let (nx, ny) = (dx / length, dy / length)
    let m = inverse
    let rc = 1 / c
    // ∂(u, v)/∂(x, y) of p = (a/c, b/c).
    let dudx = (m.m11 - u * m.m13) * rc
    let dudy = (m.m21 - u * m.m23) * rc
    let dvdx = (m.m12 - v * m.m13) * rc
    let dvdy = (m.m22 - v * m.m23) * rc
    let gx = nx * dudx + ny * dvdx
    let gy = nx * dudy + ny * dvdy
    let pointsPerPixel = (gx * gx + gy * gy).squareRoot()
    guard pointsPerPixel > 0, pointsPerPixel.isFinite else { return 0 }
    let d = (length - r) / pointsPerPixel
    return (0.5 - d).clampedToUnit
  }
}
