#if UIKitModel
  import Glibc
  @testable import Passage
  import PassageTestSupport
  import SafariServices
  import Testing
  import UIKit

  /// The modal flows an app's users go through, each driven through the real glue with fingers.
  @MainActor
  @Suite struct ModalFlowTests {
    /// A page whose content is a long scroll view scrolled `offset` points down.
    private static func scrolledPage(offset: CGFloat) -> (UIViewController, UIScrollView) {
      let (page, _) = Stage.page()
      let scroll = UIScrollView(frame: page.view.bounds)
      scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scroll.contentSize = CGSize(width: 402, height: 3000)
      scroll.contentOffset = CGPoint(x: 0, y: offset)
      scroll.modelName = "scroll"
      page.view.addSubview(scroll)
      return (page, scroll)
    }

    // MARK: Safari pushed and popped

    /// Over the browser, whose page takes its touches to another process, the edge swipe works
    /// through Passage's strip; the middle of the page stays the browser's.
    @Test func aSafariPageIsPoppedByAnEdgeSwipeThroughTheStrip() throws {
      let stage = Stage()
      let browser = SFSafariViewController()
      stage.present(browser, .push)
      let wrapper = try #require(stage.wrapper(of: browser))
      #expect(stage.window.hitTest(CGPoint(x: 8, y: 400), with: nil) is EdgeStripView)
      #expect(stage.window.hitTest(CGPoint(x: 200, y: 400), with: nil)?.modelName == "browser page")
      // The browser's Done, in the top bar, is not the strip's.
      #expect(!(stage.window.hitTest(CGPoint(x: 8, y: 80), with: nil) is EdgeStripView))
      stage.holdEdgeSwipe(from: 8, to: 148)
      let before = wrapper.layer.transform.m41
      #expect(before > 100, "the browser moved \(before) pt")
      // A second finger landing on the browser's page neither moves it nor stops the swipe.
      stage.screen.down(1, at: CGPoint(x: 300, y: 600))
      stage.screen.move(0, to: CGPoint(x: 150, y: 400))
      expectClose(wrapper.layer.transform.m41, before, tolerance: 3)
      stage.screen.up(1)
      stage.screen.move(0, to: CGPoint(x: 260, y: 400))
      stage.screen.up(0)
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectEqual(browser.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    /// A swipe from the middle of the browser's page is the browser's: nothing of Passage's moves.
    @Test func aSwipeOnTheBrowsersPageIsTheBrowsers() throws {
      let stage = Stage()
      let browser = SFSafariViewController()
      stage.present(browser, .push)
      stage.screen.drag(from: CGPoint(x: 150, y: 400), by: 200, 0)
      stage.settle()
      #expect(stage.root.presentedViewController === browser)
      #expect(CATransform3DIsIdentity(try #require(stage.wrapper(of: browser)).layer.transform))
    }

    // MARK: Recede pulled down

    /// Over a scrolled page a pull scrolls the content back; only at the top does it pull the
    /// page down, and a fast enough pull dismisses it.
    @Test func aRecedePulledDownOverAScrolledPageScrollsFirstThenDismisses() throws {
      let stage = Stage()
      let (page, scroll) = Self.scrolledPage(offset: 500)
      stage.present(page, .recede)
      let wrapper = try #require(stage.wrapper(of: page))
      stage.screen.drag(from: CGPoint(x: 200, y: 300), by: 0, 200)
      stage.settle()
      #expect(scroll.contentOffset.y < 400, "scrolled back to \(scroll.contentOffset.y)")
      #expect(stage.root.presentedViewController === page)
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top)
      stage.screen.down(at: CGPoint(x: 200, y: 300))
      for y in stride(from: 320.0, through: 500, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      #expect(
        wrapper.layer.transform.m42 > 100, "the page followed the pull by \(wrapper.layer.transform.m42)")
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectEqual(page.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    // MARK: A zoom dismissed by a finger

    /// The one-finger drags that dismiss a zoom: where each starts and how far it goes.
    enum ZoomDrag: CaseIterable, Sendable {
      case pullDown, edgeSwipe
      var start: CGPoint { self == .pullDown ? CGPoint(x: 200, y: 300) : CGPoint(x: 5, y: 400) }
      var offset: (dx: CGFloat, dy: CGFloat) { self == .pullDown ? (0, 300) : (250, 0) }
    }

    /// A zoom out of a card is dismissed by pulling it down and by an edge swipe; the card shows
    /// again once the page has landed in it.
    @Test(arguments: ZoomDrag.allCases) func aZoomIsDismissedByADrag(_ drag: ZoomDrag) throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      stage.screen.drag(from: drag.start, by: drag.offset.dx, drag.offset.dy)
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectEqual(card.isHidden, false)
    }

    /// Two fingers closing over the page's scroll view pinch the page back into its card; the
    /// scroll view, which cannot zoom, does not scroll under them.
    @Test func aZoomIsPinchedShutOverAScrollView() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, scroll) = Self.scrolledPage(offset: 500)
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      stage.screen.down(0, at: CGPoint(x: 100, y: 300))
      stage.screen.down(1, at: CGPoint(x: 300, y: 600))
      for step in 1...12 {
        let f = CGFloat(step) / 12
        stage.screen.move(0, to: CGPoint(x: 100 + 70 * f, y: 300 + 105 * f))
        stage.screen.move(1, to: CGPoint(x: 300 - 70 * f, y: 600 - 105 * f))
      }
      let wrapper = try #require(stage.wrapper(of: page))
      let trailingEdge =
        wrapper.layer.mask.map { stage.drawnPoint(CGPoint(x: $0.frame.maxX, y: 0), of: wrapper).x } ?? 402
      #expect(trailingEdge < 350, "the pinched card's trailing edge is at \(trailingEdge)")
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectClose(
        scroll.contentOffset.y, 500, tolerance: 1, "the scroll view moved to \(scroll.contentOffset.y)")
    }

    /// Fingers that turn before they close still pinch the page shut: the turn is the pinch's
    /// own, no other recogniser takes the touches from it.
    @Test func aPinchWhoseFingersTurnFirstStillDismisses() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      let center = CGPoint(x: 200, y: 450)
      func place(radius: CGFloat, angle: CGFloat) {
        stage.screen.move(
          0, to: CGPoint(x: center.x - radius * cos(angle), y: center.y - radius * sin(angle)))
        stage.screen.move(
          1, to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
      }
      stage.screen.down(0, at: CGPoint(x: 100, y: 450))
      stage.screen.down(1, at: CGPoint(x: 300, y: 450))
      for step in 1...8 { place(radius: 100, angle: 0.5 * CGFloat(step) / 8) }  // turn, spread kept
      for step in 1...10 { place(radius: 100 - 55 * CGFloat(step) / 10, angle: 0.5) }  // then close
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
    }

    /// A two-finger turn in the page (a map) is the page's: its own rotation recogniser turns it,
    /// Passage's pinch stays out and the page does not move.
    @Test func aTwoFingerTurnInThePageIsThePages() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      let map = UIView(frame: page.view.bounds)
      map.modelName = "map"
      let turn = UIRotationGestureRecognizer()
      map.addGestureRecognizer(turn)
      page.view.addSubview(map)
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      stage.screen.down(0, at: CGPoint(x: 100, y: 450))
      stage.screen.down(1, at: CGPoint(x: 300, y: 450))
      for step in 1...10 {
        let angle = 0.6 * CGFloat(step) / 10
        stage.screen.move(0, to: CGPoint(x: 200 - 100 * cos(angle), y: 450 - 100 * sin(angle)))
        stage.screen.move(1, to: CGPoint(x: 200 + 100 * cos(angle), y: 450 + 100 * sin(angle)))
      }
      #expect(turn.state == .changed || turn.state == .began, "the map's rotation is \(turn.state)")
      expectClose(turn.rotation, 0.6, tolerance: 0.05)
      let wrapper = try #require(stage.wrapper(of: page))
      let pinch = try #require(wrapper.gestureRecognizers?.first { $0 is UIPinchGestureRecognizer })
      #expect(pinch.state == .possible || pinch.state == .failed, "Passage's pinch is \(pinch.state)")
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
      #expect(stage.root.presentedViewController === page)
    }

    /// A two-finger turn on a canvas that reads its own touches (a drawing, a custom map)
    /// keeps them: no recogniser of Passage begins on a turn and cancels them
    /// (UIGestureRecognizer.h `cancelsTouchesInView`), and the page stays where it rests.
    @Test func aTwoFingerTurnOnACanvasKeepsItsTouches() throws {
      let stage = Stage()
      let card = stage.addCard()
      let (page, _) = Stage.page()
      let canvas = UIView(frame: page.view.bounds)
      canvas.modelName = "canvas"
      page.view.addSubview(canvas)
      stage.root.present(page, transition: .zoom(from: card))
      stage.settle()
      stage.screen.down(0, at: CGPoint(x: 100, y: 450))
      stage.screen.down(1, at: CGPoint(x: 300, y: 450))
      for step in 1...10 {
        let angle = 0.6 * CGFloat(step) / 10
        stage.screen.move(0, to: CGPoint(x: 200 - 100 * cos(angle), y: 450 - 100 * sin(angle)))
        stage.screen.move(1, to: CGPoint(x: 200 + 100 * cos(angle), y: 450 + 100 * sin(angle)))
      }
      stage.screen.up(0)
      stage.screen.up(1)
      stage.settle()
      expectEqual(canvas.cancelledTouches, 0, "the canvas's touches were cancelled")
      let wrapper = try #require(stage.wrapper(of: page))
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      #expect(stage.root.presentedViewController === page)
    }

    // MARK: Rotation mid-drag

    /// The device turns while a finger holds the pushed page halfway: the page lands where the
    /// release sends it, filling the turned container.
    @Test func aRotationMidDragLandsThePageInTheNewSize() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .push)
      let wrapper = try #require(stage.wrapper(of: page))
      stage.holdEdgeSwipe(to: 105)
      stage.window.modelResize(to: CGSize(width: 874, height: 402))
      expectEqual(wrapper.bounds.size, CGSize(width: 874, height: 402))
      for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 105, y: 200)) }  // held still: goes back
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController === page)
      expectEqual(wrapper.frame, CGRect(x: 0, y: 0, width: 874, height: 402))
      #expect(CATransform3DIsIdentity(wrapper.layer.transform))
      expectEqual(page.view.frame, wrapper.bounds)
    }

    /// A rotation mid-pull of a Recede, released fast, still dismisses; nothing is left behind.
    @Test func aRotationMidPullStillDismisses() throws {
      let stage = Stage()
      let (page, _) = Stage.page()
      stage.present(page, .recede)
      stage.screen.down(at: CGPoint(x: 200, y: 300))
      for y in stride(from: 320.0, through: 400, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      stage.window.modelResize(to: CGSize(width: 874, height: 402))
      for y in stride(from: 420.0, through: 600, by: 60) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      stage.screen.up()
      stage.settle()
      #expect(stage.root.presentedViewController == nil)
      expectEqual(stage.root.view.frame.size, CGSize(width: 874, height: 402))
      #expect(CATransform3DIsIdentity(stage.root.view.layer.transform))
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }
  }
#endif
