import PassageCore
import PassageTestSupport
import Testing

@Suite struct Transform3DTests {
  @Test func rotationAboutZPlacesSineInM12() {
    let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
    expectClose(r.m11, 0, tolerance: 1e-15)
    expectClose(r.m12, 1)
    expectClose(r.m21, -1)
    expectClose(r.m22, 0, tolerance: 1e-15)
  }

  @Test func rotateAppliesTheRotationBeforeTheExistingTransform() throws {
    // docs/TRANSITIONS.md, “Transforms”: Rotate(MakeTranslation(100,0,0), π/2, 0,0,1) maps (0,0) → (100,0).
    let t = Transform3D.translation(x: 100, y: 0).rotated(angle: .pi / 2, x: 0, y: 0, z: 1)
    let p = try #require(t.project(.zero))
    expectClose(p, Point(x: 100, y: 0), tolerance: 1e-12)
  }

  @Test func translateAppliesTheTranslationBeforeTheExistingTransform() throws {
    // docs/TRANSITIONS.md, “Transforms”: Translate(MakeRotation(π/2,0,0,1), 100,0,0) maps (0,0) → (0,100).
    let t = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1).translated(x: 100, y: 0, z: 0)
    let p = try #require(t.project(.zero))
    expectClose(p, Point(x: 0, y: 100), tolerance: 1e-12)
  }

  @Test func recedeTransformScalesBy1000Over1100AboutTheAnchor() throws {
    let receded = Transform3D.perspective(distance: 1000).translated(x: 0, y: 0, z: -100)
    expectClose(receded.m34, -0.001)
    expectClose(receded.m43, -100)
    expectClose(receded.m44, 1.1)
    let size = Size(width: 390, height: 844)
    let center = Point(x: 195, y: 422)
    let corner = try #require(receded.mapLayerPoint(.zero, size: size, position: center))
    let shrink: Double = 1000.0 / 1100.0
    expectClose(corner.x, 195 - 195 * shrink, tolerance: 1e-9)
    expectClose(corner.y, 422 - 422 * shrink, tolerance: 1e-9)
    let middle = try #require(receded.mapLayerPoint(center, size: size, position: center))
    expectClose(middle, center)
  }

  @Test func perspectiveDivideUsesWEqualOneMinusZOverD() {
    let p = Transform3D.perspective(distance: 500).apply(x: 10, y: 20, z: 100)
    expectClose(p.w, 1 - 100.0 / 500)
  }

  @Test func pointsBehindTheViewerDoNotProject() {
    let t = Transform3D.perspective(distance: 100).translated(x: 0, y: 0, z: 150)
    #expect(t.project(Point(x: 1, y: 1)) == nil)
  }

  @Test func concatenationAppliesTheLeftOperandFirst() throws {
    let a = Transform3D.translation(x: 10, y: 0)
    let b = Transform3D.scale(x: 2, y: 2)
    let p = try #require(a.concatenating(b).project(Point(x: 1, y: 1)))
    expectClose(p, Point(x: 22, y: 2))
  }

  @Test func inverseTimesTransformIsIdentityForRandomInvertibleMatrices() {
    var rng = SeededRandom(seed: 0x5EED_0001)
    for _ in 0..<2000 {
      let t = randomTransform(&rng)
      guard abs(t.determinant) > 1e-3 else { continue }
      let product = t.concatenating(t.inverted())
      expectClose(product, .identity, tolerance: 1e-7, "t = \(t.entries)")
    }
  }

  @Test func determinantOfAProductIsTheProductOfDeterminants() {
    var rng = SeededRandom(seed: 42)
    for _ in 0..<500 {
      let a = randomTransform(&rng)
      let b = randomTransform(&rng)
      let lhs = a.concatenating(b).determinant
      let rhs = a.determinant * b.determinant
      expectClose(lhs, rhs, tolerance: 1e-9 * max(1, abs(rhs)))
    }
  }

  @Test func singularMatricesInvertToThemselvesLikeCoreAnimation() {
    let flat = Transform3D.scale(x: 1, y: 1, z: 0).concatenating(.scale(x: 0, y: 1))
    #expect(flat.inverse == nil)
    expectEqual(flat.inverted(), flat)
  }

  @Test func nonFiniteInputsAreDefined() {
    let t = Transform3D.translation(x: .nan, y: 0)
    #expect(!t.isFinite)
    #expect(t.inverse == nil)
    #expect(t.project(.zero) == nil)
    expectEqual(Transform3D.rotation(angle: 1, x: 0, y: 0, z: 0), .identity)
    expectEqual(Transform3D.rotation(angle: 1, x: .infinity, y: 0, z: 0), .identity)
    expectEqual(Transform3D.perspective(distance: 0), .identity)
    expectEqual(Transform3D.perspective(distance: .nan), .identity)
  }

  @Test func entriesRoundTripInCSSMatrix3DOrder() throws {
    let values = (1...16).map(Double.init)
    let t = try #require(Transform3D(entries: values))
    expectEqual(t.entries, values)
    #expect(t.m14 == 4 && t.m41 == 13)
    #expect(Transform3D(entries: [1, 2]) == nil)
  }
}

/// A random transform built from perspective, translation, rotation, skew and scale.
func randomTransform(_ rng: inout SeededRandom) -> Transform3D {
  func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
  var t = Transform3D.identity
  t = t.rotated(angle: r(-3...3), x: r(-1...1), y: r(-1...1), z: r(-1...1))
  t = t.scaled(x: r(0.2...3) * (Bool.random(using: &rng) ? 1 : -1), y: r(0.2...3), z: r(0.2...3))
  var skew = Transform3D.identity
  skew.m21 = r(-0.5...0.5)
  t = t.concatenating(skew)
  t = t.concatenating(.translation(x: r(-500...500), y: r(-500...500), z: r(-200...200)))
  if Bool.random(using: &rng) {
    t = t.concatenating(.perspective(distance: r(300...3000)))
  }
  return t
}
