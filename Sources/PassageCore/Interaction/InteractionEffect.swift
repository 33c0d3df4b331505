/// A view-controller appearance callback (`beginAppearanceTransition`/`endAppearanceTransition`,
/// i.e. `viewWillAppear` … `viewDidDisappear`).
public enum AppearanceCallback: String, Sendable, Hashable, CaseIterable, Codable {
  /// `viewWillAppear(_:)`.
  case willAppear
  /// `viewDidAppear(_:)`.
  case didAppear
  /// `viewWillDisappear(_:)`.
  case willDisappear
  /// `viewDidDisappear(_:)`.
  case didDisappear
}

/// Something the host must do, in order, as the result of an event: UIKit's transition contract,
/// as docs/TRANSITIONS.md, “Lifecycle”, lists it.
public enum InteractionEffect: Sendable, Hashable {
  /// Send an appearance callback to the view controller of the given role.
  case appearance(LayerRole, AppearanceCallback)
  /// `UIViewControllerContextTransitioning.updateInteractiveTransition(_:)` with this progress.
  case updateInteractiveTransition(Double)
  /// `finishInteractiveTransition()`: the run lands at its end (sent just before
  /// `completeTransition(true)`, never earlier, so a finger can catch the run until then).
  case finishInteractiveTransition
  /// `cancelInteractiveTransition()`: the run lands back at its start (sent just before
  /// `completeTransition(false)`).
  case cancelInteractiveTransition
  /// `completeTransition(_:)`, exactly once per transition, after its last frame.
  case completeTransition(finished: Bool)
  /// An event was ignored; the reason says why. Never fatal.
  case diagnostic(String)

  /// A one-line description, e.g. `presented.willAppear` or `completeTransition(true)`.
  public var description: String {
    switch self {
    case .appearance(let role, let callback): return "\(role.rawValue).\(callback.rawValue)"
    case .updateInteractiveTransition(let p): return "updateInteractiveTransition(\(p))"
    case .finishInteractiveTransition: return "finishInteractiveTransition"
    case .cancelInteractiveTransition: return "cancelInteractiveTransition"
    case .completeTransition(let finished): return "completeTransition(\(finished))"
    case .diagnostic(let message): return "diagnostic: \(message)"
    }
  }
}
