/// What Core Animation should play for one run of a transition that plays by itself — a timed
/// presentation or dismissal, or the completion after a release — compiled from the engine.
///
/// The UIKit glue sets every layer's model values to ``final`` and adds ``animations``; the render
/// server then plays the run whatever the main thread does, and removing the animations never
/// snaps, because the model already holds where they end. Evaluated with Core Animation's
/// semantics (``layer(_:at:decomposingTransforms:)``), a run reproduces the engine's scenes to
/// within ``cornerTolerance`` points and ``opacityTolerance`` (tested for every catalog
/// transition and for completions after random gestures).
package struct CoreAnimationRun: Sendable, Hashable {
  /// Why the run plays.
  package enum Reason: String, Sendable, Hashable {
    /// A timed presentation.
    case present
    /// A timed dismissal (a button, code, an accessibility escape).
    case dismiss
    /// The completion of a released gesture towards the end.
    case finish
    /// The completion of a released or cancelled gesture back to the start.
    case cancel
  }

  /// When the run starts, in seconds on the transition's clock.
  package var start: Double
  /// How long it plays, in seconds (≥ 0).
  package var duration: Double
  /// Why it plays.
  package var reason: Reason
  /// Each layer's model values when the run ends.
  package var final: [LayerRole: [AnimatedKeyPath: AnimatedValue]]
  /// The layers, bottom to top (the scene's order).
  package var layerOrder: [LayerRole]
  /// The animations to add, in order.
  package var animations: [PlannedAnimation]
  /// The size at which a layer's content is laid out and scaled into its bounds, by role
  /// (``LayerState/contentSize``: a zoom's page and its source's picture); the host shows the
  /// page as a scaled view with ``plannedScaledPage(of:restingFrame:)``.
  package var contentSizes: [LayerRole: Size] = [:]

  /// The largest distance between a planned and an engine layer corner the builder allows, in points.
  package static let cornerTolerance = 0.1
  /// The largest difference between a planned and an engine opacity the builder allows.
  package static let opacityTolerance = 0.001
}

/// One animation of a ``CoreAnimationRun``: a `CAKeyframeAnimation` with linear calculation mode
/// (`CAAnimation.h`): `values` at `keyTimes` (fractions of `duration`, from 0 to 1), blended
/// linearly between them, with no timing function (linear pacing).
package struct PlannedAnimation: Sendable, Hashable {
  /// The layer it animates.
  package var role: LayerRole
  /// The property.
  package var keyPath: AnimatedKeyPath
  /// When it begins, in seconds on the transition's clock (the run's start).
  package var beginTime: Double
  /// How long it plays, in seconds.
  package var duration: Double
  /// The values, one per key time.
  package var values: [AnimatedValue]
  /// Increasing fractions of `duration`, from 0 to 1.
  package var keyTimes: [Double]

  /// The value at `time` seconds on the transition's clock (clamped to the animation's span), as
  /// a linear `CAKeyframeAnimation` computes it.
  package func value(at time: Double, decomposingTransforms: Bool = true) -> AnimatedValue {
    let u = duration > 0 ? ((time - beginTime) / duration).clampedToUnit : 1
    guard var upper = keyTimes.firstIndex(where: { $0 >= u }) else { return values[values.count - 1] }
    if upper == 0 { return values[0] }
    upper = min(upper, values.count - 1)
    let (t0, t1) = (keyTimes[upper - 1], keyTimes[upper])
    let f = t1 > t0 ? (u - t0) / (t1 - t0) : 1
    return values[upper - 1].interpolated(to: values[upper], fraction: f, decomposed: decomposingTransforms)
  }
}

extension CoreAnimationRun {
  /// The layer `role` as Core Animation shows it at `time`: the model values, overridden by the
  /// animations in flight (an animation that has ended shows the model value).
  package func layer(_ role: LayerRole, at time: Double, decomposingTransforms: Bool = true) -> LayerState? {
    guard let values = final[role] else { return nil }
    var layer = LayerState(
      role: role,
      content: role == .dimming
        ? .solid(.black) : (role == .presented ? .presentedScreen : .presentingScreen),
      frame: Rect(x: 0, y: 0, width: 0, height: 0))
    for (keyPath, value) in values { layer = layer.setting(keyPath, to: value) }
    for animation in animations where animation.role == role {
      guard time >= animation.beginTime, time < animation.beginTime + animation.duration else { continue }
      layer = layer.setting(
        animation.keyPath, to: animation.value(at: time, decomposingTransforms: decomposingTransforms))
    }
    return layer
  }
}
