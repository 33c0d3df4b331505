import PassageCore

/// The picture card of the mock timeline screen (the first post with a picture): the rounded
/// card a zoom grows out of in the demo.
package enum TimelinePicture {
  /// Where the timeline screen of `size` points draws the card, in points. Follows the layout of
  /// the screen's posts (96, 148 and 96 points tall, then the picture 86 points into the fourth).
  package static func frame(in size: Size) -> Rect {
    let metrics = ScreenMetrics(size: size)
    let m = metrics.margin
    let textX = m + 2 * 22 + 12
    let textWidth = max(metrics.size.width - textX - m, 20)
    let top = metrics.statusBarHeight + 44 + 96 + 148 + 96 + 86
    return Rect(x: textX, y: top, width: textWidth, height: min(textWidth * 0.5, 150))
  }

  /// The card's corner radius, in points.
  package static let cornerRadius = 12.0
}
