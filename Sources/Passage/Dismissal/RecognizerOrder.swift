/// The order between Passage's recognisers and the others under the same touch: the answers of
/// their `UIGestureRecognizerDelegate` (UIGestureRecognizer.h), decided here in pure Swift and
/// only returned by the UIKit glue. The glue's tests play them with fingers on a model of UIKit's
/// recognition and pin the outcome: who moves when several recognisers could.
///
/// - Failure requirements go one way only, so they never form a cycle: Passage waits for an inner
///   navigation controller's pop (which fails at its root) and a zoom's drag waits for the
///   leading-edge swipe; scroll views inside the page wait for Passage, whose
///   `gestureRecognizerShouldBegin:` then fails it at once when the scroll view should move.
/// - Nothing recognises simultaneously with a dismissal: the page and its content never move
///   with one finger at once.
package enum RecognizerOrder {
  /// Whether Passage's recogniser for `own` waits for `other` to fail before it may begin
  /// (`gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`; UINavigationController.h
  /// documents the pop recognisers for failure requirements).
  package static func waits(_ own: GestureSituation.Kind, for other: RecognizerRole) -> Bool {
    switch other {
    case .navigationPop: return true
    case .passage(let kind): return own == .drag && kind == .leadingEdge
    case .scrollViewPan, .other: return false
    }
  }

  /// Whether `other` must wait for Passage's recogniser to fail before it may begin
  /// (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`): the pan of a scroll view
  /// inside the page, so that when Passage wins the scroll view has not moved.
  package static func holdsBack(_ other: RecognizerRole) -> Bool {
    other == .scrollViewPan(inside: true)
  }

  /// Whether Passage's recogniser may recognise at the same time as `other`
  /// (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`, whose default is
  /// NO): never.
  package static func recognizesSimultaneously(with other: RecognizerRole) -> Bool { false }
}
