#if UIKitModel
  @testable import Passage
  import Testing
  import PassageTestSupport
  import UIKit

  /// The progress a transitioning delegate tells, through the real glue: frame by frame during
  /// timed runs, move by move under a finger, and once at rest at the end.
  @MainActor
  @Suite struct ProgressFlowTests {
    /// Presents `page` with a delegate of `transition` whose progress is recorded.
    private static func present(
      _ page: UIViewController, _ transition: some PassageTransition, on stage: Stage
    ) -> (delegate: PassageTransitioningDelegate, log: Log) {
      let delegate = PassageTransitioningDelegate(transition: transition)
      let log = Log()
      delegate.onProgress = { log.values.append($0) }
      delegate.prepare(page)
      stage.root.present(page, animated: true)
      return (delegate, log)
    }

    final class Log {
      var values: [PassageTransitionProgress] = []
    }

    @Test func aTimedPresentationIsToldFrameByFrameAndRestsPresented() {
      let stage = Stage()
      let (page, _) = Stage.page()
      let (_, log) = Self.present(page, .push, on: stage)
      stage.settle()
      #expect(log.values.count > 10, "\(log.values.count) values")
      #expect(log.values.dropLast().allSatisfy { $0.phase == .presenting && !$0.isInteractive })
      let fractions = log.values.map(\.presentedFraction)
      #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 }, "\(fractions)")
      expectEqual(log.values.last, .presented)
    }

    @Test func aPullIsToldMoveByMoveAndEndsWhereTheScreenRests() {
      for (end, dismisses) in [(CGFloat(700), true), (360, false)] {
        let stage = Stage()
        let (page, _) = Stage.page()
        let (_, log) = Self.present(page, .recede, on: stage)
        stage.settle()
        log.values = []
        stage.screen.down(at: CGPoint(x: 200, y: 300))
        var held: [Double] = []
        for y in stride(from: 310, through: end, by: 10) {
          stage.screen.move(to: CGPoint(x: 200, y: y))
          if let last = log.values.last, last.isInteractive { held.append(last.presentedFraction) }
        }
        #expect(held.count > 3 && log.values.contains { $0.phase == .dismissing && $0.isInteractive })
        #expect(
          zip(held, held.dropFirst()).allSatisfy { $0 >= $1 },
          "the page leaves as the finger goes down: \(held)")
        if !dismisses { for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 200, y: end)) } }
        stage.screen.up()
        stage.settle()
        expectEqual(log.values.last, dismisses ? .dismissed : .presented)
        expectEqual(stage.root.presentedViewController == nil, dismisses)
      }
    }

    /// A navigation delegate tells its pushes and pops the same way: a timed push, then a pop
    /// under the finger.
    @Test func aPushAndAnEdgeSwipePopAreToldToTheNavigationDelegate() {
      let stage = Stage()
      let navigation = UINavigationController(rootViewController: UIViewController())
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .push)
      defer { withExtendedLifetime(delegate) {} }
      let log = Log()
      delegate.onProgress = { log.values.append($0) }
      delegate.attach(to: navigation)
      let (second, _) = Stage.page(named: "second")
      navigation.pushViewController(second, animated: true)
      stage.settle()
      #expect(log.values.count > 10 && log.values.dropLast().allSatisfy { $0.phase == .presenting })
      expectEqual(log.values.last, .presented)
      log.values = []
      stage.holdEdgeSwipe(to: 205)
      expectEqual(log.values.last.map { $0.phase == .dismissing && $0.isInteractive }, true)
      expectEqual(log.values.last.map { $0.presentedFraction > 0.3 && $0.presentedFraction < 0.7 }, true)
      stage.screen.move(to: CGPoint(x: 260, y: 400))
      stage.screen.up()
      stage.settle()
      expectEqual(log.values.last, .dismissed)
      expectEqual(navigation.viewControllers.count, 1)
    }

    @Test func aPresentationCaughtByAFingerIsToldAsHeldAndEndsGone() {
      let stage = Stage()
      let (page, _) = Stage.page()
      let (_, log) = Self.present(page, .recede, on: stage)
      stage.wait(0.2)
      let inFlight = log.values.last
      #expect(
        inFlight?.phase == .presenting
          && inFlight.map { $0.presentedFraction > 0 && $0.presentedFraction < 1 } == true)
      let top = stage.drawnPoint(.zero, of: page.view).y
      stage.screen.down(at: CGPoint(x: 200, y: top + 100))
      for step in 1...20 { stage.screen.move(to: CGPoint(x: 200, y: top + 100 + CGFloat(step) * 25)) }
      #expect(log.values.last?.isInteractive == true)
      stage.screen.up()
      stage.settle()
      expectEqual(log.values.last, .dismissed)
    }
  }
#endif
