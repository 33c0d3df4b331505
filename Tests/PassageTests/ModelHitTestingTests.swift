import Passage
import PassageTestSupport
import Testing

/// UIKit hit-tests a view by converting the point through its model transform into its bounds:
/// the exact projected quadrilateral, never its bounding box; hidden views, views that take no
/// touches and views under 0.01 alpha are passed by.
@MainActor @Suite struct ModelHitTestingTests {
  /// A 200 × 200 page turned 45° about its centre at (200, 200): a diamond reaching 141 pt out.
  let turned: LayerState = {
    var layer = LayerState(
      role: .presented, content: .presentedScreen, frame: Rect(x: 100, y: 100, width: 200, height: 200))
    layer.transform = .rotation(angle: .pi / 4, x: 0, y: 0, z: 1)
    return layer
  }()

  @Test func aTurnedLayerIsHitInsideItsQuadNotInTheCornersOfItsBoundingBox() {
    #expect(turned.modelContains(Point(x: 200, y: 200)))
    #expect(turned.modelContains(Point(x: 200, y: 75)))  // near the top point of the diamond
    let box = turned.hitTestFrame
    expectEqual(box.map { $0.size.width > 280 }, true)
    // Inside the bounding box, outside the diamond.
    #expect(!turned.modelContains(Point(x: 70, y: 70)))
    #expect(!turned.modelContains(Point(x: 330, y: 330)))
  }

  @Test func aRecededLayerIsHitWhereItIsDrawnSmaller() {
    var layer = LayerState(
      role: .presented, content: .presentedScreen, frame: Rect(x: 0, y: 0, width: 390, height: 844))
    layer.transform =
      Recede().timeline(in: TransitionContext()).scene(atProgress: 1).layer(.presenting)?.transform
      ?? .identity
    // 1000 / 1100 of the size about the centre: the outermost 17.7 pt at the sides are not the page.
    #expect(!layer.modelContains(Point(x: 10, y: 422)))
    #expect(layer.modelContains(Point(x: 30, y: 422)))
  }

  @Test func transparentLayersAreNotHit() {
    var faint = turned
    faint.opacity = 0.009
    #expect(!faint.modelContains(Point(x: 200, y: 200)))
    faint.opacity = 0.01
    #expect(faint.modelContains(Point(x: 200, y: 200)))
  }

  @Test func theHostPassesHiddenAndNonInteractiveViewsToWhatLiesBelow() {
    let host = RecordingHost()
    let scene = TransitionScene(
      containerSize: Size(width: 390, height: 844),
      layers: [
        LayerState(
          role: .presenting, content: .presentingScreen, frame: Rect(x: 0, y: 0, width: 390, height: 844)),
        LayerState(
          role: .presented, content: .presentedScreen, frame: Rect(x: 0, y: 0, width: 390, height: 844)),
        LayerState(role: .dimming, content: .solid(.black), frame: Rect(x: 0, y: 0, width: 390, height: 844)),
      ])
    host.apply(scene)
    // The dimming view on top takes no touches: the page under it gets them.
    expectEqual(host.hitTest(Point(x: 100, y: 100)), .presented)
    host.hiddenRoles = [.presented]
    // Hidden, the page is passed by too; the presenting screen below takes no touches either.
    #expect(host.hitTest(Point(x: 100, y: 100)) == nil)
    host.hiddenRoles = []
    host.interactiveRoles = [.presenting, .presented]
    host.hiddenRoles = [.presented]
    expectEqual(host.hitTest(Point(x: 100, y: 100)), .presenting)
  }
}
