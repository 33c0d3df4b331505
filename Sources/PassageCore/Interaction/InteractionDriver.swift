/// The deterministic state machine behind every transition, interactive or not.
///
/// Feed it timestamped `InteractionEvent`s; each call to ``handle(_:)`` returns the
/// ``InteractionEffect``s the host must perform, in order, and ``progress(at:)`` gives the
/// timeline progress for any time. The driver reads no clock and keeps no references, so the
/// same events always give the same effects and frames — on a device, in the renderer, in tests.
///
/// Guarantees (docs/TRANSITIONS.md, “Lifecycle”): appearance callbacks are balanced; `completeTransition` is sent exactly
/// once; progress stays in [0, 1] (a spring that overshoots is clamped); events that are out of
/// order, non-finite or meaningless in the current phase are answered with a `.diagnostic` effect
/// and otherwise ignored — they never crash and never complete a transition twice.
///
/// While a finger is down the tracked layer follows it — exactly, or past a dead zone that it then
/// trails by (``Configuration/deadZone``): the driver works in *travel*
/// (0…1 of the gesture's extent) and converts to progress through the `TravelCurve`. On release
/// it projects the velocity (``CompletionPolicy``) and completes with a spring whose initial
/// velocity is the finger's, so neither position nor velocity jumps.
package struct InteractionDriver: Sendable {
  /// What the driver needs to know about the transition it drives.
  package struct Configuration: Sendable {
    /// Present or dismiss: decides which side gets which appearance callbacks.
    package var direction: TransitionDirection
    /// The finger travel, in points, that takes the transition from start to end (> 0).
    package var extent: Double
    /// The non-interactive animation's timing curve.
    package var curve: TimingCurve
    /// The non-interactive animation's nominal duration, in seconds (Bézier curves).
    package var nominalDuration: Double
    /// Progress ↔ travel of the layer that follows the finger.
    package var travel: TravelCurve
    /// Finish-or-cancel decision and the completion spring.
    package var completion: CompletionPolicy
    /// How a finger's two-dimensional translation (``InteractionEvent/drag(at:dx:dy:)``) becomes
    /// travel, and whether it carries the tracked layer.
    package var finger: FingerMapping
    /// The finger travel, in points (≥ 0), that moves nothing: beyond it the tracked layer trails
    /// the finger by this much. The release decision reads the finger, not the layer.
    package var deadZone: Double
    /// The farthest any point of any layer moves per unit of progress, in points, and the largest
    /// change of any opacity per unit of progress: what a spring's settling is measured against.
    package var pointsPerProgress: Double = 0
    package var opacityPerProgress: Double = 1
    /// Whether a finger holds the progress where it grabbed the transition, moving a layer of its
    /// own instead (a zoom's card, ``settle(at:finishing:spring:atLeast:)``): the finger's
    /// travel is kept for its velocity but moves no progress.
    package var holdsProgress = false

    /// Creates a configuration; a non-positive or non-finite extent is replaced by 1 point, a
    /// negative or non-finite dead zone by 0.
    package init(
      direction: TransitionDirection, extent: Double, curve: TimingCurve, nominalDuration: Double,
      travel: TravelCurve = .identity, completion: CompletionPolicy, finger: FingerMapping = .horizontal,
      deadZone: Double = 0
    ) {
      self.direction = direction
      self.extent = extent.isFinite && extent > 0 ? extent : 1
      self.curve = curve
      self.nominalDuration = nominalDuration
      self.travel = travel
      self.completion = completion
      self.finger = finger
      self.deadZone = deadZone.isFinite && deadZone > 0 ? deadZone : 0
    }

    /// The settling threshold of a spring that covers `range` of progress, as a fraction of its
    /// distance: tight enough that every layer ends within ``InteractionDriver/settledDistance``
    /// points and ``InteractionDriver/settledOpacity`` of where it lands, and never looser than
    /// ``DampedSpring/settlingThreshold``.
    package func settlingThreshold(overProgress range: Double) -> Double {
      let r = abs(range)
      guard r > 0, r.isFinite else { return DampedSpring.settlingThreshold }
      let byPoints =
        pointsPerProgress > 0 ? InteractionDriver.settledDistance / (r * pointsPerProgress) : .infinity
      let byOpacity =
        opacityPerProgress > 0 ? InteractionDriver.settledOpacity / (r * opacityPerProgress) : .infinity
      return min(DampedSpring.settlingThreshold, byPoints, byOpacity)
    }

    /// The part of a finger translation (points along the travel, either sign) that moves the
    /// tracked layer: nothing within ``deadZone`` of where the finger went down, the rest beyond.
    package func layerTranslation(forFinger translation: Double) -> Double {
      guard deadZone > 0 else { return translation }
      return translation > 0 ? max(translation - deadZone, 0) : min(translation + deadZone, 0)
    }
  }

  /// How close, in points, every layer is to where it lands when a run is declared complete:
  /// 0.4, so that the jump to the end, however large the screen or wild the drag, stays under
  /// half a point.
  package static let settledDistance = 0.4
  /// How close every opacity is to where it lands when a run is declared complete: 0.004, about
  /// one 8-bit step (1/255).
  package static let settledOpacity = 0.004

  /// The configuration.
  package let configuration: Configuration
  /// The current phase.
  package private(set) var phase: InteractionPhase = .idle

  /// Where the finger has put the tracked layer, when the mapping carries it.
  package private(set) var carried = CarriedOffset.none

  /// How long the timed run lasts, in seconds: a spring until every layer has settled.
  private let timedDuration: Double
  /// How long the completion after the last release lasts, in seconds (set at the release).
  private var completionDuration = 0.0
  private var lastEventTime = -Double.infinity
  private var recentMoves: [(time: Double, translation: Double)] = []
  private var recentFingers: [(time: Double, finger: Point)] = []

  /// Creates a driver in the `idle` phase.
  package init(_ configuration: Configuration) {
    self.configuration = configuration
    if case .spring(let spring) = configuration.curve {
      timedDuration = spring.settlingDuration(within: configuration.settlingThreshold(overProgress: 1))
    } else {
      timedDuration = configuration.curve.duration(nominal: configuration.nominalDuration)
    }
  }

  /// How long a completion from travel `from` towards `finishing`'s end lasts, in seconds, on
  /// `spring` and with `carried` released: until every layer has settled.
  private func completionDuration(
    finishing: Bool, from: Double, spring: DampedSpring, carried: CarriedOffset
  ) -> Double {
    if from == (finishing ? 1 : 0) && carried.isTrivial { return 0 }
    let range = abs((finishing ? 1 : 0) - from) * configuration.travel.maximumProgressPerTravel
    let own = spring.settlingDuration(within: configuration.settlingThreshold(overProgress: range))
    let track = configuration.settlingThreshold(overProgress: carried.trackRange)
    // Within half the distance in each direction, so within it on the diagonal too.
    let offset = carried.settlingDuration(
      within: InteractionDriver.settledDistance / 2, trackThreshold: track)
    return max(own, offset)
  }

  /// Whether `completeTransition` has been sent.
  package var isComplete: Bool {
    if case .completed = phase { return true }
    return false
  }

  /// When the running animation or completion spring lands, in seconds on the events' clock; `nil`
  /// while idle, interacting or completed. A `tick` at or after this time completes the transition:
  /// this is the one completion rule, read by every host and recording.
  package var completionTime: Double? {
    switch phase {
    case .animating(let start): return start + timedDuration
    case .completing(_, _, let start, _): return start + completionDuration
    default: return nil
    }
  }

  /// The timeline progress (0…1) at `time` seconds, given the events handled so far.
  package func progress(at time: Double) -> Double {
    switch phase {
    case .idle: return 0
    case .animating(let start):
      // A spring runs until the driver declares it settled (``completionTime``), not its own
      // relative settling time, so nothing jumps at the end.
      var p = configuration.curve.progress(afterSeconds: time - start, of: configuration.nominalDuration)
      if case .spring(let spring) = configuration.curve, let end = completionTime, time < end {
        p = spring.value(at: max(time - start, 0))
      }
      return p.clampedToUnit
    case .interacting(let travel, let grab):
      return configuration.travel.progress(atTravel: configuration.holdsProgress ? grab : travel)
    case .completing:
      return configuration.travel.progress(atTravel: travel(at: time))
    case .completed(let finished): return finished ? 1 : 0
    }
  }

  /// The travel (0…1 of the extent) at `time`.
  package func travel(at time: Double) -> Double {
    switch phase {
    case .completing(let finishing, let from, let start, let spring):
      let target = finishing ? 1.0 : 0.0
      let t = time - start
      if let end = completionTime, !(time < end) { return target }
      let value = from + (target - from) * spring.value(at: max(t, 0))
      return value.clampedToUnit
    case .interacting(let travel, let grab): return configuration.holdsProgress ? grab : travel
    default: return configuration.travel.travel(atProgress: progress(at: time))
    }
  }

  /// The one ordering rule every event obeys, of every kind and whoever handles it (this driver,
  /// or a runner whose fingers hold a card): an event at a non-finite time, or earlier than the
  /// previous event the driver took, is ignored with this diagnostic; `nil` when it is in order.
  package func orderDiagnostic(for event: InteractionEvent) -> InteractionEffect? {
    let t = event.time
    guard t.isFinite else { return .diagnostic("\(event.name) at a non-finite time ignored") }
    guard t >= lastEventTime else {
      return .diagnostic(
        "\(event.name) at \(t) s is earlier than the previous event at \(lastEventTime) s; ignored")
    }
    return nil
  }

  /// Handles one event and returns what the host must do, in order.
  package mutating func handle(_ event: InteractionEvent) -> [InteractionEffect] {
    if let refusal = orderDiagnostic(for: event) { return [refusal] }
    let t = event.time
    if case .completed = phase {
      if case .tick = event { return [] }
      return [.diagnostic("\(event.name) after the transition completed; ignored")]
    }
    switch event {
    case .move(_, let d) where !d.isFinite:
      return [.diagnostic("move with a non-finite translation ignored")]
    case .end(_, let v) where !v.isFinite:
      return [.diagnostic("end with a non-finite velocity ignored")]
    case .drag(_, let dx, let dy)
    where !configuration.finger.travel(dx: dx, dy: dy).isFinite
      || (configuration.finger.carriesLayer && !(dx.isFinite && dy.isFinite)):
      return [.diagnostic("move with a non-finite translation ignored")]
    case .release(_, let vx, let vy)
    where !configuration.finger.travel(dx: vx, dy: vy).isFinite
      || (configuration.finger.carriesLayer && !(vx.isFinite && vy.isFinite)):
      return [.diagnostic("end with a non-finite velocity ignored")]
    default: break
    }
    lastEventTime = t
    switch event {
    case .start: return start(at: t)
    case .begin: return begin(at: t)
    case .move(_, let translation):
      return move(
        at: t, translation: translation, finger: configuration.finger.finger(forTravel: translation))
    case .drag(_, let dx, let dy):
      return move(
        at: t, translation: configuration.finger.travel(dx: dx, dy: dy), finger: Point(x: dx, y: dy))
    case .end(_, let velocity):
      let vector = configuration.finger.finger(forTravel: velocity)
      return release(at: t, velocity: velocity, vector: vector, cancelled: false)
    case .release(_, let vx, let vy):
      let velocity = configuration.finger.velocity(vx: vx, vy: vy, translation: lastFinger)
      return release(at: t, velocity: velocity, vector: Point(x: vx, y: vy), cancelled: false)
    case .pinch:
      // Only fingers that hold progress where they grabbed it, moving a layer of their own (a
      // zoom's card), pinch: the progress stays; every other gesture the driver maps has none.
      guard configuration.holdsProgress else {
        return [.diagnostic("pinch for a gesture that is not a pinch; ignored")]
      }
      guard case .interacting = phase else { return [.diagnostic("pinch while \(phase.name); ignored")] }
      return [.updateInteractiveTransition(progress(at: t))]
    case .cancel:
      return release(at: t, velocity: estimatedVelocity, vector: estimatedFingerVelocity, cancelled: true)
    case .tick: return tick(at: t)
    }
  }

  private var appearingRole: LayerRole { configuration.direction.appearingRole }
  private var disappearingRole: LayerRole { configuration.direction.disappearingRole }

  private var willEffects: [InteractionEffect] {
    [.appearance(appearingRole, .willAppear), .appearance(disappearingRole, .willDisappear)]
  }

  private mutating func start(at t: Double) -> [InteractionEffect] {
    guard case .idle = phase else { return [.diagnostic("start while \(phase.name); ignored")] }
    phase = .animating(startTime: t)
    return willEffects + tick(at: t)
  }

  private mutating func begin(at t: Double) -> [InteractionEffect] {
    recentMoves = []
    recentFingers = []
    switch phase {
    case .idle:
      phase = .interacting(travel: 0, grabTravel: 0)
      hold(at: t)
      return willEffects
    case .animating, .completing:
      // The context is interactive until the run lands (finish or cancel is sent then), so the
      // finger simply takes over where the run is: no pause, which UIViewControllerTransitioning.h
      // reserves for interruptible animators.
      let caught = travel(at: t)
      hold(at: t)
      phase = .interacting(travel: caught, grabTravel: caught)
      return [.updateInteractiveTransition(progress(at: t))]
    case .interacting, .completed:
      return [.diagnostic("begin while \(phase.name); ignored")]
    }
  }

  /// A finger takes the tracked layer where it is at `t`, when the mapping carries it.
  private mutating func hold(at t: Double) {
    guard configuration.finger.carriesLayer else { return }
    let end = completionTime
    carried = CarriedOffset(
      state: .held(
        progress: carried.trackProgress(at: t, progress: progress(at: t), end: end),
        grab: carried.offset(at: t, end: end), finger: .zero),
      spring: configuration.completion.spring)
  }

  private mutating func move(at t: Double, translation: Double, finger: Point) -> [InteractionEffect] {
    guard case .interacting(_, let grab) = phase else {
      return [.diagnostic("move while \(phase.name); ignored")]
    }
    let layerTranslation = configuration.layerTranslation(forFinger: translation)
    let travel = (grab + layerTranslation / configuration.extent).clampedToUnit
    phase = .interacting(travel: travel, grabTravel: grab)
    recentMoves.append((t, translation))
    if recentMoves.count > 2 { recentMoves.removeFirst() }
    recentFingers.append((t, finger))
    if recentFingers.count > 2 { recentFingers.removeFirst() }
    if case .held(let progress, let grabOffset, _) = carried.state {
      carried.state = .held(progress: progress, grab: grabOffset, finger: finger)
    }
    return [.updateInteractiveTransition(progress(at: t))]
  }

  /// The finger's last translation since it went down, in points.
  private var lastFinger: Point { recentFingers.last?.finger ?? .zero }

  /// The finger's velocity from the last two moves, points/second in each direction (zero when
  /// unknown).
  private var estimatedFingerVelocity: Point {
    guard recentFingers.count == 2 else { return .zero }
    let (a, b) = (recentFingers[0], recentFingers[1])
    let dt = b.time - a.time
    guard dt > 0 else { return .zero }
    return Point(x: (b.finger.x - a.finger.x) / dt, y: (b.finger.y - a.finger.y) / dt)
  }

  /// The finger's velocity from the last two moves, points/second (0 when unknown).
  private var estimatedVelocity: Double {
    guard recentMoves.count == 2 else { return 0 }
    let (a, b) = (recentMoves[0], recentMoves[1])
    let dt = b.time - a.time
    return dt > 0 ? (b.translation - a.translation) / dt : 0
  }

  private mutating func release(at t: Double, velocity: Double, vector: Point, cancelled: Bool)
    -> [InteractionEffect]
  {
    guard case .interacting(let travel, _) = phase else {
      return [.diagnostic("\(cancelled ? "cancel" : "end") while \(phase.name); ignored")]
    }
    let extent = configuration.extent
    // The decision reads where the tracked layer is, not the finger that leads it by the dead
    // zone: iOS's back swipe was measured by the page's edge (the measurement's analyser reads
    // the page, docs/PARITY.md), and its rule holds for that reading.
    let finishing =
      !cancelled
      && configuration.completion.shouldFinish(
        position: travel * extent, velocity: velocity, extent: extent)
    let target = finishing ? 1.0 : 0.0
    let remaining = target - travel
    // The spring runs 0 → 1 over the remaining distance: normalise the finger's velocity by it.
    let normalisedVelocity = remaining != 0 ? (velocity / extent) / remaining : 0
    let spring = configuration.completion.spring.withInitialVelocity(normalisedVelocity)
    phase = .completing(finishing: finishing, fromTravel: travel, startTime: t, spring: spring)
    if case .held(let progress, let grab, let finger) = carried.state {
      carried.state = .released(
        fromProgress: progress, toProgress: configuration.travel.progress(atTravel: target),
        offset: Point(x: grab.x + finger.x, y: grab.y + finger.y), velocity: vector, start: t)
    }
    completionDuration = completionDuration(
      finishing: finishing, from: travel, spring: spring, carried: carried)
    // No finish or cancel yet: the context stays interactive until the completion lands, so a new
    // touch can catch the page within UIKit's contract (UIViewControllerTransitioning.h).
    return tick(at: t)
  }

  /// Ends a finger's hold with `event` (an end, a release or a cancel) and a decision made
  /// elsewhere (a zoom's card reads its own release rule): the progress springs from where the
  /// finger grabbed it to the end `finishing` chooses on `spring` (from rest), and the completion
  /// lasts at least `duration` seconds, the time the held layer takes to settle. A diagnostic when
  /// the event is out of order (``orderDiagnostic(for:)``) or no finger is down.
  package mutating func settle(
    _ event: InteractionEvent, finishing: Bool, spring: DampedSpring, atLeast duration: Double
  ) -> [InteractionEffect] {
    if let refusal = orderDiagnostic(for: event) { return [refusal] }
    guard case .interacting(_, let grab) = phase else {
      return [.diagnostic("\(event.name) while \(phase.name); ignored")]
    }
    let t = event.time
    lastEventTime = t
    let resting = spring.withInitialVelocity(0)
    phase = .completing(finishing: finishing, fromTravel: grab, startTime: t, spring: resting)
    let own = completionDuration(finishing: finishing, from: grab, spring: resting, carried: .none)
    completionDuration = max(own, duration.isFinite ? max(duration, 0) : 0)
    return tick(at: t)
  }

  private mutating func tick(at t: Double) -> [InteractionEffect] {
    guard let end = completionTime, t >= end else { return [] }
    switch phase {
    case .animating: return [.finishInteractiveTransition] + complete(finished: true)
    case .completing(let finishing, _, _, _):
      let decision: InteractionEffect =
        finishing ? .finishInteractiveTransition : .cancelInteractiveTransition
      return [decision] + complete(finished: finishing)
    default: return []
    }
  }

  private mutating func complete(finished: Bool) -> [InteractionEffect] {
    phase = .completed(finished: finished)
    if finished {
      return [
        .appearance(appearingRole, .didAppear), .appearance(disappearingRole, .didDisappear),
        .completeTransition(finished: true),
      ]
    }
    return [
      .appearance(disappearingRole, .willAppear), .appearance(disappearingRole, .didAppear),
      .appearance(appearingRole, .willDisappear), .appearance(appearingRole, .didDisappear),
      .completeTransition(finished: false),
    ]
  }
}
