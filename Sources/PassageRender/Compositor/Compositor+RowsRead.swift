import PassageCore

/// One image a frame asks its ``LayerContentProvider`` for: a screen at a size in pixels.
package struct ScreenRequest: Sendable, Hashable {
  /// `.presentingScreen` or `.presentedScreen`.
  package let content: LayerContent
  /// The image's width in pixels, 1…``Compositor/maximumPixelSize``.
  package let pixelWidth: Int
  /// The image's height in pixels, 1…``Compositor/maximumPixelSize``.
  package let pixelHeight: Int

  /// The request for `content` at `pixelWidth × pixelHeight` pixels.
  package init(content: LayerContent, pixelWidth: Int, pixelHeight: Int) {
    self.content = content
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}

extension LayerContentProvider {
  /// The image `request` names, at `scale` pixels per point.
  func image(for request: ScreenRequest, scale: Double) -> LayerImage? {
    image(
      for: request.content, pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight, scale: scale)
  }
}

extension Compositor {
  /// The rows of each screen image that drawing `scene` reads, so that a single frame can decode
  /// or draw only those: for a frame of the recede halfway, the top half of each screen.
  ///
  /// For each screen layer the canvas rows are walked as the painter walks them: the columns
  /// its bounds touch (edge pixels included), less what opaque layers above cover completely.
  /// Along a canvas row the texel row of a projective map is monotonic, so the ends of each
  /// visible piece bound it; each bound is widened by a texel row either way, for the bilinear
  /// neighbour and the shaders' stepped coordinates (within 2/256 texel of the exact ones).
  /// A layer whose ``ContentFit`` is not ``ContentFit/stretched`` (content laid out at its own
  /// size, a source picture) resamples its image first, so it reads the whole image. A screen no
  /// layer shows reads no rows (an empty range).
  ///
  /// - Parameter opaque: whether a screen's image is known, before it is made, to be opaque
  ///   (every alpha 255): only those layers are taken to hide what is below them, so a screen
  ///   that turns out opaque only makes the rows of the layers below a little more than needed.
  /// - Returns: for every image the frame asks for, a range of its rows that contains every row
  ///   the compositor reads from it.
  package func rowsRead(
    in scene: TransitionScene, opaque: (LayerContent) -> Bool
  ) -> [ScreenRequest: Range<Int>] {
    let (width, height) = pixelSize(of: scene.containerSize)
    var rows: [ScreenRequest: Range<Int>] = [:]
    var occluders: [ProjectedRect] = []
    var visible = VisiblePieces()
    for layer in scene.layers.reversed() {
      let opacity = layer.opacity.clampedToUnit
      guard opacity > 0, let geometry = LayerGeometry(layer: layer, scale: scale) else { continue }
      let isOpaque: Bool
      if let (request, fit) = contentRequest(layer) {
        let h = request.pixelHeight
        let read =
          fit == .stretched
          ? Self.rowsRead(
            by: geometry, imageHeight: h, canvasWidth: width, canvasHeight: height, occluders: occluders,
            visible: &visible)
          : 0..<h
        rows[request] = rows[request].map { $0.hull(read) } ?? read
        isOpaque = opaque(request.content)
      } else if case .solid(let color) = layer.content {
        isOpaque = color.alpha >= 1
      } else {
        isOpaque = false
      }
      if isOpaque && opacity >= 1 { occluders += geometry.cores }
    }
    return rows
  }

  /// The rows of an image `imageHeight` texels tall that the layer at `geometry` reads on a
  /// canvas `canvasWidth × canvasHeight` pixels under `occluders`.
  private static func rowsRead(
    by geometry: LayerGeometry, imageHeight: Int, canvasWidth: Int, canvasHeight: Int,
    occluders: [ProjectedRect], visible: inout VisiblePieces
  ) -> Range<Int> {
    let m = geometry.inverse
    let ky = Double(imageHeight) / geometry.height
    var (low, high) = (Double.infinity, -Double.infinity)
    for row in 0..<canvasHeight {
      let outer = geometry.bounds.span(row: row, inset: -0.5, width: canvasWidth)
      if outer.isEmpty { continue }
      let y = Double(row) + 0.5
      for piece in visible.pieces(of: outer, row: row, occluders: occluders, width: canvasWidth) {
        for x in [Double(piece.lowerBound) + 0.5, Double(piece.upperBound) - 0.5] {
          let c = m.m13 * x + m.m23 * y + m.m33
          guard c > 0 else { continue }
          let t = (m.m12 * x + m.m22 * y + m.m32) / c * ky - 0.5
          (low, high) = (min(low, t), max(high, t))
        }
      }
    }
    guard low <= high else { return 0..<0 }
    guard low.isFinite, high.isFinite else { return 0..<imageHeight }
    let first = Int(max(-1, min(low.rounded(.down), Double(imageHeight)))) - 1
    let last = Int(max(-1, min(high.rounded(.down), Double(imageHeight)))) + 2
    return max(0, first)..<min(imageHeight, max(last + 1, 1))
  }
}

extension Range where Bound == Int {
  /// The smallest range containing both this range and `other` (an empty range adds nothing).
  func hull(_ other: Range<Int>) -> Range<Int> {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
  }
}
