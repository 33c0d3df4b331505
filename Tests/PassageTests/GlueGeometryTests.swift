import Passage
import PassageTestSupport
import Testing

/// The geometry the glue used to compute beside UIKit, now decided in pure Swift: which scroll
/// view a pan concerns and its state, the side a screen-edge pan began on, the vetoed page's
/// resistance.
@Suite struct GlueGeometryTests {
  static let phone = Size(width: 390, height: 844)

  @Test func aListIsAtItsTopAtMinusItsAdjustedInsetAndHeldThere() {
    var list = ScrollGeometry(
      offset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 3000), size: Self.phone,
      insets: Insets(top: 91, bottom: 34))
    #expect(list.scroll(edge: .left).isAtTop)
    #expect(list.scroll(edge: .left).scrollsVertically)
    list.offset.y = -90.6
    #expect(list.scroll(edge: .left).isAtTop)  // within half a point
    list.offset.y = -90
    #expect(!list.scroll(edge: .left).isAtTop)
    list.offset.y = 40
    #expect(!list.scroll(edge: .left).isAtTop)
    expectEqual(list.topOffset, Point(x: 0, y: -91))
  }

  @Test func aCarouselCanScrollTowardTheLeadingEdgeOnlyAwayFromThatEnd() {
    var carousel = ScrollGeometry(
      contentSize: Size(width: 1170, height: 200), size: Size(width: 390, height: 200))
    #expect(!carousel.scroll(edge: .left).canScrollTowardLeading)
    #expect(carousel.scroll(edge: .right).canScrollTowardLeading)
    carousel.offset.x = 780  // the right end
    #expect(carousel.scroll(edge: .left).canScrollTowardLeading)
    #expect(!carousel.scroll(edge: .right).canScrollTowardLeading)
    #expect(
      carousel.scroll(edge: .left).scrollsHorizontally && !carousel.scroll(edge: .left).scrollsVertically)
  }

  @Test func aPanConcernsTheInnermostScrollViewAlongItsAxis() {
    let carousel = ScrollGeometry(
      contentSize: Size(width: 1170, height: 200), size: Size(width: 390, height: 200))
    let list = ScrollGeometry(contentSize: Size(width: 390, height: 3000), size: Self.phone)
    var disabled = list
    disabled.isScrollEnabled = false
    expectEqual(ScrollGeometry.concerned([carousel, list], vertical: true), 1)
    expectEqual(ScrollGeometry.concerned([carousel, list], vertical: false), 0)
    // None along the axis: the innermost enabled one.
    expectEqual(ScrollGeometry.concerned([list], vertical: false), 0)
    expectEqual(ScrollGeometry.concerned([disabled, carousel], vertical: true), 1)
    #expect(ScrollGeometry.concerned([disabled], vertical: true) == nil)
    var bouncing = ScrollGeometry(contentSize: Size(width: 390, height: 100), size: Self.phone)
    #expect(!bouncing.scrolls(vertically: true))
    bouncing.alwaysBounceVertical = true
    #expect(bouncing.scrolls(vertically: true))
  }

  @Test func aScreenEdgePanBeganOnTheLeadingSideByTheLayoutDirection() {
    #expect(LeadingEdge.startedOnLeadingSide(x: 8, width: 390, edge: .left))
    #expect(!LeadingEdge.startedOnLeadingSide(x: 382, width: 390, edge: .left))
    #expect(LeadingEdge.startedOnLeadingSide(x: 382, width: 390, edge: .right))
    #expect(!LeadingEdge.startedOnLeadingSide(x: 8, width: 390, edge: .right))
    #expect(LeadingEdge.startedOnLeadingSide(x: 195, width: 390, edge: .right))
  }

  @Test func aVetoedPageResistsAlongItsGesture() {
    let pull = RubberBand.resisted(
      .pullDown, translation: Point(x: 30, y: 100), edge: .left, bounds: Self.phone)
    expectEqual(pull, Point(x: 0, y: RubberBand.offset(forTranslation: 100, extent: 844)))
    let edge = RubberBand.resisted(
      .leadingEdge, translation: Point(x: -100, y: 5), edge: .right, bounds: Self.phone)
    expectEqual(edge, Point(x: -RubberBand.offset(forTranslation: 100, extent: 390), y: 0))
    expectEqual(
      RubberBand.resisted(.fullWidth, translation: Point(x: -100, y: 0), edge: .left, bounds: Self.phone).x, 0
    )
    let drag = RubberBand.resisted(.drag, translation: Point(x: 60, y: 80), edge: .left, bounds: Self.phone)
    let along = RubberBand.offset(forTranslation: 100, extent: 844)
    #expect(abs(drag.x - along * 0.6) < 1e-9 && abs(drag.y - along * 0.8) < 1e-9)
    expectEqual(
      RubberBand.resisted(.drag, translation: Point(x: 0, y: 0), edge: .left, bounds: Self.phone),
      Point(x: 0, y: 0))
  }
}
