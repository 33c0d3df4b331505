/// One end of a ``Zoom``: the page's frame (container points), corner radius (points) and opacity
/// (0…1), and whether it stands for the source view there.
public struct ZoomEnd: Sendable, Hashable {
  /// The page's frame, in container points.
  public var frame: Rect
  /// The page's corner radius, in points.
  public var cornerRadius: Double
  /// The page's opacity, 0…1.
  public var opacity: Double
  /// Whether the page stands for the source view here (the source is hidden meanwhile).
  public var standsForSource: Bool

  /// Creates an end.
  public init(frame: Rect, cornerRadius: Double, opacity: Double = 1, standsForSource: Bool = false) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.opacity = opacity
    self.standsForSource = standsForSource
  }

  /// The open page: the container's `bounds`, opaque.
  static func open(_ bounds: Rect, cornerRadius: Double) -> ZoomEnd {
    ZoomEnd(frame: bounds, cornerRadius: cornerRadius)
  }
}
