/// What an app hears about one dismissal (or navigation pop), in order:
///
/// ```
/// vetoed(reason)                                     the app answered "should begin" with false
/// willBegin(reason) progress(p, reason)* finished(reason) | cancelled(reason)
/// ```
///
/// Every `willBegin` is followed by exactly one `finished` or `cancelled` with the same reason;
/// a vetoed request is never followed by either. `progress` is reported as the dismissal moves
/// (0 = still presented, 1 = gone): with each move of the finger, and on a device at each display
/// frame while a run plays by itself (a timed dismissal, the spring after a release).
public enum DismissalEvent: Sendable, Hashable, CustomStringConvertible {
  /// The app vetoed the dismissal: nothing runs (a vetoed pull resists like a rubber band).
  case vetoed(DismissalReason)
  /// The dismissal begins.
  case willBegin(DismissalReason)
  /// A finger moved the interactive dismissal to `progress` (0…1).
  case progress(Double, DismissalReason)
  /// The dismissal went back: the screen stays.
  case cancelled(DismissalReason)
  /// The dismissal completed: the screen is gone.
  case finished(DismissalReason)

  /// The reason the dismissal started.
  public var reason: DismissalReason {
    switch self {
    case .vetoed(let r), .willBegin(let r), .progress(_, let r), .cancelled(let r), .finished(let r): return r
    }
  }

  /// The event's name: `vetoed`, `willBegin`, `progress`, `cancelled` or `finished`.
  public var name: String {
    switch self {
    case .vetoed: return "vetoed"
    case .willBegin: return "willBegin"
    case .progress: return "progress"
    case .cancelled: return "cancelled"
    case .finished: return "finished"
    }
  }

  /// E.g. `willBegin(leadingEdgeSwipe)` or `progress(0.25, pullDown)`.
  public var description: String {
    if case .progress(let p, let r) = self { return "progress(\(p), \(r.rawValue))" }
    return "\(name)(\(reason.rawValue))"
  }
}
