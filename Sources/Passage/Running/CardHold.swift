/// Where fingers hold a zoom's card (``TransitionRunner/cardLaws``).
package enum CardHold: Sendable {
  /// No finger holds it: the timeline places the card.
  case none
  /// A finger (or two) holds it.
  case held(CardGrip)
  /// Let go at `start` seconds: the card flies from `from` to `to`, where the timeline puts it at
  /// its end (the source, or back to the page), on `spring`, overshooting as the spring does. A
  /// landing card leaves the covered screen to come home on its own
  /// (``CardGestures/coveredReturn``) from the progress `coveredFrom`; `nil` when it stays.
  case released(
    from: CardGeometry, to: CardGeometry, start: Double, spring: DampedSpring, coveredFrom: Double?)
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
