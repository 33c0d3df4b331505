import Passage
import PassageTestSupport
import Testing

/// Layout passes mid-transition (UIPresentationController.h: `containerViewWillLayoutSubviews`,
/// called whenever the container lays out — a rotation, Split View, the keyboard, the status
/// bar), played in ``UIKitTransitionModel`` with Passage's ``WrapperLayout``: a pass that keeps
/// the container's size changes nothing on screen; one that resizes it moves the screen the
/// transition leaves to the new bounds; the transition still completes once.
@MainActor @Suite struct LayoutPassTests {
  static let portrait = Size(width: 390, height: 844)
  static let landscape = Size(width: 844, height: 390)

  @Test func aPassThatKeepsTheContainersSizeNeverMovesThePageMidRunOrUnderTheFinger() {
    let transitions: [any PassageTransition] = [Recede(), Push(), Fade()]
    for transition in transitions {
      for direction in [TransitionDirection.present, .dismiss] {
        let label = "\(transition.name) \(direction)"
        let model = UIKitTransitionModel(transition, direction: direction)
        model.layoutPass(container: Self.portrait)  // presentationTransitionWillBegin's
        model.player?.start(animated: true, interactiveContext: true, replaying: nil)
        model.advance(to: 0.1)
        let before = model.host.modelLayer(.presented)
        model.layoutPass(container: Self.portrait)
        expectEqual(model.host.modelLayer(.presented), before, "\(label)")
        if model.player?.acceptsTouches == true {
          model.player?.gestureBegan()
          model.now = 0.15
          model.player?.gestureChanged(dx: 30, dy: 60)
          let dragged = model.host.modelLayer(.presented)
          model.layoutPass(container: Self.portrait)
          expectEqual(model.host.modelLayer(.presented), dragged, "\(label)")
          model.player?.gestureEnded(vx: 0, vy: 0)
        }
        model.settle()
        expectEqual(model.completions, 1, "\(label)")
        #expect(model.player?.session.resizedContainer == nil, "\(label)")
      }
    }
  }

  @Test func aRotationMidPresentationRestsThePageAtTheNewBounds() throws {
    let model = UIKitTransitionModel(Recede(), direction: .present)
    model.layoutPass(container: Self.portrait)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.advance(to: 0.1)
    model.layoutPass(container: Self.landscape)
    let page = try #require(model.host.modelLayer(.presented))
    expectEqual(page.size, Self.landscape)
    expectEqual(page.position, Point(x: 422, y: 195))
    #expect(model.player?.session.resizedContainer == Self.landscape)
    model.settle()
    expectEqual(model.completions, 1)
    let rest = try #require(model.host.scenes.last)
    expectEqual(rest.containerSize, Self.landscape)
    #expect(rest.layer(.presented)?.size == Self.landscape)
    #expect(rest.layer(.presented)?.position == Point(x: 422, y: 195))
    #expect(rest.layer(.presented)?.isAtRest == true)
  }

  /// After a rotation the session and the layout passes agree on where the page rests: a finger
  /// that catches the run, and the completion it releases, set the geometry a pass would set, so
  /// the next pass does not move the page.
  @Test func afterARotationTheSessionsScenesAndRunsKeepTheNewRestingGeometry() throws {
    let model = UIKitTransitionModel(Recede(), direction: .present)
    model.layoutPass(container: Self.portrait)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.advance(to: 0.1)
    model.layoutPass(container: Self.landscape)
    model.player?.gestureBegan()
    model.now = 0.15
    model.player?.gestureChanged(dx: 0, dy: 40)
    let caught = try #require(model.host.modelLayer(.presented))
    #expect(caught.size == Self.landscape && caught.position == Point(x: 422, y: 195))
    model.layoutPass(container: Self.landscape)
    expectEqual(model.host.modelLayer(.presented), caught)
    model.player?.gestureEnded(vx: 0, vy: -2000)
    let released = try #require(model.host.modelLayer(.presented))
    #expect(released.size == Self.landscape && released.position == Point(x: 422, y: 195))
    model.settle()
    expectEqual(model.completions, 1)
  }

  @Test func aRotationBackToTheStartingSizeForgetsTheResize() {
    let model = UIKitTransitionModel(Push(), direction: .dismiss)
    model.layoutPass(container: Self.portrait)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.layoutPass(container: Self.landscape)
    model.layoutPass(container: Self.portrait)
    #expect(model.player?.session.resizedContainer == nil)
    model.settle()
    #expect(model.host.scenes.last?.layers.isEmpty == true)
    expectEqual(model.completions, 1)
  }

  @Test func aZoomPageKeepsItsRunsBoundsThroughAPassThatDoesNotResizeTheContainer() throws {
    let card = TransitionSource(frame: Rect(x: 24, y: 300, width: 160, height: 120), cornerRadius: 12)
    let model = UIKitTransitionModel(
      Zoom(), direction: .dismiss, context: TransitionContext(containerSize: Self.portrait, source: card))
    model.layoutPass(container: Self.portrait)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    let landing = try #require(model.host.modelLayer(.presented)).size
    #expect(landing != Self.portrait)
    model.advance(to: 0.05)
    model.layoutPass(container: Self.portrait)
    #expect(model.host.modelLayer(.presented)?.size == landing)
    // A rotation resets the bounds to the container's: the one size a pass changes.
    model.layoutPass(container: Self.landscape)
    #expect(model.host.modelLayer(.presented)?.size == Self.landscape)
    model.settle()
    expectEqual(model.completions, 1)
  }

  /// A safe-area change mid-run (the status bar, the keyboard, a rotation's insets) reaches the
  /// page's content by its own layout, never the motion: no catalog timeline reads the safe area,
  /// so the scenes a run was planned from are the ones it would be planned from now.
  @Test func theCatalogsMotionIgnoresTheSafeAreaSoAChangeMidRunMovesNothing() {
    let transitions: [any PassageTransition] = [Recede(), Push(), Fade(), Zoom()]
    for transition in transitions {
      for direction in [TransitionDirection.present, .dismiss] {
        let plain = TransitionContext(direction: direction)
        var inset = plain
        inset.safeAreaInsets = Insets(top: 59, left: 0, bottom: 34, right: 0)
        for progress in [0.0, 0.3, 0.7, 1.0] {
          expectEqual(
            transition.timeline(in: plain).scene(atProgress: progress),
            transition.timeline(in: inset).scene(atProgress: progress),
            "\(transition.name) \(direction) at \(progress)")
        }
      }
    }
  }

  @Test func theFirstPassSetsTheWrapperWithoutReportingAResize() {
    var layout = WrapperLayout()
    let first = layout.pass(container: Self.portrait, anchorPoint: Point(x: 0.5, y: 0.5))
    #expect(first.bounds == Self.portrait && first.resized == nil)
    expectEqual(first.position, Point(x: 195, y: 422))
    let same = layout.pass(container: Self.portrait, anchorPoint: Point(x: 0.5, y: 1))
    #expect(same.bounds == nil && same.resized == nil)
    expectEqual(same.position, Point(x: 195, y: 844))
    let rotated = layout.pass(container: Self.landscape, anchorPoint: Point(x: 0.5, y: 0.5))
    #expect(rotated.bounds == Self.landscape && rotated.resized == Self.landscape)
  }

  /// The browser strip is worked out at each touch from the safe area then: a rotation that moves
  /// the bars moves the band with them.
  @Test func theBrowserStripFollowsTheSafeAreaAtEachTouch() {
    let strip = BrowserEdgeStrip()
    let point = Point(x: 8, y: 80)
    let inPortrait = strip.claims(
      point, in: Self.portrait, safeArea: Insets(top: 59, bottom: 34), edge: .left)
    let inLandscape = strip.claims(
      point, in: Self.landscape, safeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), edge: .left)
    #expect(!inPortrait && inLandscape)
    expectEqual(strip.region(of: point, in: Self.portrait, safeArea: Insets(top: 59, bottom: 34)), .topBar)
  }
}
