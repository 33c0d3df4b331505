#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit

  /// A navigation controller whose pushes and pops Passage animates (``PassageNavigationDelegate``),
  /// through the real glue.
  @MainActor
  @Suite struct NavigationFlowTests {
    /// A navigation controller at the window's root with Passage's push attached, a second screen
    /// pushed onto it and landed. The navigation controller holds its delegate weakly
    /// (UINavigationController.h), so the caller keeps it, as an app does.
    private static func pushed(
      _ stage: Stage, fullWidth: Bool = false, appDelegate: (any UINavigationControllerDelegate)? = nil
    ) -> (UINavigationController, PassageNavigationDelegate, UIViewController) {
      let first = UIViewController()
      first.view.modelName = "first"
      let navigation = UINavigationController(rootViewController: first)
      navigation.delegate = appDelegate
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .push)
      delegate.allowsFullWidthSwipe = fullWidth
      delegate.attach(to: navigation)
      let (second, _) = Stage.page(named: "second")
      navigation.pushViewController(second, animated: true)
      stage.settle()
      return (navigation, delegate, second)
    }

    @Test func aPushRunsPassagesAnimatorAndRestsFullScreen() {
      let stage = Stage()
      let first = UIViewController()
      let navigation = UINavigationController(rootViewController: first)
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .push)
      defer { withExtendedLifetime(delegate) {} }
      delegate.attach(to: navigation)
      let (second, _) = Stage.page(named: "second")
      navigation.pushViewController(second, animated: true)
      stage.wait(0.1)
      // Mid-push the page is on its way in from the trailing side, the screen below in view.
      let midway = second.view.layer.presentation()?.transform.m41 ?? 0
      #expect(midway > 0 && midway < 402, "mid-push the page is at \(midway)")
      #expect(first.view.superview === navigation.view)
      stage.settle()
      #expect(navigation.topViewController === second)
      #expect(CATransform3DIsIdentity(second.view.layer.transform))
      expectEqual(second.view.frame, navigation.view.bounds)
      #expect(first.view.superview == nil)
      expectEqual(second.appearanceLog, ["willAppear", "didAppear"])
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    /// The system's own pop recognisers are off while Passage's run (they would pop a second
    /// time), and come back as they were when Passage detaches.
    @Test func attachingTakesTheSystemsPopsAndDetachingGivesThemBack() {
      let stage = Stage()
      let (navigation, delegate, _) = Self.pushed(stage)
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == false)
      #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == false)
      delegate.detach()
      #expect(navigation.interactivePopGestureRecognizer?.isEnabled == true)
      #expect(navigation.interactiveContentPopGestureRecognizer?.isEnabled == true)
      #expect(navigation.delegate == nil)
    }

    @Test func anEdgeSwipePopsTheScreenWithTheFinger() {
      let stage = Stage()
      let (navigation, delegate, second) = Self.pushed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.holdEdgeSwipe(to: 205)
      let moved = second.view.layer.transform.m41
      #expect(moved > 150 && moved < 200, "the screen moved \(moved) pt for the finger's 200")
      stage.screen.move(to: CGPoint(x: 260, y: 400))
      stage.screen.up()
      stage.settle()
      #expect(navigation.topViewController !== second)
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(second.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      expectEqual(navigation.systemPops, 0)
    }

    /// A short, slow swipe goes back: the screen stays pushed, where it rested.
    @Test func aShortSlowSwipeCancelsThePop() {
      let stage = Stage()
      let (navigation, delegate, second) = Self.pushed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.screen.down(at: CGPoint(x: 5, y: 400))
      for x in stride(from: 15.0, through: 60, by: 5) { stage.screen.move(to: CGPoint(x: x, y: 400)) }
      for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 60, y: 400)) }  // held still before release
      stage.screen.up()
      stage.settle()
      #expect(navigation.topViewController === second)
      expectEqual(navigation.viewControllers.count, 2)
      #expect(CATransform3DIsIdentity(second.view.layer.transform))
      #expect(second.view.superview === navigation.view)
    }

    /// A second finger landing mid-swipe neither moves the screen nor joins the pan.
    @Test func aSecondFingerMidPopDoesNotMoveTheScreen() {
      let stage = Stage()
      let (_, delegate, second) = Self.pushed(stage)
      defer { withExtendedLifetime(delegate) {} }
      stage.holdEdgeSwipe(to: 145)
      let before = second.view.layer.transform.m41
      stage.screen.down(1, at: CGPoint(x: 345, y: 600))
      stage.screen.move(0, to: CGPoint(x: 146, y: 400))
      expectClose(second.view.layer.transform.m41, before, tolerance: 3)
      stage.screen.up(1)
      stage.screen.up(0)
      stage.settle()
    }

    /// With the full-width swipe on, a pan from the middle of the screen pops too.
    @Test func aFullWidthSwipePopsFromTheMiddle() {
      let stage = Stage()
      let (navigation, delegate, second) = Self.pushed(stage, fullWidth: true)
      defer { withExtendedLifetime(delegate) {} }
      stage.screen.drag(from: CGPoint(x: 150, y: 400), by: 250, 0, steps: 8)
      stage.settle()
      #expect(navigation.topViewController !== second)
    }

    /// A Recede page pops as it is dismissed when presented: pulled down from its scroll view's
    /// top, following the finger; scrolled down, the same pull scrolls it; the leading edge,
    /// which is not its gesture, moves nothing.
    @Test func aRecedePageInANavigationControllerPopsByPullingItDown() {
      let stage = Stage()
      let first = UIViewController()
      let navigation = UINavigationController(rootViewController: first)
      stage.window.rootViewController = navigation
      let delegate = PassageNavigationDelegate(transition: .recede)
      defer { withExtendedLifetime(delegate) {} }
      delegate.attach(to: navigation)
      let (page, _) = Stage.page(named: "article")
      let scroll = UIScrollView(frame: page.view.bounds)
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scroll.contentSize = CGSize(width: 402, height: 3000)
      scroll.contentOffset = CGPoint(x: 0, y: 500)
      page.view.addSubview(scroll)
      navigation.pushViewController(page, animated: true)
      stage.settle()
      stage.holdEdgeSwipe(to: 205)
      #expect(CATransform3DIsIdentity(page.view.layer.transform), "the edge swipe is not Recede's")
      stage.screen.up()
      stage.settle()
      stage.screen.drag(from: CGPoint(x: 200, y: 300), by: 0, 200)
      stage.settle()
      #expect(scroll.contentOffset.y < 400, "scrolled back to \(scroll.contentOffset.y)")
      #expect(navigation.topViewController === page)
      scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
      stage.screen.down(at: CGPoint(x: 200, y: 300))
      for y in stride(from: 320.0, through: 500, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      let pulled = page.view.layer.transform.m42
      #expect(pulled > 100, "the page followed the pull by \(pulled)")
      expectEqual(scroll.contentOffset.y, -scroll.adjustedContentInset.top, "held at its top")
      stage.screen.up()
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      expectEqual(navigation.systemPops, 0)
    }

    /// A pop from code plays the timed run; the app's own delegate still hears the screen shown.
    @Test func aPopFromCodeRunsAndTheAppsDelegateHearsIt() {
      let stage = Stage()
      let app = ShownScreens()
      let (navigation, delegate, second) = Self.pushed(stage, appDelegate: app)
      #expect(delegate.forwardedDelegate === app)
      var events: [DismissalEvent] = []
      delegate.dismissalHandlers.onEvent = { events.append($0) }
      navigation.popViewController(animated: true)
      stage.wait(0.1)
      #expect(second.view.layer.presentation()?.transform.m41 ?? 0 > 0)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(app.shown.count, 2, "the app's delegate heard \(app.shown)")
      #expect(!events.isEmpty)
    }
  }

  /// An app's navigation delegate that records the screens shown.
  @MainActor
  private final class ShownScreens: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      shown.append(viewController)
    }
  }
#endif
