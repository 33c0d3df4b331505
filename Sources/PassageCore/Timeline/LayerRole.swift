/// What a layer of a transition stands for. The roles are the same in both directions: in a
/// dismissal the presented screen is the one that leaves.
public enum LayerRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The screen the user starts on (the presenting view controller's view).
  case presenting
  /// The screen that arrives, e.g. the in-app browser (the presented view controller's view).
  case presented
  /// A solid layer over the presenting screen that darkens it.
  case dimming
}

/// What a layer draws.
public enum LayerContent: Sendable, Hashable {
  /// The presenting view controller's view (the renderer's `--from` screen).
  case presentingScreen
  /// The presented view controller's view (the renderer's `--to` screen).
  case presentedScreen
  /// A solid colour filling the layer's bounds.
  case solid(LayerColor)

  /// A short name: `presenting-screen`, `presented-screen` or `solid #RRGGBBAA`.
  public var name: String {
    switch self {
    case .presentingScreen: return "presenting-screen"
    case .presentedScreen: return "presented-screen"
    case .solid(let color): return "solid \(color.hexString)"
    }
  }
}

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
