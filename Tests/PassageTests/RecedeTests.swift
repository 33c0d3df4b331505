import Passage
import PassageTestSupport
import Testing

@Suite struct RecedeTests {
  let size = Size(width: 390, height: 844)
  var receded: Transform3D { Recede().recededTransform }

  private func timeline(_ direction: TransitionDirection, _ orientation: ContainerOrientation = .portrait)
    -> Timeline
  {
    Recede().timeline(
      in: TransitionContext(containerSize: size, direction: direction, orientation: orientation))
  }

  @Test func presentationStartsWithThePageBelowTheBottomEdge() throws {
    let scene = timeline(.present).scene(atTime: 0)
    let page = try #require(scene.layer(.presented))
    expectEqual(page.untransformedFrame, Rect(x: 0, y: 844, width: 390, height: 844))
    try expectEqual(#require(scene.layer(.presenting)).transform, .identity)
  }

  @Test func presentationEndsWithThePageInPlaceAndTheScreenReceded() throws {
    let scene = timeline(.present).scene(atTime: 0.5)
    try expectEqual(
      #require(scene.layer(.presented)).untransformedFrame, Rect(x: 0, y: 0, width: 390, height: 844))
    try expectEqual(#require(scene.layer(.presenting)).transform, receded)
  }

  @Test func recededScreenAppearsAt1000Over1100OfItsSizeAboutItsCentre() throws {
    let layer = try #require(timeline(.present).scene(atTime: 0.5).layer(.presenting))
    let corner = try #require(
      layer.transform.mapLayerPoint(
        .zero, size: layer.size, anchorPoint: layer.anchorPoint, position: layer.position))
    expectClose(corner.x, 195 * (1 - 1000.0 / 1100), tolerance: 1e-9)
    expectClose(corner.y, 422 * (1 - 1000.0 / 1100), tolerance: 1e-9)
  }

  @Test func presentedPageIsDrawnAboveThePresentingScreen() {
    let roles = timeline(.present).scene(atTime: 0.25).layers.map(\.role)
    expectEqual(roles, [.presenting, .presented])
  }

  @Test func presentationFollowsTheCubicKeyframesThroughTheEaseInEaseOutCurve() throws {
    // At 0.25 s: u = easeInEaseOut(0.5) = 0.5; the 2-key cubic spline at 0.5 is exactly midway.
    let page = try #require(timeline(.present).scene(atTime: 0.25).layer(.presented))
    expectClose(page.position.y, 422 + 844 / 2, tolerance: 1e-6)
    // At 0.125 s: u = easeInEaseOut(0.25) = 0.129162; spline s(u) = −u³ + 1.5u² + 0.5u.
    let u = TimingCurve.easeInEaseOut.progress(afterSeconds: 0.125, of: 0.5)
    let s = -u * u * u + 1.5 * u * u + 0.5 * u
    let early = try #require(timeline(.present).scene(atTime: 0.125).layer(.presented))
    expectClose(early.position.y, 422 + 844 * (1 - s), tolerance: 1e-9)
  }

  @Test func dismissalHoldsTheRecededTransformForTheFirstFifthAndOvershootsSlightly() throws {
    let t = timeline(.dismiss)
    let atStart = try #require(t.scene(atProgress: 0).layer(.presenting))
    let atHold = try #require(t.scene(atProgress: 0.2).layer(.presenting))
    let during = try #require(t.scene(atProgress: 0.1).layer(.presenting))
    expectEqual(atStart.transform, receded)
    expectEqual(atHold.transform, receded)
    // The Catmull-Rom spline through T, T, identity moves slightly past T (smaller) before 0.2.
    func scale(_ layer: LayerState) -> Double {
      let p = layer.transform.apply(x: 100, y: 0)
      return p.x / p.w / 100
    }
    expectClose(scale(atStart), 1000.0 / 1100, tolerance: 1e-12)
    #expect(scale(during) < 1000.0 / 1100)
    // Pinned: at u = 0.1 (s = 0.5 in the segment 0…0.2) the Catmull-Rom weights of T, T, T, I are
    // −1/16, 9/16, 9/16, −1/16. Combining the decompositions (T: scale and perspective w 1/1.1,
    // translation z −100/1.1, perspective z −0.001; I: scale 1, perspective w 1) gives
    // scale = pw = 17/16 · 1/1.1 − 1/16, tz = −17/16 · 100/1.1, pz = −17/16 · 0.001.
    let k = 17.0 / 16 / 1.1 - 1.0 / 16
    let w = (17.0 / 16 * 100 / 1.1) * (17.0 / 16 * 0.001) + k
    expectClose(scale(during), k / w, tolerance: 1e-12)
    expectClose(scale(during), 0.897988, tolerance: 1e-6)
    let end = try #require(t.scene(atProgress: 1).layer(.presenting))
    expectEqual(end.transform, .identity)
  }

  @Test func dismissalSlidesThePageBackBelowTheBottomEdge() throws {
    let page = try #require(timeline(.dismiss).scene(atTime: 0.5).layer(.presented))
    expectEqual(page.untransformedFrame.origin, Point(x: 0, y: 844))
  }

  @Test(arguments: [
    (ContainerOrientation.portrait, Point(x: 0, y: 844)),
    (.landscapeLeft, Point(x: 390, y: 0)),
    (.landscapeRight, Point(x: -390, y: 0)),
    (.portraitUpsideDown, Point(x: 0, y: -844)),
  ])
  func legacyOrientationsPlaceThePageOffScreenAsTheArticleDoes(
    orientation: ContainerOrientation, origin: Point
  )
    throws
  {
    let page = try #require(timeline(.present, orientation).scene(atTime: 0).layer(.presented))
    expectEqual(page.untransformedFrame.origin, origin)
    let gone = try #require(timeline(.dismiss, orientation).scene(atTime: 0.5).layer(.presented))
    expectEqual(gone.untransformedFrame.origin, origin)
  }

  @Test func referenceVariantIsTheArticlesNumbers() {
    let r = Recede.reference
    #expect(r.duration == 0.5 && r.depth == 100 && r.perspectiveDistance == 1000 && r.dismissalHold == 0.2)
    #expect(r.calculationMode == .cubic && r.curve == .easeInEaseOut)
  }
}
