#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// A zoom pushed in a navigation controller: the page grows out of a card on the page below,
  /// scaled (its frame and layout unchanged), and a drag anywhere, the leading-edge swipe or a
  /// pinch takes it back into the card, through the real glue.
  @MainActor
  @Suite struct NavigationZoomTests {
    /// A stack whose root page holds a card, the zoom's delegate attached, a page pushed and
    /// landed.
    private static func zoomed(_ stage: Stage) -> (
      UINavigationController, PassageNavigationDelegate, UIViewController, UIView
    ) {
      let first = UIViewController()
      let card = UIView(frame: CGRect(x: 16, y: 300, width: 120, height: 180))
      card.layer.cornerRadius = 12
      first.view.addSubview(card)
      let navigation = UINavigationController(rootViewController: first)
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .zoom(from: card))
      delegate.attach(to: navigation)
      let (page, _) = Stage.page(named: "story")
      navigation.pushViewController(page, animated: true)
      stage.settle()
      return (navigation, delegate, page, card)
    }

    @Test func aZoomPushGrowsOutOfTheCardWithThePagesFrameUnchanged() {
      let stage = Stage()
      let first = UIViewController()
      let card = UIView(frame: CGRect(x: 16, y: 300, width: 120, height: 180))
      first.view.addSubview(card)
      let navigation = UINavigationController(rootViewController: first)
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .zoom(from: card))
      defer { withExtendedLifetime(delegate) {} }
      delegate.attach(to: navigation)
      let (page, _) = Stage.page(named: "story")
      navigation.pushViewController(page, animated: true)
      stage.wait(0.03)
      #expect(card.isHidden, "the page stands for its card")
      let scale = (page.view.layer.presentation() ?? page.view.layer).transform.m11
      #expect(scale < 0.8, "early in the push the page is near the card's size: scale \(scale)")
      expectEqual(page.view.bounds.size, navigation.view.bounds.size, "laid out at full size, scaled")
      #expect(page.view.layer.mask != nil)
      stage.settle()
      #expect(CATransform3DIsIdentity(page.view.layer.transform))
      #expect(page.view.layer.mask == nil)
      expectEqual(page.view.frame, navigation.view.bounds)
      #expect(!card.isHidden)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear"])
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    @Test func aDragAnywhereShrinksThePageAndPopsItIntoTheCard() {
      let stage = Stage()
      let (navigation, delegate, page, card) = Self.zoomed(stage)
      defer { withExtendedLifetime(delegate) {} }
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
      stage.screen.down(at: CGPoint(x: 200, y: 400))
      for y in stride(from: 420.0, through: 700, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      let held = page.view.layer.transform.m11
      #expect(held < 0.8 && held > 0.4, "held as a card, scaled \(held)")
      #expect(card.isHidden)
      stage.screen.up()
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(!card.isHidden)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      expectEqual(navigation.systemPops, 0)
    }

    /// The back button (or code) plays the pop into the card where it is now: the page below is
    /// back in the window before the card is looked up.
    @Test func aPopFromCodeShrinksThePageIntoTheCard() {
      let stage = Stage()
      let (navigation, delegate, page, card) = Self.zoomed(stage)
      defer { withExtendedLifetime(delegate) {} }
      navigation.popViewController(animated: true)
      stage.wait(0.15)
      let layer = page.view.layer.presentation() ?? page.view.layer
      #expect(layer.transform.m11 < 0.8, "the page shrinks: \(layer.transform.m11)")
      #expect(card.isHidden)
      let centre = stage.drawnPoint(CGPoint(x: 201, y: 437), of: page.view)
      #expect(centre.x < 150, "towards the card at the leading side: the page's centre at \(centre)")
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(!card.isHidden)
      #expect(page.view.superview == nil)
    }

    @Test func aShortDragSpringsBackAndThePageStays() {
      let stage = Stage()
      let (navigation, delegate, page, card) = Self.zoomed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.screen.down(at: CGPoint(x: 200, y: 400))
      for y in stride(from: 410.0, through: 440, by: 10) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 200, y: 440)) }
      stage.screen.up()
      stage.settle()
      #expect(navigation.topViewController === page)
      #expect(CATransform3DIsIdentity(page.view.layer.transform))
      #expect(page.view.layer.mask == nil)
      #expect(!card.isHidden)
    }

    @Test func theLeadingEdgeSwipeHoldsThePageAsACard() {
      let stage = Stage()
      let (navigation, delegate, page, _) = Self.zoomed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.holdEdgeSwipe(to: 245)
      let held = page.view.layer.transform.m11
      #expect(held < 0.8, "the edge swipe shrinks the card: \(held)")
      stage.screen.up()
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
    }

    @Test func aPinchClosesThePageIntoTheCard() {
      let stage = Stage()
      let (navigation, delegate, page, card) = Self.zoomed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.screen.down(0, at: CGPoint(x: 100, y: 300))
      stage.screen.down(1, at: CGPoint(x: 300, y: 600))
      for step in 1...12 {
        let f = CGFloat(step) / 12
        stage.screen.move(0, to: CGPoint(x: 100 + 70 * f, y: 300 + 105 * f))
        stage.screen.move(1, to: CGPoint(x: 300 - 70 * f, y: 600 - 105 * f))
      }
      #expect(page.view.layer.transform.m11 < 0.7, "the pinched page is a card")
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(!card.isHidden)
    }
  }
#endif
