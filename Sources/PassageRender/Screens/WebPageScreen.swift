import PassageCore

/// The mock "web page" in a browser: a top bar with "Done" and the address pill "example.com",
/// a headline, a picture with a colourful gradient, paragraphs of text lines and a toolbar.
enum WebPageScreen {
  /// Draws the screen on `canvas` (its whole size).
  static func draw(on canvas: inout Canvas) {
    let metrics = ScreenMetrics(size: canvas.size)
    let w = metrics.size.width
    let m = metrics.margin
    let barBottom = metrics.statusBarHeight + 52
    var y = barBottom + 22
    canvas.draw("TECHNOLOGY", at: Point(x: m, y: y), capHeight: 8, bold: true, ScreenPalette.blue)
    y += 20
    let headlineCap = min(20, w / 18)
    for line in wrap("Screens that move like paper", width: w - 2 * m, capHeight: headlineCap, canvas: canvas)
    {
      canvas.draw(line, at: Point(x: m, y: y), capHeight: headlineCap, bold: true, ScreenPalette.label)
      y += headlineCap * 1.6
    }
    y += 2
    canvas.draw("By Passage - 3 min read", at: Point(x: m, y: y), capHeight: 8, ScreenPalette.secondaryLabel)
    y += 24
    let picture = Rect(x: m, y: y, width: w - 2 * m, height: min((w - 2 * m) * 0.58, 260))
    drawPicture(picture, on: &canvas)
    y = picture.maxY + 24
    let toolbarTop = metrics.size.height - metrics.homeIndicatorHeight - 46
    var paragraph = 0
    while y < toolbarTop && paragraph < 64 {
      let lines = 3 + paragraph % 3
      for line in 0..<lines {
        let fraction =
          line == lines - 1
          ? 0.35 + 0.15 * Double(paragraph % 4) : 0.94 + 0.06 * Double((paragraph + line) % 2)
        canvas.fillRoundedRect(
          Rect(x: m, y: y, width: (w - 2 * m) * fraction, height: 7), radius: 3.5, ScreenPalette.gray4)
        y += 15
      }
      y += 14
      paragraph += 1
    }
    drawTopBar(on: &canvas, metrics: metrics, bottom: barBottom)
    drawToolbar(on: &canvas, metrics: metrics, top: toolbarTop)
  }

  /// Splits `text` into lines no wider than `width` points at capital height `capHeight`.
  static func wrap(_ text: String, width: Double, capHeight: Double, canvas: Canvas) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if current.isEmpty || canvas.textWidth(candidate, capHeight: capHeight) <= width {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A sunset landscape: gradient sky, a sun, two ranges of hills.
  private static func drawPicture(_ rect: Rect, on canvas: inout Canvas) {
    let sky = Gradient(stops: [
      (0, ScreenPalette.hex(0x5856D6)), (0.45, ScreenPalette.hex(0xAF52DE)),
      (0.75, ScreenPalette.hex(0xFF2D55)),
      (1, ScreenPalette.hex(0xFF9500)),
    ])
    canvas.fillLinearGradient(
      rect, radius: 14, gradient: sky, start: Point(x: rect.minX, y: rect.minY),
      end: Point(x: rect.minX + (rect.maxX - rect.minX) * 0.3, y: rect.maxY))
    let (w, h) = (rect.maxX - rect.minX, rect.maxY - rect.minY)
    canvas.fillCircle(
      center: Point(x: rect.minX + w * 0.68, y: rect.minY + h * 0.45), radius: h * 0.17,
      ScreenPalette.hex(0xFFE6A0, alpha: 0.95))
    let base = rect.maxY - 6
    canvas.fillTriangle(
      Point(x: rect.minX + 14, y: base), Point(x: rect.minX + w * 0.36, y: rect.minY + h * 0.42),
      Point(x: rect.minX + w * 0.7, y: base), ScreenPalette.hex(0x3A2A6E, alpha: 0.85))
    canvas.fillTriangle(
      Point(x: rect.minX + w * 0.42, y: base), Point(x: rect.minX + w * 0.74, y: rect.minY + h * 0.55),
      Point(x: rect.maxX - 10, y: base), ScreenPalette.hex(0x24184A, alpha: 0.9))
    canvas.fill(Rect(x: rect.minX, y: rect.maxY - 12, width: w, height: 12), ScreenPalette.hex(0x24184A))
    canvas.maskCorners(of: rect, radius: 14, ScreenPalette.background)
  }

  /// The browser's top bar: "Done", the address pill and a reload button.
  private static func drawTopBar(on canvas: inout Canvas, metrics: ScreenMetrics, bottom: Double) {
    let w = metrics.size.width
    let m = metrics.margin
    canvas.fill(Rect(x: 0, y: 0, width: w, height: bottom), ScreenPalette.bar)
    canvas.fill(
      Rect(x: 0, y: bottom - canvas.hairline, width: w, height: canvas.hairline), ScreenPalette.separator)
    canvas.drawStatusBar(metrics, color: ScreenPalette.label)
    let barTop = metrics.statusBarHeight + 8
    canvas.draw("Done", at: Point(x: m, y: barTop + 13), capHeight: 10, bold: true, ScreenPalette.blue)
    let doneWidth = canvas.textWidth("Done", capHeight: 10) + 16
    let pill = Rect(x: m + doneWidth, y: barTop, width: max(w - 2 * m - doneWidth - 34, 40), height: 36)
    canvas.fillRoundedRect(pill, radius: 10, ScreenPalette.gray5)
    let address = "example.com"
    let textWidth = canvas.textWidth(address, capHeight: 9)
    let textX = (pill.minX + pill.maxX) / 2 - textWidth / 2 + 6
    canvas.draw(address, at: Point(x: textX, y: barTop + 13), capHeight: 9, ScreenPalette.label)
    // A padlock before the address.
    let lock = Rect(x: textX - 14, y: barTop + 17, width: 8, height: 7)
    canvas.strokeRoundedRect(
      Rect(x: lock.minX + 1.5, y: lock.minY - 4, width: 5, height: 7), radius: 2.5, lineWidth: 1.2,
      ScreenPalette.secondaryLabel)
    canvas.fillRoundedRect(lock, radius: 1.5, ScreenPalette.secondaryLabel)
    canvas.strokeCircle(
      center: Point(x: w - m - 12, y: barTop + 18), radius: 7, lineWidth: 1.8, ScreenPalette.blue)
    canvas.fill(Rect(x: w - m - 12, y: barTop + 9, width: 5, height: 4), ScreenPalette.bar)
  }

  /// The bottom toolbar: back, forward, share, bookmarks, tabs.
  private static func drawToolbar(on canvas: inout Canvas, metrics: ScreenMetrics, top: Double) {
    let w = metrics.size.width
    canvas.fill(Rect(x: 0, y: top, width: w, height: metrics.size.height - top), ScreenPalette.bar)
    canvas.fill(Rect(x: 0, y: top, width: w, height: canvas.hairline), ScreenPalette.separator)
    let cy = top + 22
    for item in 0..<5 {
      let cx = w * (Double(item) + 0.5) / 5
      let color = item == 1 ? ScreenPalette.gray3 : ScreenPalette.blue
      switch item {
      case 0, 1:
        let tip = item == 0 ? cx - 5 : cx + 5
        let back = item == 0 ? cx + 4 : cx - 4
        canvas.strokeLine(from: Point(x: back, y: cy - 10), to: Point(x: tip, y: cy), width: 2.6, color)
        canvas.strokeLine(from: Point(x: tip, y: cy), to: Point(x: back, y: cy + 10), width: 2.6, color)
      case 2:
        canvas.strokeRoundedRect(
          Rect(x: cx - 8, y: cy - 4, width: 16, height: 14), radius: 2, lineWidth: 1.8, color)
        canvas.fill(Rect(x: cx - 1, y: cy - 12, width: 2, height: 14), color)
        canvas.fillTriangle(
          Point(x: cx - 5, y: cy - 8), Point(x: cx + 5, y: cy - 8), Point(x: cx, y: cy - 13), color)
      case 3:
        canvas.strokeRoundedRect(
          Rect(x: cx - 10, y: cy - 9, width: 9, height: 17), radius: 2, lineWidth: 1.8, color)
        canvas.strokeRoundedRect(
          Rect(x: cx + 1, y: cy - 9, width: 9, height: 17), radius: 2, lineWidth: 1.8, color)
      default:
        canvas.strokeRoundedRect(
          Rect(x: cx - 6, y: cy - 10, width: 15, height: 15), radius: 3, lineWidth: 1.8, color)
        canvas.fillRoundedRect(
          Rect(x: cx - 10, y: cy - 6, width: 15, height: 15), radius: 3, ScreenPalette.bar)
        canvas.strokeRoundedRect(
          Rect(x: cx - 10, y: cy - 6, width: 15, height: 15), radius: 3, lineWidth: 1.8, color)
      }
    }
    canvas.drawHomeIndicator(metrics)
  }
}
