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
  /// How the tracked layer follows the finger. Default ``Tracking/alongTravel``.
  public var tracking: Tracking
  /// How far the finger travels, in points (≥ 0), before the tracked layer moves: the layer stays
  /// put for the first `deadZone` points and then trails the finger by that much, as iOS's back
  /// swipe does (12 pt, measured). Default 0: the layer sits under the finger from the first point.
  public var deadZone: Double
  /// When set, fingers hold the tracked layer as a card by these laws — a pan anywhere, the
  /// leading-edge swipe or a pinch shrinks it about the touch, and a release lands it or sends
  /// it back (``Zoom``) — instead of moving it along the timeline; not under Reduce Motion.
  /// Default `nil`.
  public var holdsCard: CardGestures?

  /// How the tracked layer follows the finger.
  public enum Tracking: String, Sendable, Hashable, CaseIterable {
    /// Along the direction of travel only: the finger's component along it is the travel, and the
    /// layer moves along its own track (Recede, Push).
    case alongTravel
    /// Anywhere: the distance the finger has been dragged, in any direction, is the travel, and
    /// the layer moves with the finger 1:1 in both dimensions while the rest of the timeline
    /// (its size, corners, the dimming) follows the distance. ``Zoom``'s drag is free, but its
    /// fingers hold a card instead (``holdsCard``), and under Reduce Motion only the distance counts.
    case free
  }

  /// Creates a gesture description; a negative or non-finite dead zone is replaced by 0.
  public init(
    kind: Kind, extent: Double, trackedRole: LayerRole = .presented, tracking: Tracking = .alongTravel,
    deadZone: Double = 0, holdsCard: CardGestures? = nil
  ) {
    self.holdsCard = holdsCard
    self.kind = kind
    self.extent = extent
    self.trackedRole = trackedRole
    self.tracking = tracking
    self.deadZone = deadZone.isFinite && deadZone > 0 ? deadZone : 0
  }

  /// The leading-edge pan of `context`'s layout direction (left edge in left-to-right layouts,
  /// right edge in right-to-left), spanning the container's width, with a dead zone of
  /// `deadZone` points (see ``deadZone``).
  public static func leadingEdgePan(in context: TransitionContext, deadZone: Double = 0)
    -> InteractiveGesture
  {
    InteractiveGesture(
      kind: .edgePan(context.layoutDirection == .leftToRight ? .left : .right),
      extent: context.containerSize.width, deadZone: deadZone)
  }

  /// A pull-down spanning the container's height.
  public static func pullDown(in context: TransitionContext) -> InteractiveGesture {
    InteractiveGesture(kind: .pullDown, extent: context.containerSize.height)
  }

  /// A pan anywhere on the page whose finger carries the tracked layer in any direction
  /// (``Tracking/free``), spanning the container's height: dragged that far, the transition has
  /// travelled its whole way. Starts like a pull-down (`UIPanGestureRecognizer`).
  public static func freeDrag(in context: TransitionContext) -> InteractiveGesture {
    InteractiveGesture(kind: .pullDown, extent: context.containerSize.height, tracking: .free)
  }

  /// The component of a finger translation `(dx, dy)` (points, y down) along the direction of
  /// travel: +dx from the left edge, −dx from the right edge, +dy for a pull-down; with
  /// ``Tracking/free`` tracking, the distance dragged. Velocities map the same way, except that
  /// a free drag's release velocity depends on where the finger is (the runner carries the finger's own offset).
  public func travel(dx: Double, dy: Double) -> Double {
    if tracking == .free { return (dx * dx + dy * dy).squareRoot() }
    switch kind {
    case .edgePan(.left): return dx
    case .edgePan(.right): return -dx
    case .pullDown: return dy
    }
  }

  /// How the driver maps a finger's two-dimensional movement for this gesture, moving the
  /// transition forwards (`sign` +1) or backwards (−1); `carriesLayer: false` keeps a free drag's
  /// layer in place (under Reduce Motion).
  package func finger(sign: Double, carriesLayer: Bool = true) -> FingerMapping {
    if tracking == .free { return .distance(sign: sign, carriesLayer: carriesLayer) }
    switch kind {
    case .edgePan(.left): return .along(x: sign, y: 0)
    case .edgePan(.right): return .along(x: -sign, y: 0)
    case .pullDown: return .along(x: 0, y: sign)
    }
  }
}
