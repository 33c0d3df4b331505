import Passage
import PassageTestSupport
import Testing

/// Random event sequences against the driver's invariants (docs/TRANSITIONS.md, “Lifecycle”). The seed of a failing
/// sequence is printed; `PASSAGE_FUZZ_ITERATIONS` raises the count for a longer run
/// (`Scripts/fuzz-driver`).
@Suite struct DriverPropertyTests {
  static var iterations: Int { trialCount(4_000, raisedBy: "PASSAGE_FUZZ_ITERATIONS") }

  @Test func randomEventSequencesKeepEveryInvariant() {
    let transitions: [any PassageTransition] = [Recede(), Push(), Push.reference, Fade()]
    for seed in 0..<UInt64(Self.iterations) {
      var rng = SeededRandom(seed: seed)
      let transition = transitions[Int.random(in: 0..<transitions.count, using: &rng)]
      let context = TransitionContext(
        containerSize: Size(
          width: .random(in: 200...1400, using: &rng), height: .random(in: 200...1400, using: &rng)),
        direction: Bool.random(using: &rng) ? .present : .dismiss,
        layoutDirection: Bool.random(using: &rng) ? .leftToRight : .rightToLeft,
        reduceMotion: Int.random(in: 0..<5, using: &rng) == 0)
      if let failure = check(transition, context, &rng) {
        Issue.record("seed \(seed) (\(transition.name), \(context.direction)): \(failure)")
        return
      }
    }
  }

  /// Runs one random sequence; returns a description of the first broken invariant.
  private func check(
    _ transition: any PassageTransition, _ context: TransitionContext, _ rng: inout SeededRandom
  )
    -> String?
  {
    var runner = TransitionRunner(transition, context: context)
    var effects: [InteractionEffect] = []
    var time = 0.0
    let count = Int.random(in: 1...30, using: &rng)
    for _ in 0..<count {
      // Mostly forward in time, sometimes backwards or non-finite.
      let step = Double.random(in: -0.05...0.2, using: &rng)
      time += step
      var t = time
      if Int.random(in: 0..<40, using: &rng) == 0 {
        t = [.nan, .infinity, -.infinity][Int.random(in: 0..<3, using: &rng)]
      }
      let value =
        Int.random(in: 0..<30, using: &rng) == 0 ? Double.nan : Double.random(in: -800...1600, using: &rng)
      let event: InteractionEvent
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: event = .start(at: t)
      case 1: event = .begin(at: t)
      case 2, 3: event = .move(at: t, translation: value)
      case 4: event = .end(at: t, velocity: value * 3)
      default: event = Bool.random(using: &rng) ? .cancel(at: t) : .tick(at: t)
      }
      effects += runner.handle(event)
      let p = runner.progress(at: time)
      if !(p >= 0 && p <= 1) { return "progress \(p) outside [0, 1] after \(event)" }
    }
    // Let a started transition finish: release a held finger, then tick past every spring.
    if runner.phase.name == .interacting {
      effects += runner.handle(.end(at: max(time, 0) + 1000, velocity: 0))
    }
    if runner.phase.name == .animating || runner.phase.name == .finishing
      || runner.phase.name == .cancelling
    {
      effects += runner.handle(.tick(at: max(time, 0) + 2000))
    }
    let completions = effects.filter {
      if case .completeTransition = $0 { return true } else { return false }
    }
    if runner.phase == .idle {
      return completions.isEmpty
        && effects.allSatisfy({ if case .diagnostic = $0 { return true } else { return false } })
        ? nil : "idle runner produced \(effects)"
    }
    guard completions.count == 1, case .completeTransition(let finished) = completions[0] else {
      return "expected exactly one completeTransition, got \(completions.count)"
    }
    if let index = effects.firstIndex(of: completions[0]),
      effects[(index + 1)...].contains(where: {
        if case .diagnostic = $0 { return false } else { return true }
      })
    {
      return "an effect other than a diagnostic follows completeTransition"
    }
    // Balanced appearance callbacks: a side that began to appear (disappear) ends with did-appear
    // (did-disappear) when the transition finishes; when it cancels, UIKit's reversal applies:
    // the side gets the opposite will, then the opposite did.
    for role in LayerRole.allCases {
      let calls = effects.compactMap { effect -> AppearanceCallback? in
        if case .appearance(role, let c) = effect { return c }
        return nil
      }
      guard let first = calls.first else { continue }
      let appearing = first == .willAppear
      let expected: [AppearanceCallback] =
        finished
        ? [first, appearing ? .didAppear : .didDisappear]
        : [first, appearing ? .willDisappear : .willAppear, appearing ? .didDisappear : .didAppear]
      if calls != expected { return "callbacks for \(role): \(calls), expected \(expected)" }
    }
    let final = runner.scene(at: time + 3000)
    if final != runner.restingScene(finished: finished) { return "final scene is not the resting scene" }
    if !final.layers.allSatisfy(\.isAtRest) { return "a layer is left transformed, faded or shadowed" }
    return nil
  }
}
