import Passage
import PassageTesting
import Testing

/// The catalog's motion, pinned as text: any change to a transition's numbers shows up here as a
/// readable diff. References live in `__Snapshots__/CatalogSnapshotTests/`.
@Suite struct CatalogSnapshotTests {
  static let cases: [(String, TransitionContext)] = [
    ("recede", TransitionContext(direction: .present)),
    ("recede", TransitionContext(direction: .dismiss)),
    ("push", TransitionContext(direction: .present)),
    ("push", TransitionContext(direction: .dismiss)),
    ("push", TransitionContext(direction: .present, layoutDirection: .rightToLeft)),
    ("fade", TransitionContext(direction: .present)),
    ("fade", TransitionContext(direction: .dismiss)),
  ]

  @Test(arguments: 0..<cases.count)
  func sceneDumpsOfEveryTransitionAndDirection(index: Int) throws {
    let (name, context) = Self.cases[index]
    let transition = try #require(Catalog.transition(named: name))
    let label =
      "\(name)-\(context.direction.rawValue)\(context.layoutDirection == .rightToLeft ? "-rtl" : "")"
    assertTransitionSnapshot(of: transition, in: context, sampleCount: 6, as: .sceneDump, named: label)
  }

  @Test func interactivePopReleasedEarlyCancels() {
    assertTransitionSnapshot(
      of: Push(), in: TransitionContext(direction: .dismiss), sampleCount: 6,
      gesture: try? GestureScript(parsing: "begin 0; move 0.05 40; move 0.1 80; end 0.1 -100"),
      as: .sceneDump, named: "pop-cancel")
  }

  static let card = TransitionSource(frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16)

  @Test func zoomPresentationFromACard() {
    assertTransitionSnapshot(
      of: Zoom(), in: TransitionContext(direction: .present, source: Self.card), sampleCount: 6,
      as: .sceneDump, named: "zoom-present")
  }

  @Test func zoomDragFinishesIntoItsSource() {
    assertTransitionSnapshot(
      of: Zoom(), in: TransitionContext(direction: .dismiss, source: Self.card), sampleCount: 6,
      gesture: try? GestureScript(parsing: "begin 0 pan; move 0.1 0 120; move 0.2 60 260; end 0.25 300 900"),
      as: .sceneDump, named: "zoom-drag")
  }

  @Test func zoomPinchTurnsTheCardAndLandsItInItsSource() {
    assertTransitionSnapshot(
      of: Zoom(), in: TransitionContext(direction: .dismiss, source: Self.card), sampleCount: 6,
      gesture: try? GestureScript(
        parsing: "begin 0 pinch; pinch 0.1 0.8 10; pinch 0.2 0.45 15; end 0.25 0 0"),
      as: .sceneDump, named: "zoom-pinch")
  }

  @Test func zoomDismissalWithTheSourceGoneShrinksAndFades() {
    assertTransitionSnapshot(
      of: Zoom(), in: TransitionContext(direction: .dismiss), sampleCount: 6, as: .sceneDump,
      named: "zoom-gone")
  }

  @Test func recedePullDownFinishes() {
    assertTransitionSnapshot(
      of: Recede(), in: TransitionContext(direction: .dismiss), sampleCount: 6,
      gesture: try? GestureScript(parsing: "begin 0; move 0.1 150; move 0.2 300; end 0.2 900"),
      as: .sceneDump, named: "pull-down")
  }
}

/// A few small pictures of the catalog, so a change in the compositor or the screens shows too.
@Suite struct CatalogContactSheetTests {
  @Test func recedePresentation() {
    assertTransitionSnapshot(of: Recede(), sampleCount: 6, as: .contactSheet(scale: 0.2), named: "sheet")
  }

  @Test func pushPresentationRightToLeft() {
    assertTransitionSnapshot(
      of: Push(), in: TransitionContext(layoutDirection: .rightToLeft), sampleCount: 6,
      as: .contactSheet(scale: 0.2), named: "sheet")
  }

  @Test func zoomPresentationFromACard() {
    assertTransitionSnapshot(
      of: Zoom(), in: TransitionContext(source: CatalogSnapshotTests.card), sampleCount: 6,
      as: .contactSheet(scale: 0.2), named: "sheet")
  }

  @Test func recedeHalfwayFrame() {
    assertTransitionSnapshot(of: Recede(), times: [0.25], as: .frame(0, scale: 0.4), named: "halfway")
  }
}
