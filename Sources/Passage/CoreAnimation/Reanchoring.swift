import PassageCore

extension Transform3D {
  /// This transform, meant for a layer of `size` points turning about `anchor` (unit
  /// coordinates), as the transform that shows the same picture on a layer resting in the same
  /// frame but turning about `newAnchor`: what the glue sets on a view it moves but must not
  /// re-anchor (the app's own presenting view, whose `anchorPoint` and `position` are the app's).
  ///
  /// Core Animation maps a point of the layer relative to its anchor through `transform`, then
  /// adds `position` after the homogeneous divide (CALayer.h). With the anchors `d` points apart
  /// (`d = (anchor − newAnchor) · size`) and both layers resting in one frame, the positions are
  /// `d` apart too, so the new transform is `T(−d) · self · T(d)`: the translation after `self`
  /// is scaled by the divide's `w`, which is what adding `d` after the divide does.
  ///
  /// - Returns `self` when the anchors are equal; otherwise a transform that maps every point of
  ///   the layer to where `self` maps it, perspective included.
  package func reanchored(from anchor: Point, to newAnchor: Point, size: Size) -> Transform3D {
    let d = Point(x: (anchor.x - newAnchor.x) * size.width, y: (anchor.y - newAnchor.y) * size.height)
    guard d.x != 0 || d.y != 0 else { return self }
    return Transform3D.translation(x: -d.x, y: -d.y).concatenating(self).concatenating(
      .translation(x: d.x, y: d.y))
  }
}
