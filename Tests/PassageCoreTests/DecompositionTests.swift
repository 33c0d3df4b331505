import Foundation
import PassageCore
import PassageTestSupport
import Testing

@Suite struct DecompositionTests {
  @Test func recomposingADecompositionGivesBackTheMatrix() throws {
    var rng = SeededRandom(seed: 7)
    for _ in 0..<2000 {
      let t = randomTransform(&rng)
      let d = try #require(DecomposedTransform(t), "undecomposable: \(t.entries)")
      let back = d.recomposed
      // Decomposition normalises m44 to 1; compare the projectively equal matrices.
      let k = 1 / t.m44
      let expected = try #require(Transform3D(entries: t.entries.map { $0 * k }))
      #expect(maxDifference(back, expected) <= 1e-6 * max(1, expected.entries.map(abs).max() ?? 1))
    }
  }

  @Test func rotationAboutZDecomposesToTheHalfAngleQuaternion() throws {
    let d = try #require(DecomposedTransform(.rotation(angle: 1, x: 0, y: 0, z: 1)))
    expectClose(d.rotation.z, sin(0.5), tolerance: 1e-12)
    expectClose(d.rotation.w, cos(0.5), tolerance: 1e-12)
  }

  @Test func singularMatricesHaveNoDecomposition() {
    #expect(DecomposedTransform(.scale(x: 0, y: 1)) == nil)
    var t = Transform3D.identity
    t.m44 = 0
    #expect(DecomposedTransform(t) == nil)
    #expect(DecomposedTransform(.translation(x: .infinity, y: 0)) == nil)
  }

  @Test func interpolationReturnsTheEndpointsExactly() {
    var rng = SeededRandom(seed: 11)
    for _ in 0..<200 {
      let a = randomTransform(&rng)
      let b = randomTransform(&rng)
      expectEqual(a.interpolated(to: b, fraction: 0), a)
      expectEqual(a.interpolated(to: b, fraction: 1), b)
    }
  }

  @Test func interpolationNearTheEndpointsApproachesThem() {
    var rng = SeededRandom(seed: 12)
    for _ in 0..<200 {
      let a = randomTransform(&rng)
      let b = Transform3D.identity.rotated(angle: 0.7, x: 0, y: 1, z: 0).translated(x: 30, y: 4)
      let nearB = a.interpolated(to: b, fraction: 1 - 1e-9)
      #expect(maxDifference(nearB, b) < 1e-5)
    }
  }

  @Test func recedeInterpolationUsesTheDecompositionNotTheEntries() throws {
    // docs/TRANSITIONS.md, “Transforms”: identity → recede at 0.5 differs between element-wise and decomposed.
    let receded = Transform3D.perspective(distance: 1000).translated(x: 0, y: 0, z: -100)
    let decomposed = Transform3D.identity.interpolated(to: receded, fraction: 0.5)
    let elementWise = try #require(
      Transform3D(entries: zip(Transform3D.identity.entries, receded.entries).map { ($0 + $1) / 2 }))
    // Element-wise: m33 1, m34 −0.0005, m43 −50, m44 1.05 → w = 1.05, apparent scale 1/1.05.
    let elementScale = 1 / elementWise.apply(x: 1, y: 0).w
    // Decomposed: perspective −0.0005 (relative to m44 = 1), translation z −50/1.1·… recomputed.
    let decomposedPoint = decomposed.apply(x: 1, y: 0)
    let decomposedScale = decomposedPoint.x / decomposedPoint.w
    expectClose(elementScale, 1 / 1.05, tolerance: 1e-12)
    #expect(abs(decomposedScale - elementScale) > 1e-3)
    // The decomposition of the receded matrix: translation z = −100/1.1, perspective z = −1/1000.
    let d = try #require(DecomposedTransform(receded))
    expectClose(d.translation.z, -100 / 1.1, tolerance: 1e-9)
    expectClose(d.perspective.z, -0.001, tolerance: 1e-12)
    // Normalising by m44 = 1.1 makes every scale 1/1.1 and the perspective row (0, 0, −0.001, 1/1.1).
    // Halfway: scale s = (1 + 1/1.1)/2, translation z −50/1.1, perspective (0, 0, −0.0005, s),
    // so a point at x = 1 lands at s / (50/1.1 · 0.0005 + s) ≈ 0.976744.
    let s = (1 + 1 / 1.1) / 2
    let expectedScale = s / ((50 / 1.1) * 0.0005 + s)
    expectClose(expectedScale, 0.976744, tolerance: 1e-6)
    expectClose(decomposedScale, expectedScale, tolerance: 1e-12)
  }

  @Test func undecomposableEndsSwitchDiscretelyAtOneHalf() {
    let singular = Transform3D.scale(x: 0, y: 0)
    let t = Transform3D.translation(x: 10, y: 0)
    expectEqual(t.interpolated(to: singular, fraction: 0.49), t)
    expectEqual(t.interpolated(to: singular, fraction: 0.5), singular)
  }

  @Test func slerpHalfwayBetweenTwoZRotationsIsTheMiddleRotation() throws {
    let a = Transform3D.rotation(angle: 0.2, x: 0, y: 0, z: 1)
    let b = Transform3D.rotation(angle: 1.0, x: 0, y: 0, z: 1)
    let mid = a.interpolated(to: b, fraction: 0.5)
    expectClose(mid, .rotation(angle: 0.6, x: 0, y: 0, z: 1), tolerance: 1e-12)
  }
}
