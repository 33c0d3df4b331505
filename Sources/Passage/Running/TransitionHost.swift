extension LayerRole {
  /// Whether the host's view for this role takes touches (`isUserInteractionEnabled`, UIView.h):
  /// the presented view only. The dimming view and the source's copy the host makes do not, so
  /// UIKit's hit-testing passes them by to whatever lies below.
  package var takesTouches: Bool { self == .presented }
}

/// What a platform front end does on behalf of a ``TransitionSession``: show scenes, play Core
/// Animation runs and pass the lifecycle on to UIKit. The UIKit animator implements it with views
/// and layers; tests implement it with a recorder that checks the calls and their order. Hosts
/// live on the main actor, as UIKit does.
@MainActor
package protocol TransitionHost: AnyObject {
  /// Sets every layer's model values to `scene` at once, with no animation, in the scene's order
  /// (bottom to top). A role the scene does not contain leaves the container.
  func apply(_ scene: TransitionScene)
  /// Sets every layer's model values to `run.final`, orders them by `run.layerOrder`, adds
  /// `run.animations`, and, when Core Animation reports them finished (or removed), calls
  /// ``TransitionSession/runLanded(_:at:host:)`` with `number`.
  func play(_ run: CoreAnimationRun, number: Int)
  /// Removes the animations of the run in flight: a finger caught it, and ``apply(_:)`` follows at
  /// once with the engine's state at the same moment.
  func removeAnimations()
  /// Hides the screen under the presented one from assistive technologies (VoiceOver), or shows
  /// it again: `accessibilityViewIsModal` (UIAccessibility.h).
  func hideCoveredScreen(_ hidden: Bool)
  /// `beginAppearanceTransition(_:animated:)` on the view controller of `role`.
  func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool)
  /// `endAppearanceTransition()` on the view controller of `role`.
  func endAppearanceTransition(of role: LayerRole)
  /// `updateInteractiveTransition(_:)` on the transition context.
  func updateInteractiveTransition(_ progress: Double)
  /// `finishInteractiveTransition()` on the transition context.
  func finishInteractiveTransition()
  /// `cancelInteractiveTransition()` on the transition context.
  func cancelInteractiveTransition()
  /// `completeTransition(_:)` on the transition context; called exactly once.
  func completeTransition(_ didComplete: Bool)
  /// The model values of the view that plays `role` before the transition changes them, for the
  /// views the app owns (a pushed or popped view, the presented view, the live presenting view of
  /// a modal presentation); `nil` for views the host makes itself (the dimming view). Read once, when the transition starts.
  func modelValues(of role: LayerRole) -> [AnimatedKeyPath: AnimatedValue]?
  /// Gives the view of `role` back its look as ``modelValues(of:)`` read it
  /// (``AnimatedKeyPath/borrowedStyle``), when the transition completes, whether or not the view
  /// stays in the container.
  func restore(_ values: [AnimatedKeyPath: AnimatedValue], of role: LayerRole)
  /// Hides the view the transition grows out of (a zoom's source), or shows it again: hidden
  /// from the start of a run whose page stands for it (``Timeline/hidesSource``) until the
  /// transition completes.
  func hideSource(_ hidden: Bool)
  /// Something was ignored (e.g. a gesture event out of order); for logs, never fatal.
  func report(_ diagnostic: String)
}
