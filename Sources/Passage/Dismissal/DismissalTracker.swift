/// Turns gesture requests and a transition's lifecycle effects into ``DismissalEvent``s, so that
/// every reason flows through one state machine: the UIKit glue, the navigation delegate and
/// recordings all feed it and forward what it returns.
///
/// - ``request(_:allowed:)``: a gesture (or the accessibility escape) asks to start; the answer
///   of the app's "should begin" gives `willBegin` or `vetoed`.
/// - ``expect(_:)``: the reason of the next dismissal that starts without a request (Done, code).
/// - ``record(_:)``: the transition's effects; an appearance callback starts an unrequested
///   dismissal, `updateInteractiveTransition` reports progress, `completeTransition` ends it.
/// - ``abandon()``: a requested dismissal that never started a transition is cancelled.
///
/// Guarantees: exactly one `finished` or `cancelled` per `willBegin`, with its reason; a request
/// while a dismissal runs (Done tapped during a swipe, a second finger) starts nothing and
/// changes no reason — a new touch during the completion catches the running dismissal instead.
package struct DismissalTracker: Sendable, Hashable {
  /// The reason of the dismissal in progress, if any.
  package private(set) var current: DismissalReason?
  /// The reason the next unrequested dismissal gets; consumed when it starts.
  package private(set) var expected: DismissalReason?
  /// The reason of an unrequested, unexpected dismissal: `.programmatic`, or `.button` over an
  /// `SFSafariViewController` (whose Done dismisses it without asking the app).
  package var unannouncedReason: DismissalReason

  /// Creates an idle tracker.
  package init(unannouncedReason: DismissalReason = .programmatic) {
    self.unannouncedReason = unannouncedReason
  }

  /// Whether a dismissal has begun and not yet finished or cancelled.
  package var isDismissing: Bool { current != nil }

  /// A gesture or the escape asks to dismiss; `allowed` is the app's answer to "should begin".
  /// Returns `[.willBegin]`, `[.vetoed]`, or nothing while a dismissal is already running.
  package mutating func request(_ reason: DismissalReason, allowed: Bool) -> [DismissalEvent] {
    guard current == nil else { return [] }
    guard allowed else { return [.vetoed(reason)] }
    current = reason
    expected = nil
    return [.willBegin(reason)]
  }

  /// The next dismissal that starts without a request has `reason` (ignored while one runs).
  package mutating func expect(_ reason: DismissalReason) {
    guard current == nil else { return }
    expected = reason
  }

  /// A dismissal transition starts: unless a request began it, it begins now with the expected
  /// reason, or the unannounced one. Nothing happens while one is in progress.
  package mutating func transitionWillStart() -> [DismissalEvent] {
    guard current == nil else { return [] }
    let reason = expected ?? unannouncedReason
    expected = nil
    current = reason
    return [.willBegin(reason)]
  }

  /// Feeds one effect of the dismissal's transition.
  package mutating func record(_ effect: InteractionEffect) -> [DismissalEvent] {
    switch effect {
    case .appearance(_, .willAppear), .appearance(_, .willDisappear):
      return transitionWillStart()
    case .updateInteractiveTransition(let p):
      guard let current else { return [] }
      return [.progress(p, current)]
    case .completeTransition(let finished):
      guard let reason = current else { return [] }
      current = nil
      return [finished ? .finished(reason) : .cancelled(reason)]
    default:
      return []
    }
  }

  /// Feeds effects in order.
  package mutating func record(_ effects: [InteractionEffect]) -> [DismissalEvent] {
    effects.flatMap { record($0) }
  }

  /// Feeds the effects of a presentation that a dismissal gesture caught (after a
  /// ``request(_:allowed:)``): its progress runs the other way, and the presentation completing
  /// without finishing is the dismissal finishing — the page went back where it came from. A
  /// presentation that finishes cancels the dismissal. Nothing happens without a request.
  package mutating func recordCaughtPresentation(_ effects: [InteractionEffect]) -> [DismissalEvent] {
    effects.flatMap { effect -> [DismissalEvent] in
      guard let reason = current else { return [] }
      switch effect {
      case .updateInteractiveTransition(let p): return [.progress(1 - p, reason)]
      case .completeTransition(let presented):
        current = nil
        return [presented ? .cancelled(reason) : .finished(reason)]
      default: return []
      }
    }
  }

  /// A requested dismissal whose transition never started (UIKit refused it, the gesture ended
  /// first) is cancelled; nothing happens when none is in progress.
  package mutating func abandon() -> [DismissalEvent] {
    guard let reason = current else { return [] }
    current = nil
    return [.cancelled(reason)]
  }
}
