import Passage
import PassageTestSupport
import Testing

@Suite struct LeadingEdgeTests {
  @Test func theLeadingEdgeHonoursTheSemanticContentAttribute() {
    let table: [(SemanticContent, TransitionContext.LayoutDirection, InteractiveGesture.ScreenEdge)] = [
      (.unspecified, .leftToRight, .left), (.unspecified, .rightToLeft, .right),
      (.forceRightToLeft, .leftToRight, .right), (.forceLeftToRight, .rightToLeft, .left),
      (.playback, .rightToLeft, .left), (.spatial, .rightToLeft, .left),
      (.forceRightToLeft, .rightToLeft, .right),
    ]
    for (semantic, inherited, edge) in table {
      expectEqual(
        LeadingEdge.edge(semantic: semantic, inherited: inherited), edge, "\(semantic) in \(inherited)")
    }
  }

  @Test func aRightToLeftSwipeAwayFromTheRightEdgeIsForward() {
    #expect(LeadingEdge.relative(vx: -300, vy: 10, from: .right) == (300, 10))
    #expect(LeadingEdge.relative(vx: 300, vy: 10, from: .left) == (300, 10))
  }
}

@Suite struct RubberBandTests {
  @Test func theVetoedPageResistsMoreTheFurtherItIsPulled() {
    let extent = 844.0
    let offsets = stride(from: 0.0, through: 2000, by: 100).map {
      RubberBand.offset(forTranslation: $0, extent: extent)
    }
    expectEqual(offsets.first, 0)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
    #expect(offsets.allSatisfy { $0 < extent })
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 })
    // Slope 0.55 at the start: one point of finger, 0.55 pt of page.
    expectClose(RubberBand.offset(forTranslation: 0.001, extent: extent) / 0.001, 0.55, tolerance: 1e-5)
  }

  @Test func theVetoedPageNeverMovesBackwardsOrOnBadInput() {
    expectEqual(RubberBand.offset(forTranslation: -50, extent: 844), 0)
    expectEqual(RubberBand.offset(forTranslation: .nan, extent: 844), 0)
    expectEqual(RubberBand.offset(forTranslation: 50, extent: 0), 0)
  }
}

@Suite struct BrowserEdgeStripTests {
  let size = Size(width: 390, height: 844)
  let safeArea = Insets(top: 47, bottom: 34)

  @Test func theStripLeavesTheTopBarAndToolbarToTheBrowser() {
    let strip = BrowserEdgeStrip()
    let frame = strip.frame(in: size, safeArea: safeArea, edge: .left)
    expectEqual(frame, Rect(x: 0, y: 91, width: 20, height: 844 - 34 - 44 - 91))
    // Done (top bar, leading) and Back (toolbar, leading) are outside the strip.
    expectEqual(strip.region(of: Point(x: 10, y: 70), in: size, safeArea: safeArea), .topBar)
    expectEqual(strip.region(of: Point(x: 10, y: 790), in: size, safeArea: safeArea), .toolbar)
    expectEqual(strip.region(of: Point(x: 10, y: 400), in: size, safeArea: safeArea), .content)
  }

  @Test func theStripFollowsTheLeadingEdgeAndItsConfiguredWidth() {
    let strip = BrowserEdgeStrip(width: 12)
    let frame = strip.frame(in: size, safeArea: safeArea, edge: .right)
    #expect(frame.origin.x == 378 && frame.size.width == 12)
    expectEqual(BrowserEdgeStrip(width: 0).width, 1)
    expectEqual(BrowserEdgeStrip(width: .infinity).width, 20)
  }
}
