import PassageCore
import PassageTestSupport
import Testing

@testable import Passage

/// The progress an app reads is UIKit's percent complete seen from the presented screen, and it
/// rests at either end when the transition completes.
@Suite struct PassageTransitionProgressTests {
  @Test func aPresentationComesFromDismissedAndRestsPresented() {
    var progress = PassageTransitionProgress.dismissed
    progress = progress.performing(
      [.appearance(.presented, .willAppear)], direction: .present, fingerDown: false)
    expectEqual(progress, PassageTransitionProgress(phase: .presenting, presentedFraction: 0))
    progress = progress.performing(
      [.updateInteractiveTransition(0.25)], direction: .present, fingerDown: false)
    #expect(progress.presentedFraction == 0.25 && progress.phase == .presenting)
    progress = progress.performing(
      [.updateInteractiveTransition(1), .finishInteractiveTransition, .completeTransition(finished: true)],
      direction: .present, fingerDown: false)
    expectEqual(progress, .presented)
  }

  @Test func aDismissalCountsDownFromPresentedAndAFingerIsReported() {
    var progress = PassageTransitionProgress.presented
    progress = progress.performing([.updateInteractiveTransition(0.3)], direction: .dismiss, fingerDown: true)
    expectEqual(
      progress, PassageTransitionProgress(phase: .dismissing, presentedFraction: 0.7, isInteractive: true))
    progress = progress.performing(
      [.updateInteractiveTransition(0.1)], direction: .dismiss, fingerDown: false)
    #expect(isCloseTo(progress.presentedFraction, 0.9) && !progress.isInteractive)
    // Sent back: the screen stays, at rest.
    let back = progress.performing(
      [.cancelInteractiveTransition, .completeTransition(finished: false)], direction: .dismiss,
      fingerDown: false)
    expectEqual(back, .presented)
    let gone = progress.performing(
      [.completeTransition(finished: true)], direction: .dismiss, fingerDown: false)
    expectEqual(gone, .dismissed)
  }

  @Test func aSpringsOvershootIsClampedToTheUnitRange() {
    let past = PassageTransitionProgress.dismissed.performing(
      [.updateInteractiveTransition(1.04)], direction: .present, fingerDown: false)
    #expect(past.presentedFraction == 1 && past.phase == .presenting)
    let before = PassageTransitionProgress.presented.performing(
      [.updateInteractiveTransition(-0.02)], direction: .dismiss, fingerDown: false)
    expectEqual(before.presentedFraction, 1)
    expectEqual(PassageTransitionProgress(phase: .idle, presentedFraction: -3).presentedFraction, 0)
  }

  /// Several presentations from one screen: the one running or shown is what the screen sees;
  /// one at rest with its page gone gives way to the progress from further up.
  @Test func aPresentationAtRestGivesWayToTheOneFromFurtherUp() {
    let running = PassageTransitionProgress(phase: .dismissing, presentedFraction: 0.4, isInteractive: true)
    expectEqual(PassageTransitionProgress.dismissed.shown(over: running), running)
    expectEqual(running.shown(over: .presented), running)
    expectEqual(PassageTransitionProgress.presented.shown(over: .dismissed), .presented)
    expectEqual(PassageTransitionProgress.dismissed.shown(over: .dismissed), .dismissed)
  }

  private func isCloseTo(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
}
