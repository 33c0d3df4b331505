import Passage
import PassageTestSupport
import Testing

/// A run is declared complete only once every layer is within half a point and 0.005 of opacity
/// of where it lands, so nothing snaps at the end: not after the wildest drags and flings, not on
/// the largest screens.
@Suite struct SettledCompletionTests {
  static let transitions: [any PassageTransition] = [Recede(), Push(), Push.reference, Fade(), Zoom()]

  /// The largest distance, in points, between the corners of any layer of two scenes, and the
  /// largest difference of any opacity.
  static func gap(_ a: TransitionScene, _ b: TransitionScene) -> (points: Double, opacity: Double) {
    var (points, opacity) = (0.0, 0.0)
    for layer in b.layers {
      guard let other = a.layer(layer.role) else { continue }
      for (p, q) in zip(layer.projectedCorners, other.projectedCorners) {
        guard let p, let q else { continue }
        points = max(points, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
      }
      opacity = max(
        opacity, abs(layer.opacity - other.opacity), abs(layer.shadow.opacity - other.shadow.opacity))
    }
    return (points, opacity)
  }

  /// The gap between what is drawn a microsecond before the run lands and where it lands.
  static func lastGap(_ runner: TransitionRunner) throws -> (points: Double, opacity: Double) {
    let end = try #require(runner.driver.completionTime)
    return gap(runner.runningScene(at: end - 1e-6), runner.runningScene(at: end))
  }

  @Test func timedRunsLandWithinHalfAPointOnEveryScreen() throws {
    for transition in Self.transitions {
      for size in [
        Size(width: 320, height: 568), Size(width: 402, height: 874), Size(width: 1366, height: 1024),
      ] {
        for direction in [TransitionDirection.present, .dismiss] {
          var context = TransitionContext(containerSize: size, direction: direction)
          context.source = TransitionSource(
            frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)
          var runner = TransitionRunner(transition, context: context)
          _ = runner.handle(.start(at: 0))
          let (points, opacity) = try Self.lastGap(runner)
          #expect(
            points <= 0.5 && opacity <= 0.005,
            "\(transition.name) \(direction) \(size): \(points) pt, \(opacity)")
        }
      }
    }
  }

  @Test func releasedDragsLandWithinHalfAPointWhateverTheFingerDid() throws {
    var rng = SeededRandom(seed: 7)
    for trial in 0..<400 {
      let transition = Self.transitions[trial % Self.transitions.count]
      var context = TransitionContext(
        containerSize: Size(
          width: .random(in: 200...1400, using: &rng), height: .random(in: 200...1400, using: &rng)),
        direction: .dismiss)
      if Bool.random(using: &rng) {
        context.source = TransitionSource(frame: Rect(x: 20, y: 100, width: 120, height: 90), cornerRadius: 8)
      }
      var runner = TransitionRunner(transition, context: context)
      var time = 0.0
      _ = runner.handle(.begin(at: time))
      let reach = [100.0, 10_000, 100_000][Int.random(in: 0...2, using: &rng)]
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        time += .random(in: 0.001...0.1, using: &rng)
        _ = runner.handle(
          .drag(
            at: time, dx: .random(in: -reach...reach, using: &rng),
            dy: .random(in: -reach...reach, using: &rng)))
      }
      let speed = [0.0, 1000, 1_000_000][Int.random(in: 0...2, using: &rng)]
      _ = runner.handle(
        .release(
          at: time, vx: .random(in: -speed...speed, using: &rng), vy: .random(in: -speed...speed, using: &rng)
        ))
      guard runner.driver.completionTime != nil else { continue }  // landed at once
      let (points, opacity) = try Self.lastGap(runner)
      guard points <= 0.5 && opacity <= 0.005 else {
        Issue.record(
          "trial \(trial), \(transition.name) in \(context.containerSize): \(points) pt, \(opacity) off")
        return
      }
    }
  }
}
