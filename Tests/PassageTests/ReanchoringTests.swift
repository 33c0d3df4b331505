import PassageCore
import PassageTestSupport
import Testing

@testable import Passage

/// A transform turned about another anchor draws every point of a layer resting in the same
/// frame where the original draws it, perspective included; equal anchors change nothing.
@Suite struct ReanchoringTests {
  @Test func aReanchoredTransformDrawsEveryPointWhereTheOriginalDoes() {
    var random = SeededRandom(seed: 11)
    let frame = Rect(x: 12, y: 40, width: 390, height: 844)
    for _ in 0..<200 {
      let transform = Transform3D.identity
        .rotated(angle: .random(in: -0.6...0.6, using: &random), x: 1, y: 0.3, z: 0.2)
        .scaled(x: .random(in: 0.7...1.2, using: &random), y: .random(in: 0.7...1.2, using: &random))
        .translated(x: .random(in: -80...80, using: &random), y: .random(in: -80...80, using: &random))
        .concatenating(Transform3D.perspective(distance: .random(in: 500...2000, using: &random)))
      let anchor = Point(x: .random(in: 0...1, using: &random), y: .random(in: 0...1, using: &random))
      let newAnchor = Point(x: .random(in: 0...1, using: &random), y: .random(in: 0...1, using: &random))
      let turned = transform.reanchored(from: anchor, to: newAnchor, size: frame.size)
      func position(_ a: Point) -> Point {
        Point(x: frame.origin.x + a.x * frame.size.width, y: frame.origin.y + a.y * frame.size.height)
      }
      for corner in [Point(x: 0, y: 0), Point(x: 390, y: 0), Point(x: 0, y: 844), Point(x: 195, y: 600)] {
        let drawn = transform.mapLayerPoint(
          corner, size: frame.size, anchorPoint: anchor, position: position(anchor))
        let redrawn = turned.mapLayerPoint(
          corner, size: frame.size, anchorPoint: newAnchor, position: position(newAnchor))
        guard let drawn else {
          #expect(redrawn == nil)
          continue
        }
        expectEqual(
          redrawn.map { isClose($0, drawn, tolerance: 1e-6) }, true,
          "\(corner): \(drawn) vs \(String(describing: redrawn))")
      }
    }
  }

  @Test func equalAnchorsLeaveTheTransformAsItIs() {
    let transform = Transform3D.scale(x: 0.9, y: 0.9).concatenating(.perspective(distance: 1000))
    let anchor = Point(x: 0.5, y: 0.5)
    expectEqual(
      transform.reanchored(from: anchor, to: anchor, size: Size(width: 402, height: 874)), transform)
  }
}
