import Passage
import Testing

/// The order between Passage's recognisers and the others (``RecognizerOrder``) is consistent on
/// its own: UIKit has no answer for two recognisers that wait for each other. What the order does
/// under fingers is pinned through the real glue (`ArbitrationFlowTests`).
@Suite struct RecognizerOrderTests {
  @Test func failureRequirementsNeverFormACycle() {
    let kinds = GestureSituation.Kind.allCases
    let roles: [RecognizerRole] =
      kinds.map { .passage($0) } + [
        .navigationPop, .scrollViewPan(inside: true), .scrollViewPan(inside: false), .other,
      ]
    for own in kinds {
      for other in roles {
        // Passage waits for `other`, and `other` (another of Passage's) waits for Passage.
        if case .passage(let kind) = other, RecognizerOrder.waits(own, for: other) {
          #expect(!RecognizerOrder.waits(kind, for: .passage(own)), "\(own) and \(kind)")
        }
        #expect(
          !(RecognizerOrder.waits(own, for: other) && RecognizerOrder.holdsBack(other)), "\(own), \(other)")
        #expect(!RecognizerOrder.recognizesSimultaneously(with: other))
      }
    }
  }
}
