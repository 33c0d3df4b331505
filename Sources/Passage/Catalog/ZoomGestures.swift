/// How fingers hold a zoom's card while they dismiss it, and how a release ends, as iOS's zoom
/// does (measured: docs/PARITY.md, “Zoom”). Every length is in container points; `height` and
/// `width` are the container's.
///
/// - **Pan** (one finger anywhere): nothing moves for the first ``panDeadZone`` points; then the
///   card scales about the touch point by `1 − scaleGain × travel / height` (travel: the downward
///   distance past the dead zone) until ``panKnee`` of the height, and past it eases towards
///   ``panFloor``. The touch point falls behind the finger by `fallLag × (travel / height)³ ×
///   height`, and the card follows sideways (and upwards) through a rubber band of gain
///   ``crossGain`` towards ``crossLimit`` of the width.
/// - **Edge swipe** (from the leading edge): nothing moves for ``edgeDeadZone`` points; then the
///   card scales about the grab point by `1 − scaleGain × travel / width`, with no knee, follows
///   the finger along the swipe one to one, and across it through the same rubber band.
/// - **Pinch** (two fingers): the card's scale is the fingers' (never above 1), it turns with
///   them once they have closed, about where they went down.
/// - **Release**: a pan or edge swipe projects the finger ``projectionWindow`` seconds ahead and
///   lands the card in its source when the scale there is below ``panBoundary`` or
///   ``edgeBoundary``; a pinch lands when the fingers' scale is below ``pinchBoundary``, with no
///   projection. A landing flies on ``landingSpring``, overshooting the source slightly; a cancel
///   returns on ``cancelSpring``.
public struct ZoomGestures: Sendable, Hashable {
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
  /// 185 at 0.78; fit 0.45). 0.45.
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
  /// The fingers' scale below which a pinch lands (measured: 0.515 springs back, 0.494 lands). 0.5.
  public var pinchBoundary: Double
  /// The spring that lands a released card in its source (measured: ω 13.5–17.5 rad/s, ζ
  /// 0.65–0.85; one spring of ω 15, ζ 0.75 holds every measured landing at rest to 2.4 pt).
  public var landingSpring: DampedSpring
  /// The spring that returns a cancelled card (measured: ω 22.5 rad/s, ζ 0.9).
  public var cancelSpring: DampedSpring
  /// How much quicker an edge swipe's or a pinch's landing is for every card width per second
  /// its fingers were moving when they let go: the landing spring's frequency grows by this
  /// fraction of itself, its damping unchanged (measured: native landings from an edge swipe or
  /// a pinch take 165–245 ms at rest, 170–217 at 400 pt/s, 100–133 at 800; a pan lands in
  /// 233–272 ms however hard it is flung, so a pan's is not quickened). 0.3.
  public var landingQuickening: Double

  /// iOS's measured gestures.
  public static let native = ZoomGestures()

  /// Creates the gesture laws; the defaults are iOS's, measured.
  public init(
    panDeadZone: Double = 18, edgeDeadZone: Double = 12, scaleGain: Double = 0.67, panKnee: Double = 0.49,
    panFloor: Double = 0.37, fallLag: Double = 0.45, crossGain: Double = 0.56, crossLimit: Double = 0.9,
    projectionWindow: Double = 0.12, panBoundary: Double = 0.905, edgeBoundary: Double = 0.70,
    pinchBoundary: Double = 0.5,
    landingSpring: DampedSpring = DampedSpring(naturalFrequency: 15, dampingRatio: 0.75),
    cancelSpring: DampedSpring = DampedSpring(naturalFrequency: 22.5, dampingRatio: 0.9),
    landingQuickening: Double = 0.3
  ) {
    self.landingQuickening = landingQuickening
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
    self.landingSpring = landingSpring
    self.cancelSpring = cancelSpring
  }

  /// The landing spring for fingers let go moving at `speed` card widths per second: its
  /// frequency quickened by ``landingQuickening`` per unit of speed, its damping kept.
  public func landingSpring(forSpeed speed: Double) -> DampedSpring {
    let gain = speed.isFinite ? 1 + max(landingQuickening, 0) * abs(speed) : 1
    return DampedSpring(
      naturalFrequency: landingSpring.naturalFrequency * gain, dampingRatio: landingSpring.dampingRatio)
  }

  /// A pan's card scale after `travel` points downwards past the dead zone in a container
  /// `height` points tall: linear to the knee, then easing towards the floor (never below it).
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

  /// An edge swipe's card scale after `travel` points along the swipe past the dead zone in a
  /// container `width` points wide (never below 0.05).
  public func edgeScale(travel: Double, width: Double) -> Double {
    let x = width > 0 ? max(travel, 0) / width : 0
    return max(1 - scaleGain * x, 0.05)
  }

  /// How far, in points, the card follows a finger `distance` points across the gesture (either
  /// sign) in a container `width` points wide: a rubber band of gain ``crossGain`` towards
  /// ``crossLimit`` of the width (26 pt for 50, 49 for 100, 69 for 150 on a 402 pt screen) — the
  /// rubber band of a vetoed dismissal (`RubberBand`), with the measured gain and limit.
  public func band(_ distance: Double, width: Double) -> Double {
    let banded = RubberBand.offset(
      forTranslation: abs(distance), extent: crossLimit * width, coefficient: crossGain)
    return distance < 0 ? -banded : banded
  }

  /// Where a finger translated by (`dx`, `dy`) points has left the dead zone of `recognizer`
  /// (a pan's or an edge swipe's): the point on the dead zone's circle in the finger's direction,
  /// from which the card's motion is counted; `nil` while the finger is inside it.
  public func slop(dx: Double, dy: Double, recognizer: InteractiveGesture.Recognizer) -> Point? {
    let deadZone = recognizer == .edge ? edgeDeadZone : panDeadZone
    let d = (dx * dx + dy * dy).squareRoot()
    guard d.isFinite, d > deadZone else { return nil }
    return d > 0 ? Point(x: dx * deadZone / d, y: dy * deadZone / d) : .zero
  }
}
