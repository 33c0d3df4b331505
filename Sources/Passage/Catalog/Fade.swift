/// A cross-fade: the presented screen fades in over the presenting one, or out. What every
/// transition becomes when the user prefers reduced motion — same lifecycle, same gestures (see
/// `TransitionRunner` and <doc:RecedeAndPushInDepth#Fade-and-Reduce-Motion>).
public struct Fade: PassageTransition {
  /// Seconds, > 0. Default 0.25.
  public var duration: Double
  /// The timing curve. Default `.easeInEaseOut`.
  public var curve: TimingCurve
  /// How a released gesture finishes or cancels.
  public var completion: CompletionPolicy

  /// Creates a cross-fade.
  public init(
    duration: Double = 0.25, curve: TimingCurve = .easeInEaseOut,
    completion: CompletionPolicy = .standard
  ) {
    self.duration = duration
    self.curve = curve
    self.completion = completion
  }

  /// Itself: a cross-fade needs no gentler version.
  public var reducedMotion: Fade { self }

  /// `fade`.
  public var name: String { "fade" }
  /// One line for listings.
  public var summary: String { "cross-fades (0.25 s); what every transition becomes under Reduce Motion" }

  /// The timeline in `context`.
  public func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    let (from, to) = context.direction == .present ? (0.0, 1.0) : (1.0, 0.0)
    return Timeline(
      containerSize: context.containerSize,
      layers: [
        LayerAnimation(base: LayerState(role: .presenting, content: .presentingScreen, frame: bounds)),
        LayerAnimation(
          base: LayerState(role: .presented, content: .presentedScreen, frame: bounds, opacity: from),
          opacity: KeyframeSeries(from: from, keyframes: [Keyframe(value: to)], mode: .linear)),
      ],
      curve: curve, duration: duration)
  }

  /// A pull-down over the container's height, dismissal only (used when Fade is chosen directly;
  /// under Reduce Motion the original transition's gesture is kept).
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    context.direction == .dismiss ? .pullDown(in: context) : nil
  }
}
