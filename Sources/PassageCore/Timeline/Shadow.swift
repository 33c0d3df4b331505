/// A layer's drop shadow (`CALayer.shadowColor/Opacity/Radius/Offset`), cast by its silhouette.
public struct Shadow: Sendable, Hashable {
  /// The shadow's colour (its alpha multiplies `opacity`).
  public var color: LayerColor
  /// Opacity, 0 (no shadow) … 1.
  public var opacity: Double
  /// Blur radius, in points (≥ 0); Core Animation's radius is about twice a Gaussian's σ.
  public var radius: Double
  /// Offset of the shadow from the layer, in points.
  public var offset: Size

  /// Creates a shadow.
  public init(
    color: LayerColor = .black, opacity: Double = 0, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }

  /// No shadow: Core Animation's defaults (black, opacity 0, radius 3, offset (0, −3)).
  public static let none = Shadow()
}
