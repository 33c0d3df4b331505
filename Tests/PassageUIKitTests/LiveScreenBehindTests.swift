#if UIKitModel
  @testable import Passage
  import Testing
  import PassageTestSupport
  import UIKit

  /// The screen behind a `.custom` presentation is the app's own view, moved where it is: what
  /// plays on it keeps playing while it recedes or slides, and whatever the ending it is back in
  /// its place, untransformed, with its look and without Passage's animations.
  @MainActor
  @Suite struct LiveScreenBehindTests {
    /// A view on the root screen, drawing, named `name`.
    private static func addMarker(_ name: String, at frame: CGRect, to stage: Stage) -> UIView {
      let marker = UIView(frame: frame)
      marker.backgroundColor = .red
      marker.modelName = name
      stage.root.view.addSubview(marker)
      return marker
    }

    /// The root screen rests where it was, as it was: in the window, filling it, untransformed,
    /// opaque and square, with none of Passage's animations and no backdrop left under it.
    private static func expectScreenBehindAtRest(
      _ stage: Stage, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard let view = stage.root.viewIfLoaded else {
        Issue.record("the root screen has no view", sourceLocation: sourceLocation)
        return
      }
      #expect(view.superview === stage.window, sourceLocation: sourceLocation)
      #expect(view.frame == stage.window.bounds, sourceLocation: sourceLocation)
      #expect(CATransform3DIsIdentity(view.layer.transform), sourceLocation: sourceLocation)
      #expect(view.layer.opacity == 1 && view.layer.cornerRadius == 0, sourceLocation: sourceLocation)
      #expect(
        view.layer.animationKeys()?.contains { $0.hasPrefix("passage.") } != true,
        sourceLocation: sourceLocation)
      #expect(backdrop(in: stage) == nil, sourceLocation: sourceLocation)
    }

    /// The view Passage puts under the moving screen behind, if any: in the window, neither the
    /// root screen nor a presentation's container, and opaque black.
    private static func backdrop(in stage: Stage) -> UIView? {
      stage.window.subviews.first {
        $0 !== stage.root.view && $0.modelName != "UITransitionView"
          && $0.backgroundColor?.cgColor.alpha == 1
          && $0.backgroundColor?.cgColor.components?.prefix(3).allSatisfy { $0 == 0 } == true
      }
    }

    @Test func aRecedingScreenIsTheAppsOwnViewAndShowsWhatChangesOnItMidRun() {
      let stage = Stage()
      let clock = Self.addMarker("clock", at: CGRect(x: 300, y: 150, width: 40, height: 20), to: stage)
      let (page, _) = Stage.page()
      let (frame, safeArea) = (stage.root.view.frame, stage.root.view.safeAreaInsets)
      stage.present(page, .recede, settle: false)
      stage.wait(0.3)
      // Moved by its transform only: its frame, safe area and layout are the app's, untouched.
      #expect(
        stage.root.view.layer.bounds.size == frame.size
          && stage.root.view.center == CGPoint(x: frame.midX, y: frame.midY))
      expectEqual(stage.root.view.safeAreaInsets, safeArea)
      // No picture of the screen: the container holds the page (and the dimming) only.
      let container = stage.container
      #expect(container?.subviews.contains { $0.modelName.hasPrefix("snapshot of") } == false)
      #expect(stage.root.view.superview === stage.window)
      // The screen recedes about its centre, with what is on it.
      let receded = stage.drawnPoint(.zero, of: clock)
      #expect(receded.x > 300 - 40 && receded.x < 300 && receded.y > 150, "the clock drawn at \(receded)")
      // Something the app adds mid-run is drawn on the receding screen, where the clock's
      // neighbour would be.
      let badge = Self.addMarker("badge", at: CGRect(x: 300, y: 180, width: 10, height: 10), to: stage)
      let drawnBadge = stage.drawnPoint(.zero, of: badge)
      expectClose(drawnBadge.x, stage.drawnPoint(CGPoint(x: 0, y: 30), of: clock).x, tolerance: 0.5)
      #expect(drawnBadge.x < 300, "the badge drawn at \(drawnBadge), receded with the screen")
      // Under the moving screen, black: not the window's colour.
      let backdrop = Self.backdrop(in: stage)
      #expect(backdrop != nil)
      expectEqual(
        backdrop.map { stage.window.subviews.firstIndex(of: $0)! + 1 },
        stage.window.subviews.firstIndex(of: stage.root.view))
      #expect(backdrop?.isUserInteractionEnabled == false)
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      Self.expectScreenBehindAtRest(stage)
      expectEqual(stage.drawnPoint(.zero, of: badge), CGPoint(x: 300, y: 180))
    }

    @Test func theScreenBehindIsBackInPlaceAfterATimedDismissal() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede)
      page.dismiss(animated: true)
      stage.wait(0.15)
      // Core Animation plays the run: the model value is its end, the picture on its way there.
      let drawn = stage.root.view.layer.presentation()?.transform
      expectEqual(drawn.map(CATransform3DIsIdentity), false, "the screen comes forward, moved")
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      Self.expectScreenBehindAtRest(stage)
    }

    @Test func theScreenBehindIsBackInPlaceAfterAPullThatFinishesOrSpringsBack() {
      for (end, dismisses) in [(CGFloat(700), true), (360, false)] {
        let stage = Stage()
        let (page, _) = Stage.page()
        stage.present(page, .recede)
        stage.screen.down(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 310, through: end, by: 10) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
        if !dismisses { for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 200, y: end)) } }
        #expect(!CATransform3DIsIdentity(stage.root.view.layer.transform), "held, the screen behind moves")
        stage.screen.up()
        stage.settle()
        expectEqual(stage.root.presentedViewController == nil, dismisses)
        Self.expectScreenBehindAtRest(stage)
      }
    }

    @Test func theScreenBehindIsBackInPlaceAfterAPopThatIsCancelledOrFinishes() {
      for (x, dismisses) in [(CGFloat(100), false), (380, true)] {
        let stage = Stage()
        let (page, _) = Stage.page()
        stage.present(page, .push)
        stage.holdEdgeSwipe(to: x)
        for _ in 0..<10 { stage.screen.move(to: CGPoint(x: x, y: 400)) }
        #expect(!CATransform3DIsIdentity(stage.root.view.layer.transform), "the screen behind slides in")
        stage.screen.up()
        stage.settle()
        expectEqual(stage.root.presentedViewController == nil, dismisses)
        Self.expectScreenBehindAtRest(stage)
      }
    }

    @Test func aPresentationCaughtInFlightLeavesTheScreenBehindInPlace() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede, settle: false)
      stage.wait(0.2)
      let top = stage.drawnPoint(.zero, of: page.view).y
      stage.screen.down(at: CGPoint(x: 200, y: top + 100))
      for step in 1...20 { stage.screen.move(to: CGPoint(x: 200, y: top + 100 + CGFloat(step) * 25)) }
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      Self.expectScreenBehindAtRest(stage)
    }

    @Test func aZoomHidesItsCardOnTheLiveScreenAndShowsItAgain() {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.wait(0.1)
      #expect(card.isHidden && card.superview === stage.root.view)
      #expect(stage.container?.subviews.contains { $0.modelName.hasPrefix("snapshot of") } == false)
      stage.settle()
      page.dismiss(animated: true)
      stage.settle()
      #expect(!card.isHidden)
      Self.expectScreenBehindAtRest(stage)
    }

    /// Told of a rotation before it happens, the transition gives the screen behind back
    /// untransformed, so UIKit lays it out at the new size; the page goes on.
    @Test func aRotationMidRunGivesTheScreenBehindBackBeforeItIsLaidOut() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede, settle: false)
      stage.wait(0.2)
      #expect(!CATransform3DIsIdentity(stage.root.view.layer.transform))
      stage.window.modelResize(to: CGSize(width: 874, height: 402))
      #expect(CATransform3DIsIdentity(stage.root.view.layer.transform))
      expectEqual(stage.root.view.frame.size, CGSize(width: 874, height: 402))
      #expect(Self.backdrop(in: stage) == nil)
      stage.wait(0.1)
      #expect(CATransform3DIsIdentity(stage.root.view.layer.transform), "the rest of the run leaves it alone")
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      Self.expectScreenBehindAtRest(stage)
    }
  }
#endif

#if UIKitModel
  @testable import Passage
  import Testing
  import UIKit

  /// A page presented from a page: the screen behind is the first page's view, inside its own
  /// presentation's wrapper, moved and given back there.
  @MainActor
  @Suite struct StackedLiveScreenBehindTests {
    @Test func aPagePresentedFromAPageMovesThatPageWhereItIsAndGivesItBack() throws {
      let stage = Stage()
      let (first, _) = Stage.page(named: "first")
      stage.present(first, .recede)
      let wrapper = try #require(first.view.superview)
      let (second, _) = Stage.page(named: "second")
      first.present(second, transition: .push)
      stage.wait(0.15)
      // The first page is behind, moving inside its wrapper, over a backdrop there.
      #expect(first.view.superview === wrapper)
      expectEqual(first.view.layer.presentation().map { !CATransform3DIsIdentity($0.transform) }, true)
      let index = try #require(wrapper.subviews.firstIndex { $0 === first.view })
      #expect(index > 0 && wrapper.subviews[index - 1].backgroundColor != nil)
      stage.settle()
      #expect(first.presentedViewController === second)
      second.dismiss(animated: true)
      stage.settle()
      #expect(first.presentedViewController == nil)
      #expect(first.view.superview === wrapper && wrapper.subviews.count == 1)
      #expect(CATransform3DIsIdentity(first.view.layer.transform))
      expectEqual(first.view.frame, wrapper.bounds)
    }
  }
#endif
