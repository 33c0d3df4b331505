import PassageCore

/// The mock "timeline" app: status bar, navigation bar titled "Timeline", a list of posts (round
/// avatar, name, grey text lines, one post with a blue link pill, one with a picture) and a tab bar.
enum TimelineScreen {
  private static let names = [
    ("Ada Lovelace", "@ada"), ("Grace Hopper", "@grace"), ("Alan Turing", "@alan"),
    ("Margaret H.", "@margaret"), ("Edsger D.", "@edsger"), ("Barbara L.", "@barbara"),
    ("Donald Knuth", "@don"), ("Frances A.", "@frances"),
  ]

  /// Draws the screen on `canvas` (its whole size).
  static func draw(on canvas: inout Canvas) {
    let metrics = ScreenMetrics(size: canvas.size)
    let w = metrics.size.width
    let top = metrics.statusBarHeight + 44
    var y = top
    var index = 0
    let tabTop = metrics.size.height - metrics.homeIndicatorHeight - 49
    while y < tabTop && index < 64 {
      y = drawPost(index, top: y, on: &canvas, metrics: metrics)
      index += 1
    }
    // Bars drawn last, over the list.
    canvas.fill(Rect(x: 0, y: 0, width: w, height: top), ScreenPalette.bar)
    canvas.fill(
      Rect(x: 0, y: top - canvas.hairline, width: w, height: canvas.hairline), ScreenPalette.separator)
    canvas.drawStatusBar(metrics, color: ScreenPalette.label)
    let titleTop = metrics.statusBarHeight + 16
    canvas.draw("Timeline", centeredAt: w / 2, top: titleTop, capHeight: 12, bold: true, ScreenPalette.label)
    canvas.fillCircle(
      center: Point(x: metrics.margin + 14, y: metrics.statusBarHeight + 22), radius: 14,
      ScreenPalette.accents[4])
    canvas.draw(
      "+", centeredAt: w - metrics.margin - 10, top: metrics.statusBarHeight + 12, capHeight: 18, bold: true,
      ScreenPalette.blue)
    drawTabBar(on: &canvas, metrics: metrics, top: tabTop)
  }

  /// Draws post `index` from `top`; returns the next post's top.
  private static func drawPost(_ index: Int, top: Double, on canvas: inout Canvas, metrics: ScreenMetrics)
    -> Double
  {
    let w = metrics.size.width
    let m = metrics.margin
    let avatar = 22.0
    let textX = m + 2 * avatar + 12
    let textWidth = max(w - textX - m, 20)
    let accent = ScreenPalette.accents[index % ScreenPalette.accents.count]
    canvas.fillCircle(center: Point(x: m + avatar, y: top + 12 + avatar), radius: avatar, accent)
    canvas.fillCircle(
      center: Point(x: m + avatar, y: top + 12 + avatar * 0.78), radius: avatar * 0.36, .white)
    let (name, handle) = names[index % names.count]
    canvas.draw(name, at: Point(x: textX, y: top + 15), capHeight: 9, bold: true, ScreenPalette.label)
    let nameWidth = canvas.textWidth(name, capHeight: 9) + canvas.dotSize(capHeight: 9) * 0.5
    canvas.draw(
      "\(handle) \(index % 5 + 1)h", at: Point(x: textX + nameWidth + 6, y: top + 15), capHeight: 9,
      ScreenPalette.secondaryLabel)
    var y = top + 36
    // Two or three lines of text, deterministic widths.
    let lines = 2 + index % 2
    for line in 0..<lines {
      let fraction =
        line == lines - 1 ? 0.45 + 0.1 * Double((index * 7) % 4) : 0.86 + 0.04 * Double((index + line) % 3)
      canvas.fillRoundedRect(
        Rect(x: textX, y: y, width: textWidth * min(fraction, 1), height: 8), radius: 4, ScreenPalette.gray4)
      y += 16
    }
    if index % 4 == 1 {
      // A link to the web page the transition presents.
      let label = "example.com/article"
      let pillWidth = min(canvas.textWidth(label, capHeight: 8) + 28, textWidth)
      let pill = Rect(x: textX, y: y + 2, width: pillWidth, height: 26)
      canvas.fillRoundedRect(pill, radius: 13, ScreenPalette.lightBlue)
      canvas.draw(label, at: Point(x: textX + 14, y: y + 11), capHeight: 8, bold: true, ScreenPalette.blue)
      y += 36
    } else if index % 4 == 3 {
      let card = Rect(x: textX, y: y + 2, width: textWidth, height: min(textWidth * 0.5, 150))
      let gradient = Gradient(stops: [(0, ScreenPalette.hex(0x5AC8FA)), (1, ScreenPalette.hex(0x34C759))])
      canvas.fillLinearGradient(
        card, radius: 12, gradient: gradient, start: Point(x: card.minX, y: card.minY),
        end: Point(x: card.maxX, y: card.maxY))
      canvas.fillCircle(
        center: Point(x: card.maxX - 36, y: card.minY + 30), radius: 14,
        ScreenPalette.hex(0xFFFFFF, alpha: 0.85))
      y += (card.maxY - card.minY) + 10
    }
    // Actions: reply, repost, like, share.
    let step = textWidth / 4
    for action in 0..<4 {
      let x = textX + Double(action) * step
      canvas.strokeRoundedRect(
        Rect(x: x, y: y + 4, width: 14, height: 12), radius: action == 2 ? 6 : 3, lineWidth: 1.3,
        ScreenPalette.gray)
      canvas.fillRoundedRect(Rect(x: x + 20, y: y + 7, width: 12, height: 6), radius: 3, ScreenPalette.gray5)
    }
    let bottom = y + 28
    canvas.fill(
      Rect(x: m, y: bottom - canvas.hairline, width: w - m, height: canvas.hairline), ScreenPalette.separator)
    return bottom
  }

  /// The tab bar: four items, the first one selected, over the home indicator area.
  private static func drawTabBar(on canvas: inout Canvas, metrics: ScreenMetrics, top: Double) {
    let w = metrics.size.width
    canvas.fill(Rect(x: 0, y: top, width: w, height: metrics.size.height - top), ScreenPalette.bar)
    canvas.fill(Rect(x: 0, y: top, width: w, height: canvas.hairline), ScreenPalette.separator)
    let items = 4
    for item in 0..<items {
      let cx = w * (Double(item) + 0.5) / Double(items)
      let color = item == 0 ? ScreenPalette.blue : ScreenPalette.gray
      let icon = Rect(x: cx - 11, y: top + 8, width: 22, height: 20)
      switch item {
      case 0:
        canvas.fillTriangle(
          Point(x: cx - 12, y: top + 17), Point(x: cx + 12, y: top + 17), Point(x: cx, y: top + 6), color)
        canvas.fill(Rect(x: cx - 8, y: top + 16, width: 16, height: 12), color)
      case 1:
        canvas.strokeCircle(center: Point(x: cx - 2, y: top + 15), radius: 7, lineWidth: 2.2, color)
        canvas.strokeLine(
          from: Point(x: cx + 3.5, y: top + 20.5), to: Point(x: cx + 9, y: top + 26), width: 2.6, color)
      case 2:
        // A bell: dome, flared rim, clapper.
        canvas.fillRoundedRect(Rect(x: cx - 7, y: top + 7, width: 14, height: 17), radius: 7, color)
        canvas.fill(Rect(x: cx - 7, y: top + 15, width: 14, height: 7), color)
        canvas.fillRoundedRect(Rect(x: cx - 10, y: top + 21, width: 20, height: 3), radius: 1.5, color)
        canvas.fillCircle(center: Point(x: cx, y: top + 26.5), radius: 2.5, color)
      default:
        canvas.strokeRoundedRect(icon, radius: 4, lineWidth: 2, color)
        canvas.fillTriangle(
          Point(x: icon.minX + 2, y: icon.minY + 3), Point(x: icon.maxX - 2, y: icon.minY + 3),
          Point(x: cx, y: icon.minY + 11), color)
      }
      canvas.fillRoundedRect(
        Rect(x: cx - 12, y: top + 33, width: 24, height: 4), radius: 2, color.multipliedAlpha(0.5))
    }
    canvas.drawHomeIndicator(metrics)
  }
}
