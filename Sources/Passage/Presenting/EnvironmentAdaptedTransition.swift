/// A transition seen through what SwiftUI's environment knows at the presenting view: its layout
/// direction, which may differ from the window's (a subtree under
/// `.environment(\.layoutDirection, .rightToLeft)`), and its Reduce Motion preference
/// (`accessibilityReduceMotion`, which follows the system setting and the preview canvas's).
///
/// The SwiftUI modifiers present with this wrapper, so the motion, the gesture's edge and the
/// completion all follow the environment while the UIKit front end stays unaware of SwiftUI.
///
/// - Reduce Motion is on if the system *or* the environment says so (the UIKit front end already
///   cross-fades under the system setting before it asks any transition for a timeline); then the
///   timeline is the wrapped transition's ``PassageTransition/reducedMotion`` fade, and its
///   gesture is kept — what `TransitionRunner` does for the system setting.
/// - A layout direction given here replaces the context's.
package struct EnvironmentAdaptedTransition: PassageTransition {
  /// The transition asked for.
  package let base: any PassageTransition
  /// The environment's Reduce Motion (`accessibilityReduceMotion`).
  package let reduceMotion: Bool
  /// The environment's layout direction, or `nil` to keep the container's.
  package let layoutDirection: TransitionContext.LayoutDirection?

  /// Wraps `base` with the environment's values.
  package init(
    _ base: any PassageTransition, reduceMotion: Bool, layoutDirection: TransitionContext.LayoutDirection?
  ) {
    self.base = base
    self.reduceMotion = reduceMotion
    self.layoutDirection = layoutDirection
  }

  /// The wrapped transition's name.
  package var name: String { base.name }
  /// The wrapped transition's summary.
  package var summary: String { base.summary }
  /// The wrapped transition's completion policy.
  package var completion: CompletionPolicy { base.completion }
  /// The wrapped transition's cross-fade under Reduce Motion.
  package var reducedMotion: Fade { base.reducedMotion }

  /// `context` with the environment's values applied.
  package func adapted(_ context: TransitionContext) -> TransitionContext {
    var adapted = context
    adapted.reduceMotion = context.reduceMotion || reduceMotion
    if let layoutDirection { adapted.layoutDirection = layoutDirection }
    return adapted
  }

  /// The wrapped transition's timeline in the adapted context, or a ``Fade`` under Reduce Motion.
  package func timeline(in context: TransitionContext) -> Timeline {
    let context = adapted(context)
    return context.reduceMotion
      ? base.reducedMotion.timeline(in: context) : base.timeline(in: context)
  }

  /// The wrapped transition's gesture in the adapted context (kept under Reduce Motion).
  package func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    base.interactiveGesture(in: adapted(context))
  }
}
