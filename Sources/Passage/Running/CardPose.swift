/// Where fingers hold a card: a uniform scale and a turn about a pivot, then a translation, in
/// container points (y down, turns positive clockwise on screen).
package struct CardPose: Sendable, Hashable {
  /// The uniform scale (> 0); 1 leaves the card's size.
  package var scale: Double
  /// The turn, in radians.
  package var rotation: Double
  /// The point the card scales and turns about, in container points.
  package var pivot: Point
  /// The pivot's displacement, in points.
  package var translation: Point

  /// No change.
  package static let identity = CardPose(scale: 1, rotation: 0, pivot: .zero, translation: .zero)

  /// Where the pose puts `point`: `pivot + translation + scale · R(rotation) · (point − pivot)`.
  package func apply(_ point: Point) -> Point {
    let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
    let (c, s) = (cosine(rotation), sine(rotation))
    let (a, b) = (c * scale, s * scale)
    return Point(x: pivot.x + translation.x + a * dx - b * dy, y: pivot.y + translation.y + b * dx + a * dy)
  }
}

/// A card as a finger leaves it: an upright rectangle turned about its centre, with rounded
/// corners. Blended linearly between two, it is the straight line a released card flies.
package struct CardGeometry: Sendable, Hashable {
  /// The centre, in container points.
  package var center: Point
  /// The size, in points (≥ 0).
  package var size: Size
  /// The turn about the centre, in radians.
  package var rotation: Double
  /// The corner radius, in points.
  package var cornerRadius: Double

  /// The card `layer` draws: its untransformed frame and corner radius (the timeline's cards
  /// carry no transform).
  package init(_ layer: LayerState) {
    let frame = layer.untransformedFrame
    self.init(center: frame.center, size: frame.size, rotation: 0, cornerRadius: layer.cornerRadius)
  }

  /// This card moved by `pose`: its centre placed by it, scaled and turned with it.
  package func posed(by pose: CardPose) -> CardGeometry {
    CardGeometry(
      center: pose.apply(center),
      size: Size(width: size.width * pose.scale, height: size.height * pose.scale),
      rotation: rotation + pose.rotation, cornerRadius: cornerRadius * pose.scale)
  }

  /// A card of `size` centred at `center`, turned by `rotation` radians, with `cornerRadius`.
  package init(center: Point, size: Size, rotation: Double, cornerRadius: Double) {
    self.center = center
    self.size = size
    self.rotation = rotation
    self.cornerRadius = cornerRadius
  }

  /// `fraction` of the way to `other` (beyond 1 it overshoots, as an underdamped spring does);
  /// sizes and radii never fall below zero.
  package func blended(to other: CardGeometry, fraction f: Double) -> CardGeometry {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
    var card = self
    card.center = Point(x: mix(center.x, other.center.x), y: mix(center.y, other.center.y))
    card.size = Size(
      width: max(mix(size.width, other.size.width), 0), height: max(mix(size.height, other.size.height), 0))
    card.rotation = mix(rotation, other.rotation)
    card.cornerRadius = max(mix(cornerRadius, other.cornerRadius), 0)
    return card
  }

  /// The pose that takes `layer`'s card to this one, about the card's centre; exact when this
  /// card has the layer's aspect ratio (a held card, or one returning to the layer).
  package func pose(from layer: LayerState) -> CardPose {
    let frame = layer.untransformedFrame
    let scale = frame.size.width > 0 ? size.width / frame.size.width : 1
    return CardPose(
      scale: scale, rotation: rotation, pivot: frame.center,
      translation: Point(x: center.x - frame.center.x, y: center.y - frame.center.y))
  }

  /// The farthest any corner of this card is from the same corner of `other`, in points.
  package func distance(to other: CardGeometry) -> Double {
    zip(corners, other.corners).map { $0.distance(to: $1) }.max() ?? 0
  }

  private var corners: [Point] {
    let (c, s) = (cosine(rotation), sine(rotation))
    return [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map { fx, fy in
      let (x, y) = (fx * size.width, fy * size.height)
      return Point(x: center.x + c * x - s * y, y: center.y + s * x + c * y)
    }
  }

  /// `layer` drawn as this card, anchored at its centre: its position, size, turn and corner
  /// radius (the rest — content, opacity, shadow — stays the layer's).
  package func applied(to layer: LayerState) -> LayerState {
    var card = layer
    card.anchorPoint = Point(x: 0.5, y: 0.5)
    card.position = center
    card.size = size
    card.transform = rotation == 0 ? .identity : .rotation(angle: rotation, x: 0, y: 0, z: 1)
    card.cornerRadius = cornerRadius
    return card
  }
}
