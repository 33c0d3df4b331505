extension TransitionRunner {
  /// Whether a grip let go moving at `velocity` (points/second) lands the card
  /// (``CardGestures/lands(scale:recognizer:)``): a pan or edge swipe by the scale its finger
  /// would reach ``CardGestures/projectionWindow`` ahead, a pinch by the fingers' scale; both read
  /// on top of where the card was caught.
  func lands(_ grip: CardGrip, velocity: Point, laws: CardGestures) -> Bool {
    let scale: Double
    switch grip.recognizer {
    case .pinch:
      scale = grip.fingersScale
    case .pan, .edge:
      let ahead = laws.projected(grip.lastMove, velocity: velocity)
      scale = pose(dx: ahead.x, dy: ahead.y, grip: grip, laws: laws).scale
    }
    return laws.lands(scale: grip.base.scale * scale, recognizer: grip.recognizer)
  }

  /// Lets the card go at `t`: it lands in the source or flies back, and the transition completes
  /// when every point of it has settled.
  mutating func letGo(at t: Double, velocity: Point, cancelled: Bool, laws: CardGestures)
    -> [InteractionEffect]
  {
    let event: InteractionEvent = cancelled ? .cancel(at: t) : .release(at: t, vx: velocity.x, vy: velocity.y)
    guard case .held(let grip) = card, case .interacting = driver.phase, velocity.isFinite else {
      return driver.handle(event)
    }
    let landing = !cancelled && lands(grip, velocity: velocity, laws: laws)
    // A landing finishes a dismissal and sends back the presentation it caught; a card that
    // returns keeps the page open either way.
    let finishing = landing == (context.direction == .dismiss)
    let speed = laws.releaseSpeed(
      recognizer: grip.recognizer, velocity: velocity, width: context.containerSize.width,
      pinches: grip.pinches, spread: grip.spread)
    let spring = landing ? laws.landingSpring(forSpeed: speed) : laws.cancelSpring
    // A returning card goes back where it was grabbed in a dismissal, and to the open page in a
    // presentation, whose flight it was caught in.
    let target = landing ? sourceEnd : (context.direction == .dismiss ? progress(at: t) : 1)
    guard let from = cardGeometry(at: t), let end = timelineCard(atProgress: target).map(CardGeometry.init)
    else {
      return driver.settle(event, finishing: finishing, spring: spring, atLeast: 0)
    }
    let distance = from.distance(to: end)
    let settle = spring.settlingDuration(
      fromDisplacement: distance, velocity: 0, within: InteractionDriver.settledDistance)
    // The covered screen comes home on its own spring after a landing; the run ends when it is
    // home too.
    let coveredFrom = landing ? progress(at: t) : nil
    let covered = coveredFrom.map { coveredTravel(from: $0) } ?? 0
    let coveredSettle = laws.coveredReturn.settlingDuration(
      fromDisplacement: covered, velocity: 0, within: InteractionDriver.settledDistance)
    // A landing edge swipe carries on the way the finger was going before the spring turns it
    // home (measured: 28–30 pt past the straight line at 800 pt/s, 38 at 1200); a pan's lands
    // straight, and a pinch's fingers leave no velocity.
    let carry = landing && grip.recognizer == .edge ? velocity : .zero
    let carrySettle = CardFlight.carrySettlingDuration(
      of: laws.landingSpring, speed: (carry.x * carry.x + carry.y * carry.y).squareRoot(),
      within: InteractionDriver.settledDistance)
    let effects = driver.settle(
      event, finishing: finishing, spring: spring, atLeast: max(settle, coveredSettle, carrySettle))
    card = .released(
      CardFlight(
        from: from, to: end, start: t, spring: spring.withInitialVelocity(0), coveredFrom: coveredFrom,
        carry: carry))
    if effects.contains(where: { if case .completeTransition = $0 { true } else { false } }) {
      card = .none
    }
    return effects
  }
}

extension TransitionRunner {
  /// How far, in points, the covered screen's farthest corner moves from `progress` to the end:
  /// its scale's change times half its diagonal.
  fileprivate func coveredTravel(from progress: Double) -> Double {
    let scale = { (p: Double) in self.timeline.scene(atProgress: p).layer(.presenting)?.transform.m11 ?? 1 }
    let size = context.containerSize
    return abs(scale(sourceEnd) - scale(progress))
      * (size.width * size.width + size.height * size.height).squareRoot() / 2
  }
}

extension [InteractionEffect] {
  /// Whether these effects are only a diagnostic (the event was ignored).
  var isDiagnostic: Bool {
    count == 1 && { if case .diagnostic = self[0] { true } else { false } }()
  }
}
