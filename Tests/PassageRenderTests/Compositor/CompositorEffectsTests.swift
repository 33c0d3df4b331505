import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Opacity, rounded corners, shadows and dimming.
@Suite struct CompositorEffectsTests {
  let container = Size(width: 100, height: 100)
  let whole = Rect(x: 0, y: 0, width: 100, height: 100)

  @Test func opacity05BlendsHalfwayWithWhatIsBelow() {
    let layer = solidLayer(whole, opacity: 0.5)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    #expect(abs(Int(frame[50, 50].r) - 128) <= 1)
    #expect(frame[50, 50].a == 255)
    let screen = screenLayer(whole, opacity: 0.5)
    let screenFrame = Compositor(scale: 1).render(
      scene(container, screen), content: GeneratedScreens.flat(white))
    #expect(abs(Int(screenFrame[50, 50].r) - 128) <= 1)
  }

  @Test func opacity0DrawsNothingNotEvenTheShadow() {
    let shadow = Shadow(color: .black, opacity: 1, radius: 4, offset: .zero)
    let below = solidLayer(whole, .white, role: .presenting)
    let layer = solidLayer(Rect(x: 20, y: 20, width: 60, height: 60), .black, opacity: 0, shadow: shadow)
    let frame = Compositor(scale: 1).render(scene(container, below, layer), content: SolidLayersOnly())
    expectEqual(frame, Bitmap(width: 100, height: 100, fill: white))
  }

  @Test(arguments: [1.0, 3.0])
  func roundedCornersLeaveTheCornerPixelToTheBackgroundAndFillTheCentre(scale: Double) {
    let layer = solidLayer(whole, cornerRadius: 20)
    let frame = Compositor(scale: scale).render(scene(container, layer), content: SolidLayersOnly())
    let last = frame.width - 1
    for (x, y) in [(0, 0), (last, 0), (0, last), (last, last)] { expectEqual(frame[x, y], black) }
    expectEqual(frame[frame.width / 2, frame.height / 2], white)
    expectEqual(frame[0, frame.height / 2], white)  // the straight edge is untouched
    // On the diagonal the arc is at 20 − 20/√2 ≈ 5.86 pt from the corner.
    let arc = (20 - 20 / 2.0.squareRoot()) * scale
    #expect(frame[Int(arc - 1.5), Int(arc - 1.5)].r < 60)
    #expect(frame[Int(arc + 1.5), Int(arc + 1.5)].r > 200)
  }

  @Test func roundedCornersFollowTheTransform() {
    // A 50 pt layer scaled 2× about its centre: corners of radius 10 pt look 20 px large.
    let layer = solidLayer(
      Rect(x: 25, y: 25, width: 50, height: 50), transform: .scale(x: 2, y: 2), cornerRadius: 10)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    expectEqual(frame[0, 0], black)
    expectEqual(frame[3, 3], black)
    expectEqual(frame[50, 50], white)
    expectEqual(frame[0, 50], white)
    let arc = 20 - 20 / 2.0.squareRoot()
    #expect(frame[Int(arc + 1.5), Int(arc + 1.5)].r > 200)
  }

  @Test func theShadowDarkensJustOutsideTheLeadingEdgeNotFarAway() {
    let below = solidLayer(whole, .white, role: .presenting)
    let shadow = Shadow(color: .black, opacity: 0.3, radius: 5, offset: .zero)
    let top = solidLayer(Rect(x: 50, y: 0, width: 50, height: 100), .white, shadow: shadow)
    let frame = Compositor(scale: 2).render(scene(container, below, top), content: SolidLayersOnly())
    let y = 100
    let touching = Int(frame[99, y].r)  // half a point left of the edge at x = 100 px
    #expect(touching < 255 - 25)  // ≈ 255·(1 − 0.3·0.5)
    #expect(touching > 255 - 50)
    #expect(Int(frame[95, y].r) > touching)  // fading with distance
    expectEqual(frame[60, y], white)  // 20 pt away: beyond 3σ = 7.5 pt
    expectEqual(frame[150, y], white)  // the opaque layer hides its own shadow
  }

  @Test func coreAnimationsDefaultShadowOffset03CastsTheShadowUpwards() {
    let below = solidLayer(whole, .white, role: .presenting)
    var shadow = Shadow.none
    shadow.opacity = 0.5
    let top = solidLayer(Rect(x: 20, y: 30, width: 60, height: 40), .white, shadow: shadow)
    let frame = Compositor(scale: 1).render(scene(container, below, top), content: SolidLayersOnly())
    let above = Int(frame[50, 28].r)  // 2 pt above the top edge
    let under = Int(frame[50, 71].r)  // 2 pt below the bottom edge
    #expect(above < under - 20)
  }

  @Test(arguments: [60.0, 30.0])
  func theShadowFollowsRoundedCorners(side: Double) {
    // 60 pt: corner zones blurred apart; 30 pt: the zones overlap and the whole silhouette is blurred.
    let below = solidLayer(whole, .white, role: .presenting)
    let shadow = Shadow(color: .black, opacity: 1, radius: 4, offset: .zero)
    let r = side / 3
    let origin = 50 - side / 2
    let top = solidLayer(
      Rect(x: origin, y: origin, width: side, height: side), .white, cornerRadius: r, shadow: shadow)
    let frame = Compositor(scale: 1).render(scene(container, below, top), content: SolidLayersOnly())
    // 1.5 pt outside the middle of an edge, σ = 2 pt: 1 − Φ(−0.75) ≈ 0.77 of white.
    let edge = Int(frame[50, Int(origin) - 2].r)
    #expect(abs(edge - 197) <= 12)
    // As far outside the arc on the diagonal: about as dark.
    let arc = origin + r - r / 2.0.squareRoot() - 1.5 / 2.0.squareRoot()
    #expect(abs(Int(frame[Int(arc), Int(arc)].r) - edge) <= 25)
    // At the bounding square's corner, far from the arc: no shadow (a square layer would cast one).
    #expect(frame[Int(origin) - 2, Int(origin) - 2].r > 250)
  }

  @Test func aBlackDimmingLayerAtOpacity01OverWhiteGivesAbout230() {
    let screen = solidLayer(whole, .white, role: .presenting)
    let dim = solidLayer(whole, .black, opacity: 0.1, role: .dimming)
    let frame = Compositor(scale: 1).render(scene(container, screen, dim), content: SolidLayersOnly())
    #expect(abs(Int(frame[50, 50].r) - 230) <= 1)
    #expect(frame[50, 50].a == 255)
  }

  @Test func theBackgroundIsOpaqueBlackByDefaultAndConfigurable() {
    let empty = TransitionScene(containerSize: Size(width: 3, height: 2), layers: [])
    expectEqual(
      Compositor(scale: 1).render(empty, content: SolidLayersOnly()), Bitmap(width: 3, height: 2, fill: black)
    )
    let grey = RGBA8(r: 9, g: 9, b: 9)
    expectEqual(
      Compositor(scale: 2, background: grey).render(empty, content: SolidLayersOnly()),
      Bitmap(width: 6, height: 4, fill: grey))
  }
}
