import PassageCore

/// Where a Passage transition is, for content that moves along with it (a toolbar that fades
/// with the page, a badge that follows the finger): which way it runs, how far the presented
/// screen has come, and whether a finger holds it.
///
/// ```swift
/// delegate.onProgress = { progress in toolbar.alpha = 1 - progress.presentedFraction }
/// ```
///
/// It changes at every display frame of a run (up to 120 Hz) and at every move of a finger,
/// through presentations, timed and interactive dismissals and catches, and rests at
/// ``presented`` or ``dismissed`` when the transition completes.
public struct PassageTransitionProgress: Sendable, Hashable, CustomStringConvertible {
  /// Which way a transition runs.
  public enum Phase: String, Sendable, Hashable {
    /// No transition runs: the presented screen is at rest, on screen or gone.
    case idle
    /// The presented screen is arriving (a presentation or a push).
    case presenting
    /// The presented screen is leaving (a dismissal or a pop), until it is gone or springs back.
    case dismissing
  }

  /// Which way the transition runs now, or ``Phase/idle``.
  public var phase: Phase
  /// How far the presented screen has come, from 0 (gone) to 1 (presented, at rest): UIKit's
  /// percent complete for a presentation, one minus it for a dismissal, clamped to 0…1.
  public var presentedFraction: Double
  /// Whether a finger drives the transition now (rather than a timed run or a landing).
  public var isInteractive: Bool

  /// Creates a progress.
  public init(phase: Phase, presentedFraction: Double, isInteractive: Bool = false) {
    self.phase = phase
    self.presentedFraction = presentedFraction.clampedToUnit
    self.isInteractive = isInteractive
  }

  /// At rest with the presented screen gone (or never shown).
  public static let dismissed = PassageTransitionProgress(phase: .idle, presentedFraction: 0)
  /// At rest with the presented screen on screen.
  public static let presented = PassageTransitionProgress(phase: .idle, presentedFraction: 1)

  /// E.g. `dismissing 0.42 (finger)` or `idle 1`.
  public var description: String {
    "\(phase.rawValue) \(presentedFraction)" + (isInteractive ? " (finger)" : "")
  }

  /// What a view sees when this progress, of one presentation, is set over `inherited`, the
  /// progress from further up (another presentation from the same screen): this one while its
  /// presentation runs or is shown, `inherited` while it is at rest with its screen gone.
  package func shown(over inherited: PassageTransitionProgress) -> PassageTransitionProgress {
    self == .dismissed ? inherited : self
  }

  /// The progress once a transition running in `direction` has performed `effects`, in order
  /// (``InteractionEffect``: UIKit's percent complete, the completion), with a finger on it or
  /// not. Effects that say nothing of the progress leave it, but the transition runs from the
  /// first call: its phase is `direction`'s until it completes.
  package func performing(
    _ effects: [InteractionEffect], direction: TransitionDirection, fingerDown: Bool
  ) -> PassageTransitionProgress {
    var next = self
    let running: Phase = direction == .present ? .presenting : .dismissing
    if next.phase == .idle { next.phase = running }
    for effect in effects {
      switch effect {
      case .updateInteractiveTransition(let percent):
        next.phase = running
        next.presentedFraction = (direction == .present ? percent : 1 - percent).clampedToUnit
      case .completeTransition(let finished):
        return finished == (direction == .present) ? .presented : .dismissed
      case .appearance, .finishInteractiveTransition, .cancelInteractiveTransition, .diagnostic:
        continue
      }
    }
    next.isInteractive = fingerDown
    return next
  }
}
