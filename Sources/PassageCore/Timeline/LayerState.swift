/// Everything needed to draw one layer at one instant, in Core Animation's terms.
///
/// The layer's content fills `bounds` (origin at zero); it is placed in the container by mapping
/// each point through `transform` about `anchorPoint` and moving the anchor to `position`
/// (see ``Transform3D/mapLayerPoint(_:size:anchorPoint:position:)``).
public struct LayerState: Sendable, Hashable {
  /// What the layer stands for.
  public var role: LayerRole
  /// What the layer draws.
  public var content: LayerContent
  /// Where the anchor point sits in the container, in points (`CALayer.position`).
  public var position: Point
  /// The bounds size, in points (`CALayer.bounds.size`).
  public var size: Size
  /// The anchor in unit coordinates of the bounds; (0.5, 0.5) is the centre (`CALayer.anchorPoint`).
  public var anchorPoint: Point
  /// The transform applied about the anchor point (`CALayer.transform`).
  public var transform: Transform3D
  /// Opacity, 0 (invisible) … 1 (`CALayer.opacity`).
  public var opacity: Double
  /// The radius of the rounded corners, in points (`CALayer.cornerRadius`, content clipped).
  public var cornerRadius: Double
  /// The drop shadow.
  public var shadow: Shadow
  /// The size, in points, the content is laid out at when it is not the bounds' size: the content
  /// keeps that aspect ratio and fills the bounds, scaled to cover them, centred and clipped to
  /// the rounded bounds (`CALayer.contentsGravity = .resizeAspectFill` with `masksToBounds`). `nil`
  /// (the default): the content is laid out at the bounds' size and fills them exactly.
  public var contentSize: Size?

  /// Creates a layer state covering `frame` with no transform.
  public init(
    role: LayerRole, content: LayerContent, frame: Rect, transform: Transform3D = .identity,
    opacity: Double = 1, cornerRadius: Double = 0, shadow: Shadow = .none, contentSize: Size? = nil
  ) {
    self.role = role
    self.content = content
    self.size = frame.size
    self.anchorPoint = Point(x: 0.5, y: 0.5)
    self.position = frame.center
    self.transform = transform
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.shadow = shadow
    self.contentSize = contentSize
  }

  /// The frame the layer would have without its transform (`position` and `size` about the anchor).
  public var untransformedFrame: Rect {
    Rect(
      x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
      width: size.width, height: size.height)
  }

  /// Whether the layer is at rest: no transform, fully opaque, no shadow.
  public var isAtRest: Bool { transform.isIdentity && opacity == 1 && shadow.opacity == 0 }
}
