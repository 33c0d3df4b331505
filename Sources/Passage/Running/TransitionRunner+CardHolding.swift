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
      var pose = grip.chase?.pose(at: time) ?? grip.pose
      let under = underFingers(grip, at: time)
      if grip.flight != nil, let open = timelineCard(atProgress: 1 - sourceEnd), open.size.width > 0 {
        // Over a flight the fingers' scale is the card's on the open page: the card grows on
        // with the flight until it is as large as the fingers hold it there, then follows them
        // (measured: a drag caught at 0.8 of the width grew on for three or four frames, then
        // read the pan's scale of the full screen; flicks caught at 0.70 and 0.83 of the width
        // both lifted from the same card). The translation applies as it is.
        let flown = under.size.width / open.size.width
        pose.scale = flown > 0 ? min(1, pose.scale / flown) : pose.scale
      }
      return under.posed(by: grip.base).posed(by: pose)
    case .released(let flight):
      let settled = driver.completionTime.map { !(time < $0) } ?? false
      return flight.card(
        after: time - flight.start, settled: settled, carrySpring: cardLaws?.landingSpring ?? flight.spring)
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
    if let covered = coveredProgress(at: time),
      let index = scene.layers.lastIndex(where: { $0.role == .presenting }),
      let layer = timeline.scene(atProgress: covered).layer(.presenting)
    {
      scene.layers[index] = layer
    }
    return scene
  }

  /// Where the covered screen is on its way home after a landing, as progress along the
  /// timeline: from where the fingers left it to the source's end on ``CardGestures/coveredReturn``, which
  /// runs on its own clock from the release (iOS's covered page finishes 200–270 ms after the
  /// card has landed); `nil` while it follows the timeline.
  func coveredProgress(at time: Double) -> Double? {
    guard case .released(let flight) = card, let from = flight.coveredFrom, let laws = cardLaws else {
      return nil
    }
    let settled = driver.completionTime.map { !(time < $0) } ?? false
    let fraction = settled ? 1 : laws.coveredReturn.value(at: max(time - flight.start, 0))
    return from + (sourceEnd - from) * fraction
  }

  /// The card the fingers' pose applies to at `time`: where they grabbed it, or, when they caught
  /// a flight, where that flight has carried it since (``heldCard(at:)`` reads the fingers'
  /// scale there as on the open page).
  func underFingers(_ grip: CardGrip, at time: Double) -> CardGeometry {
    guard let start = grip.flight,
      let layer = timelineCard(atProgress: timeline.progress(atTime: time - start).clampedToUnit)
    else { return grip.grabbed }
    return CardGeometry(layer)
  }

  /// When a held card stops moving with no event, in seconds: a pinch's card caught up with its
  /// fingers (within ``InteractionDriver/settledDistance`` at its farthest corner), a caught
  /// flight landed under them; `nil` when no finger holds a card, or its card moves only with
  /// them. Until then a host draws frames.
  package var heldCardSettledTime: Double? {
    guard case .held(let grip) = card, grip.chase != nil || grip.flight != nil else { return nil }
    let flightEnd = grip.flight.map { $0 + timeline.duration } ?? -Double.infinity
    guard let chase = grip.chase else { return flightEnd }
    let card = grip.grabbed.posed(by: grip.base)
    let (dx, dy) = (
      abs(card.center.x - grip.point.x) + card.size.width / 2,
      abs(card.center.y - grip.point.y) + card.size.height / 2
    )
    let chaseEnd = chase.settledTime(
      within: InteractionDriver.settledDistance, extent: (dx * dx + dy * dy).squareRoot())
    return max(chaseEnd, flightEnd)
  }

  /// The card as it is drawn at `time`, if the timeline has one.
  func cardGeometry(at time: Double) -> CardGeometry? {
    heldCard(at: time) ?? timelineCard(atProgress: progress(at: time)).map { CardGeometry($0) }
  }

  /// Handles `event` for a transition whose fingers hold a card by `laws`. While the card is held
  /// the progress UIKit and the app hear is how far the card has shrunk towards its source
  /// (``heldProgress(at:)``); the screen behind stays where the finger found it.
  mutating func handleCard(_ event: InteractionEvent, laws: CardGestures) -> [InteractionEffect] {
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
    guard let card = heldCard(at: time), let open = timelineCard(atProgress: 1 - sourceEnd),
      let small = timelineCard(atProgress: sourceEnd)
    else { return progress(at: time) }
    let (dw, dh) = (open.size.width - small.size.width, open.size.height - small.size.height)
    guard max(abs(dw), abs(dh)) > 0 else { return progress(at: time) }
    let shrunk =
      abs(dw) >= abs(dh)
      ? (open.size.width - card.size.width) / dw : (open.size.height - card.size.height) / dh
    // What UIKit hears runs from the open page towards the source in a dismissal, and the other
    // way in a presentation.
    return context.direction == .dismiss ? shrunk.clampedToUnit : 1 - shrunk.clampedToUnit
  }

  /// The progress at which the card is in its source: 1 in a dismissal, 0 in a presentation
  /// (whose timeline starts there); the open page is at the other end.
  var sourceEnd: Double { context.direction == .dismiss ? 1 : 0 }

  private mutating func handleCardEvent(_ event: InteractionEvent, laws: CardGestures) -> [InteractionEffect]
  {
    switch event {
    case .begin(let t):
      let caught = cardGeometry(at: t)
      let flight: Double? = if case .animating(let start) = driver.phase { start } else { nil }
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
          recognizer: recognizer, point: point, base: base, pose: .identity, grabbed: CardGeometry(layer),
          flight: flight, spread: nextTouch.spread))
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
      grip.fingersScale = laws.pinchScale(recognizerScale: scale, spread: grip.spread)
      grip.pinches = Array((grip.pinches + [(t, scale)]).suffix(2))
      grip.hasClosed = grip.hasClosed || grip.fingersScale < 1
      grip.pose = laws.pinchPose(
        scale: grip.fingersScale, rotation: rotation, hasClosed: grip.hasClosed, pivot: grip.point,
        focal: focal)
      var chase = grip.chase ?? PoseChase(at: t, resting: .identity, spring: laws.pinchChase)
      chase.follow(grip.pose, at: t)
      grip.chase = chase
      card = .held(grip)
      return effects
    case .release(let t, let vx, let vy):
      return letGo(at: t, velocity: Point(x: vx, y: vy), cancelled: false, laws: laws)
    case .end(let t, let v):
      guard case .held(let grip) = card else { return driver.handle(event) }
      let along = v * (context.layoutDirection == .leftToRight ? 1 : -1)
      let velocity = grip.recognizer == .edge ? Point(x: along, y: 0) : Point(x: 0, y: v)
      return letGo(at: t, velocity: velocity, cancelled: false, laws: laws)
    case .cancel(let t):
      return letGo(at: t, velocity: .zero, cancelled: true, laws: laws)
    case .start, .tick:
      return driver.handle(event)
    }
  }

  /// The pose of a one-finger grip translated by (`dx`, `dy`) since it went down, by `laws`
  /// (``CardGestures/pose(dx:dy:slop:recognizer:pivot:size:direction:)``).
  func pose(dx: Double, dy: Double, grip: CardGrip, laws: CardGestures) -> CardPose {
    laws.pose(
      dx: dx, dy: dy, slop: grip.slop, recognizer: grip.recognizer, pivot: grip.point,
      size: context.containerSize, direction: context.layoutDirection)
  }
}
