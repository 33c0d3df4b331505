/// The blurred silhouette of a layer: the opacity (0…1) of its drop shadow at each point of the
/// layer's own plane, before the shadow offset and colour.
///
/// **The σ mapping.** Core Animation's `shadowRadius` is treated as twice the standard deviation of
/// a Gaussian blur: σ = radius / 2 points (the usual reading, also used for CSS `box-shadow` blur).
/// The blur is truncated at 3σ, where less than 0.14 % of the kernel remains. A radius that would
/// give σ under a quarter of a pixel is raised to that, which leaves a crisp anti-aliased silhouette.
///
/// **How it is computed.** A rectangle blurred by a Gaussian is separable and exact:
/// `α(u, v) = X(u)·Y(v)` with `X(u) = Φ(u/σ) − Φ((u − width)/σ)`. Rounded corners only change the
/// corner zones (`r + 3σ` square); there the silhouette is rasterised on a small grid (cell σ/2,
/// at most half a pixel) and blurred numerically. When the zones would overlap (a small layer or a
/// large blur) the whole silhouette is rasterised and blurred that way.
struct ShadowShape {
  let width: Double
  let height: Double
  let radius: Double
  let sigma: Double
  /// How far the shadow reaches beyond the silhouette, 3σ, in points.
  let extent: Double
  private let across: SampledCurve
  private let down: SampledCurve
  /// The top-left corner zone, in the layer's coordinates; mirrored for the other corners.
  private let corner: SampledGrid?
  /// The whole blurred silhouette, when the corner zones overlap.
  private let whole: SampledGrid?

  /// The shadow of a `width × height` layer (points) with corner radius `cornerRadius` (points,
  /// clamped to half the shorter side), blurred per Core Animation's `shadowRadius` (points), for
  /// drawing at `scale` pixels per point.
  init(width: Double, height: Double, cornerRadius: Double, shadowRadius: Double, scale: Double) {
    let sigma = max(shadowRadius / 2, 0.25 / scale)
    let r = clampedCornerRadius(cornerRadius, width: width, height: height)
    let e = 3 * sigma
    self.width = width
    self.height = height
    self.radius = r
    self.sigma = sigma
    self.extent = e
    let step = max(sigma / 4, 0.25 / scale)
    across = SampledCurve(from: -e, to: width + e, step: step) {
      GaussianMath.boxProfile($0, length: width, sigma: sigma)
    }
    down = SampledCurve(from: -e, to: height + e, step: step) {
      GaussianMath.boxProfile($0, length: height, sigma: sigma)
    }
    guard r * scale >= 0.25 else {
      (corner, whole) = (nil, nil)
      return
    }
    let silhouette = { (x: Double, y: Double, cell: Double) -> Double in
      let d = roundedRectDistance(x: x, y: y, width: width, height: height, radius: r)
      return (0.5 - d / cell).clampedToUnit
    }
    if width >= 2 * (r + e) && height >= 2 * (r + e) {
      let span = r + 2 * e
      let cell = max(sigma / 2, 0.5 / scale, span / 512)
      var grid = SampledGrid(
        minX: -e - cell, minY: -e - cell, maxX: r + e + cell, maxY: r + e + cell, cell: cell
      ) {
        silhouette($0, $1, cell)
      }
      grid.blur(sigma: sigma)
      (corner, whole) = (grid, nil)
    } else {
      let cell = max(sigma / 2, 0.5 / scale, (max(width, height) + 2 * e) / 1024)
      var grid = SampledGrid(
        minX: -e - cell, minY: -e - cell, maxX: width + e + cell, maxY: height + e + cell, cell: cell
      ) { silhouette($0, $1, cell) }
      grid.blur(sigma: sigma)
      (corner, whole) = (nil, grid)
    }
  }

  /// The shadow's opacity (0…1) at the layer point `(u, v)` (points, before the offset).
  @inline(__always)
  func alpha(u: Double, v: Double) -> Double {
    guard u > -extent, u < width + extent, v > -extent, v < height + extent else { return 0 }
    if let whole { return whole.value(x: u, y: v) }
    if let corner {
      let zone = radius + extent
      let cu = u < zone ? u : (u > width - zone ? width - u : -Double.infinity)
      let cv = v < zone ? v : (v > height - zone ? height - v : -Double.infinity)
      if cu > -Double.infinity && cv > -Double.infinity { return corner.value(x: cu, y: cv) }
    }
    return across.value(at: u) * down.value(at: v)
  }

  /// The factor of the row at layer height `v` (points, before the offset) when the opacity
  /// along it is `across(u) · factor` for every `u`, as it is for rows clear of the rounded
  /// corners' zones: then ``alpha(u:rowFactor:)`` is ``alpha(u:v:)``. `nil` for a row that
  /// crosses a corner zone, or when the whole silhouette is sampled on a grid.
  func rowFactor(v: Double) -> Double? {
    guard whole == nil else { return nil }
    guard v > -extent, v < height + extent else { return 0 }
    if corner != nil {
      let zone = radius + extent
      if v < zone || v > height - zone { return nil }
    }
    return down.value(at: v)
  }

  /// ``alpha(u:v:)`` on a row whose ``rowFactor(v:)`` is `factor`.
  @inline(__always)
  func alpha(u: Double, rowFactor factor: Double) -> Double {
    guard u > -extent, u < width + extent else { return 0 }
    return across.value(at: u) * factor
  }
}
