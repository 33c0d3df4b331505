/// The decisions a dismissal pan (or a navigation pop's) takes, the same whether the screen rests
/// or a run is in flight: a pan that would catch a presentation, a completion or a timed
/// dismissal passes the same arbitration and the same veto as one on a resting screen. The UIKit
/// glue asks ``shouldBegin(_:startedOnLeadingSide:)`` from `gestureRecognizerShouldBegin:` and
/// ``start(reason:catching:allowed:tracker:)`` when the recogniser begins.
package enum DismissalPan {
  /// What a pan that has begun does.
  package enum Start: Sendable, Hashable {
    /// It takes over the run in flight where the engine says it is (the same transition, now
    /// following the finger).
    case catchRun
    /// It asks UIKit for the dismissal (or pop); the transition starts under the finger.
    case startDismissal
    /// The app vetoed it on a resting screen: the page resists the finger and springs back.
    case resist
    /// It drives nothing: the app vetoed a catch (the run plays on, untouched), or a dismissal
    /// already runs that this pan may not take.
    case driveNothing
  }

  /// Whether the presented screen's editing ends when a pan begins this way: as a finger starts
  /// (or takes over) a dismissal, the keyboard leaves with the page, as it does for UIKit's sheets;
  /// a cancelled dismissal does not bring it back (`UIView.endEditing(_:)`, UIView.h).
  package static func endsEditing(_ start: Start) -> Bool {
    start == .startDismissal || start == .catchRun
  }

  /// Whether the recogniser may begin (`gestureRecognizerShouldBegin:`, UIGestureRecognizer.h;
  /// NO fails it, so the scroll view, control or inner navigation waiting on it proceeds).
  ///
  /// - Parameters:
  ///   - situation: what the pan sees, with ``GestureSituation/timedTransitionRunning`` set when
  ///     a run plays that no finger may catch.
  ///   - startedOnLeadingSide: for a screen-edge recogniser, which listens on both side edges,
  ///     whether the touch began on the leading one; `nil` for other recognisers.
  package static func shouldBegin(_ situation: GestureSituation, startedOnLeadingSide: Bool?) -> Bool {
    if startedOnLeadingSide == false { return false }
    return GestureArbitration.winner(situation) == .passage
  }

  /// Whether a pan that begins finds a stale dismissal, which the glue closes first
  /// (``DismissalTracker/abandon()``, `cancelled`): the tracker still has one open, yet no run is
  /// in flight that this pan may catch (`catching`) or that plays on by itself
  /// (`runPlaysOn`, `TransitionSession.refusesFingers`) — the previous one went back without its
  /// effects reaching the tracker (UIKit sends no `didShow` for a cancelled pop).
  package static func findsStaleDismissal(catching: Bool, runPlaysOn: Bool, tracker: DismissalTracker) -> Bool
  {
    !catching && !runPlaysOn && tracker.isDismissing
  }

  /// What a pan that began does, and the dismissal events it causes.
  ///
  /// - Parameters:
  ///   - reason: the reason of a dismissal this pan would start.
  ///   - catching: whether a run is in flight that this pan can take over
  ///     (`TransitionSession.acceptsTouches`).
  ///   - allowed: the app's answer to "should begin" for `reason`, asked for every pan.
  ///   - tracker: the presentation's dismissal events.
  package static func start(
    reason: DismissalReason, catching: Bool, allowed: Bool, tracker: inout DismissalTracker
  ) -> (start: Start, events: [DismissalEvent]) {
    if catching {
      // A vetoed catch of a dismissal's own run tells nothing: that dismissal is open (it began
      // with willBegin) and still ends with its own cancelled or finished. A vetoed catch of a
      // presentation is a request like any other, refused.
      guard allowed else { return (.driveNothing, tracker.isDismissing ? [] : [.vetoed(reason)]) }
      // A dismissal in flight is the same dismissal, caught; a presentation caught by its
      // dismissal's gesture begins one.
      return (.catchRun, tracker.isDismissing ? [] : tracker.request(reason, allowed: true))
    }
    let events = tracker.request(reason, allowed: allowed)
    if events.first == .willBegin(reason) { return (.startDismissal, events) }
    return (allowed ? .driveNothing : .resist, events)
  }
}
