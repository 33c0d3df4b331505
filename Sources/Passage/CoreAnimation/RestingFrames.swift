/// Where each role's view rests in the container, and how the engine's motion is carried so that
/// the view never leaves that geometry.
///
/// The engine moves a layer by its `position`; a view moved that way changes its safe area in the
/// last frames of a run (its insets slide, Auto Layout runs every frame), and UIKit's layout
/// passes (`containerViewWillLayoutSubviews`, a rotation, the status bar) set frames back mid-run.
/// So the glue keeps every view's `position` and `bounds` at its resting frame — what UIKit gives
/// (`finalFrame(for:)`/`initialFrame(for:)`) or the container's bounds — and folds the engine's
/// displacement into the layer's `transform` instead. The projection is the same (Core Animation
/// adds `position` after the transform's homogeneous divide, CALayer.h), so the screen shows
/// exactly what the engine computed.
package struct RestingFrames: Sendable, Hashable {
  /// The container's bounds: where the engine's layers rest.
  package var container: Rect
  /// Frames UIKit asks for, by role, in container points (others rest at ``container``).
  package var frames: [LayerRole: Rect]

  /// Resting frames in a container of `size`, with UIKit's frames for some roles.
  package init(container size: Size, frames: [LayerRole: Rect] = [:]) {
    container = Rect(origin: .zero, size: size)
    self.frames = frames
  }

  /// Where `role`'s view rests, in container points.
  package func frame(of role: LayerRole) -> Rect { frames[role] ?? container }

  /// The model `position` of a view resting at `frame(of: role)` with `anchorPoint` (unit
  /// coordinates): what a layout pass may set at any moment without moving the picture.
  package func position(of role: LayerRole, anchorPoint: Point) -> Point {
    let frame = frame(of: role)
    return Point(
      x: frame.origin.x + anchorPoint.x * frame.size.width,
      y: frame.origin.y + anchorPoint.y * frame.size.height)
  }

  /// `layer` as its view shows it: `position` and `bounds` at the resting frame, the engine's
  /// displacement from its own resting place folded into `transform` (applied after it), so the
  /// projected corners are unchanged when the resting frame is the container's bounds. A layer
  /// whose size the engine animates keeps that change on top of the resting size.
  package func viewState(of layer: LayerState) -> LayerState {
    var view = layer
    let engineRest = Point(
      x: container.origin.x + layer.anchorPoint.x * container.size.width,
      y: container.origin.y + layer.anchorPoint.y * container.size.height)
    let (dx, dy) = (layer.position.x - engineRest.x, layer.position.y - engineRest.y)
    let rest = frame(of: layer.role)
    view.size = Size(
      width: rest.size.width + layer.size.width - container.size.width,
      height: rest.size.height + layer.size.height - container.size.height)
    view.position = position(of: layer.role, anchorPoint: layer.anchorPoint)
    if dx != 0 || dy != 0 {
      view.transform = layer.transform.concatenating(.translation(x: dx, y: dy))
    }
    return view
  }

  /// Every layer of `scene` as its view shows it (``viewState(of:)``), in the same order.
  package func viewScene(of scene: TransitionScene) -> TransitionScene {
    TransitionScene(
      containerSize: scene.containerSize, layers: scene.layers.map(viewState(of:)),
      hidesSource: scene.hidesSource)
  }
}
