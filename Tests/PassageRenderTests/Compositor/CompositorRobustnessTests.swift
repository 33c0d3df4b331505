import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Same input, same bytes; bad input draws nothing rather than crashing.
@Suite struct CompositorRobustnessTests {
  @Test func renderingTheSameSceneTwiceGivesIdenticalBytes() {
    let context = TransitionContext(containerSize: Size(width: 120, height: 200), direction: .present)
    for timeline in [Push().timeline(in: context), Recede().timeline(in: context)] {
      let scene = timeline.scene(atProgress: 0.37)
      let a = Compositor(scale: 2).render(scene, content: ScreenImages.mock())
      let b = Compositor(scale: 2).render(scene, content: ScreenImages.mock())
      expectEqual(a, b)
      #expect(a.width == 240 && a.height == 400)
    }
  }

  @Test func invalidLayersAndSizesAreSkipped() {
    let container = Size(width: 20, height: 10)
    var broken = solidLayer(Rect(x: 0, y: 0, width: 20, height: 10))
    broken.transform.m11 = .nan
    var edgeOn = solidLayer(Rect(x: 0, y: 0, width: 20, height: 10))
    edgeOn.transform = .rotation(angle: Double.pi / 2, x: 0, y: 1, z: 0)
    let empty = solidLayer(Rect(x: 0, y: 0, width: 0, height: 10))
    var nanOpacity = solidLayer(Rect(x: 0, y: 0, width: 20, height: 10))
    nanOpacity.opacity = .nan
    let frame = Compositor(scale: 1).render(
      scene(container, broken, edgeOn, empty, nanOpacity), content: SolidLayersOnly())
    expectEqual(frame, Bitmap(width: 20, height: 10, fill: black))
    expectEqual(Compositor(scale: .nan).scale, 1)
    let none = Compositor(scale: 1).render(
      TransitionScene(containerSize: Size(width: .infinity, height: -3), layers: []),
      content: SolidLayersOnly())
    #expect(none.width == 0 && none.height == 0)
  }

  @Test func extremeButFiniteValuesDrawWithoutTrapping() {
    let container = Size(width: 20, height: 10)
    let huge = Shadow(color: .black, opacity: 1, radius: 1e9, offset: Size(width: 1e6, height: -1e6))
    let giant = solidLayer(
      Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), cornerRadius: .infinity, shadow: huge)
    var nearHorizon = screenLayer(Rect(x: 0, y: 0, width: 1e6, height: 10))
    nearHorizon.transform = Transform3D.perspective(distance: 1e-3).rotated(angle: 1.5, x: 0, y: 1, z: 0)
    nearHorizon.cornerRadius = 5
    nearHorizon.shadow = Shadow(color: .black, opacity: 1, radius: 0, offset: .zero)
    let frame = Compositor(scale: 3).render(
      scene(container, giant, nearHorizon), content: GeneratedScreens.flat(white))
    #expect(frame.width == 60 && frame.height == 30)
  }

  @Test func aScreenLayerWithoutAnImageIsSkipped() {
    let container = Size(width: 20, height: 10)
    let frame = Compositor(scale: 1).render(
      scene(container, screenLayer(Rect(origin: .zero, size: container))), content: SolidLayersOnly())
    expectEqual(frame, Bitmap(width: 20, height: 10, fill: black))
  }

  @Test func anOpaqueLayerHidesWhatIsBelowItExactly() {
    let container = Size(width: 30, height: 20)
    let below = solidLayer(
      Rect(x: 0, y: 0, width: 30, height: 20), LayerColor(red: 1, green: 0, blue: 0), role: .presenting)
    let top = screenLayer(Rect(x: 5.25, y: 2, width: 20, height: 10))
    let frame = Compositor(scale: 2).render(
      scene(container, below, top), content: GeneratedScreens.flat(white))
    expectEqual(frame[30, 10], white)
    expectEqual(frame[2, 2], RGBA8(r: 255, g: 0, b: 0))
    // The edge column at 2 × 5.25 = 10.5 is half covered: a weight of 0.5 × 256 = 128, and the
    // blend's (below × (256 − 128) + top × 128) >> 8 takes white's 255 to 127 over red's 0.
    let half = UInt8((255 * 128) >> 8)
    expectEqual(frame[10, 10], RGBA8(r: 255, g: half, b: half))
  }
}
