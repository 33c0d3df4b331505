/// What a layer draws.
public enum LayerContent: Sendable, Hashable {
  /// The presenting view controller's view (the renderer's `--from` screen).
  case presentingScreen
  /// The presented view controller's view (the renderer's `--to` screen).
  case presentedScreen
  /// A solid colour filling the layer's bounds.
  case solid(LayerColor)
  /// The view at `frame` (container points) on the presenting screen laid out at `screen`
  /// points, as it looked before the transition: a zoom's source. The renderer crops it from the
  /// `--from` screen; on a device it is a snapshot of the source view.
  case sourcePicture(frame: Rect, screen: Size)

  /// A short name: `presenting-screen`, `presented-screen`, `solid #RRGGBBAA` or
  /// `source-picture X,Y,WxH`.
  public var name: String {
    switch self {
    case .presentingScreen: return "presenting-screen"
    case .presentedScreen: return "presented-screen"
    case .solid(let color): return "solid \(color.hexString)"
    case .sourcePicture(let frame, _):
      func f(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
      return
        "source-picture \(f(frame.origin.x)),\(f(frame.origin.y)),\(f(frame.size.width))x\(f(frame.size.height))"
    }
  }
}
