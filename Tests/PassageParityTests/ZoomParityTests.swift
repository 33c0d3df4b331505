import Passage
import PassageLibC
import PassageRecording
import PassageTestSupport
import Testing

/// The rows of iOS's measured zoom (``NativeMotion/Zoom``) that Passage's timed flight adopts, on
/// the measured device with a 120 × 180 pt poster, measured off the scenes `passage inspect`
/// prints.
@Suite struct ZoomParityTests {
  let card = TransitionSource(frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)
  func context(_ direction: TransitionDirection, reduceMotion: Bool = false) -> TransitionContext {
    TransitionContext(
      containerSize: NativeMotion.container, direction: direction, reduceMotion: reduceMotion, source: card)
  }

  /// The card's width at `times`.
  func widths(_ direction: TransitionDirection, at times: [Double]) -> [Double] {
    TransitionRecording(Zoom(), context: context(direction), times: times).samples.map {
      $0.scene.layer(.presented)?.size.width ?? card.frame.size.width
    }
  }

  @Test func theFlightIsiOSsCriticallyDampedSpringOnTheCardsWidthBothWays() {
    let times = (0...60).map { Double($0) / 120 }
    let omega = NativeMotion.Zoom.flightFrequency
    let (small, full) = (card.frame.size.width, NativeMotion.container.width)
    let native = times.map { t in small + (full - small) * (1 - (1 + omega * t) * exp(-omega * t)) }
    let push = widths(.present, at: times)
    #expect(rms(push, native) <= NativeMotion.curveRMS, "push RMS \(rms(push, native)) pt")
    // The pop against the same spring let go the middle of the measured head start early.
    let lead = (NativeMotion.Zoom.popHeadStarts.lowerBound + NativeMotion.Zoom.popHeadStarts.upperBound) / 2
    let pop = widths(.dismiss, at: times)
    let nativePop = times.map { t in
      full - (full - small) * (1 - (1 + omega * (t + lead)) * exp(-omega * (t + lead)))
    }
    #expect(rms(pop, nativePop) <= NativeMotion.curveRMS, "pop RMS \(rms(pop, nativePop)) pt")
    guard case .spring(let spring) = Zoom().timeline(in: context(.present)).curve else {
      Issue.record("the flight is a spring")
      return
    }
    #expect(NativeMotion.Zoom.flightFrequencies.contains(spring.naturalFrequency))
    #expect(isClose(spring.dampingRatio, 1) && spring.initialVelocity == 0)
  }

  @Test func thePopIsHalfWayAsSoonAsiOSsHeadStartHasIt() {
    // The first time at which the card's width has crossed half its travel, to a millisecond.
    func halfWay(_ direction: TransitionDirection) -> Double? {
      let times = (0...200).map { Double($0) / 1000 }
      let (small, full) = (card.frame.size.width, NativeMotion.container.width)
      let middle = (small + full) / 2
      return zip(times, widths(direction, at: times)).first { _, width in
        direction == .present ? width >= middle : width <= middle
      }?.0
    }
    expectClose(halfWay(.present) ?? .nan, 0.088, tolerance: 0.002)
    let pop = halfWay(.dismiss) ?? .nan
    #expect(NativeMotion.Zoom.popHalfWay.contains(pop), "pop half-way at \(pop) s")
    #expect(NativeMotion.Zoom.popHeadStarts.contains(Zoom().dismissalHeadStart))
  }

  @Test func theScreenBehindDimsAndScalesLinearlyToiOSsValues() throws {
    let recording = TransitionRecording(Zoom(), context: context(.present), times: [0.02, 0.05, 0.1, 0.2, 2])
    for sample in recording.samples where sample.progress < 1 {
      let dim = try #require(sample.scene.layer(.dimming)).opacity
      expectClose(dim, NativeMotion.Zoom.dim * sample.progress, tolerance: 1e-9)
      let scale = try #require(sample.scene.layer(.presenting)).transform.m11
      expectClose(scale, 1 - (1 - NativeMotion.Zoom.coveredScale) * sample.progress, tolerance: 1e-9)
    }
    let open = Zoom().timeline(in: context(.present)).scene(atProgress: 1)
    expectClose(try #require(open.layer(.presenting)).transform.m11, NativeMotion.Zoom.coveredScale)
  }

  @Test func underReduceMotionTheZoomCrossFadesOveriOSsTime() {
    for direction in [TransitionDirection.present, .dismiss] {
      let recording = TransitionRecording(Zoom(), context: context(direction, reduceMotion: true))
      expectClose(recording.endTime, NativeMotion.Zoom.reducedMotionFade, tolerance: NativeMotion.frame)
    }
  }
}

/// The rows of iOS's measured zoom dismissal gestures (``NativeMotion/Zoom``): how a pan, the
/// leading-edge swipe and a pinch hold the card, which releases land it, and the springs that
/// land it or send it back.
@Suite struct ZoomGestureParityTests {
  let card = TransitionSource(frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)
  let size = NativeMotion.container
  /// Where the measurement's pans went down.
  let grab = Point(x: 201, y: 160)
  let laws = CardGestures.native

  func runner() -> TransitionRunner {
    TransitionRunner(
      Zoom(), context: TransitionContext(containerSize: size, direction: .dismiss, source: card))
  }

  /// The card after a finger taken by `recognizer` at `point` moved (`dx`, `dy`).
  /// With `first`, the finger went there before: a sweep across after a drop.
  func held(
    _ recognizer: InteractiveGesture.Recognizer, dx: Double, dy: Double, at point: Point? = nil,
    after first: (dx: Double, dy: Double)? = nil
  ) throws -> LayerState {
    var runner = runner()
    _ = runner.begin(at: 0, by: recognizer, at: point ?? grab)
    if let first { _ = runner.handle(.drag(at: 0.05, dx: first.dx, dy: first.dy)) }
    _ = runner.handle(.drag(at: 0.1, dx: dx, dy: dy))
    return try #require(runner.scene(at: 0.1).layer(.presented))
  }

  func scale(_ layer: LayerState) -> Double { layer.size.width / size.width }

  /// The finger travel, past its dead zone, that holds the card at `scale` (a pan's or an edge
  /// swipe's, inverted by bisection).
  func travel(for scale: Double, law: (Double) -> Double) -> Double {
    var (low, high) = (0.0, 2000.0)
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if law(mid) > scale { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }

  @Test func aPanHoldsStillForThePlatformsSlopThenScalesAboutTheTouchPointAsiOSs() throws {
    #expect(NativeMotion.Zoom.panDeadZone.contains(laws.panDeadZone))
    let still = try held(.pan, dx: 0, dy: laws.panDeadZone - 0.5)
    #expect(still.size == size && still.position == Point(x: 201, y: 437))
    for (travel, expected) in NativeMotion.Zoom.panScales {
      let layer = try held(.pan, dx: 0, dy: laws.panDeadZone + travel * size.height)
      let s = scale(layer)
      let nearest = min(abs(s - expected.lowerBound), abs(s - expected.upperBound))
      #expect(expected.contains(s) || nearest <= NativeMotion.ratio, "\(travel): \(s)")
    }
  }

  @Test func aPansTouchPointFallsBehindTheFingerByTheCubeOfTheTravel() throws {
    for (travel, lag) in NativeMotion.Zoom.panFall {
      let fall = travel * size.height
      let layer = try held(.pan, dx: 0, dy: laws.panDeadZone + fall)
      // The grabbed point of the page, scaled about itself, sits at the finger less the lag.
      let s = scale(layer)
      let top = layer.position.y - layer.size.height / 2
      let grabbed = top + grab.y * s
      let behind = grab.y + fall - grabbed
      expectClose(behind, lag, tolerance: max(3, lag * 0.15), "\(travel): \(behind) pt behind, iOS \(lag)")
    }
  }

  @Test func aPanFollowsSidewaysThroughiOSsRubberBandWithoutChangingTheScale() throws {
    let drop = laws.panDeadZone + 0.3 * size.height
    let straight = try held(.pan, dx: 0, dy: drop)
    for (sweep, moved) in NativeMotion.Zoom.panSweeps {
      for side in [1.0, -1] {
        let layer = try held(.pan, dx: side * sweep, dy: drop, after: (0, drop))
        expectClose(
          side * (layer.position.x - straight.position.x), moved, tolerance: 1.5,
          "\(sweep): \(layer.position.x)")
        expectClose(scale(layer), scale(straight), tolerance: 0.001)
      }
    }
  }

  @Test func anEdgeSwipeScalesWithNoKneeAndFollowsTheFingerDownThroughTheBand() throws {
    expectEqual(laws.edgeDeadZone, NativeMotion.Zoom.edgeDeadZone)
    let edge = Point(x: 0, y: 437)
    for (travel, expected) in NativeMotion.Zoom.edgeScales {
      let layer = try held(.edge, dx: laws.edgeDeadZone + travel * size.width, dy: 0, at: edge)
      expectClose(scale(layer), expected, tolerance: NativeMotion.ratio, "\(travel): \(scale(layer))")
    }
    let across = try held(.edge, dx: 120, dy: 0, at: edge)
    for (drop, moved) in NativeMotion.Zoom.edgeFollow {
      let layer = try held(.edge, dx: 120, dy: drop, at: edge, after: (120, 0))
      #expect(abs(layer.position.y - across.position.y - moved) <= 2, "\(drop): \(layer.position.y)")
    }
  }

  @Test func aPinchScalesWithTheFingersNeverAboveTheFullPageAndTurnsOnlyOnceClosed() throws {
    for (fingers, expected) in NativeMotion.Zoom.pinchScales {
      var runner = runner()
      _ = runner.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437))
      // The measured scale is read past the pinch's own 8.7 pt dead zone, where a pinch
      // recogniser's scale starts: the fingers 300 pt apart.
      let recognizer = fingers * 300 / (300 - 8.7)
      _ = runner.handle(.pinch(at: 0.1, scale: recognizer, rotation: 0))
      // Read once the card has caught up with the still fingers.
      let layer = try #require(runner.scene(at: 0.6).layer(.presented))
      expectClose(scale(layer), expected, tolerance: NativeMotion.ratio, "\(fingers): \(scale(layer))")
    }
    var runner = runner()
    _ = runner.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437))
    _ = runner.handle(.pinch(at: 0.1, scale: 1.3, rotation: 0.5))
    let spread = try #require(runner.scene(at: 0.6).layer(.presented))
    #expect(spread.size == size && spread.transform.isIdentity)
    _ = runner.handle(.pinch(at: 0.7, scale: 0.7, rotation: 0.5))
    let turned = try #require(runner.scene(at: 1.2).layer(.presented))
    expectClose(turned.transform, .rotation(angle: 0.5, x: 0, y: 0, z: 1), tolerance: 1e-7)
    // The card follows the point between the fingers one to one.
    _ = runner.handle(.pinch(at: 1.3, scale: 0.7, rotation: 0.5, focal: Point(x: 100, y: -40)))
    let carried = try #require(runner.scene(at: 1.8).layer(.presented))
    expectClose(
      carried.position, Point(x: turned.position.x + 100, y: turned.position.y - 40), tolerance: 1e-6)
  }

  @Test func aPinchedCardChasesTheFingersThroughiOSsSpringTwoOrThreeFramesBehind() throws {
    expectClose(laws.pinchChase.naturalFrequency, NativeMotion.Zoom.pinchChaseFrequency, tolerance: 1e-9)
    #expect(NativeMotion.Zoom.pinchChaseDampings.contains(laws.pinchChase.dampingRatio))
    var runner = runner()
    _ = runner.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437))
    _ = runner.handle(.pinch(at: 0.1, scale: 0.7, rotation: 0.3, focal: Point(x: 60, y: -20)))
    // A step of the fingers: each of the scale, the turn and the focal point follows it on the
    // spring, from rest, read off the scenes the CLI prints.
    var halfWay: Double?
    for step in 0...60 {
      let t = Double(step) / 1000
      let layer = try #require(runner.scene(at: 0.1 + t).layer(.presented))
      let way = laws.pinchChase.value(at: t)
      expectClose(scale(layer), 1 - 0.3 * way, tolerance: 1e-9, "scale at \(t)")
      let angle = atan2(layer.transform.m12, layer.transform.m11)
      expectClose(angle, 0.3 * way, tolerance: 1e-9, "turn at \(t)")
      if halfWay == nil, scale(layer) <= 0.85 { halfWay = t }
    }
    // Half-way after 37 ms: two or three 60 Hz frames behind the fingers.
    let half = try #require(halfWay)
    #expect(half >= 2 * NativeMotion.frame && half <= 3 * NativeMotion.frame, "half-way at \(half) s")
    // Fingers that move again mid-chase turn it from where it is, as fast as it moves: the
    // card's scale has no corner there.
    let before = try scale(#require(runner.scene(at: 0.12 - 1e-4).layer(.presented)))
    _ = runner.handle(.pinch(at: 0.12, scale: 0.5, rotation: 0.3, focal: Point(x: 60, y: -20)))
    let at = try scale(#require(runner.scene(at: 0.12).layer(.presented)))
    let after = try scale(#require(runner.scene(at: 0.12 + 1e-4).layer(.presented)))
    // (Over 0.1 ms the steps differ by the change in acceleration, 10⁻⁶; a corner would make
    // them differ by the jump in speed, 10⁻⁴ per unit per second.)
    expectClose(after - at, at - before, tolerance: 1e-5)
    // And it settles where the fingers are.
    let settled = try #require(runner.scene(at: 1).layer(.presented))
    expectClose(scale(settled), 0.5, tolerance: 1e-9)
  }

  /// Whether a pan released with the card at `scale` moving at `velocity` lands.
  func panLands(scale target: Double, velocity: Double) -> Bool {
    let fall = travel(for: target) { laws.panScale(travel: $0, height: size.height) }
    var runner = runner()
    _ = runner.begin(at: 0, by: .pan, at: grab)
    _ = runner.handle(.drag(at: 0.2, dx: 0, dy: laws.panDeadZone + fall))
    _ = runner.handle(.release(at: 0.3, vx: 0, vy: velocity))
    return runner.phase.name == .finishing
  }

  @Test func releasesLandOrSpringBackAsiOSsDoCaseByCase() throws {
    for (s, v, lands) in NativeMotion.Zoom.panReleases {
      expectEqual(panLands(scale: s, velocity: v), lands, "pan at \(s), \(v) pt/s")
    }
    for (s, v, lands) in NativeMotion.Zoom.edgeReleases {
      let along = travel(for: s) { laws.edgeScale(travel: $0, width: size.width) }
      var runner = runner()
      _ = runner.begin(at: 0, by: .edge, at: Point(x: 0, y: 437))
      _ = runner.handle(.drag(at: 0.2, dx: laws.edgeDeadZone + along, dy: 0))
      _ = runner.handle(.release(at: 0.3, vx: v, vy: 0))
      expectEqual(runner.phase.name == .finishing, lands, "edge at \(s), \(v) pt/s")
    }
    // A 14 pt flick at 1200 pt/s springs back.
    var flick = runner()
    _ = flick.begin(at: 0, by: .edge, at: Point(x: 0, y: 437))
    _ = flick.handle(.drag(at: 0.02, dx: 14, dy: 0))
    _ = flick.handle(.release(at: 0.03, vx: 1200, vy: 0))
    expectEqual(flick.phase.name, .cancelling)
    for (fingers, lands) in NativeMotion.Zoom.pinchReleases {
      var runner = runner()
      _ = runner.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437))
      _ = runner.handle(.pinch(at: 0.2, scale: fingers, rotation: 0))
      _ = runner.handle(.release(at: 0.3, vx: 0, vy: 0))
      expectEqual(runner.phase.name == .finishing, lands, "pinch at \(fingers)")
    }
  }

  @Test func aCancelReturnsOniOSsSpringAndALandingOvershootsTheSourceAsiOSsDoes() throws {
    expectClose(laws.cancelSpring.naturalFrequency, NativeMotion.Zoom.cancelFrequency, tolerance: 1e-9)
    expectClose(laws.cancelSpring.dampingRatio, NativeMotion.Zoom.cancelDamping, tolerance: 1e-9)
    #expect(NativeMotion.Zoom.landingFrequencies.contains(laws.landingSpring.naturalFrequency))
    #expect(NativeMotion.Zoom.landingDampings.contains(laws.landingSpring.dampingRatio))
    // Released at rest from 0.55 of the fingers' distance's half: the card's width against the
    // cancel spring, read off the scenes.
    var cancel = runner()
    _ = cancel.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437))
    _ = cancel.handle(.pinch(at: 0.1, scale: 0.7, rotation: 0))
    // Let go once the card has caught up with the fingers.
    _ = cancel.handle(.release(at: 0.6, vx: 0, vy: 0))
    let from = 0.7 * size.width
    for step in 1...20 {
      let t = Double(step) * 0.01
      let width = try #require(cancel.scene(at: 0.6 + t).layer(.presented)).size.width
      let spring = laws.cancelSpring.value(at: t)
      expectClose(width, from + (size.width - from) * spring, tolerance: 1e-6)
    }
    // Landed from a pan: the card passes the source's width by 2–3 % of the flight, then settles.
    var land = runner()
    _ = land.begin(at: 0, by: .pan, at: grab)
    _ = land.handle(.drag(at: 0.2, dx: 0, dy: 300))
    _ = land.handle(.release(at: 0.3, vx: 0, vy: 0))
    let released = try #require(land.scene(at: 0.3).layer(.presented)).size.width
    let end = try #require(land.driver.completionTime)
    let widths = stride(from: 0.3, to: end, by: 0.002).compactMap {
      land.scene(at: $0).layer(.presented)?.size.width
    }
    let deepest = try #require(widths.min())
    let overshoot = (card.frame.size.width - deepest) / (released - card.frame.size.width)
    #expect(NativeMotion.Zoom.landingOvershoot.contains(overshoot), "overshoot \(overshoot)")
    expectClose(try #require(land.scene(at: end.nextDown).layer(.presented)).size.width, 120, tolerance: 0.4)
  }

  /// Landed from a pan, an edge swipe or a pinch, the covered screen's scale runs from where the
  /// fingers left it home on iOS's own critically damped ω 15 spring, on its clock from the
  /// release whatever the card does; the run ends only when it is home.
  @Test func afterALandingTheCoveredScreenComesHomeOnItsOwnSpring() throws {
    let omega = NativeMotion.Zoom.coveredReturnFrequency
    expectClose(laws.coveredReturn.naturalFrequency, omega, tolerance: 1e-12)
    expectClose(laws.coveredReturn.dampingRatio, 1, tolerance: 1e-12)
    let cases: [(InteractiveGesture.Recognizer, Point, [InteractionEvent])] = [
      (.pan, grab, [.drag(at: 0.2, dx: 0, dy: 300), .release(at: 0.3, vx: 0, vy: 0)]),
      (.edge, Point(x: 0, y: 437), [.drag(at: 0.2, dx: 270, dy: 0), .release(at: 0.3, vx: 800, vy: 0)]),
      (
        .pinch, Point(x: 201, y: 437),
        [.pinch(at: 0.2, scale: 0.4, rotation: 0), .release(at: 0.3, vx: 0, vy: 0)]
      ),
    ]
    for (recognizer, point, events) in cases {
      var land = runner()
      _ = land.begin(at: 0, by: recognizer, at: point)
      for event in events { _ = land.handle(event) }
      let held = try #require(land.scene(at: 0.3).layer(.presenting)).transform.m11
      expectClose(held, NativeMotion.Zoom.coveredScale, tolerance: 1e-9, "held still: \(held)")
      let end = try #require(land.driver.completionTime)
      for t in stride(from: 0.0, to: end - 0.3, by: 0.01) {
        let scale = try #require(land.scene(at: 0.3 + t).layer(.presenting)).transform.m11
        let native = 1 - (1 - held) * (1 + omega * t) * exp(-omega * t)
        expectClose(scale, native, tolerance: 1e-9, "\(recognizer) at \(t) s: \(scale), iOS \(native)")
      }
      // Home (within half a point at its farthest corner) before the run ends.
      let corner = (size.width * size.width + size.height * size.height).squareRoot() / 2
      let last = try #require(land.scene(at: end.nextDown).layer(.presenting)).transform.m11
      #expect((1 - last) * corner <= 0.5, "\(recognizer): \((1 - last) * corner) pt from home at the end")
      #expect(land.scene(at: end).layer(.presenting)?.transform.m11 == 1)
    }
  }

  /// The measurement's readings of the source's copy, not its summary (a straight fade over 0.55,
  /// which misses them by 2.8 % RMS): Passage's fade reads them within 2 % RMS, both ways.
  @Test func theSourcesCopyFadesAsiOSsReadingsAboveThePage() throws {
    for direction in [TransitionDirection.present, .dismiss] {
      let timeline = Zoom().timeline(
        in: TransitionContext(containerSize: size, direction: direction, source: card))
      var squares = 0.0
      for (progress, opacity) in NativeMotion.Zoom.sourceCopy {
        let scene = timeline.scene(atProgress: direction == .present ? progress : 1 - progress)
        let copy = try #require(scene.layer(.sourceCopy))
        squares += (copy.opacity - opacity) * (copy.opacity - opacity)
        #expect(scene.layers.last?.role == .sourceCopy)
        expectEqual(copy.untransformedFrame, (try #require(scene.layer(.presented))).untransformedFrame)
      }
      let error = (squares / Double(NativeMotion.Zoom.sourceCopy.count)).squareRoot()
      #expect(error <= NativeMotion.opacityRMS, "\(direction): \(error) RMS")
      let atSource = try #require(
        timeline.scene(atProgress: direction == .present ? 0 : 1).layer(.sourceCopy))
      expectEqual(atSource.opacity, 1)
    }
  }

  @Test func theCardsBottomEdgeTrailsItsSidesOnThePushAndLeadsThemOnThePop() throws {
    func bottom(_ direction: TransitionDirection, _ u: Double) throws -> (sides: Double, bottom: Double) {
      let timeline = Zoom().timeline(
        in: TransitionContext(containerSize: size, direction: direction, source: card))
      let (a, b, c) = (
        try #require(timeline.scene(atProgress: 0).layer(.presented)).untransformedFrame,
        try #require(timeline.scene(atProgress: 1).layer(.presented)).untransformedFrame,
        try #require(timeline.scene(atProgress: u).layer(.presented)).untransformedFrame
      )
      return ((c.minX - a.minX) / (b.minX - a.minX), (c.maxY - a.maxY) / (b.maxY - a.maxY))
    }
    for (progress, expected) in NativeMotion.Zoom.pushBottom {
      let (sides, edge) = try bottom(.present, progress)
      expectClose(sides, progress, tolerance: 1e-9)
      expectClose(edge, expected, tolerance: 0.01, "\(progress): \(edge)")
    }
    let (sides, edge) = try bottom(.dismiss, 0.5)
    expectClose(edge - sides, NativeMotion.Zoom.popBottomLead, tolerance: 1e-9)
  }

  @Test func theCardsCornersFollowiOSsLineAndItsShadowIsiOSs() throws {
    let zoom = Zoom()
    let timeline = zoom.timeline(
      in: TransitionContext(containerSize: size, direction: .present, source: card))
    for (progress, radius) in NativeMotion.Zoom.cornerRadii.dropFirst() {
      let drawn = try #require(timeline.scene(atProgress: progress).layer(.presented)).cornerRadius
      expectClose(drawn, radius, tolerance: 1.3, "\(progress): \(drawn)")
    }
    expectClose(zoom.shadow.radius / 2, NativeMotion.Zoom.shadowSigma, tolerance: 1e-9)
    expectEqual(zoom.shadow.opacity, NativeMotion.Zoom.shadowOpacity)
    expectEqual(zoom.shadow.offset, Size(width: 0, height: NativeMotion.Zoom.shadowOffset))
    // Shed near the source: whole a tenth of the way out, gone a twentieth of the way out.
    for direction in [TransitionDirection.present, .dismiss] {
      let flight = zoom.timeline(
        in: TransitionContext(containerSize: size, direction: direction, source: card))
      func shadow(awayFromSource way: Double) throws -> Double {
        let progress = direction == .present ? way : 1 - way
        return try #require(flight.scene(atProgress: progress).layer(.presented)).shadow.opacity
      }
      #expect(try shadow(awayFromSource: NativeMotion.Zoom.shadowGone) < 1e-9, "\(direction)")
      try expectEqual(shadow(awayFromSource: 0.02), 0, "\(direction)")
      try expectEqual(shadow(awayFromSource: NativeMotion.Zoom.shadowWhole), NativeMotion.Zoom.shadowOpacity)
      try expectEqual(shadow(awayFromSource: 0.5), NativeMotion.Zoom.shadowOpacity)
    }
  }
}

extension ZoomGestureParityTests {
  /// How long after letting go at `time` the card's width first covers 98 % of the way from where
  /// it was let go to the source's, as the measurement reads a landing (which then overshoots by
  /// 2–3 % and eases back).
  func landingTime(_ runner: TransitionRunner, releasedAt time: Double) throws -> Double {
    let released = try #require(runner.scene(at: time).layer(.presented)).size.width
    let target = card.frame.size.width
    let end = try #require(runner.driver.completionTime)
    for t in stride(from: time, through: end, by: 0.001) {
      let w = try #require(runner.scene(at: t).layer(.presented)).size.width
      if abs(w - target) <= 0.02 * abs(released - target) { return t - time }
    }
    return end - time
  }

  /// An edge swipe flung home carries the card on the way the finger went before the landing
  /// turns it: iOS's card is 28–30 pt from where a straight landing would have it at 800 pt/s,
  /// at 48–63 ms after the lift, and 38 pt at 1200, at 92 ms. One let go at rest, and a pan
  /// however flung, land straight.
  @Test func aFlungEdgeSwipesLandingCarriesPastTheStraightLineHome() throws {
    func carry(_ recognizer: InteractiveGesture.Recognizer, speed: Double) throws -> (pt: Double, at: Double)
    {
      var land = runner()
      let edge = recognizer == .edge
      _ = land.begin(at: 0, by: recognizer, at: edge ? Point(x: 0, y: 437) : grab)
      _ = land.handle(.drag(at: 0.2, dx: edge ? 12 + 0.5 * size.width : 0, dy: edge ? 0 : 300))
      let velocity = edge ? Point(x: speed, y: 0) : Point(x: 0, y: speed)
      _ = land.handle(.release(at: 0.2, vx: velocity.x, vy: velocity.y))
      let from = try #require(land.scene(at: 0.2).layer(.presented)).position
      let to = Point(x: card.frame.midX, y: card.frame.midY)
      let spring = laws.landingSpring(
        forSpeed: laws.releaseSpeed(
          recognizer: recognizer, velocity: velocity, width: size.width, pinches: []))
      let end = try #require(land.driver.completionTime)
      var deepest = (pt: 0.0, at: 0.0)
      for t in stride(from: 0.0, to: end - 0.2, by: 0.001) {
        let p = try #require(land.scene(at: 0.2 + t).layer(.presented)).position
        let f = spring.value(at: t)
        let straight = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        let off = ((p.x - straight.x) * (p.x - straight.x) + (p.y - straight.y) * (p.y - straight.y))
          .squareRoot()
        if off > deepest.pt { deepest = (off, t) }
      }
      return deepest
    }
    let rest = try carry(.edge, speed: 0)
    let fast = try carry(.edge, speed: 800)
    let faster = try carry(.edge, speed: 1200)
    let pan = try carry(.pan, speed: 800)
    print(
      "Zoom landing carry (pt from the straight landing, s after the lift): rest \(rest), 800 \(fast), 1200 \(faster), pan \(pan)"
    )
    #expect(rest.pt < 1e-6 && pan.pt < 1e-6)
    #expect(fast.pt > 20 && fast.pt < 32, "at 800 pt/s: \(fast)")
    #expect(faster.pt > 30 && faster.pt < 42, "at 1200 pt/s: \(faster)")
    #expect(fast.at > 0.04 && fast.at < 0.1 && faster.at > 0.04 && faster.at < 0.1)
  }

  @Test func edgeSwipesAndPinchesLetGoFasterLandSoonerAndPansDoNot() throws {
    var times: [String: Double] = [:]
    for speed in [0.0, 400, 800, 1200] {
      var edge = runner()
      _ = edge.begin(at: 0, by: .edge, at: Point(x: 0, y: 437))
      _ = edge.handle(.drag(at: 0.2, dx: 12 + 0.5 * size.width, dy: 0))
      _ = edge.handle(.release(at: 0.2, vx: speed, vy: 0))
      times["edge \(Int(speed))"] = try landingTime(edge, releasedAt: 0.2)
      var pinch = runner()
      _ = pinch.begin(at: 0, by: .pinch, at: Point(x: 201, y: 437), spread: 300)
      // Two fingers 300 pt apart, each moving towards the other at `speed` (the measurement's
      // speeds are each finger's: "800 pt/s a finger"), so that their distance closes at twice it.
      let rate = 2 * speed / 300
      _ = pinch.handle(.pinch(at: 0.19, scale: 0.45 + rate * 0.01, rotation: 0))
      _ = pinch.handle(.pinch(at: 0.2, scale: 0.45, rotation: 0))
      _ = pinch.handle(.release(at: 0.2, vx: 0, vy: 0))
      times["pinch \(Int(speed))"] = try landingTime(pinch, releasedAt: 0.2)
      var pan = runner()
      _ = pan.begin(at: 0, by: .pan, at: grab)
      _ = pan.handle(.drag(at: 0.2, dx: 0, dy: 300))
      _ = pan.handle(.release(at: 0.2, vx: 0, vy: speed))
      times["pan \(Int(speed))"] = try landingTime(pan, releasedAt: 0.2)
    }
    print("Zoom landings, 98 % of the way (s): \(times.sorted { $0.key < $1.key })")
    for kind in ["edge", "pinch"] {
      let (rest, slow, fast) = (times["\(kind) 0"] ?? 0, times["\(kind) 400"] ?? 0, times["\(kind) 800"] ?? 0)
      #expect(rest > slow && slow > fast, "\(kind): \(rest), \(slow), \(fast)")
      // iOS: 165–245 ms at rest; at 400 pt/s 170–217; at 800 a pinch 117–133, an edge swipe 100.
      #expect((0.165...0.245).contains(rest), "\(kind) at rest: \(rest)")
      #expect((0.155...0.217).contains(slow), "\(kind) at 400 pt/s: \(slow)")
    }
    // iOS at 800 pt/s: an edge swipe 100 ms, a pinch 117–133; at 1200 103–108, no quicker. One law
    // of the finger's speed lands both gestures alike, within a frame of each.
    let frame = NativeMotion.frame
    #expect((0.117 - frame...0.133).contains(times["pinch 800"] ?? 0), "\(times)")
    #expect((0.100...0.100 + frame).contains(times["edge 800"] ?? 0), "\(times)")
    for kind in ["edge", "pinch"] {
      #expect((0.103 - frame...0.108 + frame).contains(times["\(kind) 1200"] ?? 0), "\(times)")
    }
    // A pan lands in iOS's 233–272 ms (98 % of the way in 200–270) however hard it is flung.
    #expect((0.200...0.270).contains(times["pan 0"] ?? 0))
    expectEqual(times["pan 0"], times["pan 800"])
  }

  /// When the push has grown the card to `fraction` of the width, in seconds.
  func pushTime(atWidth fraction: Double) -> Double {
    let timeline = Zoom().timeline(
      in: TransitionContext(containerSize: size, direction: .present, source: card))
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (low + high) / 2
      let width = timeline.scene(atTime: mid).layer(.presented)?.size.width ?? 0
      if width < fraction * size.width { low = mid } else { high = mid }
    }
    return low
  }

  /// A recording of the push from 0 with `gesture` after it, through the CLI's path.
  func push(_ gesture: String, times: [Double]) throws -> TransitionRecording {
    TransitionRecording(
      Zoom(), context: TransitionContext(containerSize: size, direction: .present, source: card),
      gesture: try GestureScript(parsing: "start 0; " + gesture), times: times)
  }

  @Test func aDragDuringThePushRidesOnTheFlightAndReadsAsOnTheOpenPage() throws {
    let row = NativeMotion.Zoom.inFlightDrag
    let t0 = pushTime(atWidth: row.startWidth)
    let travel = laws.panDeadZone + row.travel
    let lift = t0 + travel / row.speed
    let moves = (1...20).map { i in
      "move \(t0 + (lift - t0) * Double(i) / 20) 0 \(travel * Double(i) / 20)"
    }
    let script = (["begin \(t0) pan"] + moves + ["end \(lift + 0.5) 0 0"]).joined(separator: "; ")
    let recording = try push(script, times: [t0, t0 + 0.03, lift + 0.4])
    let widths = recording.samples.map { ($0.scene.layer(.presented)?.size.width ?? 0) / size.width }
    // The card goes on growing under the finger's first frames.
    #expect(widths[1] > widths[0], "\(widths)")
    expectClose(widths[2], row.scale, tolerance: NativeMotion.ratio)
    // Let go at rest there, it lands in the source: the presentation is sent back.
    #expect(recording.events.contains { $0.effect == .completeTransition(finished: false) })
  }

  @Test func aFlickDuringThePushLandsTheCardFromWhereTheFlightHadGrownIt() throws {
    let flick = NativeMotion.Zoom.inFlightFlick
    for start in NativeMotion.Zoom.inFlightFlicks {
      let t0 = pushTime(atWidth: start)
      let lift = t0 + flick.distance / flick.speed
      let moves = (1...10).map { i in
        "move \(t0 + (lift - t0) * Double(i) / 10) 0 \(flick.distance * Double(i) / 10)"
      }
      let script = (["begin \(t0) pan"] + moves + ["end \(lift) 0 \(flick.speed)"]).joined(separator: "; ")
      // iOS's reading is the frame shown at the lift, which draws the fingers two frames late
      // (the back swipe's measurement: ~10 of the 26 pt a page trails a 300 pt/s finger by is a
      // two-frame display lag): the card two frames before the lift.
      let shown = lift - 2 * NativeMotion.frame
      let recording = try push(script, times: [shown, lift])
      let widths = recording.samples.map { ($0.scene.layer(.presented)?.size.width ?? 0) / size.width }
      #expect(
        recording.events.contains { $0.effect == .completeTransition(finished: false) }, "from \(start)")
      // Caught at 0.83 the card shown is iOS's. Caught at 0.70 no card that grows no faster than
      // the flight can be (the flight alone is at 0.934 of the width by the lift; the card, held
      // to the finger's size on the open page, at 0.916 two frames before it): the measurement's
      // rig cannot time a finger into a flight, so its 0.70 is where the touch was meant to land.
      if start > 0.8 {
        #expect(
          widths[0] >= NativeMotion.Zoom.inFlightFlickGrown.lowerBound - NativeMotion.ratio
            && widths[0] <= NativeMotion.Zoom.inFlightFlickGrown.upperBound + NativeMotion.ratio,
          "from \(start): \(widths[0])")
      }
      // At the lift itself, the pan's scale on the open page, whichever frame it was caught at.
      expectClose(
        widths[1], laws.panScale(travel: flick.distance - laws.panDeadZone, height: size.height),
        tolerance: 1e-9)
    }
  }

  @Test func aPinchDuringThePushTakesTheCardAndReadsAsOnTheOpenPage() throws {
    let row = NativeMotion.Zoom.inFlightPinch
    let t0 = pushTime(atWidth: row.startWidth)
    let recognizer = row.fingers * 300 / (300 - 8.7)  // past the pinch's own dead zone, as above
    let recording = try push(
      "begin \(t0) pinch; pinch \(t0 + 0.01) 0.99; pinch \(t0 + 0.1) \(recognizer)",
      times: [t0, t0 + 0.01, t0 + 0.8])
    let widths = recording.samples.map { ($0.scene.layer(.presented)?.size.width ?? 0) / size.width }
    // Taken from where it was: no jump at the touch.
    expectClose(widths[1], widths[0], tolerance: 0.02)
    expectClose(widths[2], row.scale, tolerance: NativeMotion.ratio)
  }
}
