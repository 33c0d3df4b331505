#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// Transitions interrupted as they are on a device — a finger catching a page in flight, the
  /// system cancelling a swipe — and started by UIKit in a context that is not interactive.
  @MainActor
  @Suite struct InterruptionFlowTests {
    /// The page's top edge as drawn now, in the window.
    private static func drawnTop(of page: UIViewController, on stage: Stage) -> CGFloat {
      stage.drawnPoint(.zero, of: page.view).y
    }

    /// A finger on a Recede sliding up catches the page where it is and pulls it back down; let
    /// go moving down, the page is dismissed.
    @Test func aFingerCatchesARecedeInFlightAndPullsItBackDown() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede, settle: false)
      stage.wait(0.2)
      let inFlight = Self.drawnTop(of: page, on: stage)
      #expect(inFlight > 200 && inFlight < 800, "the page is on its way up: its top at \(inFlight)")
      stage.screen.down(at: CGPoint(x: 200, y: inFlight + 100))
      stage.screen.move(to: CGPoint(x: 200, y: inFlight + 120))
      // Caught where the run had it by then: neither back at the start nor at the end.
      let caught = Self.drawnTop(of: page, on: stage)
      #expect(caught < inFlight && caught > 300, "caught at \(caught)")
      stage.screen.move(to: CGPoint(x: 200, y: inFlight + 135))
      let following = Self.drawnTop(of: page, on: stage)
      for step in 2...8 { stage.screen.move(to: CGPoint(x: 200, y: inFlight + 120 + CGFloat(step) * 15)) }
      // Held, the page follows the finger point for point instead of going on up.
      let held = Self.drawnTop(of: page, on: stage)
      #expect(abs(held - following - 105) < 1, "at \(following), then \(held) after 105 pt more")
      stage.wait(0.2)
      expectClose(
        Self.drawnTop(of: page, on: stage), held, tolerance: 0.5, "a held page stays under the finger")
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      #expect(page.viewIfLoaded?.window == nil)
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    /// Caught in flight less than half way down and let go without a throw, the page goes on to
    /// rest presented (the release's boundary is half the way, CompletionPolicy).
    @Test func aPageCaughtMostlyUpAndLetGoStillArrives() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede, settle: false)
      stage.wait(0.3)
      let inFlight = Self.drawnTop(of: page, on: stage)
      stage.screen.down(at: CGPoint(x: 200, y: inFlight + 100))
      stage.screen.move(to: CGPoint(x: 200, y: inFlight + 120))
      stage.screen.move(to: CGPoint(x: 200, y: inFlight + 100))
      let held = Self.drawnTop(of: page, on: stage)
      stage.wait(0.3)
      expectClose(
        Self.drawnTop(of: page, on: stage), held, tolerance: 0.5, "held at \(held) while the finger rests")
      #expect(held > 50 && held < 874 / 2, "caught at \(held): in flight, less than half way down")
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      #expect(abs(Self.drawnTop(of: page, on: stage)) < 0.5)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
    }

    /// The system cancels the touches mid-swipe (a call comes in, an alert shows): the swipe
    /// ends as a cancel, the page returns to rest and stays presented.
    @Test func aSwipeTheSystemCancelsPutsThePageBack() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .push)
      let wrapper = try #require(stage.wrapper(of: page))
      stage.holdEdgeSwipe(to: 225)
      #expect(wrapper.layer.transform.m41 > 150, "the page moved \(wrapper.layer.transform.m41) pt")
      stage.screen.cancelAll()
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      expectEqual(wrapper.frame, stage.window.bounds)
      expectEqual(
        page.appearanceLog, ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
      // The page can still be swiped away afterwards.
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 300, 0)
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
    }

    /// An app's own transitioning delegate that forwards Passage's animator but no interaction
    /// controller: UIKit starts the animator with `animateTransition(using:)`, the page arrives
    /// in the time `transitionDuration(using:)` told UIKit, and no finger can catch it.
    @Test func anAnimatorStartedWithoutInteractionRunsForTheDurationItReports() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      let forwarding = AnimatorOnlyDelegate(PassageTransitioningDelegate(transition: .recede))
      page.transitioningDelegate = forwarding
      page.modalPresentationStyle = .custom
      stage.root.present(page, animated: true)
      stage.wait(ModelRunLoop.frameInterval)
      let context = try #require(ModalTransition.current)
      #expect(!context.isInteractive)
      let animator = try #require(forwarding.presenting)
      let duration = animator.transitionDuration(using: context)
      #expect(duration > 0.2 && duration < 1.5, "duration \(duration) s")
      // A finger on the page neither stops nor moves it.
      let inFlight = Self.drawnTop(of: page, on: stage)
      stage.screen.drag(from: CGPoint(x: 200, y: inFlight + 100), by: 0, 120, lift: false)
      #expect(Self.drawnTop(of: page, on: stage) < inFlight, "the page went on up")
      stage.screen.up()
      stage.wait(duration - 0.1 - 10 * ModelRunLoop.frameInterval)
      #expect(ModalTransition.current != nil, "still running before its duration")
      stage.wait(0.1 + 2 * ModelRunLoop.frameInterval)
      #expect(ModalTransition.current == nil, "done at its duration")
      #expect(stage.root.presentedViewController === page)
      #expect(abs(Self.drawnTop(of: page, on: stage)) < 0.5)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
    }
  }

  /// A transitioning delegate of an app's own that hands UIKit Passage's presentation controller
  /// and animators, and no interaction controllers.
  @MainActor
  private final class AnimatorOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let passage: PassageTransitioningDelegate
    private(set) var presenting: (any UIViewControllerAnimatedTransitioning)?

    init(_ passage: PassageTransitioningDelegate) {
      self.passage = passage
      super.init()
    }

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
      passage.presentationController(forPresented: presented, presenting: presenting, source: source)
    }

    func animationController(
      forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let animator = passage.animationController(
        forPresented: presented, presenting: presenting, source: source)
      self.presenting = animator
      return animator
    }

    func animationController(forDismissed dismissed: UIViewController)
      -> UIViewControllerAnimatedTransitioning?
    {
      passage.animationController(forDismissed: dismissed)
    }
  }
#endif
