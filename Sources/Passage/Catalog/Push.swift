/// A modal presentation that looks like a navigation push: the presented screen slides in from
/// the trailing edge over the presenting one, which moves 30 % of the width the other way under a
/// dimming layer; a swipe from the leading edge pops it interactively. Mirrored in right-to-left
/// layouts. See <doc:RecedeAndPushInDepth#Push>.
///
/// The default timing is a critically damped spring with a response of 0.35 s; ``reference`` uses
/// the reference sample's UIKit spring (duration 0.75 s, damping ratio 0.9, initial velocity 1).
public struct Push: PassageTransition {
  /// The presenting screen's movement as a fraction of the width (0…1). Default 0.3 (iOS 7.1).
  public var parallax: Double
  /// The dimming layer's opacity over the covered presenting screen (0…1). Default 0.1.
  public var dimming: Double
  /// The shadow's opacity along the presented screen's leading edge (0…1). Default 0.3.
  public var shadowOpacity: Double
  /// The shadow's blur radius, in points (≥ 0). Default 5.
  public var shadowRadius: Double
  /// The timing of the non-interactive push and pop.
  public var curve: TimingCurve
  /// The nominal duration in seconds when `curve` is a Bézier curve (springs set their own).
  public var duration: Double
  /// How a released edge swipe finishes or cancels.
  public var completion: CompletionPolicy

  /// Creates a push transition; the defaults are Passage's (see the type's description).
  public init(
    parallax: Double = 0.3, dimming: Double = 0.1, shadowOpacity: Double = 0.3, shadowRadius: Double = 5,
    curve: TimingCurve = .spring(.standard), duration: Double = 0.35,
    completion: CompletionPolicy = .standard
  ) {
    self.parallax = parallax
    self.dimming = dimming
    self.shadowOpacity = shadowOpacity
    self.shadowRadius = shadowRadius
    self.curve = curve
    self.duration = duration
    self.completion = completion
  }

  /// The reference sample's timing: UIKit spring, 0.75 s, damping ratio 0.9, initial velocity 1.
  public static let reference = Push(
    curve: .spring(.uikit(duration: 0.75, dampingRatio: 0.9, initialVelocity: 1)), duration: 0.75,
    completion: CompletionPolicy(spring: .uikit(duration: 0.75, dampingRatio: 0.9)))

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
    let shadow = Shadow(color: .black, opacity: 0, radius: shadowRadius, offset: .zero)
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

  /// The leading-edge pan across the width, pop only.
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    context.direction == .dismiss ? .leadingEdgePan(in: context) : nil
  }
}
