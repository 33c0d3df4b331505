import PassageCore

extension Canvas {
  /// The size of one dot of ``PixelFont`` for text of capital height `capHeight` points, rounded to
  /// whole pixels (at least one) so that glyphs stay crisp.
  func dotSize(capHeight: Double) -> Double {
    max(1, (capHeight * scale / Double(PixelFont.capHeight)).rounded()) / scale
  }

  /// The width of `text` in points at capital height `capHeight` points.
  func textWidth(_ text: String, capHeight: Double) -> Double {
    Double(PixelFont.width(of: text)) * dotSize(capHeight: capHeight)
  }

  /// Draws `text` with ``PixelFont``, the top of its capitals at `origin` (points, snapped to the
  /// pixel grid), `capHeight` points tall; `bold` widens each dot by half.
  mutating func draw(
    _ text: String, at origin: Point, capHeight: Double, bold: Bool = false, _ color: LayerColor
  ) {
    let dot = dotSize(capHeight: capHeight)
    let x0 = (origin.x * scale).rounded() / scale
    let y0 = (origin.y * scale).rounded() / scale
    let extra = bold ? max(1 / scale, (dot * scale / 2).rounded(.down) / scale) : 0
    for (index, character) in text.enumerated() {
      let gx = x0 + Double(index * PixelFont.advance) * dot
      for (row, bits) in PixelFont.rows(of: character).enumerated() {
        var column = 0
        while column < PixelFont.glyphWidth {
          guard bits & (0x10 >> UInt8(column)) != 0 else {
            column += 1
            continue
          }
          // Merge horizontal runs of dots into one rectangle.
          var end = column + 1
          while end < PixelFont.glyphWidth && bits & (0x10 >> UInt8(end)) != 0 { end += 1 }
          fill(
            Rect(
              x: gx + Double(column) * dot, y: y0 + Double(row) * dot,
              width: Double(end - column) * dot + extra, height: dot), color)
          column = end
        }
      }
    }
  }

  /// Draws `text` centred horizontally on `centerX`, capitals from `top` (points).
  mutating func draw(
    _ text: String, centeredAt centerX: Double, top: Double, capHeight: Double, bold: Bool = false,
    _ color: LayerColor
  ) {
    let x = centerX - textWidth(text, capHeight: capHeight) / 2
    draw(text, at: Point(x: x, y: top), capHeight: capHeight, bold: bold, color)
  }
}
