#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import SafariServices
  import Testing
  import UIKit

  /// Who moves when several recognisers could: Passage's dismissal pans against the page's scroll
  /// views, a navigation controller inside the page, a map's own pan and the screen's edges, each
  /// played with fingers through the real glue (UIGestureRecognizer.h: failure requirements,
  /// exclusion, simultaneity, the delegate's `gestureRecognizerShouldBegin:`).
  @MainActor
  @Suite struct ArbitrationFlowTests {
    /// Presents `page` with `transition`, recording the reason of every gesture that asks to
    /// dismiss it.
    private static func present(
      _ page: UIViewController, _ transition: some PassageTransition, on stage: Stage,
      allowsFullWidthSwipe: Bool = false
    ) -> Reasons {
      let reasons = Reasons()
      stage.root.present(
        page, transition: transition, allowsFullWidthSwipe: allowsFullWidthSwipe,
        dismissalHandlers: PassageDismissalHandlers(shouldBegin: { reason in
          reasons.asked.append(reason)
          return true
        }))
      stage.settle()
      return reasons
    }

    /// The reasons the dismissal gestures asked with, in order.
    private final class Reasons {
      var asked: [DismissalReason] = []
    }

    /// A page whose content is a scroll view of `contentSize` filling it.
    private static func page(scrolling contentSize: CGSize) -> (UIViewController, UIScrollView) {
      let (page, _) = Stage.page()
      let scroll = UIScrollView(frame: page.view.bounds)
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scroll.contentSize = contentSize
      scroll.modelName = "scroll"
      page.view.addSubview(scroll)
      return (page, scroll)
    }

    /// Over a list at its top, a pull down is the page's and the list does not move; pushed up,
    /// the same list scrolls and the page stays.
    @Test func aPullOverAListAtItsTopDismissesAndAPushUpScrolls() throws {
      let stage = Stage()
      let (page, scroll) = Self.page(scrolling: CGSize(width: 402, height: 3000))
      let reasons = Self.present(page, .recede, on: stage)
      // The list's top, below the safe area it insets (UIScrollView.h `adjustedContentInset`).
      let top = -scroll.adjustedContentInset.top
      scroll.contentOffset.y = top
      stage.screen.drag(from: CGPoint(x: 200, y: 600), by: 0, -200)
      stage.settle()
      #expect(scroll.contentOffset.y > top + 100, "the list scrolled to \(scroll.contentOffset.y)")
      #expect(reasons.asked.isEmpty)
      scroll.contentOffset.y = top
      stage.screen.down(at: CGPoint(x: 200, y: 300))
      for y in stride(from: 320.0, through: 600, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      // The list stays at its top (whose inset follows the safe area the moving page covers).
      expectEqual(
        scroll.contentOffset.y, -scroll.adjustedContentInset.top,
        "the list moved to \(scroll.contentOffset.y)")
      stage.screen.up()
      stage.settle()
      expectEqual(reasons.asked, [.pullDown])
      #expect(stage.root.presentedViewController == nil)
    }

    /// A pan of the page's own (a map) that has begun keeps the finger when it turns downwards,
    /// whether or not the map allows others to recognise with it: the page stays.
    @Test(arguments: [false, true]) func aPanInThePageThatHasBegunKeepsTheDrag(allowsSimultaneity: Bool)
      throws
    {
      let stage = Stage()
      let (page, _) = Stage.page()
      let map = UIView(frame: page.view.bounds)
      map.modelName = "map"
      let pan = UIPanGestureRecognizer()
      let delegate = Simultaneous(allows: allowsSimultaneity)
      pan.delegate = delegate
      map.addGestureRecognizer(pan)
      page.view.addSubview(map)
      let reasons = Self.present(page, .recede, on: stage)
      let wrapper = try #require(stage.wrapper(of: page))
      stage.screen.down(at: CGPoint(x: 100, y: 300))
      stage.screen.move(to: CGPoint(x: 140, y: 300))
      #expect(pan.state == .began || pan.state == .changed)
      for y in stride(from: 320.0, through: 600, by: 20) { stage.screen.move(to: CGPoint(x: 140, y: y)) }
      expectEqual(pan.state, .changed)
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      stage.screen.up()
      stage.settle()
      #expect(reasons.asked.isEmpty)
      #expect(stage.root.presentedViewController === page)
    }

    /// A recogniser delegate that allows (or not) recognising with any other.
    private final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
      let allows: Bool
      init(allows: Bool) { self.allows = allows }
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { allows }
    }

    /// A navigation controller presented with Push pops its own stack first from the leading
    /// edge; at its root the same swipe pops the presentation.
    @Test func anInnerNavigationControllerPopsFirstAndAtItsRootThePageDismisses() throws {
      let stage = Stage()
      let (first, _) = Stage.page(named: "first")
      let (second, _) = Stage.page(named: "second")
      let navigation = UINavigationController(rootViewController: first)
      navigation.pushViewController(second, animated: false)
      let reasons = Self.present(navigation, .push, on: stage)
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1, "the inner stack popped")
      #expect(reasons.asked.isEmpty)
      #expect(stage.root.presentedViewController === navigation)
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0)
      stage.settle()
      expectEqual(reasons.asked, [.leadingEdgeSwipe])
      #expect(stage.root.presentedViewController == nil)
    }

    /// A swipe from the trailing edge towards the leading one never dismisses a pushed page; the
    /// same swipe from the leading edge does.
    @Test func aSwipeFromTheTrailingEdgeNeverDismisses() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      let reasons = Self.present(page, .push, on: stage)
      stage.screen.drag(from: CGPoint(x: 398, y: 400), by: -250, 0)
      stage.settle()
      #expect(reasons.asked.isEmpty)
      #expect(stage.root.presentedViewController === page)
      stage.screen.drag(from: CGPoint(x: 4, y: 400), by: 250, 0)
      stage.settle()
      expectEqual(reasons.asked, [.leadingEdgeSwipe])
    }

    /// With the full-width swipe allowed, a sideways swipe over a vertical list dismisses; over a
    /// carousel that can scroll back, the carousel keeps it.
    @Test func aSidewaysSwipeOverAVerticalListDismissesButACarouselKeepsIt() throws {
      let stage = Stage()
      let (list, _) = Self.page(scrolling: CGSize(width: 402, height: 3000))
      let listReasons = Self.present(list, .push, on: stage, allowsFullWidthSwipe: true)
      stage.screen.drag(from: CGPoint(x: 100, y: 400), by: 250, 4)
      stage.settle()
      expectEqual(listReasons.asked, [.fullWidthSwipe])
      #expect(stage.root.presentedViewController == nil)

      let (carousel, scroll) = Self.page(scrolling: CGSize(width: 402 * 4, height: 874))
      scroll.contentOffset = CGPoint(x: 402, y: 0)
      let carouselReasons = Self.present(carousel, .push, on: stage, allowsFullWidthSwipe: true)
      stage.screen.drag(from: CGPoint(x: 100, y: 400), by: 250, 4)
      stage.settle()
      #expect(carouselReasons.asked.isEmpty)
      #expect(scroll.contentOffset.x < 402, "the carousel scrolled back to \(scroll.contentOffset.x)")
      #expect(stage.root.presentedViewController === carousel)
    }

    /// A zoom's page: a swipe from the leading edge is the edge swipe, a drag anywhere else is
    /// the drag, and a swipe from the trailing edge is a drag too (the edge recogniser refuses it
    /// and the drag, which waited for it, takes the finger).
    @Test func aZoomGivesTheLeadingEdgeToTheSwipeAndTheRestToTheDrag() throws {
      let cases: [(from: CGPoint, dx: CGFloat, dy: CGFloat, reason: DismissalReason)] = [
        (CGPoint(x: 5, y: 400), 250, 5, .leadingEdgeSwipe),
        (CGPoint(x: 200, y: 300), 20, 300, .drag),
        (CGPoint(x: 397, y: 400), -250, 5, .drag),
      ]
      for c in cases {
        let stage = Stage()
        let card = stage.addCard()
        let (page, _) = Stage.page()
        let reasons = Self.present(page, .zoom(from: card), on: stage)
        stage.screen.drag(from: c.from, by: c.dx, c.dy)
        stage.settle()
        expectEqual(reasons.asked, [c.reason], "from \(c.from)")
      }
    }

    /// A touch that lifts where it landed starts none of Passage's recognisers, and they never
    /// delay the page's touches (UIGestureRecognizer.h `delaysTouchesBegan`), so a tap under
    /// the page is the page's at once.
    @Test func aTapOnThePageStartsNothingOfPassages() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      let reasons = Self.present(page, .recede, on: stage)
      let wrapper = try #require(stage.wrapper(of: page))
      let passages = (wrapper.gestureRecognizers ?? []) + (page.view.gestureRecognizers ?? [])
      #expect(!passages.isEmpty)
      #expect(passages.allSatisfy { !$0.delaysTouchesBegan })
      stage.screen.down(at: CGPoint(x: 60, y: 320))
      stage.screen.move(to: CGPoint(x: 62, y: 323))
      #expect(passages.allSatisfy { $0.state == .possible || $0.state == .failed })
      stage.screen.up()
      stage.settle()
      #expect(reasons.asked.isEmpty)
      #expect(stage.root.presentedViewController === page)
    }

    /// Over the browser the strip takes only its band at the leading edge: the browser's Done
    /// at the top and its back button at the bottom, beside the band, stay the browser's.
    @Test func theBrowserStripLeavesDoneAndBackToTheBrowser() throws {
      let stage = Stage()
      let browser = SFSafariViewController()
      _ = Self.present(browser, .push, on: stage)
      let done = CGPoint(x: 16, y: 80)
      let back = CGPoint(x: 16, y: 860)
      let besideTheBand = CGPoint(x: 40, y: 400)
      for point in [done, back, besideTheBand] {
        #expect(!(stage.window.hitTest(point, with: nil) is EdgeStripView), "\(point)")
      }
      #expect(stage.window.hitTest(CGPoint(x: 8, y: 400), with: nil) is EdgeStripView)
    }
  }
#endif
