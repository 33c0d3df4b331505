/// Where the frames of a contact sheet sit: a grid of `columns`, row by row, with `spacing`
/// pixels around and between cells of `frameWidth × frameHeight` pixels, each with a caption strip
/// of `labelHeight` pixels below it.
///
/// The one layout of a sheet: ``ContactSheet/make(frames:geometry:background:labels:labelColor:)``
/// draws by it and the demo page's scrubber reads it, so they always agree.
package struct ContactSheetGeometry: Sendable, Hashable {
  /// Frames per row, ≥ 1.
  package var columns: Int
  /// The number of frames.
  package var count: Int
  /// Each frame's width in pixels.
  package var frameWidth: Int
  /// Each frame's height in pixels.
  package var frameHeight: Int
  /// Pixels around and between frames.
  package var spacing: Int
  /// The height of the caption strip under each frame, in pixels (0 without captions).
  package var labelHeight: Int

  /// Creates a geometry; `columns` is clamped to 1…max(count, 1), so a sheet is never wider than
  /// its frames need; negative sizes are treated as 0.
  package init(
    columns: Int, count: Int, frameWidth: Int, frameHeight: Int, spacing: Int, labelHeight: Int = 0
  ) {
    self.columns = min(max(columns, 1), max(count, 1))
    self.count = max(count, 0)
    self.frameWidth = max(frameWidth, 0)
    self.frameHeight = max(frameHeight, 0)
    self.spacing = max(spacing, 0)
    self.labelHeight = max(labelHeight, 0)
  }

  /// The number of rows.
  package var rows: Int { (count + columns - 1) / columns }
  /// The sheet's width in pixels.
  package var width: Int { spacing + columns * (frameWidth + spacing) }
  /// The sheet's height in pixels.
  package var height: Int { spacing + rows * (frameHeight + labelHeight + spacing) }

  /// The top-left pixel of frame `index`.
  package func origin(of index: Int) -> (x: Int, y: Int) {
    (
      spacing + (index % columns) * (frameWidth + spacing),
      spacing + (index / columns) * (frameHeight + labelHeight + spacing)
    )
  }
}
