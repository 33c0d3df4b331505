import Passage
import Testing

/// A source wholly off the container is gone, as the front ends see it (docs/TRANSITIONS.md,
/// “Zoom”).
@Suite struct TransitionSourceTests {
  private func source(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> TransitionSource {
    TransitionSource(frame: Rect(x: x, y: y, width: w, height: h), cornerRadius: 16)
  }

  @Test func aSourceOverlapsTheContainerOnlyByAPositiveArea() {
    let container = Size(width: 390, height: 844)
    for on in [source(40, 300, 310, 180), source(389, 843, 1, 1), source(-300, -100, 310, 180)] {
      #expect(on.overlapsContainer(of: container), "\(on.frame)")
    }
    for off in [
      source(-100_000, -100_000, 1, 1), source(390, 844, 1, 1), source(-310, 300, 310, 180),
      source(0, 844, 390, 10), source(40, .nan, 310, 180), source(40, 300, 0, 180), source(40, 300, 310, -5),
    ] {
      #expect(!off.overlapsContainer(of: container), "\(off.frame)")
    }
  }
}
