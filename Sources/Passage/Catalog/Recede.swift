/// The "Twitter in-app browser" modal: the presented screen slides up from below the bottom edge
/// while the presenting screen recedes in depth; dismissal reverses it, and a pull-down dismisses
/// interactively. See <doc:RecedeAndPushInDepth#Recede>.
///
/// The defaults are the reference article's numbers: 0.5 s, UIKit keyframes in cubic calculation
/// mode with the whole-animation curve easeInEaseOut, the presenting screen pushed 100 pt away
/// and seen from 1000 pt (apparent scale 1000/1100 ≈ 0.909 about its centre), and on dismissal
/// the presenting screen holding its receded transform until 20 % of the animation. The presented
/// screen is drawn above the presenting one.
public struct Recede: PassageTransition {
  /// Seconds, > 0. Default 0.5.
  public var duration: Double
  /// How far the presenting screen moves away from the viewer, in points (> 0). Default 100.
  public var depth: Double
  /// The eye's distance from the screen for the perspective, in points (> 0). Default 1000.
  public var perspectiveDistance: Double
  /// The fraction (0…1) of the dismissal during which the presenting screen stays receded.
  /// Default 0.2.
  public var dismissalHold: Double
  /// The keyframes' calculation mode. Default `.cubic`.
  public var calculationMode: CalculationMode
  /// The whole animation's timing curve. Default `.easeInEaseOut` (UIKit's keyframe default).
  public var curve: TimingCurve
  /// The corner radius of the receded presenting screen, in points. Default 0 (as the article).
  public var recededCornerRadius: Double
  /// How a released pull-down finishes or cancels.
  public var completion: CompletionPolicy

  /// Creates a recede transition; every parameter defaults to the reference article's value.
  public init(
    duration: Double = 0.5, depth: Double = 100, perspectiveDistance: Double = 1000,
    dismissalHold: Double = 0.2, calculationMode: CalculationMode = .cubic,
    curve: TimingCurve = .easeInEaseOut, recededCornerRadius: Double = 0,
    completion: CompletionPolicy = .standard
  ) {
    self.duration = duration
    self.depth = depth
    self.perspectiveDistance = perspectiveDistance
    self.dismissalHold = dismissalHold
    self.calculationMode = calculationMode
    self.curve = curve
    self.recededCornerRadius = recededCornerRadius
    self.completion = completion
  }

  /// The reference article's transition (the defaults).
  public static let reference = Recede()

  /// `recede`.
  public var name: String { "recede" }
  /// One line for listings.
  public var summary: String {
    "slides up from the bottom while the screen behind recedes in 3D (Twitter's in-app browser); pull down to dismiss"
  }

  /// The presenting screen's transform when fully receded: `CATransform3DTranslate(P, 0, 0, −depth)`
  /// with `P.m34 = −1/perspectiveDistance`.
  public var recededTransform: Transform3D {
    Transform3D.perspective(distance: perspectiveDistance).translated(x: 0, y: 0, z: -depth)
  }

  /// The timeline in `context`.
  public func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    let offset = context.orientation.offscreenOffset(for: context.containerSize)
    let onscreen = bounds.center
    let offscreen = Point(x: onscreen.x + offset.x, y: onscreen.y + offset.y)
    let receded = recededTransform
    let presenting = LayerState(role: .presenting, content: .presentingScreen, frame: bounds)
    let presented = LayerState(role: .presented, content: .presentedScreen, frame: bounds)
    let mode = calculationMode
    let layers: [LayerAnimation]
    switch context.direction {
    case .present:
      layers = [
        LayerAnimation(
          base: presenting,
          transform: KeyframeSeries(from: .identity, keyframes: [Keyframe(value: receded)], mode: mode),
          cornerRadius: cornerTrack(from: 0, to: recededCornerRadius, hold: 0)),
        LayerAnimation(
          base: presented,
          position: KeyframeSeries(from: offscreen, keyframes: [Keyframe(value: onscreen)], mode: mode)),
      ]
    case .dismiss:
      let hold = dismissalHold
      layers = [
        LayerAnimation(
          base: presenting,
          transform: KeyframeSeries(
            from: receded, keyframes: [Keyframe(start: hold, duration: 1 - hold, value: .identity)],
            mode: mode),
          cornerRadius: cornerTrack(from: recededCornerRadius, to: 0, hold: hold)),
        LayerAnimation(
          base: presented,
          position: KeyframeSeries(from: onscreen, keyframes: [Keyframe(value: offscreen)], mode: mode)),
      ]
    }
    return Timeline(containerSize: context.containerSize, layers: layers, curve: curve, duration: duration)
  }

  private func cornerTrack(from: Double, to: Double, hold: Double) -> KeyframeSeries<Double>? {
    guard from != 0 || to != 0 else { return nil }
    return KeyframeSeries(
      from: from, keyframes: [Keyframe(start: hold, duration: 1 - hold, value: to)], mode: .linear)
  }

  /// A pull-down over the container's height, dismissal only.
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    context.direction == .dismiss ? .pullDown(in: context) : nil
  }
}
