import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// Layers land where Core Animation puts them.
@Suite struct CompositorPlacementTests {
  @Test(arguments: [1.0, 2.0, 3.0])
  func anUntransformedScreenIsCopiedPixelForPixel(scale: Double) {
    let container = Size(width: 40, height: 30)
    let frame = Compositor(scale: scale).render(
      scene(container, screenLayer(Rect(origin: .zero, size: container))), content: GeneratedScreens.patterned
    )
    let expected = pattern(width: Int(40 * scale), height: Int(30 * scale))
    expectEqual(frame, expected)
  }

  @Test(arguments: [1.0, 2.0])
  func aTranslationByWholePointsMovesTheContentByWholePixels(scale: Double) {
    let container = Size(width: 40, height: 30)
    let layer = screenLayer(Rect(x: 3, y: 2, width: 40, height: 30))
    let frame = Compositor(scale: scale).render(scene(container, layer), content: GeneratedScreens.patterned)
    let content = pattern(width: Int(40 * scale), height: Int(30 * scale))
    let (dx, dy) = (Int(3 * scale), Int(2 * scale))
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let expected = x >= dx && y >= dy ? content[x - dx, y - dy] : black
        expectEqual(frame[x, y], expected, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func aTranslationByHalfAPointIsAWholePixelAtScale2AndABlendAtScale1() {
    let container = Size(width: 20, height: 10)
    let layer = screenLayer(Rect(x: 0.5, y: 0, width: 20, height: 10))
    let atTwo = Compositor(scale: 2).render(scene(container, layer), content: GeneratedScreens.patterned)
    let content2 = pattern(width: 40, height: 20)
    for y in 0..<20 {
      for x in 1..<40 { expectEqual(atTwo[x, y], content2[x - 1, y]) }
      expectEqual(atTwo[0, y], black)
    }
    // Scale 1: each pixel is the average of two neighbours (±1 for rounding); the first is half covered.
    let flat = GeneratedScreens.flat(white)
    let edge = Compositor(scale: 1).render(scene(container, layer), content: flat)
    #expect(abs(Int(edge[0, 5].r) - 128) <= 1)
    #expect(edge[1, 5] == white)
    let atOne = Compositor(scale: 1).render(scene(container, layer), content: GeneratedScreens.patterned)
    let content1 = pattern(width: 20, height: 10)
    for y in 0..<10 {
      for x in 1..<20 {
        let (a, b) = (content1[x - 1, y], content1[x, y])
        let mean = RGBA8(
          r: UInt8((Int(a.r) + Int(b.r)) / 2), g: UInt8((Int(a.g) + Int(b.g)) / 2),
          b: UInt8((Int(a.b) + Int(b.b)) / 2))
        #expect(channelDifference(atOne[x, y], mean) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func theRecededScreenAppears10001100OfTheContainerAboutItsCentre() {
    let context = TransitionContext(containerSize: Size(width: 200, height: 300), direction: .present)
    var end = Recede().timeline(in: context).scene(atProgress: 1)
    end.layers.removeAll { $0.role == .presented }
    let frame = Compositor(scale: 2).render(end, content: GeneratedScreens.flat(white))
    let ratio = 1000.0 / 1100
    expectClose(coveredWidth(frame, row: 300), 400 * ratio, tolerance: 0.5)
    expectClose(coveredHeight(frame, column: 200), 600 * ratio, tolerance: 0.5)
    // Centred: the same margin on both sides.
    let left = (0..<400).first { frame[$0, 300].r > 127 } ?? -1
    let right = (0..<400).last { frame[$0, 300].r > 127 } ?? -1
    #expect(abs((left + right + 1) - 400) <= 1)
  }

  @Test func aPerspectiveTiltPutsTheCornersWhereTransform3DMapLayerPointDoes() {
    let container = Size(width: 300, height: 300)
    let size = Size(width: 160, height: 200)
    let tilt = Transform3D.perspective(distance: 500).rotated(angle: 0.6, x: 0, y: 1, z: 0)
    let layer = solidLayer(Rect(x: 70, y: 50, width: 160, height: 200), transform: tilt)
    let frame = Compositor(scale: 1).render(scene(container, layer), content: SolidLayersOnly())
    let corners = [Point(x: 0, y: 0), Point(x: 160, y: 0), Point(x: 160, y: 200), Point(x: 0, y: 200)]
      .compactMap { tilt.mapLayerPoint($0, size: size, position: Point(x: 150, y: 150)) }
    expectEqual(corners.count, 4)
    let center = Point(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
    for corner in corners {
      // One and a half pixels towards the centre is inside, as far the other way is outside.
      let (dx, dy) = (center.x - corner.x, center.y - corner.y)
      let n = (dx * dx + dy * dy).squareRoot()
      let inside = Point(x: corner.x + 1.5 * dx / n, y: corner.y + 1.5 * dy / n)
      let outside = Point(x: corner.x - 1.5 * dx / n, y: corner.y - 1.5 * dy / n)
      #expect(frame[Int(inside.x), Int(inside.y)].r > 100, "inside \(corner)")
      #expect(frame[Int(outside.x), Int(outside.y)].r < 100, "outside \(corner)")
    }
    // The drawn extent of each row matches the projected quad within a pixel.
    let minX = corners.map(\.x).min() ?? 0
    let maxX = corners.map(\.x).max() ?? 0
    let drawn = (0..<300).filter { x in (0..<300).contains { frame[x, $0].r > 127 } }
    expectClose(Double(drawn.first ?? 0), minX, tolerance: 1)
    expectClose(Double((drawn.last ?? 0) + 1), maxX, tolerance: 1)
    expectEqual(frame[Int(center.x), Int(center.y)], white)
  }
}
