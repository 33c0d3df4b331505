import PassageLibC

/// Where fingers hold a zoom's card (``TransitionRunner/cardLaws``).
package enum CardHold: Sendable {
  /// No finger holds it: the timeline places the card.
  case none
  /// A finger (or two) holds it.
  case held(CardGrip)
  /// Let go: the card flies to where the timeline puts it at its end.
  case released(CardFlight)
}

/// A released card's way to where the timeline puts it at its end (the source, or back to the
/// page).
package struct CardFlight: Sendable {
  /// Where the fingers left the card, and where it goes.
  package var from: CardGeometry
  package var to: CardGeometry
  /// When it was let go, in seconds.
  package var start: Double
  /// The spring it flies on, from rest, overshooting as the spring does.
  package var spring: DampedSpring
  /// The progress the covered screen comes home from on its own spring
  /// (``CardGestures/coveredReturn``) after a landing; `nil` when it stays.
  package var coveredFrom: Double?
  /// The fingers' velocity at the release, in points/second, that a landing card carries on
  /// with before the spring turns it home (zero for a pan, a pinch and a cancel).
  package var carry: Point

  /// The card `elapsed` seconds after the release: on the straight line from ``from`` to ``to``
  /// by ``spring``, plus the carry, `carry · e^(−ζω t) sin(ω_d t) / ω_d` on `carrySpring` (the
  /// motion a spring released at the target with the fingers' velocity makes: it rises, peaks
  /// and decays); at ``to`` once `settled`.
  package func card(after elapsed: Double, settled: Bool, carrySpring: DampedSpring) -> CardGeometry {
    guard !settled else { return to }
    let t = max(elapsed, 0)
    var card = from.blended(to: to, fraction: spring.value(at: t))
    let reach = Self.impulseResponse(of: carrySpring, at: t)
    card.center = Point(x: card.center.x + carry.x * reach, y: card.center.y + carry.y * reach)
    return card
  }

  /// When a carry of `speed` points/second on `spring` stays within `points` of nothing: when its
  /// envelope `speed / ω_d · e^(−ζω t)` falls below `points` for an under-damped spring (the
  /// landing's); the spring's own settling duration for any other; 0 for no carry.
  static func carrySettlingDuration(of spring: DampedSpring, speed: Double, within points: Double) -> Double {
    let (omega, zeta) = (spring.naturalFrequency, spring.dampingRatio)
    guard speed > 0, speed.isFinite, omega > 0, points > 0 else { return 0 }
    guard zeta > 0, zeta < 1 else { return spring.settlingDuration }
    let peak = speed / (omega * (1 - zeta * zeta).squareRoot())
    return peak > points ? log(peak / points) / (zeta * omega) : 0
  }

  /// How far, in seconds of velocity, a spring released at its rest with a unit velocity has gone
  /// after `t` seconds: `e^(−ζω t) sin(ω_d t) / ω_d` when under-damped, `t e^(−ω t)` when
  /// critically damped, the over-damped difference of exponentials otherwise.
  static func impulseResponse(of spring: DampedSpring, at t: Double) -> Double {
    let (omega, zeta) = (spring.naturalFrequency, spring.dampingRatio)
    guard omega > 0, t > 0 else { return 0 }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * omega * t) * sin(damped * t) / damped
    }
    if zeta == 1 { return t * exp(-omega * t) }
    let root = omega * (zeta * zeta - 1).squareRoot()
    return (exp((-zeta * omega + root) * t) - exp((-zeta * omega - root) * t)) / (2 * root)
  }
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
  /// A pinch's card chasing ``pose`` (``CardGestures/pinchChase``); `nil` for one finger, whose
  /// card is where the finger puts it.
  package var chase: PoseChase?
  /// The timeline's card where the finger grabbed it (the progress stays there while it holds).
  package var grabbed: CardGeometry
  /// When the timed flight the fingers caught began, in seconds, if they caught one (a zoom's
  /// presentation): the card under them flies on from ``grabbed`` as the flight would have, and
  /// the fingers' pose applies on top of it (measured: iOS's push goes on under a drag and a
  /// pinch, which then read as on the open page); `nil` for a card at rest.
  package var flight: Double?
  /// A pinch's fingers' distance when they went down, in points, when the front end knows it:
  /// what turns the rate the fingers' scale changes at into each finger's speed.
  package var spread: Double?
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
  /// A pinch's last scale of the fingers' distance, counted from where its dead zone ends
  /// (``CardGestures/pinchScale(recognizerScale:spread:)``); 1 when they went down.
  package var fingersScale = 1.0
  /// Whether a pinch's fingers have closed: before they do, a turn alone does nothing.
  package var hasClosed = false
}
