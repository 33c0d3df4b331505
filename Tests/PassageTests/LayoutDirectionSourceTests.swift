import Passage
import PassageTestSupport
import Testing

/// The side a transition slides from and the edge its back swipe is accepted on come from one
/// reading of one view (its `semanticContentAttribute` in its window's layout direction), so they
/// cannot disagree in any combination.
@Suite struct LayoutDirectionSourceTests {
  @Test(arguments: SemanticContent.allCases)
  func theAcceptedEdgeIsTheEdgeThePageSlidesInAgainst(semantic: SemanticContent) throws {
    for inherited in [TransitionContext.LayoutDirection.leftToRight, .rightToLeft] {
      let direction = LeadingEdge.direction(semantic: semantic, inherited: inherited)
      let context = TransitionContext(direction: .dismiss, layoutDirection: direction)
      let gesture = try #require(Push().interactiveGesture(in: context))
      let accepted = LeadingEdge.edge(semantic: semantic, inherited: inherited)
      expectEqual(gesture.kind, .edgePan(accepted))
      // The popped page leaves toward the trailing side: away from the accepted edge.
      let end = Push().timeline(in: context).scene(atProgress: 1)
      let page = try #require(end.layer(.presented))
      #expect(accepted == .left ? page.position.x > 390 : page.position.x < 0)
    }
  }
}
