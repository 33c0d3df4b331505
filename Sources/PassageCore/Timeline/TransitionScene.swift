/// The layers of a transition at one instant, bottom to top, in a container of a given size.
public struct TransitionScene: Sendable, Hashable {
  /// The container's size, in points.
  public var containerSize: Size
  /// The layers, bottom to top.
  public var layers: [LayerState]
  /// Whether the source view (`TransitionContext.source`, in Passage) must be hidden because the presented
  /// layer stands for it (a zoom); the front end hides the real view while this is true.
  public var hidesSource: Bool

  /// Creates a scene.
  public init(containerSize: Size, layers: [LayerState], hidesSource: Bool = false) {
    self.containerSize = containerSize
    self.layers = layers
    self.hidesSource = hidesSource
  }

  /// The topmost layer with the given role, if any.
  public func layer(_ role: LayerRole) -> LayerState? { layers.last { $0.role == role } }
}
