/// A modal presentation that moves like a navigation push: the presented screen slides in from
/// the trailing edge over the presenting one, which moves 30 % of the width the other way under a
/// dimming layer; a swipe from the leading edge pops it interactively. Mirrored in right-to-left
/// layouts. See <doc:RecedeAndPushInDepth#Push>.
///
/// The defaults are iOS's own push and back swipe, measured frame by frame (docs/PARITY.md): the
/// page's remaining distance decays exponentially from the first frame (τ = 60 ms), the covered
/// page moves 0.3 of the width under a 0.1 dim, a faint wide shadow darkens the covered page
/// beside the page's leading edge, and the back swipe waits out 12 pt before the page follows the
/// finger. ``reference`` keeps the reference sample's UIKit spring (duration 0.75 s, damping ratio
/// 0.9, initial velocity 1) and its 0.3 opacity, 5 pt shadow.
public struct Push: PassageTransition {
  /// The presenting screen's movement as a fraction of the width (0…1). Default 0.3 (measured:
  /// 0.301–0.302).
  public var parallax: Double
  /// The dimming layer's opacity over the covered presenting screen at the end (0…1), linear in
  /// progress. Default 0.1 (measured: 0.096–0.100).
  public var dimming: Double
  /// The shadow's opacity along the presented screen's leading edge at the end (0…1), linear in
  /// progress. Default 0.053: with the default radius and offset, the covered page half-way is
  /// 2.3 % darker 2 pt from the edge, 1.2 % at 10 pt and 0.4 % at 16 pt, as iOS's.
  public var shadowOpacity: Double
  /// The shadow's blur radius, in points (≥ 0; a Gaussian of σ = radius / 2). Default 13.
  public var shadowRadius: Double
  /// How far the shadow is shifted from the page's leading edge onto the covered page, in points
  /// (≥ 0 moves it out from under the page). Default 9.
  public var shadowOffset: Double
  /// The timing of the non-interactive push and pop.
  public var curve: TimingCurve
  /// The nominal duration in seconds when `curve` is a Bézier curve (springs set their own).
  public var duration: Double
  /// How a released edge swipe finishes or cancels.
  public var completion: CompletionPolicy
  /// The finger travel, in points, before the page follows an edge swipe; it then trails the
  /// finger by as much (``InteractiveGesture/deadZone``). Default 12 (measured).
  public var deadZone: Double

  /// iOS's push timing: the remaining distance decays exponentially with τ = 60 ms (measured:
  /// 59–61 ms), so the page is half-way after 42 ms, nine tenths after 138 ms and settled (within
  /// 0.1 %) after 414 ms.
  public static let nativeCurve = TimingCurve.spring(.exponentialApproach(timeConstant: 0.06))

  /// Creates a push transition; the defaults are iOS's (see the type's description).
  public init(
    parallax: Double = 0.3, dimming: Double = 0.1, shadowOpacity: Double = 0.053, shadowRadius: Double = 13,
    shadowOffset: Double = 9, curve: TimingCurve = Push.nativeCurve, duration: Double = 0.45,
    completion: CompletionPolicy = .backSwipe, deadZone: Double = 12
  ) {
    self.parallax = parallax
    self.dimming = dimming
    self.shadowOpacity = shadowOpacity
    self.shadowRadius = shadowRadius
    self.shadowOffset = shadowOffset
    self.curve = curve
    self.duration = duration
    self.completion = completion
    self.deadZone = deadZone
  }

  /// The reference sample's numbers: a UIKit spring (0.75 s, damping ratio 0.9, initial velocity
  /// 1) for the push, the pop and the completion after a release, which is decided by
  /// ``CompletionPolicy/standard``'s projection; a 0.3 opacity, 5 pt shadow on the edge; the page
  /// under the finger from the first point.
  public static let reference = Push(
    shadowOpacity: 0.3, shadowRadius: 5, shadowOffset: 0,
    curve: .spring(.uikit(duration: 0.75, dampingRatio: 0.9, initialVelocity: 1)), duration: 0.75,
    completion: CompletionPolicy(spring: .uikit(duration: 0.75, dampingRatio: 0.9)), deadZone: 0)

  /// `push`.
  public var name: String { "push" }
  /// One line for listings.
  public var summary: String {
    "presents modally but slides in like a navigation push (SFSafariViewController); swipe from the leading edge to pop"
  }

  /// The timeline in `context`.
  public func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    let width = context.containerSize.width
    let sign = context.layoutDirection.trailingSign
    let center = bounds.center
    let pushedIn = center
    let pushedOut = Point(x: center.x + sign * width, y: center.y)
    let behind = Point(x: center.x - sign * parallax * width, y: center.y)
    // Shifted out from under the page towards the covered screen, which lies on the leading side.
    let shadow = Shadow(
      color: .black, opacity: 0, radius: shadowRadius, offset: Size(width: -sign * shadowOffset, height: 0))
    let presenting = LayerState(role: .presenting, content: .presentingScreen, frame: bounds)
    let dim = LayerState(role: .dimming, content: .solid(.black), frame: bounds, opacity: 0)
    let presented = LayerState(role: .presented, content: .presentedScreen, frame: bounds, shadow: shadow)
    let presenting0 = context.direction == .present ? center : behind
    let presenting1 = context.direction == .present ? behind : center
    let presented0 = context.direction == .present ? pushedOut : pushedIn
    let presented1 = context.direction == .present ? pushedIn : pushedOut
    let dim0 = context.direction == .present ? 0 : dimming
    let shadow0 = context.direction == .present ? 0 : shadowOpacity
    func line<V: Interpolatable>(_ a: V, _ b: V) -> KeyframeSeries<V> {
      KeyframeSeries(from: a, keyframes: [Keyframe(value: b)], mode: .linear)
    }
    return Timeline(
      containerSize: context.containerSize,
      layers: [
        LayerAnimation(base: presenting, position: line(presenting0, presenting1)),
        LayerAnimation(base: dim, opacity: line(dim0, dimming - dim0)),
        LayerAnimation(
          base: presented, position: line(presented0, presented1),
          shadowOpacity: line(shadow0, shadowOpacity - shadow0)),
      ],
      curve: curve, duration: duration)
  }

  /// The leading-edge pan across the width with ``deadZone``, pop only.
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    context.direction == .dismiss ? .leadingEdgePan(in: context, deadZone: deadZone) : nil
  }
}
