/// How a finger drives a transition: which gesture, how its movement maps to the transition's
/// direction of travel, how far it must go, and which layer follows it.
public struct InteractiveGesture: Sendable, Hashable {
  /// The kind of gesture.
  public enum Kind: Sendable, Hashable {
    /// A pan that starts at a screen edge (`UIScreenEdgePanGestureRecognizer`).
    case edgePan(ScreenEdge)
    /// A downward pan anywhere (yields to a scroll view that is not at its top).
    case pullDown
  }

  /// A physical screen edge.
  public enum ScreenEdge: String, Sendable, Hashable {
    /// The left edge.
    case left
    /// The right edge.
    case right
  }

  /// The kind of gesture.
  public var kind: Kind
  /// The finger travel, in points, from the transition's start to its end (> 0).
  public var extent: Double
  /// The layer that stays under the finger.
  public var trackedRole: LayerRole

  /// Creates a gesture description.
  public init(kind: Kind, extent: Double, trackedRole: LayerRole = .presented) {
    self.kind = kind
    self.extent = extent
    self.trackedRole = trackedRole
  }

  /// The leading-edge pan of `context`'s layout direction (left edge in left-to-right layouts,
  /// right edge in right-to-left), spanning the container's width.
  public static func leadingEdgePan(in context: TransitionContext) -> InteractiveGesture {
    InteractiveGesture(
      kind: .edgePan(context.layoutDirection == .leftToRight ? .left : .right),
      extent: context.containerSize.width)
  }

  /// A pull-down spanning the container's height.
  public static func pullDown(in context: TransitionContext) -> InteractiveGesture {
    InteractiveGesture(kind: .pullDown, extent: context.containerSize.height)
  }

  /// The component of a finger translation `(dx, dy)` (points, y down) along the direction of
  /// travel: +dx from the left edge, −dx from the right edge, +dy for a pull-down. Velocities map
  /// the same way.
  public func travel(dx: Double, dy: Double) -> Double {
    switch kind {
    case .edgePan(.left): return dx
    case .edgePan(.right): return -dx
    case .pullDown: return dy
    }
  }
}
