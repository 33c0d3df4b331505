/// How one layer changes over a transition: its state at progress 0 plus optional keyframe tracks
/// for the properties that move. Tracks are evaluated at the transition's progress (after its
/// timing curve).
///
/// ```swift
/// let slideUp = LayerAnimation(
///   base: LayerState(role: .presented, content: .presentedScreen, frame: bounds),
///   position: KeyframeSeries(from: below, keyframes: [Keyframe(value: center)]))
/// ```
public struct LayerAnimation: Sendable {
  /// The layer's state where no track says otherwise.
  public var base: LayerState
  /// The anchor's position, in container points.
  public var position: KeyframeSeries<Point>?
  /// The bounds size, in points.
  public var size: KeyframeSeries<Size>?
  /// The transform about the anchor point.
  public var transform: KeyframeSeries<Transform3D>?
  /// Opacity, 0…1.
  public var opacity: KeyframeSeries<Double>?
  /// Corner radius, in points.
  public var cornerRadius: KeyframeSeries<Double>?
  /// Shadow opacity, 0…1 (colour, radius and offset come from `base`).
  public var shadowOpacity: KeyframeSeries<Double>?

  /// Creates a layer animation; every track is optional.
  public init(
    base: LayerState, position: KeyframeSeries<Point>? = nil, size: KeyframeSeries<Size>? = nil,
    transform: KeyframeSeries<Transform3D>? = nil, opacity: KeyframeSeries<Double>? = nil,
    cornerRadius: KeyframeSeries<Double>? = nil, shadowOpacity: KeyframeSeries<Double>? = nil
  ) {
    self.base = base
    self.position = position
    self.size = size
    self.transform = transform
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.shadowOpacity = shadowOpacity
  }

  /// The layer's state at progress `u` (0 start … 1 end).
  public func state(at u: Double) -> LayerState {
    var s = base
    if let position { s.position = position.value(at: u) }
    if let size { s.size = size.value(at: u) }
    if let transform { s.transform = transform.value(at: u) }
    if let opacity { s.opacity = opacity.value(at: u) }
    if let cornerRadius { s.cornerRadius = cornerRadius.value(at: u) }
    if let shadowOpacity { s.shadow.opacity = shadowOpacity.value(at: u) }
    return s
  }
}
