#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// A page pushed in as iOS pushes and popped by the edge swipe, through the real glue.
  @MainActor
  @Suite struct PushFlowTests {
    @Test func aPushedPageRestsFullScreenWithBalancedAppearance() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .push)
      let wrapper = try! #require(page.view.superview)
      #expect(wrapper.superview === stage.container)
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      expectEqual(wrapper.frame, stage.window.bounds)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
      expectEqual(stage.root.appearanceLog.suffix(2), ["willDisappear", "didDisappear"])
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    @Test func anEdgeSwipePopsThePageWithTheFinger() {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .push)
      let wrapper = try! #require(page.view.superview)
      stage.holdEdgeSwipe(to: 205)
      // The page follows the finger, less the back swipe's dead zone.
      let moved = wrapper.layer.transform.m41
      #expect(moved > 150 && moved < 200, "page moved \(moved)")
      stage.screen.move(to: CGPoint(x: 260, y: 400))
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(wrapper.window == nil)
    }
  }
#endif
