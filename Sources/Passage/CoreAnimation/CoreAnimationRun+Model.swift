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
    guard let model = layer(role, at: .infinity), model.opacity >= Self.minimumHitTestOpacity else {
      return false
    }
    let corners = model.projectedCorners.compactMap { $0 }
    guard corners.count == 4 else { return false }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return false
    }
    return minX < container.width && maxX > 0 && minY < container.height && maxY > 0
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
