/// The phase a transition's driver is in, without its parameters: what recordings, `passage
/// inspect` and tests show.
public enum DriverPhase: String, Sendable, Hashable, CaseIterable, Codable {
  /// Not started.
  case idle
  /// Running by itself on the timeline's curve.
  case animating
  /// Following a finger.
  case interacting
  /// Released; a spring carries it to the end.
  case finishing
  /// Released or cancelled; a spring carries it back to the start.
  case cancelling
  /// Done; `completeTransition(true)` was sent.
  case finished
  /// Done; `completeTransition(false)` was sent.
  case cancelled
}
