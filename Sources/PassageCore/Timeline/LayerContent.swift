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
