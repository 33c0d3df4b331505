/// A scroll view's geometry as the glue reads it when a pan is about to begin (UIScrollView.h:
/// `contentOffset`, `contentSize`, `adjustedContentInset`, `bounds`, `alwaysBounceVertical`,
/// `alwaysBounceHorizontal`, `isScrollEnabled`), in points. From it, which scroll view a pan
/// concerns and its ``GestureSituation/Scroll`` state.
package struct ScrollGeometry: Sendable, Hashable {
  /// `contentOffset`: the content's point at the bounds' origin.
  package var offset: Point
  /// `contentSize`.
  package var contentSize: Size
  /// `bounds.size`.
  package var size: Size
  /// `adjustedContentInset`: the content inset with the safe area UIKit adds.
  package var insets: Insets
  /// `alwaysBounceVertical`: drags vertically even when the content is not taller.
  package var alwaysBounceVertical = false
  /// `alwaysBounceHorizontal`: drags horizontally even when the content is not wider.
  package var alwaysBounceHorizontal = false
  /// `isScrollEnabled`: a disabled scroll view is passed by.
  package var isScrollEnabled = true

  /// A scroll view's geometry; offsets at the top-left of the content by default.
  package init(
    offset: Point = Point(x: 0, y: 0), contentSize: Size, size: Size, insets: Insets = Insets(),
    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, isScrollEnabled: Bool = true
  ) {
    self.offset = offset
    self.contentSize = contentSize
    self.size = size
    self.insets = insets
    self.alwaysBounceVertical = alwaysBounceVertical
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
    self.isScrollEnabled = isScrollEnabled
  }

  /// Whether the content, with its insets, is taller than the bounds.
  private var isTall: Bool { contentSize.height + insets.top + insets.bottom > size.height }
  /// Whether the content, with its insets, is wider than the bounds.
  private var isWide: Bool { contentSize.width + insets.left + insets.right > size.width }

  /// Whether it drags along the axis: vertically (tall content, or `alwaysBounceVertical`), or
  /// horizontally (wide content).
  package func scrolls(vertically: Bool) -> Bool {
    vertically ? isTall || alwaysBounceVertical : isWide
  }

  /// The offset where the content's top rests: minus the adjusted top inset (UIScrollView.h),
  /// where a pull-down holds it while the page moves.
  package var topOffset: Point { Point(x: offset.x, y: -insets.top) }

  /// The state arbitration reads, for a back swipe from `edge`: the offset is at its top within
  /// half a point (or above it, pulled down), and it can scroll toward the leading edge when it
  /// is wider than its bounds and more than half a point away from that end.
  package func scroll(edge: InteractiveGesture.ScreenEdge) -> GestureSituation.Scroll {
    let minX = -insets.left
    let maxX = contentSize.width + insets.right - size.width
    let towardLeading = edge == .left ? offset.x > minX + 0.5 : offset.x < maxX - 0.5
    return GestureSituation.Scroll(
      canScrollTowardLeading: isWide && towardLeading, scrollsVertically: scrolls(vertically: true),
      scrollsHorizontally: isWide || alwaysBounceHorizontal, isAtTop: offset.y <= -insets.top + 0.5)
  }

  /// Which of the scroll views from the touched view outwards (`chain`, innermost first) a pan
  /// concerns: the innermost enabled one that drags along its axis (`vertical` for a pull-down or
  /// a mostly vertical drag), else the innermost enabled one; `nil` when none is enabled.
  package static func concerned(_ chain: [ScrollGeometry], vertical: Bool) -> Int? {
    chain.indices.first { chain[$0].isScrollEnabled && chain[$0].scrolls(vertically: vertical) }
      ?? chain.indices.first { chain[$0].isScrollEnabled }
  }
}
