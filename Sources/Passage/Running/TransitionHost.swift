/// What a platform front end does on behalf of a ``TransitionSession``: show scenes and pass the
/// lifecycle on to UIKit. The UIKit animator implements it with views; tests implement it with a
/// recorder that checks the calls and their order. Hosts live on the main actor, as UIKit does.
@MainActor
package protocol TransitionHost: AnyObject {
  /// Shows `scene` (positions, bounds, transforms, opacity, corner radius, shadow, dimming).
  func apply(_ scene: TransitionScene)
  /// `beginAppearanceTransition(_:animated:)` on the view controller of `role`.
  func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool)
  /// `endAppearanceTransition()` on the view controller of `role`.
  func endAppearanceTransition(of role: LayerRole)
  /// `updateInteractiveTransition(_:)` on the transition context.
  func updateInteractiveTransition(_ progress: Double)
  /// `pauseInteractiveTransition()` on the transition context.
  func pauseInteractiveTransition()
  /// `finishInteractiveTransition()` on the transition context.
  func finishInteractiveTransition()
  /// `cancelInteractiveTransition()` on the transition context.
  func cancelInteractiveTransition()
  /// `completeTransition(_:)` on the transition context; called exactly once.
  func completeTransition(_ didComplete: Bool)
  /// Something was ignored (e.g. a gesture event out of order); for logs, never fatal.
  func report(_ diagnostic: String)
}
