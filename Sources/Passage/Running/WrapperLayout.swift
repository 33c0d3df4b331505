/// What a presentation controller's layout pass (`containerViewWillLayoutSubviews`,
/// UIPresentationController.h) does to the presented wrapper: the decisions of Passage's
/// presentation controller, which only applies them.
///
/// A pass puts the wrapper's geometry where it rests: its `position` is the resting one for its
/// anchor point, and when the container's size has changed (a rotation, Split View) its bounds
/// fill the container and a transition in flight hears the new size (it rests there when it
/// completes). Motion lives in the layer's transform (``RestingFrames``), so a pass never moves
/// the picture mid-transition; a pass that does not resize the container (a safe-area change,
/// the keyboard leaving) leaves the bounds alone, so a zoom's page keeps the bounds its run gave
/// it. The wrapper's `frame` is never set (UIView.h: undefined while it is transformed).
package struct WrapperLayout: Sendable, Hashable {
  /// What one pass sets.
  package struct Pass: Sendable, Hashable {
    /// The wrapper's new `bounds.size`, in points, when the container's size changed; `nil`
    /// leaves the bounds as they are.
    package var bounds: Size?
    /// The wrapper's `position`, in container points: resting, for its anchor point.
    package var position: Point
    /// The size a transition in flight must hear (``TransitionSession/containerResized(to:)``):
    /// the container was resized after the first pass.
    package var resized: Size?
  }

  /// The container size the wrapper was last laid out for, in points; `nil` before the first pass.
  package private(set) var laidOutSize: Size?

  /// Before the first pass.
  package init() {}

  /// A pass in a container of `size` points, the wrapper's layer having `anchorPoint` (unit
  /// coordinates).
  package mutating func pass(container size: Size, anchorPoint: Point) -> Pass {
    defer { laidOutSize = size }
    let resting = RestingFrames(container: size)
    let changed = size != laidOutSize
    return Pass(
      bounds: changed ? size : nil, position: resting.position(of: .presented, anchorPoint: anchorPoint),
      resized: changed && laidOutSize != nil ? size : nil)
  }
}
