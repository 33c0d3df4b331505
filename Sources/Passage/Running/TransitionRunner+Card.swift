/// Where fingers hold a zoom's card (``TransitionRunner/cardLaws``).
package enum CardHold: Sendable {
  /// No finger holds it: the timeline places the card.
  case none
  /// A finger (or two) holds it.
  case held(CardGrip)
  /// Let go at `start` seconds: the card flies from `from` to `to`, where the timeline puts it at
  /// its end (the source, or back to the page), on `spring`, overshooting as the spring does.
  case released(from: CardGeometry, to: CardGeometry, start: Double, spring: DampedSpring)
}

/// A hold on a card: which recogniser took it, where, and what the fingers have done since.
package struct CardGrip: Sendable {
  /// The recogniser that took the touch.
  package var recognizer: InteractiveGesture.Recognizer
  /// Where the touch went down (the fingers' focal point for a pinch), in container points.
  package var point: Point
  /// Where the card was when it was caught (identity on a card at rest), relative to the
  /// timeline's card at the grabbed progress.
  package var base: CardPose
  /// What the fingers add on top of ``base``.
  package var pose: CardPose
  /// The timeline's card where the finger grabbed it (the progress stays there while it holds).
  package var grabbed: CardGeometry
  /// The finger's last translation since it went down, in points: where a release is projected
  /// from.
  package var lastMove = Point.zero
  /// Where a one-finger grip's translation left its dead zone, in points from where it went
  /// down: what the card's translation is counted from (as a recogniser counts from where it
  /// began), or `nil` while the finger is inside it.
  package var slop: Point?
  /// A pinch's last two scales of the fingers' distance and when they were read: for the rate
  /// they were closing at when they let go.
  package var pinches: [(time: Double, scale: Double)] = []
  /// A pinch's last scale of the fingers' distance (1 when they went down).
  package var fingersScale = 1.0
  /// Whether a pinch's fingers have closed: before they do, a turn alone does nothing.
  package var hasClosed = false
}

extension TransitionRunner {
  /// The timeline's card at `progress`, if the timeline has one.
  func timelineCard(atProgress progress: Double) -> LayerState? {
    timeline.scene(atProgress: progress).layer(gesture?.trackedRole ?? .presented)
  }

  /// The card at `time` as the fingers hold it or a released card flies; `nil` when no finger
  /// has held it (the timeline places it) or the timeline has no card.
  func heldCard(at time: Double) -> CardGeometry? {
    switch card {
    case .none: return nil
    case .held(let grip):
      return grip.grabbed.posed(by: grip.base).posed(by: grip.pose)
    case .released(let from, let to, let start, let spring):
      let settled = driver.completionTime.map { !(time < $0) } ?? false
      return from.blended(to: to, fraction: settled ? 1 : spring.value(at: max(time - start, 0)))
    }
  }

  /// `scene` with the card — the page and the source's picture above it — where the fingers hold
  /// it, or where a released card flies.
  func heldCardScene(_ scene: TransitionScene, at time: Double) -> TransitionScene {
    let role = gesture?.trackedRole ?? .presented
    guard let card = heldCard(at: time) else { return scene }
    var scene = scene
    for index in scene.layers.indices where [role, .sourceCopy].contains(scene.layers[index].role) {
      scene.layers[index] = card.applied(to: scene.layers[index])
    }
    return scene
  }

  /// The card as it is drawn at `time`, if the timeline has one.
  func cardGeometry(at time: Double) -> CardGeometry? {
    heldCard(at: time) ?? timelineCard(atProgress: progress(at: time)).map { CardGeometry($0) }
  }

  /// Handles `event` for a transition whose fingers hold a card by `laws`. While the card is held
  /// the progress UIKit and the app hear is how far the card has shrunk towards its source
  /// (``heldProgress(at:)``); the screen behind stays where the finger found it.
  mutating func handleCard(_ event: InteractionEvent, laws: ZoomGestures) -> [InteractionEffect] {
    // The driver's ordering rule comes first, for every event, before anything reads the card.
    if let refusal = driver.orderDiagnostic(for: event) { return [refusal] }
    let effects = handleCardEvent(event, laws: laws)
    guard case .held = card else { return effects }
    return effects.map {
      if case .updateInteractiveTransition = $0 {
        return .updateInteractiveTransition(heldProgress(at: event.time))
      }
      return $0
    }
  }

  /// How far the held card has shrunk from the page towards the source, 0…1: the fraction of the
  /// way from the page's size to the source's that the card has covered, along the side that
  /// changes the more.
  func heldProgress(at time: Double) -> Double {
    guard let card = heldCard(at: time), let open = timelineCard(atProgress: 0),
      let small = timelineCard(atProgress: 1)
    else { return progress(at: time) }
    let (dw, dh) = (open.size.width - small.size.width, open.size.height - small.size.height)
    guard max(abs(dw), abs(dh)) > 0 else { return progress(at: time) }
    let shrunk =
      abs(dw) >= abs(dh)
      ? (open.size.width - card.size.width) / dw : (open.size.height - card.size.height) / dh
    return shrunk.clampedToUnit
  }

  private mutating func handleCardEvent(_ event: InteractionEvent, laws: ZoomGestures) -> [InteractionEffect]
  {
    switch event {
    case .begin(let t):
      let caught = cardGeometry(at: t)
      let effects = driver.handle(event)
      guard case .interacting = driver.phase else { return effects }
      let recognizer = nextTouch.recognizer ?? .pan
      let bounds = context.bounds
      let point =
        nextTouch.point
        ?? (recognizer == .edge
          ? Point(x: context.layoutDirection == .leftToRight ? 0 : bounds.size.width, y: bounds.midY)
          : bounds.center)
      guard let layer = timelineCard(atProgress: progress(at: t)) else { return effects }
      var base = CardPose.identity
      if case .released = card, let caught { base = caught.pose(from: layer) }
      card = .held(
        CardGrip(
          recognizer: recognizer, point: point, base: base, pose: .identity, grabbed: CardGeometry(layer)))
      return effects
    case .drag(_, let dx, let dy):
      let effects = driver.handle(event)
      guard case .held(var grip) = card, grip.recognizer != .pinch, !effects.isDiagnostic else {
        return effects
      }
      grip.slop = grip.slop ?? laws.slop(dx: dx, dy: dy, recognizer: grip.recognizer)
      grip.pose = pose(dx: dx, dy: dy, grip: grip, laws: laws)
      grip.lastMove = Point(x: dx, y: dy)
      card = .held(grip)
      return effects
    case .move(let t, let translation):
      guard case .held(let grip) = card else { return driver.handle(event) }
      let along = translation * (context.layoutDirection == .leftToRight ? 1 : -1)
      let (dx, dy) = grip.recognizer == .edge ? (along, 0.0) : (0.0, translation)
      return handleCardEvent(.drag(at: t, dx: dx, dy: dy), laws: laws)
    case .pinch(let t, let scale, let rotation, let focal):
      guard case .held(var grip) = card, grip.recognizer == .pinch else {
        return [.diagnostic("pinch for a touch that is not a pinch; ignored")]
      }
      guard scale.isFinite, rotation.isFinite, scale >= 0, focal.isFinite else {
        return [.diagnostic("pinch with a non-finite value ignored")]
      }
      // The driver takes the pinch's time and holds the progress where the fingers grabbed it.
      let effects = driver.handle(event)
      guard !effects.isDiagnostic else { return effects }
      grip.fingersScale = scale
      grip.pinches = Array((grip.pinches + [(t, scale)]).suffix(2))
      grip.hasClosed = grip.hasClosed || scale < 1
      // The card follows the point between the fingers one to one, scaled and turned about where
      // they went down.
      grip.pose = CardPose(
        scale: max(min(scale, 1), 0.01), rotation: grip.hasClosed ? rotation : 0, pivot: grip.point,
        translation: focal)
      card = .held(grip)
      return effects
    case .release(let t, let vx, let vy):
      return letGo(at: t, velocity: (vx, vy), cancelled: false, laws: laws)
    case .end(let t, let v):
      guard case .held(let grip) = card else { return driver.handle(event) }
      let along = v * (context.layoutDirection == .leftToRight ? 1 : -1)
      let velocity = grip.recognizer == .edge ? (along, 0.0) : (0.0, v)
      return letGo(at: t, velocity: velocity, cancelled: false, laws: laws)
    case .cancel(let t):
      return letGo(at: t, velocity: (0, 0), cancelled: true, laws: laws)
    case .start, .tick:
      return driver.handle(event)
    }
  }

  /// The pose of a one-finger grip translated by (`dx`, `dy`) since it went down: nothing until
  /// it leaves its dead zone, then the laws of its recogniser, counted from there.
  func pose(dx: Double, dy: Double, grip: CardGrip, laws: ZoomGestures) -> CardPose {
    guard let slop = grip.slop ?? laws.slop(dx: dx, dy: dy, recognizer: grip.recognizer) else {
      return CardPose(scale: 1, rotation: 0, pivot: grip.point, translation: .zero)
    }
    let (ux, uy) = (dx - slop.x, dy - slop.y)
    let size = context.containerSize
    switch grip.recognizer {
    case .edge:
      let along = ux * (context.layoutDirection == .leftToRight ? 1 : -1)
      return CardPose(
        scale: laws.edgeScale(travel: along, width: size.width), rotation: 0, pivot: grip.point,
        translation: Point(x: ux, y: laws.band(uy, width: size.width)))
    case .pan, .pinch:
      let fall = max(uy, 0)
      let x = size.height > 0 ? fall / size.height : 0
      let lag = laws.fallLag * x * x * x * size.height
      let vertical = uy > 0 ? uy - lag : laws.band(uy, width: size.width)
      return CardPose(
        scale: laws.panScale(travel: fall, height: size.height), rotation: 0, pivot: grip.point,
        translation: Point(x: laws.band(ux, width: size.width), y: vertical))
    }
  }

  /// Whether a grip let go moving at `velocity` (points/second) lands the card: a pan or edge
  /// swipe by the scale its finger would reach ``ZoomGestures/projectionWindow`` ahead, a pinch by
  /// the fingers' scale; both read on top of where the card was caught.
  func lands(_ grip: CardGrip, velocity: (x: Double, y: Double), laws: ZoomGestures) -> Bool {
    switch grip.recognizer {
    case .pinch:
      return grip.base.scale * grip.fingersScale < laws.pinchBoundary
    case .pan, .edge:
      let window = laws.projectionWindow
      let projected = pose(
        dx: grip.lastMove.x + velocity.x * window, dy: grip.lastMove.y + velocity.y * window, grip: grip,
        laws: laws)
      let boundary = grip.recognizer == .pan ? laws.panBoundary : laws.edgeBoundary
      return grip.base.scale * projected.scale < boundary
    }
  }

  /// How fast the fingers of `grip` were moving when they let go at `velocity` (points per
  /// second), in card widths per second, for a quicker landing: an edge swipe's speed along the
  /// swipe over the container's width, a pinch's closing rate (its scale per second, from its last
  /// two readings); a pan's is 0 (its landing is not quickened).
  func releaseSpeed(_ grip: CardGrip, velocity: (x: Double, y: Double)) -> Double {
    switch grip.recognizer {
    case .pan: return 0
    case .edge:
      let width = context.containerSize.width
      return width > 0 ? abs(velocity.x) / width : 0
    case .pinch:
      guard grip.pinches.count == 2 else { return 0 }
      let (a, b) = (grip.pinches[0], grip.pinches[1])
      return b.time > a.time ? abs(b.scale - a.scale) / (b.time - a.time) : 0
    }
  }

  /// Lets the card go at `t`: it lands in the source or flies back, and the transition completes
  /// when every point of it has settled.
  private mutating func letGo(
    at t: Double, velocity: (x: Double, y: Double), cancelled: Bool, laws: ZoomGestures
  ) -> [InteractionEffect] {
    let event: InteractionEvent = cancelled ? .cancel(at: t) : .release(at: t, vx: velocity.x, vy: velocity.y)
    guard case .held(let grip) = card, case .interacting = driver.phase, velocity.x.isFinite,
      velocity.y.isFinite
    else {
      return driver.handle(event)
    }
    let finishing = !cancelled && lands(grip, velocity: velocity, laws: laws)
    let spring =
      finishing ? laws.landingSpring(forSpeed: releaseSpeed(grip, velocity: velocity)) : laws.cancelSpring
    let target = finishing ? 1.0 : progress(at: t)
    guard let from = cardGeometry(at: t), let end = timelineCard(atProgress: target).map(CardGeometry.init)
    else {
      return driver.settle(event, finishing: finishing, spring: spring, atLeast: 0)
    }
    let distance = from.distance(to: end)
    let settle = spring.settlingDuration(
      fromDisplacement: distance, velocity: 0, within: InteractionDriver.settledDistance)
    let effects = driver.settle(event, finishing: finishing, spring: spring, atLeast: settle)
    card = .released(from: from, to: end, start: t, spring: spring.withInitialVelocity(0))
    if effects.contains(where: { if case .completeTransition = $0 { true } else { false } }) {
      card = .none
    }
    return effects
  }
}

extension [InteractionEffect] {
  /// Whether these effects are only a diagnostic (the event was ignored).
  var isDiagnostic: Bool {
    count == 1 && { if case .diagnostic = self[0] { true } else { false } }()
  }
}
