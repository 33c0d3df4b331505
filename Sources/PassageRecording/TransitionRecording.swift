import Passage

/// A transition played from start to end — by itself, or driven by a `GestureScript` — and
/// sampled: the scenes at chosen times and every effect with the time it happened.
///
/// What `passage inspect` prints, what `passage render` draws and what snapshot tests compare:
/// one recording, one source of truth.
public struct TransitionRecording: Sendable {
  /// One sampled instant.
  public struct Sample: Sendable, Hashable {
    /// Seconds since the start.
    public var time: Double
    /// The timeline progress, 0…1.
    public var progress: Double
    /// The driver's phase.
    public var phase: DriverPhase
    /// What is on screen.
    public var scene: TransitionScene
  }

  /// One effect with its time.
  public struct Event: Sendable, Hashable {
    /// Seconds since the start.
    public var time: Double
    /// What the host had to do.
    public var effect: InteractionEffect
  }

  /// One dismissal event with its time.
  public struct DismissalRecord: Sendable, Hashable {
    /// Seconds since the start.
    public var time: Double
    /// What the app heard.
    public var event: DismissalEvent
  }

  /// The transition's name.
  public var transitionName: String
  /// The context it ran in.
  public var context: TransitionContext
  /// The non-interactive animation's duration, in seconds.
  public var duration: Double
  /// The time the run ends, in seconds: the animation's end, or the completion after a gesture
  /// (the last scripted event when the finger never lifts).
  public var endTime: Double
  /// The samples, in time order.
  public var samples: [Sample]
  /// The effects, in the order they happened.
  public var events: [Event]
  /// For a dismissal, what the app's dismissal handlers hear, in order (empty for a presentation).
  public var dismissalEvents: [DismissalRecord]

  /// The samples of a recording without sample times, and of `passage inspect` and `passage curve`
  /// without `--samples`: 11, so every tenth of the run with both ends.
  public static let defaultSampleCount = 11

  /// The reason `script` dismisses with when no other is given.
  static func reason(of script: GestureScript, runner: TransitionRunner) -> DismissalReason {
    let holdsCard = runner.gesture?.holdsCard != nil
    switch script.touches.first?.recognizer {
    case .pinch?: return .pinch
    case .edge?: return .leadingEdgeSwipe
    case .pan? where holdsCard: return .drag
    case nil where holdsCard: return .drag
    default: return runner.gesture.map { DismissalReason(startedBy: $0.kind) } ?? .leadingEdgeSwipe
    }
  }

  /// Plays `transition` in `context`, samples it and records its effects.
  ///
  /// Without a gesture the transition starts at time 0 and runs by itself. With one, the script's
  /// events drive it (a transition with a script is interactive from its first `begin`).
  ///
  /// - Parameters:
  ///   - transition: the transition to play.
  ///   - context: where and which way it runs.
  ///   - gesture: the scripted finger, or `nil` for a timed run.
  ///   - times: the sample times, seconds; when `nil`, `sampleCount` samples spread evenly over
  ///     `[0, endTime]`, including both ends.
  ///   - sampleCount: used without `times`; at least 1 (values below are raised to 1);
  ///     ``defaultSampleCount`` by default.
  ///   - dismissalReason: the reason a scripted gesture dismisses with; by default the one of
  ///     the recogniser its first touch names (a pan that holds a card is a drag, an edge swipe a
  ///     leading-edge swipe, a pinch a pinch), else the transition's gesture's (leading-edge swipe
  ///     or pull-down). A timed dismissal is programmatic.
  ///   - vetoed: whether the app's "should begin" answers no: the script then moves nothing.
  public init(
    _ transition: any PassageTransition, context: TransitionContext, gesture: GestureScript? = nil,
    times: [Double]? = nil, sampleCount: Int = defaultSampleCount, dismissalReason: DismissalReason? = nil,
    vetoed: Bool = false
  ) {
    // First pass: find when the run ends; second pass: sample it.
    var probe = GestureReplay(
      transition, context: context, gesture: gesture, dismissalReason: dismissalReason, vetoed: vetoed)
    probe.play()
    let endTime = probe.endTime
    let sampleTimes: [Double]
    if let times {
      sampleTimes = times
    } else {
      let n = max(sampleCount, 1)
      sampleTimes = (0..<n).map { n == 1 ? 0 : endTime * Double($0) / Double(n - 1) }
    }
    var player = GestureReplay(
      transition, context: context, gesture: gesture, dismissalReason: dismissalReason, vetoed: vetoed,
      sampleTimes: sampleTimes)
    player.play()
    self.transitionName = transition.name
    self.context = context
    self.duration = player.runner.timeline.duration
    self.endTime = endTime
    self.samples = player.samples.sorted { $0.0 < $1.0 }.map(\.1)
    self.events = player.events
    self.dismissalEvents = player.dismissalEvents
  }
}
