/// A point in homogeneous coordinates `(x, y, z, w)`, the result of multiplying `[x y z 1]` by a
/// transform before the perspective divide. Package API: clients map points with
/// ``Transform3D/project(_:)`` and ``Transform3D/mapLayerPoint(_:size:anchorPoint:position:)``,
/// which divide; the engine and the tests read `w` itself.
package struct HomogeneousPoint: Sendable, Hashable {
  /// The x coordinate before the divide.
  package var x: Double
  /// The y coordinate before the divide.
  package var y: Double
  /// The z coordinate before the divide.
  package var z: Double
  /// The homogeneous weight; `w ≤ 0` means the point is at or behind the viewer.
  package var w: Double

  /// Creates a homogeneous point.
  package init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The screen point `(x/w, y/w)`, or `nil` when `w ≤ 0` (at or behind the viewer) or the result
  /// is not finite.
  package var projected: Point? {
    guard w > 0 else { return nil }
    let p = Point(x: x / w, y: y / w)
    return p.isFinite ? p : nil
  }
}

extension Transform3D {
  /// Multiplies the row vector `[x y z 1]` by this matrix, without the perspective divide.
  package func apply(x: Double, y: Double, z: Double = 0) -> HomogeneousPoint {
    HomogeneousPoint(
      x: x * m11 + y * m21 + z * m31 + m41,
      y: x * m12 + y * m22 + z * m32 + m42,
      z: x * m13 + y * m23 + z * m33 + m43,
      w: x * m14 + y * m24 + z * m34 + m44)
  }

  /// Maps a point of the plane `z = 0` through this matrix with the homogeneous divide.
  ///
  /// Returns `nil` when the point lands at or behind the viewer (`w ≤ 0`).
  public func project(_ point: Point) -> Point? {
    apply(x: point.x, y: point.y).projected
  }

  /// Maps a point of a layer's own coordinate space into its superlayer, as Core Animation does:
  /// `p_super = (p − anchorPoint·size) · M + position`, then the homogeneous divide.
  ///
  /// - Parameters:
  ///   - point: a point in the layer's bounds coordinates (points, origin at its top left).
  ///   - size: the layer's bounds size, in points.
  ///   - anchorPoint: the anchor in unit coordinates (0…1 of the size; (0.5, 0.5) is the centre).
  ///   - position: where the anchor sits in the superlayer, in points.
  /// - Returns: the point in the superlayer, or `nil` when it is at or behind the viewer.
  public func mapLayerPoint(
    _ point: Point, size: Size, anchorPoint: Point = Point(x: 0.5, y: 0.5), position: Point
  ) -> Point? {
    let local = apply(x: point.x - anchorPoint.x * size.width, y: point.y - anchorPoint.y * size.height)
    guard let p = local.projected else { return nil }
    return Point(x: p.x + position.x, y: p.y + position.y)
  }
}
