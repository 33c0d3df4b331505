import PassageCore
import PassageTestSupport
import Testing

@Suite struct GeometryTests {
  @Test func rectsInsetByEdgeInsetsAndContainPointsHalfOpen() {
    let r = Rect(x: 0, y: 0, width: 390, height: 844)
    let safe = r.inset(by: Insets(top: 47, left: 0, bottom: 34, right: 0))
    expectEqual(safe, Rect(x: 0, y: 47, width: 390, height: 763))
    #expect(r.contains(Point(x: 0, y: 0)) && !r.contains(Point(x: 390, y: 10)))
    expectEqual(r.center, Point(x: 195, y: 422))
    let flipped = Rect(x: 10, y: 10, width: -5, height: 5)
    #expect(flipped.minX == 5 && flipped.maxX == 10)
  }

  @Test func transposingTwiceIsTheIdentityAndSwapsTranslationIntoPerspective() {
    let t = Transform3D.translation(x: 1, y: 2, z: 3)
    expectEqual(t.transposed.transposed, t)
    #expect(t.transposed.m14 == 1 && t.transposed.m24 == 2 && t.transposed.m34 == 3)
    #expect(t.isAffine && !Transform3D.perspective(distance: 500).isAffine)
  }

  @Test func sizesAreUsableOnlyWhenPositiveAndFinite() {
    #expect(Size(width: 1, height: 1).isUsable)
    #expect(!Size(width: 0, height: 1).isUsable && !Size(width: .nan, height: 1).isUsable)
  }
}
