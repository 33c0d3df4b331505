#if os(iOS) || UIKitModel
  import UIKit

  /// The dismissal events: the animators' lifecycle effects, turned into ``DismissalEvent``s by
  /// the one ``DismissalTracker`` and handed to the app.
  extension DismissalInteraction {
    /// Feeds the dismissal transition's lifecycle effects (the animator calls this after every
    /// session call): progress, then finished or cancelled.
    func transitionPerformed(_ effects: [InteractionEffect]) {
      emit(tracker.record(effects))
    }

    /// Feeds the presentation's effects: once a dismissal gesture has caught it, its progress and
    /// its end are that dismissal's (a presentation sent back is a finished dismissal).
    func presentationPerformed(_ effects: [InteractionEffect]) {
      emit(tracker.recordCaughtPresentation(effects))
    }

    /// Hands events to the app, letting go of the held scroll view once a dismissal has ended.
    func emit(_ events: [DismissalEvent]) {
      for event in events {
        if event.name == "finished" || event.name == "cancelled" { releaseScrollView() }
        handlers.onEvent?(event)
      }
    }
  }
#endif
