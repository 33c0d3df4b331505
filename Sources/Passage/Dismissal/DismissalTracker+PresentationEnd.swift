extension DismissalTracker {
  /// Whether a presentation's dismissal gestures come off when its presentation controller hears
  /// that a transition ended (UIPresentationController.h: `presentationTransitionDidEnd:`,
  /// `dismissalTransitionDidEnd:`, which UIKit calls from inside `completeTransition:`): after a
  /// presentation that did not complete (a finger sent the page back) or a dismissal that did.
  package static func gesturesEnd(afterPresentation presentation: Bool, completed: Bool) -> Bool {
    presentation != completed
  }

  /// The gestures came off: the page is gone, so a dismissal still open has finished. UIKit may
  /// report this before the transition's own effects reach ``record(_:)`` (both come from the
  /// same `completeTransition:`); those then find it closed and add nothing.
  package mutating func gesturesRemoved() -> [DismissalEvent] {
    record(.completeTransition(finished: true))
  }
}
