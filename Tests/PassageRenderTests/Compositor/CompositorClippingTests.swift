import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Nothing is drawn from the part of a layer at or behind the viewer (w ≤ 0).
@Suite struct CompositorClippingTests {
  @Test func aLayerEntirelyBehindTheViewerDrawsNothing() {
    let container = Size(width: 100, height: 80)
    // Pushed 2000 pt towards a viewer 1000 pt away: w = 1 − 2000/1000 = −1 everywhere.
    let behind = Transform3D.perspective(distance: 1000).translated(x: 0, y: 0, z: 2000)
    let layer = solidLayer(Rect(origin: .zero, size: container), transform: behind)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    expectEqual(frame, Bitmap(width: 100, height: 80, fill: black))
  }

  @Test func aLayerPartlyBehindTheViewerIsClippedNotMirroredOrSmeared() {
    // Rotated 60° about y and seen from 300 pt: layer x < −300/sin 60° ≈ −346 has w ≤ 0. The front
    // part projects left of x ≈ 300 + 102; the part behind would land right of x ≈ 300 + 564.
    let container = Size(width: 1000, height: 100)
    let tilt = Transform3D.perspective(distance: 300).rotated(angle: Double.pi / 3, x: 0, y: 1, z: 0)
    let layer = solidLayer(Rect(x: -200, y: 10, width: 1000, height: 80), transform: tilt)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    for x in stride(from: 0, to: 395, by: 5) { expectEqual(frame[x, 50], white, "front x = \(x)") }
    for x in 410..<1000 {
      for y in 0..<100 where frame[x, y] != black {
        Issue.record("pixel (\(x), \(y)) drawn from behind the viewer")
      }
    }
  }

  @Test func everyDrawnPixelHasItsSourcePointInFrontOfTheViewer() throws {
    let container = Size(width: 200, height: 120)
    let tilt = Transform3D.perspective(distance: 150).rotated(angle: 1.2, x: 0.3, y: 1, z: 0)
    let layer = solidLayer(Rect(x: -100, y: -20, width: 400, height: 160), transform: tilt)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    let inverse = try #require(Homography(layer: layer, scale: 1).inverse)
    var drawn = 0
    for y in 0..<120 {
      for x in 0..<200 where frame[x, y] != black {
        drawn += 1
        let w = inverse.apply(x: Double(x) + 0.5, y: Double(y) + 0.5).w
        #expect(w > 0, "pixel (\(x), \(y))")
      }
    }
    #expect(drawn > 100)
  }
}
