import PassageCore

/// The iOS light-mode system colours the mock screens use.
enum ScreenPalette {
  /// An opaque colour from a `0xRRGGBB` literal.
  static func hex(_ value: UInt32, alpha: Double = 1) -> LayerColor {
    LayerColor(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: alpha)
  }

  static let background = hex(0xFFFFFF)
  static let label = hex(0x000000)
  static let secondaryLabel = hex(0x8A8A8E)
  static let separator = hex(0xC6C6C8)
  static let bar = hex(0xF9F9F9)
  static let gray5 = hex(0xE5E5EA)
  static let gray4 = hex(0xD1D1D6)
  static let gray3 = hex(0xC7C7CC)
  static let gray = hex(0x8E8E93)
  static let blue = hex(0x007AFF)
  static let lightBlue = hex(0xE5F1FF)
  /// Avatar colours: red, orange, green, teal, indigo, purple, pink, yellow.
  static let accents: [LayerColor] = [
    hex(0xFF3B30), hex(0xFF9500), hex(0x34C759), hex(0x5AC8FA), hex(0x5856D6), hex(0xAF52DE),
    hex(0xFF2D55), hex(0xFFCC00),
  ]
}

/// Geometry shared by the mock screens: the status bar and home indicator of a modern iPhone,
/// scaled down for short screens.
struct ScreenMetrics {
  /// The screen size in points.
  let size: Size

  /// The status bar height: 47 points on tall screens (≥ 600 pt), 20 otherwise.
  var statusBarHeight: Double { size.height >= 600 ? 47 : 20 }
  /// The home indicator area at the bottom: 34 points on tall screens, 0 otherwise.
  var homeIndicatorHeight: Double { size.height >= 600 ? 34 : 0 }
  /// The horizontal margin of content.
  var margin: Double { size.width >= 600 ? 24 : 16 }
}

extension Canvas {
  /// A hairline: one pixel thick, at least half a point.
  var hairline: Double { max(1 / scale, 0.33) }

  /// Draws the status bar contents (time, signal, battery) in `color` on a bar of `metrics`.
  mutating func drawStatusBar(_ metrics: ScreenMetrics, color: LayerColor) {
    let h = metrics.statusBarHeight
    let w = metrics.size.width
    let cap = min(11, h * 0.26)
    let top = (h - cap) / 2 + (h > 30 ? 3 : 0)
    draw("9:41", centeredAt: min(54, w * 0.14), top: top, capHeight: cap, bold: true, color)
    // Battery, then signal bars to its left.
    let battery = Rect(x: w - 24 - cap * 2.3, y: top - 0.5, width: cap * 2.3, height: cap + 1)
    strokeRoundedRect(battery, radius: cap * 0.3, lineWidth: 1, color.multipliedAlpha(0.45))
    fillRoundedRect(
      Rect(
        x: battery.minX + 2, y: battery.minY + 2, width: (battery.maxX - battery.minX - 4) * 0.8,
        height: cap - 3),
      radius: cap * 0.15, color)
    fillRoundedRect(
      Rect(x: battery.maxX + 1, y: top + cap * 0.3, width: 1.5, height: cap * 0.4), radius: 0.7,
      color.multipliedAlpha(0.45))
    for i in 0..<4 {
      let barHeight = cap * (0.4 + 0.2 * Double(i))
      let x = battery.minX - 8 - Double(4 - i) * (cap * 0.28 + 1.5)
      fillRoundedRect(
        Rect(x: x, y: top + cap - barHeight, width: cap * 0.28, height: barHeight), radius: 0.8, color)
    }
  }

  /// Draws the home indicator pill at the bottom of the screen, if the screen has one.
  mutating func drawHomeIndicator(_ metrics: ScreenMetrics) {
    guard metrics.homeIndicatorHeight > 0 else { return }
    let width = min(134, metrics.size.width * 0.36)
    fillRoundedRect(
      Rect(x: (metrics.size.width - width) / 2, y: metrics.size.height - 13, width: width, height: 5),
      radius: 2.5, ScreenPalette.label)
  }

  /// Strokes the outline of a rounded rectangle, `lineWidth` points wide, centred on its edge.
  mutating func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, _ color: LayerColor) {
    let (w, h) = (rect.maxX - rect.minX, rect.maxY - rect.minY)
    let r = clampedCornerRadius(radius, width: w, height: h)
    let (x0, y0) = (rect.minX, rect.minY)
    let grown = Rect(
      x: x0 - lineWidth, y: y0 - lineWidth, width: w + 2 * lineWidth, height: h + 2 * lineWidth)
    let s = scale
    fill(
      bounds: grown,
      coverage: {
        let d = roundedRectDistance(x: $0 - x0, y: $1 - y0, width: w, height: h, radius: r)
        return Canvas.coverage(scale: s, distance: abs(d) - lineWidth / 2)
      }, paint: { _, _ in color })
  }
}

extension LayerColor {
  /// This colour with its alpha multiplied by `factor` (0…1).
  func multipliedAlpha(_ factor: Double) -> LayerColor {
    LayerColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
