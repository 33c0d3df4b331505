import Foundation
import PassageCore
import PassageTestSupport
import Testing

@Suite struct DampedSpringTests {
  @Test func durationBounceFormMatchesSwiftUIParameters() {
    let s = DampedSpring(duration: 0.5, bounce: 0.3)
    expectClose(s.mass, 1)
    expectClose(s.stiffness, 157.91, tolerance: 0.01)
    expectClose(s.damping, 17.59, tolerance: 0.01)
    expectClose(s.dampingRatio, 0.7, tolerance: 1e-12)
    expectClose(s.response, 0.5, tolerance: 1e-12)
  }

  @Test func durationBounceFormMatchesReferencePositions() {
    let s = DampedSpring(duration: 0.5, bounce: 0.3)
    expectClose(s.value(at: 0.1), 0.423302, tolerance: 1e-6)
    expectClose(s.value(at: 0.25), 0.984087, tolerance: 1e-6)
  }

  @Test func negativeBounceIsOverdamped() {
    let s = DampedSpring(duration: 0.5, bounce: -0.5)
    expectClose(s.dampingRatio, 2, tolerance: 1e-12)
  }

  @Test func uikitFormSolvesStiffnessForTheEnvelopeAtTheDuration() {
    let s = DampedSpring.uikit(duration: 0.5, dampingRatio: 1)
    expectClose(s.stiffness, 341.02, tolerance: 0.01)
    expectClose(s.damping, 36.93, tolerance: 0.01)
    expectClose(s.settlingDuration, 0.5, tolerance: 1e-6)
  }

  @Test func uikitReferenceSpringOfThePushArticleSettlesAtItsDuration() {
    let s = DampedSpring.uikit(duration: 0.75, dampingRatio: 0.9, initialVelocity: 1)
    expectClose(s.settlingDuration, 0.75, tolerance: 1e-6)
    expectClose(s.dampingRatio, 0.9, tolerance: 1e-12)
  }

  @Test func responseFormComputesStiffnessAndDamping() {
    let s = DampedSpring(response: 0.35, dampingRatio: 1)
    let omega = 2 * Double.pi / 0.35
    expectClose(s.stiffness, omega * omega, tolerance: 1e-9)
    expectClose(s.damping, 2 * omega, tolerance: 1e-9)
  }

  @Test func everySpringStartsAtZeroWithItsInitialVelocityAndSettles() {
    var rng = SeededRandom(seed: 99)
    for _ in 0..<500 {
      let s = DampedSpring(
        response: .random(in: 0.1...2, using: &rng), dampingRatio: .random(in: 0.05...3, using: &rng),
        initialVelocity: .random(in: -10...10, using: &rng))
      expectClose(s.value(at: 0), 0, tolerance: 1e-12)
      expectClose(s.velocity(at: 0), s.initialVelocity, tolerance: 1e-9)
      let settle = s.settlingDuration
      #expect(settle.isFinite)
      for i in 0...50 {
        let t = settle + Double(i) * 0.05
        expectClose(s.value(at: t), 1, tolerance: DampedSpring.settlingThreshold + 1e-12, "\(s) at \(t)")
      }
    }
  }

  @Test func velocityIsTheDerivativeOfPosition() {
    for zeta in [0.3, 1.0, 2.5] {
      let s = DampedSpring(response: 0.4, dampingRatio: zeta, initialVelocity: 2)
      for t in stride(from: 0.01, to: 1, by: 0.07) {
        let h = 1e-6
        let numeric = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
        expectClose(s.velocity(at: t), numeric, tolerance: 1e-5)
      }
    }
  }

  @Test func criticallyDampedSpringNeverOvershootsFromRest() {
    let s = DampedSpring(response: 0.35, dampingRatio: 1)
    for i in 0...200 { #expect(s.value(at: Double(i) * 0.01) <= 1 + 1e-12) }
  }

  @Test func undampedSpringNeverSettles() {
    let s = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    expectEqual(s.settlingDuration, .infinity)
  }

  @Test func nonFiniteSpringInputsAreDefined() {
    let s = DampedSpring(mass: .nan, stiffness: -1, damping: .infinity, initialVelocity: .nan)
    #expect(s.mass == 1 && s.stiffness == 1 && s.damping == 0 && s.initialVelocity == 0)
    #expect(DampedSpring(response: 0.3, dampingRatio: 1).value(at: .nan).isNaN)
    expectEqual(DampedSpring(response: 0.3, dampingRatio: 1).value(at: -1), 0)
    let u = DampedSpring.uikit(duration: .nan, dampingRatio: -1)
    expectClose(u.settlingDuration, 1, tolerance: 1e-6)
  }

  @Test func aSpringStartedEarlyIsTheSameMotionAheadByTheLead() throws {
    var rng = SeededRandom(seed: 7)
    for _ in 0..<200 {
      let s = DampedSpring(
        response: .random(in: 0.1...2, using: &rng), dampingRatio: .random(in: 0.05...3, using: &rng),
        initialVelocity: .random(in: -10...10, using: &rng))
      let lead = Double.random(in: 0...0.1, using: &rng)
      let early = s.startedEarly(by: lead)
      expectClose(early.initialPosition, s.value(at: lead), tolerance: 1e-12)
      for i in 0...40 {
        let t = Double(i) * 0.03
        expectClose(early.value(at: t), s.value(at: t + lead), tolerance: 1e-9, "\(s) +\(lead) at \(t)")
        expectClose(early.velocity(at: t), s.velocity(at: t + lead), tolerance: 1e-7)
      }
      // It settles when the original would have: the lead sooner (or at once if already settled).
      #expect(early.settlingDuration <= max(s.settlingDuration - lead, 0) + 1e-6)
      let withVelocity = early.withInitialVelocity(1)
      expectEqual(withVelocity.initialPosition, early.initialPosition)
    }
    let spring = DampedSpring(naturalFrequency: 19, dampingRatio: 1)
    expectEqual(spring.startedEarly(by: -1), spring)
    expectEqual(spring.startedEarly(by: .nan), spring)
    expectEqual(spring.startedEarly(by: 0), spring)
  }

  @Test func aPartwaySpringRoundTripsThroughCodableAndAPlainOneKeepsItsFourKeys() throws {
    let spring = DampedSpring(naturalFrequency: 19, dampingRatio: 1)
    let early = spring.startedEarly(by: 0.02)
    let decoded = try JSONDecoder().decode(DampedSpring.self, from: try JSONEncoder().encode(early))
    expectEqual(decoded, early)
    let plain = try #require(String(data: try JSONEncoder().encode(spring), encoding: .utf8))
    #expect(!plain.contains("initialPosition"))
    let old = Data(#"{"mass":1,"stiffness":361,"damping":38,"initialVelocity":0}"#.utf8)
    expectEqual(try JSONDecoder().decode(DampedSpring.self, from: old), spring)
  }
}
