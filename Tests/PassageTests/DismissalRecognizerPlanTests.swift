import Passage
import PassageTestSupport
import Testing

/// Which recognisers a presentation's dismissal installs; what they do under fingers is pinned
/// through the real glue (`ArbitrationFlowTests`).
@MainActor @Suite struct DismissalRecognizerPlanTests {
  static func plan(_ transition: some PassageTransition, overBrowser: Bool = false, fullWidth: Bool = false)
    -> [DismissalRecognizerPlan.Entry]
  {
    DismissalRecognizerPlan(
      gesture: transition.interactiveGesture(in: TransitionContext(direction: .dismiss)),
      overBrowser: overBrowser, allowsFullWidthSwipe: fullWidth
    ).entries
  }

  @Test func eachTransitionsGestureGetsItsRecognisers() {
    typealias E = DismissalRecognizerPlan.Entry
    expectEqual(Self.plan(Push()), [E(shape: .screenEdge, kind: .leadingEdge)])
    expectEqual(Self.plan(Push(), overBrowser: true), [E(shape: .strip, kind: .leadingEdge)])
    expectEqual(Self.plan(Recede()), [E(shape: .pan, kind: .pullDown)])
    expectEqual(Self.plan(Recede(), overBrowser: true), [E(shape: .pan, kind: .pullDown)])
    expectEqual(Self.plan(Zoom()), [E(shape: .pan, kind: .drag), E(shape: .screenEdge, kind: .leadingEdge)])
    expectEqual(Self.plan(Fade()), [E(shape: .pan, kind: .pullDown)])
    let none = DismissalRecognizerPlan(gesture: nil, overBrowser: false, allowsFullWidthSwipe: false)
    #expect(none.entries.isEmpty)
    let onlyFullWidth = DismissalRecognizerPlan(gesture: nil, overBrowser: true, allowsFullWidthSwipe: true)
    expectEqual(onlyFullWidth.entries, [E(shape: .pan, kind: .fullWidth)])
    expectEqual(Self.plan(Push(), fullWidth: true).map(\.kind), [.leadingEdge, .fullWidth])
    // A horizontal pan has nothing to drive beside a pull-down, and a zoom's drag takes any pan.
    expectEqual(Self.plan(Recede(), fullWidth: true).map(\.kind), [.pullDown])
    expectEqual(Self.plan(Zoom(), fullWidth: true).map(\.kind), [.drag, .leadingEdge])
  }

  @Test func onlyAGestureThatHoldsACardAddsThePinchAndRotationPair() {
    for transition in Catalog.all {
      let gesture = transition.interactiveGesture(in: TransitionContext(direction: .dismiss))
      let plan = DismissalRecognizerPlan(gesture: gesture, overBrowser: false, allowsFullWidthSwipe: false)
      expectEqual(plan.pinches, transition is Zoom, "\(transition.name)")
    }
    #expect(!DismissalRecognizerPlan(gesture: nil, overBrowser: false, allowsFullWidthSwipe: true).pinches)
  }

  @Test func aPanClosesAStaleDismissalOnlyWhenNothingItCouldCatchOrThatPlaysOnIsInFlight() {
    var open = DismissalTracker()
    _ = open.request(.leadingEdgeSwipe, allowed: true)
    #expect(DismissalPan.findsStaleDismissal(catching: false, runPlaysOn: false, tracker: open))
    #expect(!DismissalPan.findsStaleDismissal(catching: true, runPlaysOn: false, tracker: open))
    #expect(!DismissalPan.findsStaleDismissal(catching: false, runPlaysOn: true, tracker: open))
    #expect(
      !DismissalPan.findsStaleDismissal(catching: false, runPlaysOn: false, tracker: DismissalTracker()))
    expectEqual(open.abandon(), [.cancelled(.leadingEdgeSwipe)])
  }

  @Test func aPanConcernsTheVerticalScrollViewWhenItGoesAlongIt() {
    #expect(GestureSituation.Kind.pullDown.concernsVerticalScrolling(forward: 900, down: 10))
    #expect(GestureSituation.Kind.drag.concernsVerticalScrolling(forward: 100, down: -300))
    #expect(!GestureSituation.Kind.drag.concernsVerticalScrolling(forward: 300, down: 100))
    #expect(!GestureSituation.Kind.leadingEdge.concernsVerticalScrolling(forward: 0, down: 900))
    #expect(!GestureSituation.Kind.fullWidth.concernsVerticalScrolling(forward: 10, down: 900))
  }

  @Test func aRoundedLayerClipsUnlessItCastsAShadowAndGetsItsShadowPathOncePerSize() {
    #expect(LayerClipping.masksToBounds(cornerRadius: 12, shadowOpacity: 0))
    #expect(!LayerClipping.masksToBounds(cornerRadius: 12, shadowOpacity: 0.3))
    #expect(!LayerClipping.masksToBounds(cornerRadius: 0, shadowOpacity: 0))
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(LayerClipping.needsShadowPath(castsShadow: true, pathBounds: nil, bounds: bounds))
    #expect(!LayerClipping.needsShadowPath(castsShadow: true, pathBounds: bounds, bounds: bounds))
    #expect(
      LayerClipping.needsShadowPath(
        castsShadow: true, pathBounds: Rect(x: 0, y: 0, width: 844, height: 390), bounds: bounds))
    #expect(!LayerClipping.needsShadowPath(castsShadow: false, pathBounds: nil, bounds: bounds))
  }
}
