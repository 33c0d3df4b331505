import PassageCore
import PassageTestSupport
import Testing

/// The cover-and-hang law the device's scaled page and the films share.
@Suite struct AspectFillTests {
  @Test func thePartThatShowsHasTheBoundsShapeLiesInTheContentAndHangsFromItsTop() {
    var rng = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let content = Size(
        width: .random(in: 1...2000, using: &rng), height: .random(in: 1...2000, using: &rng))
      let bounds = Size(width: .random(in: 1...2000, using: &rng), height: .random(in: 1...2000, using: &rng))
      for hanging in [true, false] {
        guard let shown = AspectFill.visiblePart(of: content, in: bounds, hangingFromTop: hanging) else {
          Issue.record("\(content) in \(bounds)")
          continue
        }
        // Scaled by the cover scale, the part is the bounds.
        let scale = AspectFill.scale(of: content, covering: bounds)
        expectClose(shown.size.width * scale, bounds.width, tolerance: 1e-9 * bounds.width)
        expectClose(shown.size.height * scale, bounds.height, tolerance: 1e-9 * bounds.height)
        // One side is whole, and the part lies inside the content, centred across.
        #expect(
          isClose(shown.size.width, content.width, tolerance: 1e-9 * content.width)
            || isClose(shown.size.height, content.height, tolerance: 1e-9 * content.height))
        #expect(shown.minX >= 0 && shown.maxX <= content.width + 1e-9)
        expectClose(shown.minX, content.width - shown.maxX, tolerance: 1e-9 * content.width)
        #expect(shown.minY >= 0 && shown.maxY <= content.height + 1e-9)
        if hanging {
          expectEqual(shown.minY, 0)
        } else {
          expectClose(shown.minY, content.height - shown.maxY, tolerance: 1e-9 * content.height)
        }
      }
    }
  }

  @Test func anEmptyOrNonFiniteSizeShowsNothing() {
    let page = Size(width: 402, height: 874)
    #expect(AspectFill.visiblePart(of: Size(width: 0, height: 874), in: page) == nil)
    #expect(AspectFill.visiblePart(of: page, in: Size(width: .infinity, height: 10)) == nil)
    #expect(AspectFill.visiblePart(of: page, in: Size(width: 120, height: .nan)) == nil)
  }
}
