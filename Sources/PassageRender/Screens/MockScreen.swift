import PassageCore

/// A procedural screen for previews, drawn at any size and scale in iOS light-mode colours.
///
/// Layouts are in points and adapt to the size (lists continue to the bottom bars; the status bar
/// and home indicator follow a modern iPhone on screens at least 600 pt tall); shapes are
/// anti-aliased and text uses a small built-in pixel font whose dots snap to whole pixels, so the
/// result is crisp at 3×.
package enum MockScreen: String, Sendable, Hashable, CaseIterable {
  /// A social "timeline" app: status bar, navigation bar titled "Timeline", posts with round
  /// avatars, names, grey text lines, a blue link pill and a picture, and a tab bar.
  /// The default presenting screen.
  case timeline
  /// A web page in a browser: "Done", the address pill "example.com", a headline, a colourful
  /// picture, paragraphs of text and a toolbar. The default presented screen.
  case webPage

  /// Draws the screen `size` points large at `scale` pixels per point.
  ///
  /// The bitmap is `size × scale` pixels, each side rounded and clamped to 1…16 384 (a non-finite
  /// or non-positive side gives 1). A non-finite or non-positive scale is replaced by 1.
  package func render(size: Size, scale: Double) -> Bitmap {
    let s = scale.isFinite && scale > 0 ? scale : 1
    func pixels(_ points: Double) -> Int {
      let p = points * s
      guard p.isFinite, p >= 1 else { return 1 }
      return Int(saturating: min(p.rounded(), Double(Compositor.maximumPixelSize)))
    }
    return render(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: s)
  }

  /// Draws the screen into exactly `pixelWidth × pixelHeight` pixels (each clamped to
  /// 1…16 384) at `scale` pixels per point: the layout is `pixelWidth / scale` points wide.
  ///
  /// With `rows`, only those rows are drawn (their bytes are those of the whole screen); the
  /// others are opaque magenta (`UnwrittenRows`), for a frame that reads no more (see
  /// ``LayerImage/rows``).
  package func render(pixelWidth: Int, pixelHeight: Int, scale: Double, rows: Range<Int>? = nil) -> Bitmap {
    let w = min(max(pixelWidth, 1), Compositor.maximumPixelSize)
    let h = min(max(pixelHeight, 1), Compositor.maximumPixelSize)
    let s = scale.isFinite && scale > 0 ? scale : 1
    var canvas = Canvas(
      pixelWidth: w, pixelHeight: h, scale: s, background: ScreenPalette.background, rows: rows)
    switch self {
    case .timeline: TimelineScreen.draw(on: &canvas)
    case .webPage: WebPageScreen.draw(on: &canvas)
    }
    return canvas.bitmap
  }
}
