/// A transition: a timeline of layer keyframes for any context, plus how a finger drives it.
///
/// Conform to define your own transition; the catalog's ``Recede``, ``Push`` and ``Fade`` are
/// written exactly this way. Build the ``Timeline`` from ``LayerAnimation``s whose
/// ``KeyframeSeries``s use UIKit keyframe semantics, and describe the dismissal gesture with an
/// ``InteractiveGesture``. See "Writing your own transition" in the documentation.
///
/// ```swift
/// struct Shrink: PassageTransition {
///   var name: String { "shrink" }
///   func timeline(in context: TransitionContext) -> Timeline {
///     let bounds = context.bounds
///     let grown = context.direction == .present
///     let scale = KeyframeSeries(
///       from: Transform3D.scale(x: grown ? 0.5 : 1, y: grown ? 0.5 : 1),
///       keyframes: [Keyframe(value: .scale(x: grown ? 1 : 0.5, y: grown ? 1 : 0.5))], mode: .linear)
///     return Timeline(
///       containerSize: context.containerSize,
///       layers: [
///         LayerAnimation(base: LayerState(role: .presenting, content: .presentingScreen, frame: bounds)),
///         LayerAnimation(
///           base: LayerState(role: .presented, content: .presentedScreen, frame: bounds), transform: scale),
///       ],
///       curve: .easeInEaseOut, duration: 0.3)
///   }
/// }
/// ```
public protocol PassageTransition: Sendable {
  /// A short lowercase name, e.g. `recede`.
  var name: String { get }
  /// One line saying what the transition looks like.
  var summary: String { get }
  /// The motion in `context` (size, direction, layout direction, orientation).
  func timeline(in context: TransitionContext) -> Timeline
  /// The gesture that drives the transition interactively in `context`, if any.
  func interactiveGesture(in context: TransitionContext) -> InteractiveGesture?
  /// How a released gesture finishes or cancels.
  var completion: CompletionPolicy { get }
  /// The cross-fade played instead when the user prefers reduced motion, with the same lifecycle
  /// and gesture.
  var reducedMotion: Fade { get }
  /// The presented page's corner radius at rest, in points (≥ 0), once the transition has
  /// completed with the page shown.
  func restingCornerRadius(in context: TransitionContext) -> Double
}

extension PassageTransition {
  /// No one-line summary beyond the name.
  public var summary: String { name }
  /// No interactive gesture.
  public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? { nil }
  /// Projection with normal deceleration, completed by a critically damped spring of response 0.35 s.
  public var completion: CompletionPolicy {
    .standard
  }
  /// ``Fade``'s defaults (0.25 s, easeInEaseOut) with this transition's completion.
  public var reducedMotion: Fade { Fade(completion: completion) }
  /// The corner radius of the presented page where the timeline leaves it open: at progress 1
  /// of a presentation, 0 of a dismissal (0 when it is not finite or negative).
  public func restingCornerRadius(in context: TransitionContext) -> Double {
    let open = context.direction == .present ? 1.0 : 0.0
    let radius = timeline(in: context).scene(atProgress: open).layer(.presented)?.cornerRadius ?? 0
    return radius.isFinite ? max(radius, 0) : 0
  }
}
