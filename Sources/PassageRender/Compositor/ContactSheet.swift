/// Lays frames out on a grid in one bitmap, e.g. the steps of a transition side by side.
public enum ContactSheet {
  /// A grid of `frames`, left to right then top to bottom.
  ///
  /// Every cell is as large as the largest frame; a smaller frame sits centred in its cell. Cells
  /// are `spacing` pixels apart and from the border. With `labels`, a strip under each cell shows
  /// the label of the same index in the built-in pixel font (dots of whole pixels, about a
  /// 180th of the cell width); labels beyond the frames are ignored, missing ones left blank.
  ///
  /// Frames are composited "over" the background, so transparent parts show it.
  /// - Parameters:
  ///   - frames: the images, any sizes; none gives an empty (0 × 0) bitmap.
  ///   - columns: cells per row, clamped to 1…`frames.count`.
  ///   - spacing: pixels between cells and around the grid, ≥ 0 (negative values are treated as 0).
  ///   - background: the colour between and behind the frames (premultiplied).
  ///   - labels: optional captions, one per frame.
  ///   - labelColor: the captions' colour (premultiplied).
  /// - Returns: a bitmap just large enough for the grid: `spacing` plus, per column, the widest
  ///   frame's width and `spacing`; likewise down the rows, with each label strip.
  public static func make(
    frames: [Bitmap], columns: Int, spacing: Int, background: RGBA8, labels: [String] = [],
    labelColor: RGBA8 = RGBA8(r: 60, g: 60, b: 67)
  ) -> Bitmap {
    make(
      frames: frames,
      geometry: geometry(frames: frames, columns: columns, spacing: spacing, labelled: !labels.isEmpty),
      background: background, labels: labels, labelColor: labelColor)
  }

  /// The layout ``make(frames:columns:spacing:background:labels:labelColor:)`` uses: cells of the
  /// largest frame's size, with a caption strip when `labelled`.
  package static func geometry(frames: [Bitmap], columns: Int, spacing: Int, labelled: Bool)
    -> ContactSheetGeometry
  {
    geometry(
      frameSizes: frames.map { ($0.width, $0.height) }, columns: columns, spacing: spacing, labelled: labelled
    )
  }

  /// ``geometry(frames:columns:spacing:labelled:)`` from the frames' sizes alone, so a sheet can
  /// be laid out before its frames are drawn.
  package static func geometry(
    frameSizes: [(width: Int, height: Int)], columns: Int, spacing: Int, labelled: Bool
  ) -> ContactSheetGeometry {
    let cellWidth = frameSizes.map(\.width).max() ?? 0
    let dot = max(1, cellWidth / 180)
    return ContactSheetGeometry(
      columns: columns, count: frameSizes.count, frameWidth: cellWidth,
      frameHeight: frameSizes.map(\.height).max() ?? 0,
      spacing: spacing, labelHeight: labelled ? (PixelFont.capHeight + 2 + 4) * dot : 0)
  }

  /// An empty sheet of `geometry`'s size filled with `background`, in bands of rows on up to
  /// `workers` threads (a 16-frame sheet at 2× is 88 MB, whose first touch is most of the cost).
  package static func canvas(_ geometry: ContactSheetGeometry, background: RGBA8, workers: Int = 1) -> Bitmap
  {
    guard geometry.count > 0 else { return Bitmap(width: 0, height: 0) }
    let (width, height) = (geometry.width, geometry.height)
    let color = PackedPixel.pack(r: background.r, g: background.g, b: background.b, a: background.a)
    let bands = max(1, min(height / 64, 8 * workers))
    // Every byte is written below, band by band.
    var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { $1 = width * height * 4 }
    pixels.withUnsafeMutableBytes { raw in
      let shared = SharedRows(raw)
      Parallel.forEach(bands, workers: workers) { band in
        for i in (band * height / bands * width)..<((band + 1) * height / bands * width) {
          PackedPixel.store(color, shared.bytes, pixel: i)
        }
      }
    }
    return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
  }

  /// Composites `frame` over cell `index` of `sheet` (laid out by `geometry`), centred in it.
  package static func place(
    _ frame: Bitmap, at index: Int, geometry: ContactSheetGeometry, on sheet: inout Bitmap
  ) {
    let (width, height) = (sheet.width, sheet.height)
    sheet.pixels.withUnsafeMutableBytes {
      place(frame, at: index, geometry: geometry, into: $0, width: width, height: height)
    }
  }

  /// Draws `frames` by `geometry` (whose cells should hold the largest frame); frames beyond
  /// `geometry.count` are left out.
  package static func make(
    frames: [Bitmap], geometry: ContactSheetGeometry, background: RGBA8, labels: [String] = [],
    labelColor: RGBA8 = RGBA8(r: 60, g: 60, b: 67)
  ) -> Bitmap {
    guard !frames.isEmpty, geometry.count > 0 else { return Bitmap(width: 0, height: 0) }
    let (cellWidth, cellHeight) = (geometry.frameWidth, geometry.frameHeight)
    let dot = max(1, cellWidth / 180)
    var sheet = canvas(geometry, background: background)
    for (index, frame) in frames.prefix(geometry.count).enumerated() {
      let (cellX, cellY) = geometry.origin(of: index)
      place(frame, at: index, geometry: geometry, on: &sheet)
      if index < labels.count {
        let text = labels[index]
        let textWidth = PixelFont.width(of: text) * dot
        drawLabel(
          text, on: &sheet, x: cellX + max(0, (cellWidth - textWidth) / 2), y: cellY + cellHeight + 3 * dot,
          dot: dot, color: labelColor, clipWidth: cellX + cellWidth)
      }
    }
    return sheet
  }

  /// ``place(_:at:geometry:on:)`` into the bytes of a `width × height` sheet. It writes only
  /// inside cell `index`, so frames of different cells may be placed at the same time.
  package static func place(
    _ frame: Bitmap, at index: Int, geometry: ContactSheetGeometry,
    into target: UnsafeMutableRawBufferPointer,
    width sw: Int, height sh: Int
  ) {
    let (cellX, cellY) = geometry.origin(of: index)
    let x = cellX + (geometry.frameWidth - frame.width) / 2
    let y = cellY + (geometry.frameHeight - frame.height) / 2
    frame.pixels.withUnsafeBytes { source in
      for row in 0..<frame.height where y + row >= 0 && y + row < sh {
        for column in 0..<frame.width where x + column >= 0 && x + column < sw {
          let p = PackedPixel.load(source, pixel: row * frame.width + column)
          PackedPixel.blend(p, weight: 256, into: target, pixel: (y + row) * sw + x + column)
        }
      }
    }
  }

  /// Draws `text` in ``PixelFont`` with square dots of `dot` pixels, not past column `clipWidth`.
  private static func drawLabel(
    _ text: String, on sheet: inout Bitmap, x: Int, y: Int, dot: Int, color: RGBA8, clipWidth: Int
  ) {
    for (index, character) in text.enumerated() {
      for (row, bits) in PixelFont.rows(of: character).enumerated() {
        for column in 0..<PixelFont.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
          let px = x + (index * PixelFont.advance + column) * dot
          let py = y + row * dot
          for dy in 0..<dot where py + dy < sheet.height {
            for dx in 0..<dot where px + dx < min(clipWidth, sheet.width) { sheet[px + dx, py + dy] = color }
          }
        }
      }
    }
  }
}
