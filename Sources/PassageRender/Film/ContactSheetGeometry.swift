/// Where the frames of a contact sheet sit: a grid of `columns`, row by row, with `spacing`
/// pixels around and between frames of `frameWidth × frameHeight` pixels.
public struct ContactSheetGeometry: Sendable, Hashable {
  /// Frames per row, ≥ 1.
  public var columns: Int
  /// The number of frames.
  public var count: Int
  /// Each frame's width in pixels.
  public var frameWidth: Int
  /// Each frame's height in pixels.
  public var frameHeight: Int
  /// Pixels around and between frames.
  public var spacing: Int

  /// Creates a geometry; `columns` is clamped to 1…max(count, 1).
  public init(columns: Int, count: Int, frameWidth: Int, frameHeight: Int, spacing: Int) {
    self.columns = min(max(columns, 1), max(count, 1))
    self.count = max(count, 0)
    self.frameWidth = max(frameWidth, 0)
    self.frameHeight = max(frameHeight, 0)
    self.spacing = max(spacing, 0)
  }

  /// The number of rows.
  public var rows: Int { (count + columns - 1) / columns }
  /// The sheet's width in pixels.
  public var width: Int { spacing + columns * (frameWidth + spacing) }
  /// The sheet's height in pixels.
  public var height: Int { spacing + rows * (frameHeight + spacing) }

  /// The top-left pixel of frame `index`.
  public func origin(of index: Int) -> (x: Int, y: Int) {
    (
      spacing + (index % columns) * (frameWidth + spacing),
      spacing + (index / columns) * (frameHeight + spacing)
    )
  }
}
