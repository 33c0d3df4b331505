/// The hit-testable strip over an `SFSafariViewController`'s leading edge that receives the pop
/// swipe (the browser's content is another process, so recognisers on views behind it never see
/// those touches).
///
/// It leaves the browser's top bar and bottom toolbar to the browser: Done (top, leading) and
/// Back (toolbar, leading) are outside the strip, so they stay fully tappable. Inside the strip,
/// over the page, a tap lands on the strip and not on the page: that band is as narrow as
/// ``width`` (20 pt by default, configurable).
package struct BrowserEdgeStrip: Sendable, Hashable {
  /// The strip's width, in points (at least 1).
  package var width: Double
  /// The browser's top bar height below the top safe-area inset (UINavigationBar's 44 pt).
  package var topBarHeight: Double
  /// The browser's toolbar height above the bottom safe-area inset (UIToolbar's 44 pt).
  package var toolbarHeight: Double

  /// Creates a strip description.
  package init(width: Double = 20, topBarHeight: Double = 44, toolbarHeight: Double = 44) {
    self.width = width.isFinite ? max(width, 1) : 20
    self.topBarHeight = topBarHeight.isFinite ? max(topBarHeight, 0) : 44
    self.toolbarHeight = toolbarHeight.isFinite ? max(toolbarHeight, 0) : 44
  }

  /// The top bar's and toolbar's bottom and top edges, in points from the container's top.
  private func bars(in size: Size, safeArea: Insets) -> (topBarBottom: Double, toolbarTop: Double) {
    (safeArea.top + topBarHeight, size.height - safeArea.bottom - toolbarHeight)
  }

  /// The strip's frame in a container of `size` with `safeArea`, along `edge`: the full width
  /// of the strip, between the top bar and the toolbar (empty height when they meet).
  package func frame(in size: Size, safeArea: Insets, edge: InteractiveGesture.ScreenEdge) -> Rect {
    let (top, bottom) = bars(in: size, safeArea: safeArea)
    let w = min(width, size.width)
    let x = edge == .left ? 0 : size.width - w
    return Rect(x: x, y: top, width: w, height: max(bottom - top, 0))
  }

  /// Where a point (container coordinates) is over the browser.
  package func region(of point: Point, in size: Size, safeArea: Insets) -> GestureSituation.BrowserRegion {
    let (top, bottom) = bars(in: size, safeArea: safeArea)
    if point.y < top { return .topBar }
    if point.y >= bottom { return .toolbar }
    return .content
  }

  /// Whether the strip view claims `point` (container coordinates) in its `pointInside:withEvent:`
  /// (UIView.h: NO makes hit-testing pass the view by, to the browser behind it): inside
  /// ``frame(in:safeArea:edge:)``, its top and leading sides included.
  package func claims(_ point: Point, in size: Size, safeArea: Insets, edge: InteractiveGesture.ScreenEdge)
    -> Bool
  {
    let f = frame(in: size, safeArea: safeArea, edge: edge)
    return point.x >= f.origin.x && point.x < f.origin.x + f.size.width && point.y >= f.origin.y
      && point.y < f.origin.y + f.size.height
  }
}
