/// Where a layer's content sits when it is laid out at a fixed size and aspect-filled into the
/// layer's bounds (`contentsGravity = .resizeAspectFill`, CALayer.h): centred in the bounds,
/// scaled uniformly by the larger of the two ratios so it covers them; the layer's rounded
/// bounds clip what overflows. The renderer draws ``Zoom``'s page this way, and the UIKit front
/// end places the presented controller's view (laid out at the container's size) inside its
/// shrinking wrapper the same way.
package struct ContentFill: Sendable, Hashable {
  /// The content's centre in the layer's own coordinates (its bounds' origin is zero), points.
  package var center: Point
  /// The content's uniform scale (> 0).
  package var scale: Double

  /// The placement of content laid out at `content` points in bounds of `bounds` points; `nil`
  /// when either size is not finite and positive.
  package init?(content: Size, in bounds: Size) {
    guard content.isUsable, bounds.isUsable else { return nil }
    let scale = max(bounds.width / content.width, bounds.height / content.height)
    guard scale.isFinite, scale > 0 else { return nil }
    center = Point(x: bounds.width / 2, y: bounds.height / 2)
    self.scale = scale
  }
}

/// The content of a layer whose bounds a run animates, as linear keyframes on the content's own
/// layer: its `position` (the bounds' centre) and a uniform scale `transform`, at the key times
/// of the bounds' animation (CAAnimation.h, `CAKeyframeAnimation`).
package struct PlannedContentFill: Sendable, Hashable {
  /// When the animation begins, in seconds of media time.
  package var beginTime: Double
  /// Its duration in seconds.
  package var duration: Double
  /// Key times in 0…1, increasing.
  package var keyTimes: [Double]
  /// The content's placement at each key time.
  package var fills: [ContentFill]
}

extension CoreAnimationRun {
  /// The content placement of `role` laid out at `content` points, for each key of the run's
  /// animation of its bounds; `nil` when the run does not animate them (the content then rests
  /// at ``ContentFill`` of the final bounds, which the host sets as a model value).
  package func plannedContentFill(of role: LayerRole, content: Size) -> PlannedContentFill? {
    guard
      let bounds = animations.first(where: { $0.role == role && $0.keyPath == .boundsSize })
    else { return nil }
    var fills: [ContentFill] = []
    for value in bounds.values {
      guard case .size(let size) = value, let fill = ContentFill(content: content, in: size) else {
        return nil
      }
      fills.append(fill)
    }
    return PlannedContentFill(
      beginTime: bounds.beginTime, duration: bounds.duration, keyTimes: bounds.keyTimes, fills: fills)
  }
}
