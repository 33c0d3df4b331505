import Passage
import PassageTestSupport
import Testing

/// From what the glue reads under a touch to the situation arbitration decides on and to
/// `gestureRecognizerShouldBegin:`'s answer (``GestureReading``).
@Suite struct GestureReadingTests {
  static let phone = Size(width: 390, height: 844)

  @Test func aPullDownOverACarouselInAListConcernsTheListAndHoldsItAtItsTop() {
    let carousel = ScrollGeometry(
      contentSize: Size(width: 1170, height: 200), size: Size(width: 390, height: 200))
    let list = ScrollGeometry(contentSize: Size(width: 390, height: 3000), size: Self.phone)
    let reading = GestureReading(
      velocity: Point(x: 40, y: 900), location: Point(x: 200, y: 300), hostSize: Self.phone,
      scrollChain: [carousel, list])
    let (situation, index) = reading.situation(.pullDown, timedTransitionRunning: false)
    expectEqual(index, 1)
    expectEqual(situation.scroll, list.scroll(edge: .left))
    expectEqual(GestureArbitration.winner(situation), .passage)
    #expect(GestureArbitration.holdsScrollViewAtTop(situation))
    #expect(reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: false))
    #expect(!reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: true))
  }

  @Test func aTouchOnTheBrowsersBarsBelongsToTheBrowser() {
    var reading = GestureReading(
      velocity: Point(x: 900, y: 0), location: Point(x: 10, y: 80), hostSize: Self.phone,
      safeArea: Insets(top: 59, bottom: 34), strip: BrowserEdgeStrip())
    expectEqual(
      reading.situation(.leadingEdge, timedTransitionRunning: false).situation.browserRegion, .topBar)
    #expect(!reading.shouldBegin(.leadingEdge, isScreenEdge: false, timedTransitionRunning: false))
    reading.location.y = 400
    #expect(reading.shouldBegin(.leadingEdge, isScreenEdge: false, timedTransitionRunning: false))
  }

  @Test func aRightToLeftPageSwipesLeftwardsFromTheRightEdge() {
    var reading = GestureReading(
      velocity: Point(x: -900, y: 20), location: Point(x: 384, y: 400), hostSize: Self.phone, edge: .right)
    expectEqual(reading.situation(.leadingEdge, timedTransitionRunning: false).situation.forward, 900)
    #expect(reading.shouldBegin(.leadingEdge, isScreenEdge: true, timedTransitionRunning: false))
    reading.location.x = 6
    reading.velocity.x = 900
    #expect(!reading.shouldBegin(.leadingEdge, isScreenEdge: true, timedTransitionRunning: false))
  }

  @Test func aRecogniserAlreadyTrackingOrAMarkedViewKeepsTheDrag() {
    var reading = GestureReading(
      velocity: Point(x: 0, y: 900), location: Point(x: 200, y: 300), hostSize: Self.phone,
      others: [ObservedRecognizer(isScrollViewOwn: true, isTracking: true)])
    #expect(reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: false))
    reading.others.append(ObservedRecognizer(isEnabled: false, isTracking: true))
    #expect(reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: false))
    reading.others.append(ObservedRecognizer(isTracking: true))
    #expect(!reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: false))
    reading.others = []
    reading.inViewThatKeepsDrags = true
    #expect(!reading.shouldBegin(.pullDown, isScreenEdge: false, timedTransitionRunning: false))
  }
}
