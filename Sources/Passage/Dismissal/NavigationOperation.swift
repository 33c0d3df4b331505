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

  /// The page whose transition this operation plays: for a push the page pushed, for a pop the
  /// page popped — a page comes and goes the way it came, as a SwiftUI destination's
  /// `navigationTransition` does; `nil` for no operation.
  package func page<Page>(from: Page, to: Page) -> Page? {
    switch self {
    case .none: return nil
    case .push: return to
    case .pop: return from
    }
  }
}

/// Who pops a navigation stack when a finger swipes back, by the page on top.
package enum BackSwipeOwner: Sendable, Hashable {
  /// Passage's recognisers, for a page with a Passage transition: the system's would pop it with
  /// UIKit's own animation.
  case passage
  /// UIKit's own back swipe (and, since iOS 26, its content swipe), for every other page.
  case system

  /// The owner for a top page that has (`true`) or has not a Passage transition.
  package init(topPageHasPassageTransition: Bool) {
    self = topPageHasPassageTransition ? .passage : .system
  }
}
