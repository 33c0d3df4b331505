import Passage
import PassageTestSupport
import Testing

/// The properties each of the card's laws states in its documentation, checked over random
/// inputs (seeded, so a failure replays) and at the points where the laws change shape.
@Suite struct CardGesturesTests {
  let laws = CardGestures.native
  let height = 874.0
  let width = 402.0

  /// Sorted random samples in `range`, with its ends.
  func samples(_ range: ClosedRange<Double>, count: Int = 400, seed: UInt64) -> [Double] {
    var random = SeededRandom(seed: seed)
    let inner = (0..<count).map { _ in Double.random(in: range, using: &random) }
    return ([range.lowerBound, range.upperBound] + inner).sorted()
  }

  @Test func aPansScaleStartsAtOneNeverGrowsAndNeverPassesTheFloor() {
    expectEqual(laws.panScale(travel: 0, height: height), 1)
    expectEqual(laws.panScale(travel: -40, height: height), 1)
    var last = 1.0
    for travel in samples(0...(4 * height), seed: 1) {
      let scale = laws.panScale(travel: travel, height: height)
      #expect(scale <= last)
      #expect(scale > laws.panFloor && scale <= 1)
      last = scale
    }
  }

  @Test func aPansScaleMeetsItsKneeWithTheLinesValueAndSlope() {
    let knee = laws.panKnee * height
    let h = 1e-4
    let below = laws.panScale(travel: knee - h, height: height)
    let at = laws.panScale(travel: knee, height: height)
    let above = laws.panScale(travel: knee + h, height: height)
    expectClose(above, below, tolerance: 1e-6)
    let slopeBelow = (at - below) / h
    let slopeAbove = (above - at) / h
    expectClose(slopeBelow, slopeAbove, tolerance: 1e-6)
    #expect(abs(slopeBelow + laws.scaleGain / height) < 1e-9)
  }

  @Test func aPansFallLeavesTheDeadZoneWithTheFingerAndNeverMovesBackUp() {
    expectEqual(laws.fall(travel: 0, height: height), 0)
    expectEqual(laws.fall(travel: -30, height: height), 0)
    expectClose(laws.fall(travel: 1, height: height), 1, tolerance: 1e-6)
    var last = 0.0
    for travel in samples(0...(2 * height), seed: 2) {
      let fall = laws.fall(travel: travel, height: height)
      #expect(fall >= last)
      #expect(fall <= travel)
      last = fall
    }
    // Past the turn (0.86 of the height) the fall holds; before it the lag is the cubic's.
    let turn = height / (3 * laws.fallLag).squareRoot()
    expectClose(
      laws.fall(travel: turn + 1e-6, height: height), laws.fall(travel: turn, height: height), tolerance: 1e-9
    )
    expectEqual(laws.fall(travel: 1.2 * height, height: height), laws.fall(travel: turn, height: height))
    let lag = 0.28 * height - laws.fall(travel: 0.28 * height, height: height)
    expectClose(lag, laws.fallLag * 0.28 * 0.28 * 0.28 * height, tolerance: 1e-9)
  }

  @Test func anEdgeSwipesScaleStartsAtOneNeverGrowsAndStaysAboveAFloor() {
    expectEqual(laws.edgeScale(travel: 0, width: width), 1)
    var last = 1.0
    for travel in samples(-50...(3 * width), seed: 3) {
      let scale = laws.edgeScale(travel: travel, width: width)
      #expect(scale <= last && scale >= 0.05 && scale <= 1)
      last = scale
    }
  }

  @Test func theCrossBandIsOddIncreasingBoundedAndStartsAtTheGain() {
    expectEqual(laws.band(0, width: width), 0)
    let h = 1e-6
    expectClose(laws.band(h, width: width) / h, laws.crossGain, tolerance: 1e-4)
    var last = -Double.infinity
    for distance in samples(-2000...2000, seed: 4) {
      let banded = laws.band(distance, width: width)
      #expect(banded >= last)
      #expect(abs(banded) < laws.crossLimit * width)
      expectEqual(laws.band(-distance, width: width), -banded)
      last = banded
    }
  }

  @Test(arguments: InteractiveGesture.Recognizer.allCases.filter { $0 != .pinch })
  func aOneFingerPoseIsStillInsideTheDeadZoneAndContinuousAtItsEdge(recognizer: InteractiveGesture.Recognizer)
  {
    let deadZone = recognizer == .edge ? laws.edgeDeadZone : laws.panDeadZone
    let pivot = Point(x: 100, y: 300)
    var random = SeededRandom(seed: 5)
    for direction in [TransitionContext.LayoutDirection.leftToRight, .rightToLeft] {
      for _ in 0..<200 {
        let (x, y) = (Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random))
        let length = (x * x + y * y).squareRoot()
        guard length > 0.01 else { continue }
        let (cx, cy) = (x / length, y / length)
        func pose(at distance: Double) -> CardPose {
          let (dx, dy) = (cx * distance, cy * distance)
          return laws.pose(
            dx: dx, dy: dy, slop: laws.slop(dx: dx, dy: dy, recognizer: recognizer), recognizer: recognizer,
            pivot: pivot, size: Size(width: width, height: height), direction: direction)
        }
        let inside = pose(at: deadZone * Double.random(in: 0..<1, using: &random))
        #expect(
          inside.scale == 1 && inside.rotation == 0 && inside.translation == .zero && inside.pivot == pivot)
        let justOut = pose(at: deadZone + 1e-6)
        expectClose(justOut.scale, 1, tolerance: 1e-6)
        #expect(abs(justOut.translation.x) < 1e-5 && abs(justOut.translation.y) < 1e-5)
      }
    }
  }

  @Test func aPinchsScaleFollowsTheFingersBetweenAFloorAndOneAndTurnsOnlyOnceClosed() {
    var last = 0.0
    for scale in samples(0...3, seed: 6) {
      let pose = laws.pinchPose(scale: scale, rotation: 0.3, hasClosed: true, pivot: .zero, focal: .zero)
      #expect(pose.scale >= 0.01 && pose.scale <= 1 && pose.scale >= last)
      expectEqual(pose.rotation, 0.3)
      last = pose.scale
    }
    let open = laws.pinchPose(
      scale: 1.1, rotation: 0.3, hasClosed: false, pivot: .zero, focal: Point(x: 4, y: 5))
    #expect(open.rotation == 0 && open.scale == 1 && open.translation == Point(x: 4, y: 5))
  }

  @Test(arguments: InteractiveGesture.Recognizer.allCases)
  func aReleaseLandsExactlyBelowItsBoundary(recognizer: InteractiveGesture.Recognizer) {
    let boundary = laws.boundary(for: recognizer)
    #expect(laws.lands(scale: boundary.nextDown, recognizer: recognizer))
    #expect(!laws.lands(scale: boundary, recognizer: recognizer))
    #expect(!laws.lands(scale: .nan, recognizer: recognizer))
    for scale in samples(0...1, seed: 7) {
      expectEqual(laws.lands(scale: scale, recognizer: recognizer), scale < boundary)
    }
  }

  @Test func aReleasesSpeedIsTheSwipesOrThePinchsAndNeverNegativeOrNonFinite() {
    let velocity = Point(x: -804, y: 100)
    expectEqual(laws.releaseSpeed(recognizer: .pan, velocity: velocity, width: width, pinches: []), 0)
    expectEqual(laws.releaseSpeed(recognizer: .edge, velocity: velocity, width: width, pinches: []), 2)
    expectEqual(laws.releaseSpeed(recognizer: .edge, velocity: velocity, width: 0, pinches: []), 0)
    let closing = [(time: 0.5, scale: 0.8), (time: 0.6, scale: 0.7)]
    let rate = laws.releaseSpeed(recognizer: .pinch, velocity: .zero, width: width, pinches: closing)
    expectClose(rate, 0.5, tolerance: 1e-9, "each finger's share of a closing rate of 1 a second")
    // Fingers 201 pt apart at scale 1, closing at 1 a second: each moves at 100.5 pt/s, a quarter
    // of the 402 pt width.
    let spread = laws.releaseSpeed(
      recognizer: .pinch, velocity: .zero, width: width, pinches: closing, spread: width / 2)
    expectClose(spread, 0.25, tolerance: 1e-9)
    expectClose(
      laws.releaseSpeed(recognizer: .pinch, velocity: .zero, width: width, pinches: closing, spread: .nan),
      rate, tolerance: 1e-12)
    let sameTime = [(time: 0.5, scale: 0.8), (time: 0.5, scale: 0.7)]
    expectEqual(laws.releaseSpeed(recognizer: .pinch, velocity: .zero, width: width, pinches: sameTime), 0)
    expectEqual(
      laws.releaseSpeed(recognizer: .pinch, velocity: .zero, width: width, pinches: [closing[0]]), 0)
    let flung = Point(x: .infinity, y: 0)
    expectEqual(laws.releaseSpeed(recognizer: .edge, velocity: flung, width: width, pinches: []), 0)
  }

  @Test func aPinchsScaleCountsFromWhereItsDeadZoneEnds() {
    // iOS: 0.618 held at 0.6 of a 300 pt start.
    expectClose(laws.pinchScale(recognizerScale: 0.6, spread: 300), 0.618, tolerance: 0.001)
    expectClose(
      laws.pinchScale(recognizerScale: (300 - laws.pinchDeadZone) / 300, spread: 300), 1, tolerance: 1e-12)
    expectEqual(laws.pinchScale(recognizerScale: 0.6, spread: nil), 0.6)
    expectEqual(laws.pinchScale(recognizerScale: 0.6, spread: laws.pinchDeadZone), 0.6)
    expectEqual(laws.pinchScale(recognizerScale: 0.6, spread: .infinity), 0.6)
    var last = -1.0
    for scale in samples(0...2, seed: 9) {
      let read = laws.pinchScale(recognizerScale: scale, spread: 120)
      #expect(read >= last)
      last = read
    }
  }

  @Test func aLandingQuickensWithSpeedAndKeepsItsDamping() {
    expectEqual(laws.landingSpring(forSpeed: 0), laws.landingSpring)
    expectEqual(laws.landingSpring(forSpeed: .nan), laws.landingSpring)
    var last = 0.0
    for speed in samples(0...10, seed: 8) {
      let spring = laws.landingSpring(forSpeed: speed)
      #expect(spring.naturalFrequency >= last)
      expectClose(spring.dampingRatio, laws.landingSpring.dampingRatio, tolerance: 1e-12)
      expectEqual(laws.landingSpring(forSpeed: -speed), spring)
      last = spring.naturalFrequency
    }
    // The landing's time shortens in proportion to the speed until the limit takes over.
    let rest = laws.landingSpring.naturalFrequency
    expectClose(
      rest / laws.landingSpring(forSpeed: 1).naturalFrequency, 1 - laws.landingQuickening, tolerance: 1e-12)
    expectClose(
      laws.landingSpring(forSpeed: 100).naturalFrequency, rest * laws.landingQuickeningLimit, tolerance: 1e-9)
    let knee = (1 - 1 / laws.landingQuickeningLimit) / laws.landingQuickening
    expectClose(
      laws.landingSpring(forSpeed: knee * (1 - 1e-9)).naturalFrequency,
      laws.landingSpring(forSpeed: knee * (1 + 1e-9)).naturalFrequency, tolerance: 1e-6)
  }
}
