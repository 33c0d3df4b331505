/// A transition, its context and the interaction driver combined: the one piece of logic that
/// answers "what is on screen at time t, and what must the host do now?".
///
/// The UIKit front end calls it on every display frame and gesture callback; the renderer and
/// `passage inspect` call it for every sample. Under Reduce Motion the transition's timeline is
/// replaced by a ``Fade`` while its gesture (and so its interactive dismissal) is kept.
///
/// ```swift
/// var runner = TransitionRunner(Push(), context: TransitionContext(direction: .dismiss))
/// _ = runner.handle(.begin(at: 0))
/// _ = runner.handle(.move(at: 0.1, translation: 60))
/// let effects = runner.handle(.end(at: 0.2, velocity: 500))  // [.finishInteractiveTransition]
/// let scene = runner.scene(at: 0.3)
/// ```
package struct TransitionRunner: Sendable {
  /// The transition's name (as given, even under Reduce Motion).
  package let transitionName: String
  /// The context.
  package let context: TransitionContext
  /// The timeline being played (a ``Fade`` under Reduce Motion).
  package let timeline: Timeline
  /// The gesture that drives the transition, if any. A presentation, which has no gesture of its
  /// own, is caught by its dismissal's gesture, moving it backwards (``gestureSign`` −1).
  package let gesture: InteractiveGesture?
  /// +1 when the finger moves the transition forwards along ``gesture``'s direction, −1 when it
  /// moves it backwards (a presentation caught by its dismissal's gesture).
  package let gestureSign: Double
  /// The state machine.
  package internal(set) var driver: InteractionDriver
  /// The laws by which fingers hold the page as a card, when the gesture holds one
  /// (``InteractiveGesture/holdsCard``) without Reduce Motion — in a dismissal, or in the
  /// presentation its gesture catches; `nil` otherwise.
  package let cardLaws: CardGestures?
  /// Where fingers hold the card (``cardLaws``).
  package internal(set) var card = CardHold.none
  /// The recogniser, touch point and pinch spread of the next `begin`, when a front end or script
  /// names them (``begin(at:by:at:spread:)``).
  var nextTouch = GestureTouch()
  /// The presented page's corner radius at rest, in points: the transition's own where its page
  /// is open (``Zoom/pageCornerRadius``; 0 for the others), kept under Reduce Motion too.
  package let restingCornerRadius: Double

  /// Creates a runner for `transition` in `context`.
  package init(_ transition: any PassageTransition, context: TransitionContext) {
    transitionName = transition.name
    self.context = context
    let played: any PassageTransition =
      context.reduceMotion ? transition.reducedMotion : transition
    let timeline = played.timeline(in: context)
    self.timeline = timeline
    restingCornerRadius = transition.restingCornerRadius(in: context)
    let own = transition.interactiveGesture(in: context)
    let caught = own == nil ? transition.interactiveGesture(in: context.with(direction: .dismiss)) : nil
    let gesture = own ?? caught
    self.gesture = gesture
    gestureSign = own == nil && caught != nil && context.direction == .present ? -1 : 1
    let laws = context.reduceMotion ? nil : gesture?.holdsCard
    cardLaws = laws
    let extent = gesture?.extent ?? context.containerSize.width
    let travel =
      gesture?.tracking == .free
      ? .identity : TransitionRunner.travelCurve(of: timeline, following: gesture?.trackedRole ?? .presented)
    var configuration = InteractionDriver.Configuration(
      direction: context.direction, extent: extent, curve: timeline.curve,
      nominalDuration: timeline.nominalDuration, travel: travel, completion: played.completion,
      finger: gesture?.finger(sign: gestureSign, carriesLayer: !context.reduceMotion && laws == nil)
        ?? .horizontal,
      deadZone: gesture?.deadZone ?? 0)
    configuration.holdsProgress = laws != nil
    (configuration.pointsPerProgress, configuration.opacityPerProgress) = TransitionRunner.rates(of: timeline)
    driver = InteractionDriver(configuration)
  }

  /// The farthest any corner of any layer moves, in points, and the most any opacity (the
  /// layer's or its shadow's) changes, per unit of progress, over 16 even steps of the timeline:
  /// what the driver measures a spring's settling against. Exact for tracks linear in progress;
  /// for curved ones the steepest chord is within a few per cent of the steepest tangent, which
  /// the driver's 0.4 pt leaves room for under half a point.
  static func rates(of timeline: Timeline) -> (points: Double, opacity: Double) {
    let steps = 16
    var (points, opacity) = (0.0, 0.0)
    var previous = timeline.scene(atProgress: 0)
    for i in 1...steps {
      let scene = timeline.scene(atProgress: Double(i) / Double(steps))
      for layer in scene.layers {
        guard let before = previous.layer(layer.role) else { continue }
        for (a, b) in zip(before.projectedCorners, layer.projectedCorners) {
          guard let a, let b else { continue }
          let d = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
          if d.isFinite { points = max(points, d * Double(steps)) }
        }
        let change = max(
          abs(layer.opacity - before.opacity), abs(layer.shadow.opacity - before.shadow.opacity))
        if change.isFinite { opacity = max(opacity, change * Double(steps)) }
      }
      previous = scene
    }
    return (points, opacity)
  }

  /// The finger's translation or velocity (`dx`, `dy`, container points, y down) along the
  /// transition's direction of travel.
  package func travel(dx: Double, dy: Double) -> Double {
    (gesture?.travel(dx: dx, dy: dy) ?? dx) * gestureSign
  }

  /// Handles an event; returns the effects for the host, in order.
  package mutating func handle(_ event: InteractionEvent) -> [InteractionEffect] {
    guard let laws = cardLaws else { return driver.handle(event) }
    return handleCard(event, laws: laws)
  }

  /// A finger goes down at `time`, taken by `recognizer` at `point` (container points), a pinch's
  /// fingers `spread` points apart, when the front end knows them: what a card's pivot and laws
  /// need (``cardLaws``). Otherwise the same as `handle(.begin(at: time))`.
  package mutating func begin(
    at time: Double, by recognizer: InteractiveGesture.Recognizer?, at point: Point? = nil,
    spread: Double? = nil
  ) -> [InteractionEffect] {
    nextTouch = GestureTouch(recognizer: recognizer, point: point, spread: spread)
    defer { nextTouch = GestureTouch() }
    return handle(.begin(at: time))
  }

  /// The progress (0…1) at `time` seconds.
  package func progress(at time: Double) -> Double { driver.progress(at: time) }

  /// The phase.
  package var phase: InteractionPhase { driver.phase }

  /// What is on screen at `time`: the timeline's scene while the transition runs, and the
  /// ``restingScene(finished:)`` once it has completed.
  package func scene(at time: Double) -> TransitionScene {
    if case .completed(let finished) = driver.phase { return restingScene(finished: finished) }
    return runningScene(at: time)
  }

  /// The screens after completion, with nothing left transformed, dimmed or shadowed: the
  /// presenting screen at the container's bounds, and above it the presented screen when it stays
  /// (a finished presentation or a cancelled dismissal), with ``restingCornerRadius``.
  package func restingScene(finished: Bool) -> TransitionScene {
    let bounds = context.bounds
    var layers = [LayerState(role: .presenting, content: .presentingScreen, frame: bounds)]
    if finished == (context.direction == .present) {
      var page = LayerState(role: .presented, content: .presentedScreen, frame: bounds)
      page.cornerRadius = restingCornerRadius
      layers.append(page)
    }
    return TransitionScene(containerSize: context.containerSize, layers: layers)
  }

  /// The travel of the layer with `role` along its direction of motion, sampled over progress, so
  /// that a finger can keep it in place (identity when the layer does not move).
  static func travelCurve(of timeline: Timeline, following role: LayerRole) -> TravelCurve {
    guard let layer = timeline.layers.last(where: { $0.base.role == role }), let track = layer.position else {
      return .identity
    }
    let start = track.value(at: 0)
    let end = track.value(at: 1)
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return .identity }
    let count = 257
    let samples = (0..<count).map { i -> Double in
      let p = track.value(at: Double(i) / Double(count - 1))
      return ((p.x - start.x) * dx + (p.y - start.y) * dy) / (length * length)
    }
    return TravelCurve(samples: samples)
  }
}
