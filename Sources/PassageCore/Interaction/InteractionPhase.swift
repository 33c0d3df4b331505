/// Where a transition is in its life. The driver moves forward through these; a new touch during
/// `animating` or `completing` returns it to `interacting`.
package enum InteractionPhase: Sendable, Hashable {
  /// Not started: progress 0, nothing sent yet.
  case idle
  /// Running by itself on the timeline's curve since `startTime`.
  case animating(startTime: Double)
  /// Following a finger: `travel` (0…1 of the extent) was `grabTravel` when the finger went down.
  case interacting(travel: Double, grabTravel: Double)
  /// Released: a spring carries the travel from `fromTravel` to 1 (finishing) or 0 (cancelling).
  case completing(finishing: Bool, fromTravel: Double, startTime: Double, spring: DampedSpring)
  /// Done; `completeTransition(finished)` has been sent.
  case completed(finished: Bool)

  /// The phase without its parameters.
  package var name: DriverPhase {
    switch self {
    case .idle: return .idle
    case .animating: return .animating
    case .interacting: return .interacting
    case .completing(let finishing, _, _, _): return finishing ? .finishing : .cancelling
    case .completed(let finished): return finished ? .finished : .cancelled
    }
  }
}
