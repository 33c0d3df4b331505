import Passage
import PassageTestSupport
import Testing

/// The arbitration policy of docs/DESIGN-NOTES.md ("Gesture arbitration"), one row per situation.
@Suite struct GestureArbitrationTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var situation: String
    var given: GestureSituation
    var winner: GestureWinner
    var testDescription: String { "\(situation) → \(winner.rawValue)" }
  }

  typealias Scroll = GestureSituation.Scroll
  static let swipe = (forward: 400.0, down: 20.0)

  static let table: [Row] = [
    // Inner navigation controller (Hero #62, #243, #713; SPStorkController #64; Transmission #34).
    Row(
      situation: "leading edge, inner navigation controller can pop",
      given: .init(kind: .leadingEdge, forward: swipe.forward, down: swipe.down, innerNavigationCanPop: true),
      winner: .innerNavigation),
    Row(
      situation: "leading edge, inner navigation controller at its root",
      given: .init(kind: .leadingEdge, forward: swipe.forward, down: swipe.down), winner: .passage),
    Row(
      situation: "full width, inner navigation controller can pop",
      given: .init(kind: .fullWidth, forward: swipe.forward, innerNavigationCanPop: true),
      winner: .innerNavigation),
    // Horizontal scroll views.
    Row(
      situation: "leading edge over a carousel that can scroll toward the leading edge",
      given: .init(kind: .leadingEdge, forward: swipe.forward, scroll: Scroll(canScrollTowardLeading: true)),
      winner: .scrollView),
    Row(
      situation: "leading edge over a carousel at its leading end",
      given: .init(kind: .leadingEdge, forward: swipe.forward, scroll: Scroll(canScrollTowardLeading: false)),
      winner: .passage),
    Row(
      situation: "full width over a carousel that can scroll toward the leading edge",
      given: .init(kind: .fullWidth, forward: swipe.forward, scroll: Scroll(canScrollTowardLeading: true)),
      winner: .scrollView),
    Row(
      situation: "full width over a carousel at its leading end",
      given: .init(kind: .fullWidth, forward: swipe.forward, scroll: Scroll()), winner: .passage),
    Row(
      situation: "full width, pan toward the leading edge",
      given: .init(kind: .fullWidth, forward: -400, scroll: Scroll()), winner: .scrollView),
    Row(
      situation: "full width, vertical pan over plain content",
      given: .init(kind: .fullWidth, forward: 50, down: 400), winner: .nobody),
    Row(
      situation: "full width on a slider",
      given: .init(kind: .fullWidth, forward: swipe.forward, onDragTrackingControl: true), winner: .control),
    // Views whose drags are their own (a map, a canvas, an app's pan, a SwiftUI DragGesture).
    Row(
      situation: "pull-down in a view that keeps its drags",
      given: .init(kind: .pullDown, down: 400, inViewThatKeepsDrags: true), winner: .content),
    Row(
      situation: "zoom drag in a view that keeps its drags",
      given: .init(kind: .drag, down: 400, inViewThatKeepsDrags: true), winner: .content),
    Row(
      situation: "full width in a view that keeps its drags",
      given: .init(kind: .fullWidth, forward: swipe.forward, inViewThatKeepsDrags: true), winner: .content),
    Row(
      situation: "leading edge over a view that keeps its drags",
      given: .init(kind: .leadingEdge, forward: swipe.forward, inViewThatKeepsDrags: true), winner: .passage),
    Row(
      situation: "leading edge while another recogniser tracks the touch",
      given: .init(kind: .leadingEdge, forward: swipe.forward, otherGestureTracking: true), winner: .content),
    Row(
      situation: "pull-down while another recogniser tracks the touch",
      given: .init(kind: .pullDown, down: 400, otherGestureTracking: true), winner: .content),
    // Pull-down and vertical scroll views (DeckTransition #58, #102; PanModal #82; Transmission #53, #90).
    Row(
      situation: "pull-down, scroll view at its top, pan down",
      given: .init(kind: .pullDown, down: 400, scroll: Scroll(scrollsVertically: true, isAtTop: true)),
      winner: .passage),
    Row(
      situation: "pull-down, scroll view scrolled down, pan down",
      given: .init(kind: .pullDown, down: 400, scroll: Scroll(scrollsVertically: true, isAtTop: false)),
      winner: .scrollView),
    Row(
      situation: "pull-down, scroll view at its top, pan up",
      given: .init(kind: .pullDown, down: -400, scroll: Scroll(scrollsVertically: true, isAtTop: true)),
      winner: .scrollView),
    Row(
      situation: "pull-down, no scroll view, pan down",
      given: .init(kind: .pullDown, down: 400), winner: .passage),
    Row(
      situation: "pull-down, no scroll view, mostly horizontal pan",
      given: .init(kind: .pullDown, forward: 400, down: 100), winner: .nobody),
    Row(
      situation: "pull-down over a horizontal carousel only, pan down",
      given: .init(kind: .pullDown, down: 400, scroll: Scroll(canScrollTowardLeading: true)), winner: .passage
    ),
    // SFSafariViewController (the strip).
    Row(
      situation: "browser strip, touch in the top bar (Done)",
      given: .init(kind: .leadingEdge, forward: swipe.forward, browserRegion: .topBar), winner: .browser),
    Row(
      situation: "browser strip, touch in the toolbar (Back)",
      given: .init(kind: .leadingEdge, forward: swipe.forward, browserRegion: .toolbar), winner: .browser),
    Row(
      situation: "browser strip, over the page, swipe away from the edge",
      given: .init(kind: .leadingEdge, forward: swipe.forward, down: swipe.down, browserRegion: .content),
      winner: .passage),
    Row(
      situation: "browser strip, over the page, vertical drag",
      given: .init(kind: .leadingEdge, forward: 30, down: 300, browserRegion: .content), winner: .nobody),
    // A zoom's drag in any direction.
    Row(
      situation: "drag, no scroll view, any direction", given: .init(kind: .drag, forward: -300, down: -200),
      winner: .passage),
    Row(situation: "drag, not moving", given: .init(kind: .drag), winner: .nobody),
    Row(
      situation: "drag down from a scroll view's top",
      given: .init(
        kind: .drag, forward: 40, down: 500, scroll: Scroll(scrollsVertically: true, isAtTop: true)),
      winner: .passage),
    Row(
      situation: "drag down in a scroll view away from its top",
      given: .init(
        kind: .drag, forward: 40, down: 500, scroll: Scroll(scrollsVertically: true, isAtTop: false)),
      winner: .scrollView),
    Row(
      situation: "drag up over a vertical scroll view",
      given: .init(kind: .drag, down: -500, scroll: Scroll(scrollsVertically: true, isAtTop: true)),
      winner: .scrollView),
    Row(
      situation: "drag sideways over a carousel",
      given: .init(kind: .drag, forward: -500, down: 30, scroll: Scroll(scrollsHorizontally: true)),
      winner: .scrollView),
    Row(
      situation: "drag sideways over a vertical scroll view",
      given: .init(
        kind: .drag, forward: 500, down: 30, scroll: Scroll(scrollsVertically: true, isAtTop: false)),
      winner: .passage),
    Row(
      situation: "drag on a slider",
      given: .init(kind: .drag, forward: 500, onDragTrackingControl: true), winner: .control),
    // Timed transitions.
    Row(
      situation: "any gesture while a timed dismissal runs",
      given: .init(kind: .leadingEdge, forward: swipe.forward, timedTransitionRunning: true), winner: .nobody),
  ]

  @Test(arguments: table) func eachSituationHasTheDocumentedWinner(_ row: Row) {
    expectEqual(GestureArbitration.winner(row.given), row.winner)
  }

  @Test func theScrollViewIsHeldAtItsTopOnlyWhenThePullDownWinsOverIt() {
    let atTop = GestureSituation(
      kind: .pullDown, down: 400, scroll: .init(scrollsVertically: true, isAtTop: true))
    var scrolled = atTop
    scrolled.scroll?.isAtTop = false
    let noScroll = GestureSituation(kind: .pullDown, down: 400)
    let edge = GestureSituation(kind: .leadingEdge, forward: 400, scroll: .init(scrollsVertically: true))
    #expect(GestureArbitration.holdsScrollViewAtTop(atTop))
    #expect(!GestureArbitration.holdsScrollViewAtTop(scrolled))
    #expect(!GestureArbitration.holdsScrollViewAtTop(noScroll))
    #expect(!GestureArbitration.holdsScrollViewAtTop(edge))
  }

  @Test func everyWinnerAppearsInTheTable() {
    expectEqual(Set(Self.table.map(\.winner)), Set(GestureWinner.allCases))
  }
}
