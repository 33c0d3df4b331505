/// How fingers hold a card while they dismiss it — a ``Zoom``'s page, shrinking back into its
/// source — and how a release ends, as iOS's zoom does (measured: docs/PARITY.md, “Zoom”). Every
/// length is in container points; `height` and `width` are the container's. Each law is a pure
/// function below, stating its measured source and its properties; the runner only feeds them
/// the fingers.
///
/// - **Pan** (one finger anywhere): nothing moves for the first ``panDeadZone`` points; then the
///   card scales about the touch point by `1 − scaleGain × travel / height` (travel: the downward
///   distance past the dead zone) until ``panKnee`` of the height, and past it eases towards
///   ``panFloor``. The touch point falls behind the finger by `fallLag × (travel / height)³ ×
///   height` (held where that would move it back up), and the card follows sideways (and
///   upwards) through a rubber band of gain ``crossGain`` towards ``crossLimit`` of the width.
/// - **Edge swipe** (from the leading edge): nothing moves for ``edgeDeadZone`` points; then the
///   card scales about the grab point by `1 − scaleGain × travel / width`, with no knee, follows
///   the finger along the swipe one to one, and across it through the same rubber band.
/// - **Pinch** (two fingers): the card's scale is the fingers' (never above 1), it turns with
///   them once they have closed, about where they went down, and moves with the point between
///   them; the card chases all three through ``pinchChase``, a few frames behind.
/// - **Release**: a pan or edge swipe projects the finger ``projectionWindow`` seconds ahead and
///   lands the card in its source when the scale there is below ``panBoundary`` or
///   ``edgeBoundary``; a pinch lands when the fingers' scale is below ``pinchBoundary``, with no
///   projection. A landing flies on ``landingSpring``, overshooting the source slightly; a cancel
///   returns on ``cancelSpring``.
public struct CardGestures: Sendable, Hashable {
  /// A pan's dead zone, in points of finger travel (measured: 16–20, the platform's slop). 18.
  public var panDeadZone: Double
  /// An edge swipe's dead zone, in points (measured: 12, the back swipe's). 12.
  public var edgeDeadZone: Double
  /// The scale lost per unit of travel over the container's extent (measured: 0.67). 0.67.
  public var scaleGain: Double
  /// Where a pan's linear scaling ends, as a fraction of the height (measured: linear to 0.49). 0.49.
  public var panKnee: Double
  /// The scale a long pan eases towards past the knee, 0…1 (measured fit: 0.37). 0.37.
  public var panFloor: Double
  /// How far the touch point falls behind a pan's finger: this times the cube of the travel over
  /// the height, times the height (measured: 0 pt at 0.13 of the height, 9 at 0.28, 39 at 0.48,
  /// 185 at 0.78, the travel counted past the dead zone; 0.444, the least-squares cube, leaves
  /// 2.06 pt RMS, the least any cube does). 0.444.
  public var fallLag: Double
  /// The rubber band's gain across the gesture (measured: 0.56). 0.56.
  public var crossGain: Double
  /// The rubber band's limit across the gesture, as a fraction of the width (measured: 0.9). 0.9.
  public var crossLimit: Double
  /// How long a pan's or edge swipe's release velocity is carried forward, in seconds
  /// (measured: 0.12). 0.12.
  public var projectionWindow: Double
  /// The card scale below which a projected pan lands (measured: 0.914 at rest springs back,
  /// 0.900 lands). 0.905.
  public var panBoundary: Double
  /// The card scale below which a projected edge swipe lands (measured). 0.70.
  public var edgeBoundary: Double
  /// How far a pinch's fingers close before the card moves, in points of their distance
  /// (measured: 8.7, half the platform's slop; from there the card's scale is the distance over
  /// the distance where it ends). 8.7.
  public var pinchDeadZone: Double
  /// The fingers' scale below which a pinch lands (measured: 0.515 springs back, 0.494 lands). 0.5.
  public var pinchBoundary: Double
  /// The spring that lands a released card in its source (measured: ω 13.5–17.5 rad/s, ζ
  /// 0.65–0.85; one spring of ω 15, ζ 0.75 holds every measured landing at rest to 2.4 pt).
  public var landingSpring: DampedSpring
  /// The spring that returns a cancelled card (measured: ω 22.5 rad/s, ζ 0.9).
  public var cancelSpring: DampedSpring
  /// The spring that brings the covered screen home after a landing, on its own clock from the
  /// release (measured: critically damped, ω 15 rad/s, finishing 200–270 ms after the card has
  /// landed).
  public var coveredReturn: DampedSpring
  /// How much quicker an edge swipe's or a pinch's landing is for every card width per second
  /// its fingers were moving when they let go: the landing's time shrinks by this fraction of
  /// itself per unit of speed (the spring's frequency grows to match, its damping unchanged),
  /// down to ``landingQuickeningLimit`` (measured: native landings from an edge swipe or a pinch
  /// take 165–245 ms at rest, 170–217 at 400 pt/s a finger, 100–133 at 800 and 103–108 at 1200,
  /// with the fingers' speed, not the shrink it drives; a pan lands in 233–272 ms however hard it
  /// is flung, so a pan's is not quickened). 0.26.
  public var landingQuickening: Double
  /// How many times quicker than at rest a landing can be, however fast the fingers were
  /// (measured: landings at 1200 pt/s take 103–108 ms, no quicker than at 800). 2.06.
  public var landingQuickeningLimit: Double
  /// The spring the card's scale, turn and position chase the fingers' through while a pinch
  /// holds it: the card trails them by two or three frames and settles where they are (measured:
  /// a spring of ω 45 rad/s, ζ 0.7–1.0, fits iOS's scale trace to 0.01 RMS). ω 45, ζ 1. The
  /// release is still decided by the fingers, not by where the card has caught up to (measured).
  public var pinchChase: DampedSpring

  /// iOS's measured gestures.
  public static let native = CardGestures()

  /// Creates the gesture laws; the defaults are iOS's, measured.
  public init(
    panDeadZone: Double = 18, edgeDeadZone: Double = 12, scaleGain: Double = 0.67, panKnee: Double = 0.49,
    panFloor: Double = 0.37, fallLag: Double = 0.444, crossGain: Double = 0.56, crossLimit: Double = 0.9,
    projectionWindow: Double = 0.12, panBoundary: Double = 0.905, edgeBoundary: Double = 0.70,
    pinchBoundary: Double = 0.5, pinchDeadZone: Double = 8.7,
    landingSpring: DampedSpring = DampedSpring(naturalFrequency: 15, dampingRatio: 0.75),
    cancelSpring: DampedSpring = DampedSpring(naturalFrequency: 22.5, dampingRatio: 0.9),
    coveredReturn: DampedSpring = DampedSpring(naturalFrequency: 15, dampingRatio: 1),
    landingQuickening: Double = 0.26, landingQuickeningLimit: Double = 2.06,
    pinchChase: DampedSpring = DampedSpring(naturalFrequency: 45, dampingRatio: 1)
  ) {
    self.pinchChase = pinchChase
    self.coveredReturn = coveredReturn
    self.landingQuickening = landingQuickening
    self.landingQuickeningLimit = landingQuickeningLimit
    self.panDeadZone = panDeadZone
    self.edgeDeadZone = edgeDeadZone
    self.scaleGain = scaleGain
    self.panKnee = panKnee
    self.panFloor = panFloor
    self.fallLag = fallLag
    self.crossGain = crossGain
    self.crossLimit = crossLimit
    self.projectionWindow = projectionWindow
    self.panBoundary = panBoundary
    self.edgeBoundary = edgeBoundary
    self.pinchBoundary = pinchBoundary
    self.pinchDeadZone = pinchDeadZone
    self.landingSpring = landingSpring
    self.cancelSpring = cancelSpring
  }

  // MARK: - Holding

  /// Where a finger translated by (`dx`, `dy`) points has left the dead zone of `recognizer`
  /// (a pan's or an edge swipe's): the point on the dead zone's circle in the finger's direction,
  /// from which the card's motion is counted; `nil` while the finger is inside it.
  ///
  /// Measured: a pan stays still for 16–20 pt (``panDeadZone``), an edge swipe for 12
  /// (``edgeDeadZone``). Counting from the circle, not from the touch-down, makes every law below
  /// start at 0 where the finger leaves it: the card does not jump as it starts to move.
  public func slop(dx: Double, dy: Double, recognizer: InteractiveGesture.Recognizer) -> Point? {
    let deadZone = recognizer == .edge ? edgeDeadZone : panDeadZone
    let d = (dx * dx + dy * dy).squareRoot()
    guard d.isFinite, d > deadZone else { return nil }
    return d > 0 ? Point(x: dx * deadZone / d, y: dy * deadZone / d) : .zero
  }

  /// A pan's card scale after `travel` points downwards past the dead zone in a container
  /// `height` points tall: `1 − scaleGain × travel / height` to the knee, then easing towards
  /// the floor.
  ///
  /// Measured: linear with gain 0.67 to 0.49 of the height, then flattening towards 0.37.
  /// Properties: 1 at `travel` 0 (and for any travel ≤ 0); non-increasing; continuous, with a
  /// continuous slope at the knee (the hyperbola past it starts with the line's slope); never
  /// below ``panFloor`` when the knee's scale is above it (otherwise the line, stopped at the
  /// knee's scale).
  public func panScale(travel: Double, height: Double) -> Double {
    let x = height > 0 ? max(travel, 0) / height : 0
    let knee = max(panKnee, 0)
    let linear = 1 - scaleGain * x
    guard x > knee else { return linear }
    let atKnee = 1 - scaleGain * knee
    let room = atKnee - panFloor
    guard room > 0 else { return min(atKnee, linear) }
    // Past the knee the scale approaches the floor hyperbolically, with the linear part's slope
    // where they meet, so the card never stops shrinking but never passes the floor.
    return panFloor + room / (1 + scaleGain * (x - knee) / room)
  }

  /// How far, in points, a pan's touch point has fallen after `travel` points of the finger's
  /// downward travel past the dead zone in a container `height` points tall: the travel less the
  /// lag `fallLag × (travel / height)³ × height`.
  ///
  /// Measured: the touch point trails the finger by 0 pt at 0.13 of the height, 9 at 0.28, 39 at
  /// 0.48, 185 at 0.78 (fit 0.45). Properties: 0 for travel ≤ 0; continuous; non-decreasing — past
  /// `height / √(3 × fallLag)` (0.86 of the height) the cubic lag grows faster than the travel,
  /// so the fall holds there instead of moving the card back up against the finger; slope 1 at 0, so
  /// it leaves the dead zone with the finger.
  public func fall(travel: Double, height: Double) -> Double {
    let travel = max(travel, 0)
    guard height > 0, fallLag > 0 else { return travel }
    let turn = height / (3 * fallLag).squareRoot()
    let t = min(travel, turn)
    let x = t / height
    return t - fallLag * x * x * x * height
  }

  /// An edge swipe's card scale after `travel` points along the swipe past the dead zone in a
  /// container `width` points wide: `1 − scaleGain × travel / width`, never below 0.05.
  ///
  /// Measured: the same gain as a pan's, over the width, with no knee. Properties: 1 for travel
  /// ≤ 0; non-increasing; continuous; in 0.05…1.
  public func edgeScale(travel: Double, width: Double) -> Double {
    let x = width > 0 ? max(travel, 0) / width : 0
    return max(1 - scaleGain * x, 0.05)
  }

  /// How far, in points, the card follows a finger `distance` points across the gesture (either
  /// sign) in a container `width` points wide: a rubber band of gain ``crossGain`` towards
  /// ``crossLimit`` of the width — the rubber band of a vetoed dismissal (`RubberBand`), with the
  /// measured gain and limit.
  ///
  /// Measured: 26 pt for 50, 49 for 100, 69 for 150 on a 402 pt screen. Properties: odd (a finger
  /// the other way moves the card as far the other way); 0 at 0 with slope ``crossGain``;
  /// increasing; below `crossLimit × width` in magnitude.
  public func band(_ distance: Double, width: Double) -> Double {
    let banded = RubberBand.offset(
      forTranslation: abs(distance), extent: crossLimit * width, coefficient: crossGain)
    return distance < 0 ? -banded : banded
  }

  /// The pose of a card held by one finger of `recognizer` (a pan's or an edge swipe's) that went
  /// down at `pivot` and has moved (`dx`, `dy`) points since, in a container of `size` laid out
  /// in `direction`; `slop` is where the finger left its dead zone (``slop(dx:dy:recognizer:)``),
  /// `nil` while it has not.
  ///
  /// Inside the dead zone, nothing moves. Past it, counted from where the finger left it: an edge
  /// swipe scales the card by ``edgeScale(travel:width:)`` of its travel towards the trailing
  /// edge, follows it one to one along the swipe and through ``band(_:width:)`` across it; a pan
  /// scales it by ``panScale(travel:height:)`` of its downward travel, lets it fall by
  /// ``fall(travel:height:)`` and follows it through the band sideways and upwards. Continuous
  /// at the dead zone: the pose there is the identity, as inside it.
  package func pose(
    dx: Double, dy: Double, slop: Point?, recognizer: InteractiveGesture.Recognizer, pivot: Point, size: Size,
    direction: TransitionContext.LayoutDirection
  ) -> CardPose {
    guard let slop = slop ?? self.slop(dx: dx, dy: dy, recognizer: recognizer) else {
      return CardPose(scale: 1, rotation: 0, pivot: pivot, translation: .zero)
    }
    let (ux, uy) = (dx - slop.x, dy - slop.y)
    switch recognizer {
    case .edge:
      return CardPose(
        scale: edgeScale(travel: ux * direction.trailingSign, width: size.width), rotation: 0, pivot: pivot,
        translation: Point(x: ux, y: band(uy, width: size.width)))
    case .pan, .pinch:
      let vertical = uy > 0 ? fall(travel: uy, height: size.height) : band(uy, width: size.width)
      return CardPose(
        scale: panScale(travel: max(uy, 0), height: size.height), rotation: 0, pivot: pivot,
        translation: Point(x: band(ux, width: size.width), y: vertical))
    }
  }

  /// The fingers' scale a pinch's card reads, from a recogniser's `recognizerScale` counted from
  /// the touch-down (UIPinchGestureRecognizer.h: "relative to the touch points") for fingers that
  /// went down `spread` points apart: their distance over the distance where ``pinchDeadZone``
  /// ends, `recognizerScale × spread / (spread − pinchDeadZone)`. Without a `spread` (or one no
  /// wider than the dead zone) the scale is taken as already counted from there, as a script's
  /// is.
  ///
  /// Measured: iOS's card holds its size until the fingers' distance has changed by 8.7 pt and
  /// then reads `distance / (start − 8.7)`: 0.618 at 0.6 of a 300 pt start. Properties: 1 where
  /// the dead zone ends; increasing and continuous in `recognizerScale`; `recognizerScale` itself
  /// without a usable `spread`.
  package func pinchScale(recognizerScale: Double, spread: Double?) -> Double {
    guard let spread, spread.isFinite, spread > pinchDeadZone, pinchDeadZone > 0 else {
      return recognizerScale
    }
    return recognizerScale * spread / (spread - pinchDeadZone)
  }

  /// The pose of a card held by two fingers that went down at `pivot`, now at `focal`, their
  /// distance scaled by `scale` and their line turned by `rotation` radians since; `hasClosed`
  /// says whether they have yet come closer than they went down.
  ///
  /// Measured: the card's scale is the fingers' (never above 1: spreading them does not grow the
  /// page), it follows the point between them one to one, and it turns with them only once they
  /// have closed — a turn alone does nothing. Properties: the scale is in 0.01…1 (a floor, so the
  /// card never vanishes or flips), non-decreasing in `scale`, and continuous; the turn is
  /// `rotation` exactly once closed.
  package func pinchPose(
    scale: Double, rotation: Double, hasClosed: Bool, pivot: Point, focal: Point
  ) -> CardPose {
    CardPose(
      scale: max(min(scale, 1), 0.01), rotation: hasClosed ? rotation : 0, pivot: pivot, translation: focal)
  }

  // MARK: - Releasing

  /// Where a pan's or edge swipe's finger, last translated by `move` points and let go at
  /// `velocity` points per second, would be ``projectionWindow`` seconds on: the translation the
  /// release decision reads (``lands(scale:recognizer:)``).
  ///
  /// Measured: 120 ms of the release velocity. Properties: `move` itself at rest; linear in the
  /// velocity.
  package func projected(_ move: Point, velocity: Point) -> Point {
    Point(x: move.x + velocity.x * projectionWindow, y: move.y + velocity.y * projectionWindow)
  }

  /// The card scale below which a release by `recognizer` lands the card: ``panBoundary``,
  /// ``edgeBoundary`` or ``pinchBoundary``.
  public func boundary(for recognizer: InteractiveGesture.Recognizer) -> Double {
    switch recognizer {
    case .pan: panBoundary
    case .edge: edgeBoundary
    case .pinch: pinchBoundary
    }
  }

  /// Whether a card let go at `scale` — for a pan or an edge swipe, the scale at its translation
  /// carried ``projectionWindow`` seconds on; for a pinch, the fingers' own, with no projection —
  /// lands in its source rather than springing back, for a grip taken by `recognizer`.
  ///
  /// Measured: a pan at rest springs back at 0.914 and lands at 0.900; a pinch springs back at
  /// 0.515 and lands at 0.494. Properties: a threshold — every scale below the boundary lands,
  /// every scale at or above it springs back; a non-finite scale springs back.
  public func lands(scale: Double, recognizer: InteractiveGesture.Recognizer) -> Bool {
    scale < boundary(for: recognizer)
  }

  /// How fast fingers of `recognizer` were moving when they let go, in card widths per second, for
  /// ``landingSpring(forSpeed:)``: each finger's speed in points per second over the container's
  /// `width` (the resting card's). An edge swipe's finger moves at `velocity.x`; a pinch's two
  /// fingers close their distance together, each at half its rate: its scale per second between
  /// its last two readings `pinches` (earliest first) times `spread`, the fingers' distance in
  /// points at scale 1, over two (without a `spread`, the fingers are taken to span the width).
  /// A pan's is 0.
  ///
  /// Measured: edge swipes and pinches land quicker the faster a finger was moving (the
  /// measurement's speeds are each finger's: "800 pt/s a finger"); a pan lands in 233–272 ms
  /// however hard it is flung, so its speed does not count. Properties: ≥ 0 and finite (0
  /// without two readings a positive time apart, or without a positive width).
  package func releaseSpeed(
    recognizer: InteractiveGesture.Recognizer, velocity: Point, width: Double,
    pinches: [(time: Double, scale: Double)], spread: Double? = nil
  ) -> Double {
    guard width > 0 else { return 0 }
    let fingerSpeed: Double
    switch recognizer {
    case .pan: return 0
    case .edge:
      fingerSpeed = abs(velocity.x)
    case .pinch:
      guard pinches.count == 2, pinches[1].time > pinches[0].time else { return 0 }
      let rate = abs(pinches[1].scale - pinches[0].scale) / (pinches[1].time - pinches[0].time)
      let distance = spread.map { $0.isFinite && $0 > 0 ? $0 : width } ?? width
      fingerSpeed = rate * distance / 2
    }
    let speed = fingerSpeed / width
    return speed.isFinite ? speed : 0
  }

  /// The landing spring for fingers let go moving at `speed` card widths per second: its time
  /// shortened by ``landingQuickening`` of itself per unit of speed, to at most
  /// ``landingQuickeningLimit`` times quicker, its damping kept.
  ///
  /// Measured: see ``landingQuickening``. Properties: ``landingSpring`` itself at speed 0 (and
  /// for a non-finite speed); the frequency continuous and non-decreasing in `|speed|`, from 1 to
  /// at most ``landingQuickeningLimit`` times ``landingSpring``'s; the damping ratio unchanged,
  /// so every landing overshoots alike.
  public func landingSpring(forSpeed speed: Double) -> DampedSpring {
    let limit = max(landingQuickeningLimit, 1)
    let shortened = 1 - max(landingQuickening, 0) * abs(speed)
    let gain = speed.isFinite ? (shortened > 1 / limit ? 1 / shortened : limit) : 1
    return DampedSpring(
      naturalFrequency: landingSpring.naturalFrequency * gain, dampingRatio: landingSpring.dampingRatio)
  }
}
