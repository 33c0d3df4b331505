/// Draws one layer (or its shadow) into the canvas, row by row.
///
/// For each canvas row the painter computes, from the projected edges, the columns the layer
/// touches and the columns it covers completely, subtracts what opaque layers above hide, and
/// visits only the remaining pixels. Per pixel it evaluates the inverse homography (one division),
/// skips the pixel when the source point is at or behind the viewer (`w ≤ 0`), takes the
/// analytic coverage of the edges and rounded corners, asks the shader for the colour and
/// composites it "over" the canvas.
struct LayerPainter {
  /// The canvas: premultiplied RGBA bytes, `width` pixels a row, rows top to bottom, row `y` at
  /// row `y % canvasRows` of the buffer.
  let canvas: UnsafeMutableRawBufferPointer
  let width: Int
  let height: Int
  /// The rows this painter draws (all by default); painters of disjoint rows may run at once.
  let rows: Range<Int>
  /// The rows the canvas buffer holds: `height` for a whole canvas, fewer for a ring of rows
  /// that are drawn, used and drawn over by rows further down.
  let canvasRows: Int
  /// Reused storage for the visible pieces of a row.
  private var visible = VisiblePieces()

  /// A painter of `rows` (all by default) of a canvas `width × height` pixels kept in `canvas`,
  /// whose `canvasRows` rows (all by default) hold row `y` at row `y % canvasRows`.
  init(
    canvas: UnsafeMutableRawBufferPointer, width: Int, height: Int, rows: Range<Int>? = nil,
    canvasRows: Int? = nil
  ) {
    self.canvas = canvas
    self.width = width
    self.height = height
    self.rows = (rows ?? 0..<height).clamped(to: 0..<height)
    self.canvasRows = max(1, canvasRows ?? height)
    precondition(self.canvasRows * width * 4 <= canvas.count, "the canvas does not hold its rows")
  }

  /// What to draw and how.
  struct Pass {
    /// The layer's placement.
    var geometry: LayerGeometry
    /// The region to visit, in the layer's plane.
    var area: ProjectedRect
    /// Whether the edges of `area` and the layer's rounded corners are anti-aliased (content);
    /// `false` visits `area` with full coverage (shadows, whose shader shapes the alpha).
    var clipsToLayer: Bool
    /// Opacity 0…1 applied to every pixel.
    var opacity: Double
    /// Opaque regions drawn later (above) that hide this pass.
    var occluders: [ProjectedRect]
  }

  /// Draws `pass` with `shader`.
  mutating func paint<S: PixelShader>(_ pass: Pass, shader: inout S) {
    let opacity = pass.opacity.clampedToUnit
    let fullWeight = UInt32(opacity * 256 + 0.5)
    guard fullWeight > 0 else { return }
    let area = pass.area
    let g = pass.geometry
    let rounded = pass.clipsToLayer && g.cornerRadius > 0
    let inset = pass.clipsToLayer ? -0.5 : 0
    for row in rows {
      let outer = area.span(row: row, inset: inset, width: width)
      if outer.isEmpty { continue }
      let inner = pass.clipsToLayer ? area.span(row: row, inset: 0.5, width: width) : outer
      let pieces = visible.pieces(of: outer, row: row, occluders: pass.occluders, width: width)
      if pieces.isEmpty { continue }
      shader.beginRow(row)
      // Fully covered columns clear of rounded corners can go to the shader's fast path.
      let run = rounded ? g.cornerFreeSpan(row: row, width: width).clamped(to: inner) : inner
      let line = Line(
        row: row, base: (row % canvasRows) &* width, edges: area.rowOffsets(row: row), opacity: opacity,
        fullWeight: fullWeight, rounded: rounded)
      for piece in pieces {
        let lo = min(max(piece.lowerBound, run.lowerBound), piece.upperBound)
        let hi = max(min(piece.upperBound, run.upperBound), lo)
        if lo < hi && shader.paintRun(lo..<hi, weight: fullWeight, into: canvas, rowBase: line.base) {
          paintPixels(piece.lowerBound..<lo, line, pass, shader: shader, inner: inner)
          paintPixels(hi..<piece.upperBound, line, pass, shader: shader, inner: inner)
        } else {
          paintPixels(piece, line, pass, shader: shader, inner: inner)
        }
      }
    }
  }

  /// Fills with `color` every pixel that no region of `occluders` hides completely, so that a
  /// canvas whose hidden pixels are all painted over by those opaque layers is never filled twice.
  mutating func fillBackground(_ color: UInt32, occluders: [ProjectedRect]) {
    for row in rows {
      let pieces = visible.pieces(of: 0..<width, row: row, occluders: occluders, width: width)
      let base = (row % canvasRows) &* width
      for piece in pieces {
        for column in piece { PackedPixel.store(color, canvas, pixel: base &+ column) }
      }
    }
  }

  /// What the per-pixel loop needs to know about the current row.
  private struct Line {
    let row: Int
    let base: Int
    let edges: RowEdges
    let opacity: Double
    let fullWeight: UInt32
    let rounded: Bool
  }

  /// Shades and composites `columns` of a row pixel by pixel; columns inside `inner` are known to
  /// be fully covered by the area's edges.
  @inline(__always)
  private func paintPixels<S: PixelShader>(
    _ columns: Range<Int>, _ line: Line, _ pass: Pass, shader: S, inner: Range<Int> = 0..<0
  ) {
    if columns.isEmpty { return }
    let m = pass.geometry.inverse
    let geometry = pass.geometry
    let area = pass.area
    let needsPoint = S.needsLayerPoint || line.rounded
    let (a0, b0, _) = m.rowOffsets(line.row)
    let edges = line.edges
    for column in columns {
      let x = Double(column) + 0.5
      let c = m.m13 * x + edges.w
      guard c >= Double.leastNormalMagnitude else { continue }
      var coverage = 1.0
      if pass.clipsToLayer && (column < inner.lowerBound || column >= inner.upperBound) {
        coverage = area.coverage(x: x, edges)
        if !(coverage > 0) { continue }
      }
      var u = 0.0
      var v = 0.0
      if needsPoint {
        let rc = 1 / c
        u = (m.m11 * x + a0) * rc
        v = (m.m12 * x + b0) * rc
        if line.rounded && geometry.isInCorner(u: u, v: v) {
          coverage = geometry.cornerCoverage(u: u, v: v, c: c)
          if !(coverage > 0) { continue }
        }
      }
      let weight = coverage >= 1 ? line.fullWeight : UInt32(coverage * line.opacity * 256 + 0.5)
      if weight == 0 { continue }
      let color = shader.color(column: column, u: u, v: v)
      PackedPixel.blend(color, weight: weight, into: canvas, pixel: line.base &+ column)
    }
  }
}
