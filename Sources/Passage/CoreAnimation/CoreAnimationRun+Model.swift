extension CoreAnimationRun {
  /// UIKit's hit-testing skips a view whose alpha is below this (UIView.h, `hitTest:withEvent:`).
  package static let minimumHitTestOpacity = 0.01

  /// Whether touches can reach the layer `role` while this run plays. UIKit hit-tests a view by
  /// its model geometry, never by what Core Animation draws (UIView.h `hitTest:withEvent:`,
  /// `pointInside:withEvent:`), and the run's model values are its end: the page is touchable
  /// throughout the run exactly when, at the end, it is opaque enough and inside the container.
  /// A presentation on its way in or a completion springing back to the page can be caught; a
  /// dismissal on its way out (or a cross-fade to nothing) cannot, wherever it is drawn.
  package func isHitTestable(_ role: LayerRole, in container: Size) -> Bool {
    layer(role, at: .infinity)?.isHitTestable(in: container) ?? false
  }

  /// Whether the layer `role` clips its content to its rounded bounds during this run: when any
  /// corner radius it takes in the run is above zero and it casts no shadow (a mask would clip
  /// the shadow). Decided for the whole run, not from the final value alone, so a radius that
  /// animates back to 0 stays rounded until it gets there.
  package func masksToBounds(_ role: LayerRole) -> Bool {
    func values(_ keyPath: AnimatedKeyPath) -> [Double] {
      let planned = animations.filter { $0.role == role && $0.keyPath == keyPath }.flatMap(\.values)
      return ([final[role]?[keyPath]].compactMap { $0 } + planned).compactMap {
        if case .number(let n) = $0 { n } else { nil }
      }
    }
    return values(.cornerRadius).contains { $0 > 0 } && !values(.shadowOpacity).contains { $0 > 0 }
  }
}

extension LayerState {
  /// Whether UIKit's hit-testing finds this layer at `point` (its superlayer's points) as a model:
  /// UIKit converts the point into the view's own coordinates through its transform and asks
  /// whether it lies in its bounds (UIView.h `hitTest:withEvent:`, `pointInside:withEvent:`), so
  /// the test is the exact projected quadrilateral — a turned or receded layer is not hit in the
  /// corners of its bounding box — and a layer below ``CoreAnimationRun/minimumHitTestOpacity``
  /// or with a corner at or behind the viewer is not hit.
  package func modelContains(_ point: Point) -> Bool {
    guard opacity >= CoreAnimationRun.minimumHitTestOpacity, point.x.isFinite, point.y.isFinite else {
      return false
    }
    let corners = projectedCorners.compactMap { $0 }
    guard corners.count == 4 else { return false }
    // Inside a convex quadrilateral (a projected rectangle is one): on the same side of each edge.
    var sign = 0.0
    for i in 0..<4 {
      let (a, b) = (corners[i], corners[(i + 1) % 4])
      let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
      if cross == 0 { continue }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return sign != 0 || corners.contains { $0 == point }
  }

  /// Whether UIKit's hit-testing can find this model layer in a container of `container`
  /// points: opaque enough, and its ``hitTestFrame`` overlapping the container.
  package func isHitTestable(in container: Size) -> Bool {
    guard let frame = hitTestFrame else { return false }
    return frame.origin.x < container.width && frame.origin.x + frame.size.width > 0
      && frame.origin.y < container.height && frame.origin.y + frame.size.height > 0
  }

  /// Where UIKit's hit-testing finds this layer as a model: the bounding box of its projected
  /// bounds, in its superlayer's points; `nil` when its opacity is below
  /// ``CoreAnimationRun/minimumHitTestOpacity`` or a corner is at or behind the viewer.
  package var hitTestFrame: Rect? {
    guard opacity >= CoreAnimationRun.minimumHitTestOpacity else { return nil }
    let corners = projectedCorners.compactMap { $0 }
    guard corners.count == 4, let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
      let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max()
    else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
