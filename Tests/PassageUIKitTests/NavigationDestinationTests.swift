#if UIKitModel
  @testable import Passage
  import PassageTestSupport
  import Testing
  import UIKit
  import os

  /// A stack whose pages choose their own transitions, as a SwiftUI `NavigationStack` with a
  /// `.passageNavigationDestination` has them: the pages given a Passage transition push and pop
  /// the Passage way, every other page keeps the system's push, pop and back swipe, and the
  /// stack's own delegate goes on hearing everything. Through the real glue: the markers, the
  /// delegate they install, and its lookups.
  @MainActor
  @Suite struct NavigationDestinationTests {
    /// A stack at the window's root whose root page declares destinations (its marker installs
    /// Passage's delegate when the page joins the stack), laid out as a window is after it shows.
    private static func stack(
      on stage: Stage, stackDelegate: (any UINavigationControllerDelegate)? = nil
    ) -> UINavigationController {
      let root = HostedPage(named: "timeline", declaresDestinations: true)
      let navigation = UINavigationController(rootViewController: root)
      navigation.delegate = stackDelegate
      stage.window.rootViewController = navigation
      stage.window.layoutIfNeeded()
      return navigation
    }

    /// How far right the page is drawn now (its presentation layer's translation).
    private static func drawnOffset(of page: UIViewController) -> CGFloat {
      (page.view.layer.presentation() ?? page.view.layer).transform.m41
    }

    private static func systemSwipeIsLive(_ navigation: UINavigationController) -> Bool {
      navigation.interactivePopGestureRecognizer?.isEnabled == true
    }

    @Test func theDeclaringPageInstallsPassagesDelegateWhichTheStackKeeps() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      // Nothing but the navigation controller holds it (objc/runtime.h: associated, retained).
      #expect(navigation.delegate is PassageNavigationDelegate)
      #expect(Self.systemSwipeIsLive(navigation), "the root keeps the system's back swipe")
      #expect((navigation.delegate as? PassageNavigationDelegate)?.allowsFullWidthSwipe == true)
    }

    @Test func aPassageDestinationPushesAndPopsWithTheFinger() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let article = HostedPage(named: "article", transition: Push())
      navigation.pushViewController(article, animated: true)
      stage.wait(0.1)
      let midway = Self.drawnOffset(of: article)
      #expect(midway > 0 && midway < 402, "mid-push the article is at \(midway)")
      stage.settle()
      #expect(navigation.topViewController === article)
      #expect(CATransform3DIsIdentity(article.view.layer.transform))
      #expect(!Self.systemSwipeIsLive(navigation), "the system's swipe would pop it UIKit's way")
      stage.holdEdgeSwipe(to: 205)
      let held = article.view.layer.transform.m41
      #expect(held > 150 && held < 200, "the article follows the finger: \(held) pt for 200")
      stage.screen.move(to: CGPoint(x: 260, y: 400))
      stage.screen.up()
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(navigation.systemPops, 0)
      expectEqual(article.appearanceLog, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
      #expect(Self.systemSwipeIsLive(navigation))
    }

    @Test func anotherDestinationKeepsTheSystemsPushAndBackSwipe() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let profile = HostedPage(named: "profile")
      navigation.pushViewController(profile, animated: true)
      // No Passage animator: the model's system push lands at once, with nothing animating.
      #expect(navigation.topViewController === profile)
      #expect(ModelRunLoop.displayLinks.isEmpty)
      #expect(CATransform3DIsIdentity(profile.view.layer.transform))
      #expect(Self.systemSwipeIsLive(navigation))
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0, steps: 8)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(navigation.systemPops, 1, "the system's back swipe popped it")
    }

    @Test func aMixedStackGivesEachPageItsOwnBackSwipe() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let article = HostedPage(named: "article", transition: Push())
      let profile = HostedPage(named: "profile")
      navigation.pushViewController(article, animated: true)
      stage.settle()
      navigation.pushViewController(profile, animated: true)
      stage.settle()
      #expect(Self.systemSwipeIsLive(navigation))
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0, steps: 8)
      stage.settle()
      #expect(navigation.topViewController === article)
      expectEqual(navigation.systemPops, 1)
      #expect(!Self.systemSwipeIsLive(navigation), "back on the article, the swipe is Passage's")
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0, steps: 8)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(navigation.systemPops, 1, "Passage popped the article")
    }

    /// A push caught by a swipe and pulled back is that page's pop: the page below is on top
    /// again, and its back swipe the system's.
    @Test func aCaughtPushGivesTheBackSwipeBackToThePageBelow() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let profile = HostedPage(named: "profile")
      navigation.pushViewController(profile, animated: true)
      let article = HostedPage(named: "article", transition: Push())
      navigation.pushViewController(article, animated: true)
      stage.wait(0.15)
      stage.holdEdgeSwipe(from: 5, to: 305, step: 50)
      stage.screen.up()
      stage.settle()
      #expect(navigation.topViewController === profile)
      expectEqual(navigation.systemPops, 0, "Passage caught the push; the system's swipe stayed off")
      expectEqual(article.appearanceLog, ["willAppear", "willDisappear", "didDisappear"])
      #expect(Self.systemSwipeIsLive(navigation))
    }

    /// Pops from code and stack changes (what `NavigationPath` changes become): each plays the
    /// transition of the page that leaves the top, and a deep link rests with the right swipe.
    @Test func codeAndPathChangesPlayTheTopPagesTransition() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let root = navigation.viewControllers[0]
      let article = HostedPage(named: "article", transition: Push())
      let profile = HostedPage(named: "profile")
      navigation.setViewControllers([root, profile, article], animated: false)
      #expect(navigation.topViewController === article)
      #expect(!Self.systemSwipeIsLive(navigation), "a deep link to the article rests with Passage's swipe")
      navigation.setViewControllers([root], animated: true)
      stage.wait(0.1)
      let midway = Self.drawnOffset(of: article)
      #expect(midway > 0 && midway < 402, "the article leaves with its own pop: at \(midway)")
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(article.appearanceLog.suffix(2), ["willDisappear", "didDisappear"])
      navigation.pushViewController(profile, animated: true)
      navigation.pushViewController(article, animated: true)
      stage.settle()
      navigation.popToRootViewController(animated: true)
      stage.wait(0.1)
      #expect(Self.drawnOffset(of: article) > 0)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(Self.systemSwipeIsLive(navigation))
    }

    /// A Recede destination comes up over the page below and is pulled down to go back; a
    /// pull that goes back up lets it stay.
    @Test func aRecedeDestinationIsPulledDownToGoBack() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let story = HostedPage(named: "story", transition: Recede())
      navigation.pushViewController(story, animated: true)
      stage.wait(0.1)
      let rising = (story.view.layer.presentation() ?? story.view.layer).transform.m42
      #expect(rising > 0 && rising < 874, "mid-push the story is on its way up, at \(rising)")
      stage.settle()
      stage.screen.down(at: CGPoint(x: 200, y: 300))
      for y in stride(from: 320.0, through: 460, by: 20) { stage.screen.move(to: CGPoint(x: 200, y: y)) }
      #expect(story.view.layer.transform.m42 > 100)
      for _ in 0..<10 { stage.screen.move(to: CGPoint(x: 200, y: 310)) }
      stage.screen.up()
      stage.settle()
      #expect(navigation.topViewController === story, "pulled back up, it stays")
      #expect(CATransform3DIsIdentity(story.view.layer.transform))
      stage.screen.drag(from: CGPoint(x: 200, y: 300), by: 0, 400, steps: 8)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(Self.systemSwipeIsLive(navigation))
    }

    /// A rotation while the finger holds a pop half-way: the pop goes on in the new size and the
    /// page below rests filling it.
    @Test func aRotationMidPopLandsInTheNewSize() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let root = navigation.viewControllers[0]
      let article = HostedPage(named: "article", transition: Push())
      navigation.pushViewController(article, animated: true)
      stage.settle()
      stage.holdEdgeSwipe(to: 185)
      stage.window.modelResize(to: CGSize(width: 874, height: 402))
      for x in stride(from: 200.0, through: 600, by: 50) { stage.screen.move(to: CGPoint(x: x, y: 200)) }
      stage.screen.up()
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 874, height: 402))
      #expect(CATransform3DIsIdentity(root.view.layer.transform))
      #expect(article.view.superview == nil)
      #expect(ModelRunLoop.displayLinks.isEmpty)
    }

    /// A stack opened by a deep link shows its top page first: its marker installs Passage.
    @Test func aDeepLinkInstallsFromThePageOnTop() {
      let stage = Stage()
      let root = HostedPage(named: "timeline")
      let article = HostedPage(named: "article", transition: Push())
      let navigation = UINavigationController(rootViewController: root)
      navigation.viewControllers = [root, article]
      stage.window.rootViewController = navigation
      stage.window.layoutIfNeeded()
      #expect(navigation.delegate is PassageNavigationDelegate)
      #expect(root.marker == nil && !root.isViewLoaded, "the root was never shown")
      stage.screen.drag(from: CGPoint(x: 5, y: 400), by: 250, 0, steps: 8)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      expectEqual(navigation.systemPops, 0)
    }

    /// The stack's own delegate (SwiftUI's, in a `NavigationStack`) hears every page shown, and
    /// animates the pages Passage leaves to it; set again, it is forwarded to from then on.
    @Test func theStacksOwnDelegateKeepsWorking() {
      let stage = Stage()
      let own = StackDelegate()
      let navigation = Self.stack(on: stage, stackDelegate: own)
      let passage = navigation.delegate as? PassageNavigationDelegate
      #expect(passage?.forwardedDelegate === own)
      let profile = HostedPage(named: "profile")
      navigation.pushViewController(profile, animated: true)
      stage.settle()
      expectEqual(own.animatedPages, ["profile"])
      expectEqual(own.interactionsAsked, 1, "its animator's interaction controller is its to give")
      let article = HostedPage(named: "article", transition: Push())
      navigation.pushViewController(article, animated: true)
      stage.settle()
      expectEqual(own.animatedPages, ["profile"], "the article is Passage's")
      expectEqual(own.shown.count, 2)
      // The stack replaces its delegate; the next page to appear puts Passage back in front.
      let replacement = StackDelegate()
      navigation.delegate = replacement
      navigation.popViewController(animated: true)
      stage.settle()
      navigation.pushViewController(article, animated: true)
      stage.settle()
      #expect(navigation.delegate === passage)
      #expect(passage?.forwardedDelegate === replacement)
      #expect(!replacement.shown.isEmpty)
    }

    @Test func aDestinationOutsideAStackIsReportedAndChangesNothing() {
      let stage = Stage()
      let before = Logger.messages.count
      let page = HostedPage(named: "lonely", transition: Push())
      page.view.layoutIfNeeded()  // its content built, then shown
      stage.window.rootViewController = page
      let faults = Logger.messages.dropFirst(before).filter { $0.contains("not inside a NavigationStack") }
      expectEqual(faults.count, 1)
      #expect(page.marker?.navigationController == nil)
    }

    /// A zoom destination grows out of its card on the page below and is dragged back into it.
    @Test func aZoomDestinationGrowsOutOfItsCardAndIsDraggedBack() {
      let stage = Stage()
      let navigation = Self.stack(on: stage)
      let card = UIView(frame: CGRect(x: 16, y: 300, width: 120, height: 180))
      navigation.viewControllers[0].view.addSubview(card)
      let photo = HostedPage(named: "photo", transition: ZoomFromSource { [weak card] in card })
      navigation.pushViewController(photo, animated: true)
      stage.wait(0.05)
      #expect(card.isHidden, "the page stands for its card")
      #expect(
        (photo.view.layer.presentation() ?? photo.view.layer).transform.m11 < 0.9, "grows out of the card")
      stage.settle()
      #expect(!Self.systemSwipeIsLive(navigation))
      stage.screen.drag(from: CGPoint(x: 200, y: 400), by: 0, 350, steps: 10)
      stage.settle()
      expectEqual(navigation.viewControllers.count, 1)
      #expect(!card.isHidden)
      expectEqual(navigation.systemPops, 0)
    }
  }

  /// A stack's own delegate: records the pages shown and animates every push and pop it is
  /// asked for at once (as a stand-in for SwiftUI's or an app's).
  @MainActor
  private final class StackDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    var animatedPages: [String] = []
    var interactionsAsked = 0
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      interactionsAsked += 1
      return nil
    }
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      shown.append(viewController)
    }
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animatedPages.append((operation == .push ? toVC : fromVC).view.modelName)
      return InstantAnimator()
    }
  }

  /// An animator that puts the page in place and completes at once.
  @MainActor
  private final class InstantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      0
    }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
      transitionContext.completeTransition(true)
    }
  }
#endif
