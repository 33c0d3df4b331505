#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// Device defects of the glue, each driven through the real glue on the model.
  @MainActor
  @Suite struct GlueDefectTests {
    /// UIKit's own pan keeps its translation continuous when a finger lands or lifts; Passage's
    /// back swipe must too.
    @Test func aSecondFingerLandingMidSwipeDoesNotMoveThePage() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .push)
      let wrapper = try! #require(stage.wrapper(of: page))
      stage.holdEdgeSwipe(to: 145)
      let before = wrapper.layer.transform.m41
      stage.screen.down(1, at: CGPoint(x: 345, y: 600))
      stage.screen.move(0, to: CGPoint(x: 146, y: 400))
      let landed = wrapper.layer.transform.m41
      expectClose(landed, before, tolerance: 3, "the page jumped \(landed - before) pt as a finger landed")
      stage.screen.up(1)
      stage.screen.move(0, to: CGPoint(x: 147, y: 400))
      expectClose(wrapper.layer.transform.m41, landed, tolerance: 3, "the page jumped as a finger lifted")
      stage.screen.up(0)
      stage.settle()
    }

    /// A scroll view in a zoom's page scrolls with one finger: the pinch, possible until a second
    /// finger lands, must not hold it back.
    @Test func aScrollViewInAZoomPageScrollsWithOneFinger() {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      let scroll = UIScrollView(frame: page.view.bounds)
      scroll.contentSize = CGSize(width: 402, height: 3000)
      scroll.contentOffset = CGPoint(x: 0, y: 500)
      page.view.addSubview(scroll)
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      stage.screen.drag(from: CGPoint(x: 200, y: 600), by: 0, -200)
      #expect(scroll.contentOffset.y > 600, "scrolled to \(scroll.contentOffset.y)")
      #expect(stage.root.presentedViewController === page)
    }

    /// A zoom whose page rests rounded keeps its corners once it lands.
    @Test func aZoomPagesRestingCornerRadiusSurvivesTheLanding() {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card, Zoom(pageCornerRadius: 20)))
      stage.settle()
      let wrapper = try! #require(stage.wrapper(of: page))
      expectEqual(wrapper.layer.cornerRadius, 20)
    }

    /// Every zoom an app can make cross-fades under Reduce Motion as a bare Zoom does, and rests
    /// with its page's corner radius.
    @Test func aZoomFromASourceKeepsZoomsReduceMotionAndRestingRadius() {
      let zoom = Zoom(pageCornerRadius: 20)
      let fromSource = ZoomFromSource(zoom) { nil }
      var context = TransitionContext(direction: .present)
      context.reduceMotion = true
      expectEqual(
        TransitionRunner(fromSource, context: context).timeline.duration,
        TransitionRunner(zoom, context: context).timeline.duration)
      expectEqual(fromSource.restingCornerRadius(in: context), zoom.restingCornerRadius(in: context))
      expectEqual(
        fromSource.reducedMotion.timeline(in: context).duration,
        zoom.reducedMotion.timeline(in: context).duration)
    }

    /// A tap during a zoom's landing reaches the screen below, not the leaving page's controls.
    @Test func aTapDuringAZoomsLandingMissesTheLeavingPage() {
      let stage = Stage()
      let card = stage.addCard()
      let (page, button) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      page.dismiss(animated: true)
      stage.wait(0.1)
      // Where the card lands, the page's close button sits at the end of the run.
      let hit = stage.window.hitTest(CGPoint(x: 30, y: 320), with: nil)
      #expect(hit !== button)
      #expect(hit?.isDescendant(of: page.view) != true)
      stage.settle()
    }
  }
#endif

#if UIKitModel
  @testable import Passage
  import Testing
  import UIKit

  @MainActor
  @Suite struct GlueDefectTests2 {
    /// A card whose content is drawn over a clear marker view (as SwiftUI draws a card around
    /// the marker behind it) is pictured with that content.
    @Test func theSourcesPictureShowsWhatTheUserSeesThere() {
      let stage = Stage()
      let marker = UIView(frame: CGRect(x: 16, y: 300, width: 120, height: 180))
      marker.modelName = "marker"
      stage.root.view.addSubview(marker)
      let content = UIView(frame: marker.frame)
      content.modelName = "card content"
      content.modelDrawsContent = true
      stage.root.view.addSubview(content)
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: marker))
      stage.wait(0.05)
      let copy = stage.container?.subviews.compactMap { $0 as? UIImageView }.first
      #expect(copy?.image?.drawnViews.contains("card content") == true)
      stage.settle()
    }

    /// A rotation while a zoom grows keeps the page inside its card: the page's view is scaled
    /// from the frame it rests at now (the container's new bounds), not the one it had when the
    /// zoom began; after the landing it fills the rotated container, untransformed.
    @Test func aContainerResizedMidZoomKeepsThePageInItsCard() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.wait(0.1)
      stage.window.modelResize(to: CGSize(width: 874, height: 402))
      stage.wait(0.05)
      let wrapper = try #require(stage.wrapper(of: page))
      // The card view, which takes the card's geometry, sits right beneath the page's view.
      let views = try #require(stage.container?.subviews)
      let cardView = views[try #require(views.firstIndex { $0 === wrapper }) - 1]
      let mask = try #require(wrapper.layer.mask)
      let maskCorner = stage.drawnPoint(mask.presentation()?.frame.origin ?? mask.frame.origin, of: wrapper)
      let cardCorner = stage.drawnPoint(.zero, of: cardView)
      #expect(
        max(abs(maskCorner.x - cardCorner.x), abs(maskCorner.y - cardCorner.y)) < 1,
        "the page's visible corner is at \(maskCorner), the card's at \(cardCorner)")
      stage.settle()
      expectEqual(wrapper.frame, CGRect(x: 0, y: 0, width: 874, height: 402))
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      expectEqual(page.view.frame, wrapper.bounds)
    }

    /// Under Reduce Motion a zoom's page cross-fades: no pinch is installed to open a dismissal
    /// that cannot move.
    @Test func reduceMotionInstallsNoPinch() {
      let stage = Stage()
      UIAccessibility.setReduceMotion(true)
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      let recognizers = stage.wrapper(of: page)?.gestureRecognizers ?? []
      #expect(!recognizers.contains { $0 is UIPinchGestureRecognizer })
      #expect(recognizers.contains { $0 is UIPanGestureRecognizer })
    }
  }
#endif
