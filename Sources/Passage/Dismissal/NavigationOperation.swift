/// A navigation controller's operation (`UINavigationControllerOperation`,
/// UINavigationController.h) as Passage's navigation delegate reads it when UIKit asks for an
/// animator.
package enum NavigationOperation: Sendable, Hashable, CaseIterable {
  /// `.none`.
  case none
  /// `.push`.
  case push
  /// `.pop`.
  case pop

  /// The direction of the transition: a push presents, a pop dismisses; `nil` for no operation
  /// (UIKit then animates nothing of Passage's).
  package var direction: TransitionDirection? {
    switch self {
    case .none: return nil
    case .push: return .present
    case .pop: return .dismiss
    }
  }

  /// Whether UIKit asking for this operation's animator begins a dismissal event: a pop that no
  /// swipe started (the back button, code), whose `willBegin` nothing else announces. A pop a
  /// swipe started began with the swipe's request.
  package func beginsDismissal(startedByGesture: Bool) -> Bool {
    self == .pop && !startedByGesture
  }
}
