/// The page grows out of the view that opened it — a link card, a thumbnail — and shrinks back
/// into it, like iOS 18's zoom transition. See docs/TRANSITIONS.md, “Zoom”.
///
/// Presenting, the card starts at the source's frame (``TransitionContext/source``) with the
/// source's corner radius, the page laid out at full size and scaled into it from its top, and
/// springs to the container's bounds while a picture of the source fades above it, its corners
/// run to the display's and the screen behind dims and scales back slightly. The source view is
/// hidden while the page stands for it (``TransitionScene/hidesSource``). Dismissing reverses it,
/// as iOS's pop does a little ahead of the push's spring (``dismissalHeadStart``), towards where
/// the source is when the dismissal starts; a source that is gone (`nil`) makes the
/// page shrink and fade towards the centre instead. The numbers are iOS's, measured.
///
/// Interactively, fingers hold the page as a card by ``gestures``: a pan anywhere, the
/// leading-edge swipe or a pinch shrinks it about the touch; a release lands it in the source or
/// sends it back by iOS's rules and springs.
///
/// ```swift
/// var context = TransitionContext(direction: .present)
/// context.source = TransitionSource(frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16)
/// let timeline = Zoom().timeline(in: context)
/// ```
public struct Zoom: PassageTransition {
  /// The spring of the timed presentation and dismissal. Default ``flight``. A released card
  /// lands or returns on ``gestures``' own springs.
  public var spring: DampedSpring
  /// How far into ``spring`` the timed dismissal starts, in seconds (≥ 0): its first frame is
  /// where the presentation's spring is after this long, and it lands this much sooner. Default
  /// ``popHeadStart`` (measured).
  public var dismissalHeadStart: Double
  /// The dimming layer's opacity over the screen behind when the page is fully open (0…1),
  /// linear in progress. Default 0.15 (measured: iOS's zoom dims 0.15 × progress).
  public var dimming: Double
  /// The scale of the screen behind when the page is fully open (0…1], about its centre, linear
  /// in progress. Default 0.914 (measured).
  public var backdropScale: Double
  /// The corner radius, in points (≥ 0), the card's corners reach as it fills the screen: they
  /// follow a straight line in the flight's progress from the source's radius to this one, as
  /// iOS's run to the display's corner radius. UIKit publishes no display corner radius, so the
  /// default is 55, the line that fits iOS's measured radii on a 402 × 874 pt iPhone (13 pt at the
  /// source, 16.5 at 0.13 of the way, 27 at 0.37, 44 at 0.72) within 1.3 pt.
  public var displayCornerRadius: Double
  /// The fully open page's corner radius at rest, in points (≥ 0). Default 0.
  public var pageCornerRadius: Double
  /// The card's shadow in flight (measured: a Gaussian of σ ≈ 18 pt, so a 36 pt Core Animation
  /// radius, opacity 0.24, 4 pt down), shed between a tenth and a twentieth of the way from the
  /// source (measured: still whole a tenth of the way out, gone a twentieth of the way out).
  public var shadow: Shadow
  /// With no source, the page's scale at its small end (0…1), where it is also transparent.
  /// Default 0.5.
  public var goneScale: Double
  /// How fingers hold the card while they dismiss it, and how a release lands it or sends it
  /// back. Default ``CardGestures/native`` (measured).
  public var gestures: CardGestures
  /// How a released drag finishes or cancels under Reduce Motion, where the page cross-fades
  /// and no finger holds a card; its spring defaults to ``spring``.
  public var completion: CompletionPolicy

  /// iOS's zoom flight, push and pop: a critically damped spring from rest of ω0 19 rad/s
  /// (measured: 18–19.75), so the card's width is half-way after 88 ms and nine tenths after
  /// 205 ms.
  public static let flight = DampedSpring(naturalFrequency: 19, dampingRatio: 1)

  /// iOS's zoom pop reads as ``flight`` let go 16–24 ms early (measured): half-way after 64–72 ms
  /// where the push takes 88. 0.02 s, the middle of that range.
  public static let popHeadStart = 0.02

  /// iOS's card shadow, measured: black, opacity 0.24, a 36 pt radius (σ ≈ 18 pt), 4 pt down.
  public static let cardShadow = Shadow(
    color: .black, opacity: 0.24, radius: 36, offset: Size(width: 0, height: 4))

  /// Creates a zoom transition; the defaults are iOS's where it was measured and Passage's
  /// elsewhere (see docs/TRANSITIONS.md, “Zoom”, and docs/PARITY.md).
  public init(
    spring: DampedSpring = Zoom.flight, dismissalHeadStart: Double = Zoom.popHeadStart,
    dimming: Double = 0.15, backdropScale: Double = 0.914,
    displayCornerRadius: Double = 55, pageCornerRadius: Double = 0, shadow: Shadow = Zoom.cardShadow,
    goneScale: Double = 0.5, gestures: CardGestures = .native, completion: CompletionPolicy? = nil
  ) {
    self.gestures = gestures
    self.spring = spring
    self.dismissalHeadStart = dismissalHeadStart
    self.dimming = dimming
    self.backdropScale = backdropScale
    self.displayCornerRadius = displayCornerRadius
    self.pageCornerRadius = pageCornerRadius
    self.shadow = shadow
    self.goneScale = goneScale
    self.completion = completion ?? CompletionPolicy(spring: spring)
  }

  /// Under Reduce Motion, iOS's zoom cross-fades over about 140 ms (measured): a 0.14 s
  /// ``Fade`` (its easeInEaseOut curve is Passage's) with this zoom's completion.
  public var reducedMotion: Fade { Fade(duration: 0.14, completion: completion) }

  /// `zoom`.
  public var name: String { "zoom" }
  /// One line for listings.
  public var summary: String {
    "grows out of its source (a card, a thumbnail) and shrinks back into it; drag anywhere to dismiss"
  }

  /// The timeline in `context`: the page between its small end (``smallEnd(in:)``) and the
  /// container's bounds.
  public func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    let small = smallEnd(in: context)
    let opening = context.direction == .present
    func line<V: Interpolatable>(_ closed: V, _ open: V) -> KeyframeSeries<V> {
      KeyframeSeries(
        from: opening ? closed : open, keyframes: [Keyframe(value: opening ? open : closed)], mode: .linear)
    }
    let open = ZoomEnd.open(bounds, cornerRadius: Zoom.radius(displayCornerRadius))
    let (from, to) = opening ? (small, open) : (open, small)
    var page = LayerState(
      role: .presented, content: .presentedScreen, frame: from.frame, opacity: from.opacity,
      cornerRadius: from.cornerRadius, contentSize: context.containerSize)
    page.shadow = shadow
    // The shadow is shed between a tenth and a twentieth of the way from the source.
    let shadowOpacity = KeyframeSeries(
      from: opening ? 0 : shadow.opacity,
      keyframes: [Keyframe(start: opening ? 0.05 : 0.9, duration: 0.05, value: opening ? shadow.opacity : 0)],
      mode: .linear)
    let opacity = from.opacity == to.opacity ? nil : line(small.opacity, 1)
    var layers: [LayerAnimation] = []
    let backdrop = LayerState(role: .presenting, content: .presentingScreen, frame: bounds)
    let dim = LayerState(
      role: .dimming, content: .solid(.black), frame: bounds, opacity: opening ? 0 : dimming)
    layers.append(
      LayerAnimation(base: backdrop, transform: line(.identity, .scale(x: backdropScale, y: backdropScale))))
    layers.append(LayerAnimation(base: dim, opacity: line(0, dimming)))
    // The card's sides and top move linearly; its bottom edge trails them on the way out of the
    // source and leads them on the way back (measured: by up to 0.05 and 0.03 of the travel).
    let frames = (0...Zoom.cardKeys).map { i -> Rect in
      let u = Double(i) / Double(Zoom.cardKeys)
      let bottom = u + (opening ? -Zoom.pushBottomLag : Zoom.popBottomLead) * sine(Double.pi * u)
      let (a, b) = (from.frame, to.frame)
      let top = a.minY + (b.minY - a.minY) * u
      let left = a.minX + (b.minX - a.minX) * u
      let width = a.size.width + (b.size.width - a.size.width) * u
      return Rect(x: left, y: top, width: width, height: a.maxY + (b.maxY - a.maxY) * bottom - top)
    }
    let card = LayerAnimation(
      base: page,
      position: KeyframeSeries(values: frames.map(\.center), mode: .linear),
      size: KeyframeSeries(values: frames.map(\.size), mode: .linear),
      opacity: opacity, cornerRadius: line(small.cornerRadius, open.cornerRadius),
      shadowOpacity: shadowOpacity)
    layers.append(card)
    if small.standsForSource {
      // The source's picture above the page, fading out as it leaves the source
      // (``sourceCopyOpacity(awayFromSource:)``), in keyframes at even steps of the way.
      var copy = card
      copy.base.role = .sourceCopy
      copy.base.content = .sourcePicture(frame: small.frame, screen: context.containerSize)
      copy.base.contentSize = small.frame.size
      copy.base.shadow = .none
      copy.shadowOpacity = nil
      copy.base.opacity = opening ? 1 : 0
      let step = Zoom.sourceFade / Double(Zoom.sourceFadeKeys)
      copy.opacity = KeyframeSeries(
        from: opening ? 1 : 0,
        keyframes: (1...Zoom.sourceFadeKeys).map { i in
          // Opening, key i ends i steps from the source; closing, it ends i steps from the open
          // page's end of the fade, so it reaches the source's full opacity at the end.
          let away = Double(opening ? i : Zoom.sourceFadeKeys - i) * step
          return Keyframe(
            start: opening ? away - step : 1 - away - step, duration: step,
            value: Zoom.sourceCopyOpacity(awayFromSource: away))
        }, mode: .linear)
      layers.append(copy)
    }
    let flight = opening ? spring : spring.startedEarly(by: dismissalHeadStart)
    return Timeline(
      containerSize: context.containerSize, layers: layers, curve: .spring(flight),
      duration: flight.settlingDuration, hidesSource: small.standsForSource)
  }

  /// The part of the way out of the source over which its picture fades. 0.7.
  static let sourceFade = 0.7
  /// The source's picture's keyframes over ``sourceFade``: enough for the curve within 0.001.
  static let sourceFadeKeys = 16

  /// The opacity of the source's picture above the page, `way` (0…1) of the way from the source:
  /// `(1 − way / 0.7)^1.5`, 0 from 0.7 on. Measured: 0.58 at 0.21, 0.39 at 0.33 and 0.03 at 0.63
  /// of the push, which this reads as 0.586, 0.384 and 0.032 (0.5 % RMS); the measurement's own
  /// summary, a straight fade over the first 0.55, misses its readings by 2.8 % RMS, so the
  /// readings are what is matched (docs/PARITY.md). Decreasing, continuous, 1 at the source.
  static func sourceCopyOpacity(awayFromSource way: Double) -> Double {
    let rest = max(1 - way / sourceFade, 0)
    return rest * rest.squareRoot()
  }
  /// How far the card's bottom edge trails its sides on the way out of the source, at most, as a
  /// fraction of the travel (measured: 0.29 at 0.33, 0.58 at 0.63, 0.83 at 0.85), and how far it
  /// leads them on the way back (measured: about 0.03); both as `sin(π u)` in the progress `u`.
  static let pushBottomLag = 0.05
  static let popBottomLead = 0.03
  /// The card's keyframes along the flight: enough for `sin(π u)` within 0.05 pt of its chords'
  /// blend on a phone.
  static let cardKeys = 32

  /// Where the page is small: the source's frame and corner radius, or with no usable source a
  /// transparent page `goneScale` the container's size about its centre.
  public func smallEnd(in context: TransitionContext) -> ZoomEnd {
    if let source = context.source, source.isUsable {
      return ZoomEnd(
        frame: source.frame, cornerRadius: Zoom.radius(source.cornerRadius), opacity: 1, standsForSource: true
      )
    }
    let scale = goneScale.isFinite ? goneScale.clampedToUnit : 0.5
    let size = Size(width: context.containerSize.width * scale, height: context.containerSize.height * scale)
    let center = context.bounds.center
    return ZoomEnd(
      frame: Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height),
      cornerRadius: Zoom.radius(displayCornerRadius) * scale, opacity: 0, standsForSource: false)
  }

  /// The open page's corner radius at rest: ``pageCornerRadius``.
  public func restingCornerRadius(in context: TransitionContext) -> Double {
    Zoom.radius(pageCornerRadius)
  }

  /// A corner radius as drawn: negative and non-finite radii are 0.
  private static func radius(_ r: Double) -> Double { r.isFinite ? max(r, 0) : 0 }

  /// A pan anywhere on the page, the leading-edge swipe or a pinch, holding the page as a card
  /// by ``gestures``; dismissal only. A touch does not stop the presentation, as iOS's does not.
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    guard context.direction == .dismiss else { return nil }
    var gesture = InteractiveGesture.freeDrag(in: context)
    gesture.holdsCard = gestures
    return gesture
  }
}
