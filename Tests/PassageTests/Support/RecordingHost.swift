import Passage

extension TransitionSession {
  /// Lets the run in flight land when the engine says it ends, as Core Animation's completion
  /// would report it.
  @MainActor mutating func landRun(host: RecordingHost) {
    guard let number = playing, let end = runner.driver.completionTime else { return }
    runLanded(number, at: end, host: host)
  }
}

/// A host that records what the UIKit glue would call, in order, and models what UIKit would do
/// with it where the glue's correctness depends on it:
///
/// - **Model geometry.** Each role's layer holds its model values — set by scenes, by a run's
///   final values the moment the run is added (as `ViewHost` sets them), by restores — never the
///   animated presentation values. ``hitTest(_:)`` finds the topmost role at a point the way
///   `UIView.hitTest(_:with:)` does: by the exact projected quadrilateral of the model layer
///   (`LayerState.modelContains`), skipping layers whose opacity is below 0.01, hidden views and
///   views that take no touches (UIView.h).
/// - **Views the app owns.** ``ownedStyles`` are the looks of the views UIKit vends (a pushed
///   view with the app's corner radius and shadow); the host reports them from `modelValues(of:)`
///   and records what the session gives back.
/// - **The transition context.** ``context`` stands for UIKit's context object, which only the
///   host holds on the glue's side; a test can watch it with a weak reference.
@MainActor final class RecordingHost: TransitionHost {
  /// An object standing for UIKit's transition context.
  final class Context {}

  var calls: [String] = []
  var scenes: [TransitionScene] = []
  var runs: [(run: CoreAnimationRun, number: Int)] = []
  /// The look of each view the app owns, by role, before the transition.
  var ownedStyles: [LayerRole: [AnimatedKeyPath: AnimatedValue]]
  /// What the session gave back to each view the app owns.
  private(set) var restored: [LayerRole: [AnimatedKeyPath: AnimatedValue]] = [:]
  /// The model layers, bottom to top.
  private(set) var model: [LayerState] = []
  let context = Context()
  /// Called after a run is recorded, as Core Animation receives it (``UIKitTransitionModel``).
  var onPlay: ((CoreAnimationRun, Int) -> Void)?
  /// Called after the run's animations are removed.
  var onRemoveAnimations: (() -> Void)?
  /// Called inside `completeTransition`, after it is recorded: what UIKit does before it returns.
  var onComplete: ((Bool) -> Void)?

  init(ownedStyles: [LayerRole: [AnimatedKeyPath: AnimatedValue]] = [:]) {
    self.ownedStyles = ownedStyles
  }

  func apply(_ scene: TransitionScene) {
    scenes.append(scene)
    calls.append("apply")
    model = scene.layers
  }
  func play(_ run: CoreAnimationRun, number: Int) {
    runs.append((run, number))
    calls.append("play(\(run.reason.rawValue))")
    model = run.layerOrder.compactMap { run.layer($0, at: .infinity) }
    onPlay?(run, number)
  }
  func removeAnimations() {
    calls.append("removeAnimations")
    onRemoveAnimations?()
  }
  func hideCoveredScreen(_ hidden: Bool) { calls.append("hideCoveredScreen(\(hidden))") }
  func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool) {
    calls.append("\(role.rawValue).beginAppearance(\(isAppearing))")
  }
  func endAppearanceTransition(of role: LayerRole) { calls.append("\(role.rawValue).endAppearance") }
  func updateInteractiveTransition(_ progress: Double) { calls.append("update") }
  func finishInteractiveTransition() { calls.append("finish") }
  func cancelInteractiveTransition() { calls.append("cancel") }
  func completeTransition(_ didComplete: Bool) {
    calls.append("complete(\(didComplete))")
    onComplete?(didComplete)
  }
  func report(_ diagnostic: String) { calls.append("diagnostic: \(diagnostic)") }
  func hideSource(_ hidden: Bool) { calls.append("hideSource(\(hidden))") }
  func modelValues(of role: LayerRole) -> [AnimatedKeyPath: AnimatedValue]? { ownedStyles[role] }
  func restore(_ values: [AnimatedKeyPath: AnimatedValue], of role: LayerRole) {
    restored[role] = values
    calls.append("restore(\(role.rawValue))")
  }

  /// A layout pass sets the model geometry of `role`'s view, as UIKit's layout sets a view's
  /// `bounds` and `center`: `size` when given, and `position`. Nothing happens to a role whose
  /// view is not in the container.
  func layOut(_ role: LayerRole, size: Size?, position: Point) {
    guard let index = model.lastIndex(where: { $0.role == role }) else { return }
    if let size { model[index].size = size }
    model[index].position = position
    calls.append("layOut(\(role.rawValue))")
  }

  /// The model layer of `role`, if its view is in the container.
  func modelLayer(_ role: LayerRole) -> LayerState? { model.last { $0.role == role } }

  /// The role whose model layer UIKit's hit-testing would find at `point` (container points):
  /// the topmost one whose model geometry contains it and whose opacity is at least 0.01.
  func hitTest(_ point: Point) -> LayerRole? {
    model.last { layer in
      !hiddenRoles.contains(layer.role) && interactiveRoles.contains(layer.role) && layer.modelContains(point)
    }?.role
  }

  /// The roles whose views take touches, as the glue sets them (`LayerRole.takesTouches`): the
  /// presented view; the dimming view and the source's copy have `isUserInteractionEnabled` off,
  /// and the presenting screen lies under the container, so UIKit's hit-testing passes them by
  /// (UIView.h) to whatever lies below.
  var interactiveRoles = Set(LayerRole.allCases.filter(\.takesTouches))
  /// The roles whose views are hidden (`isHidden`), which hit-testing passes by too.
  var hiddenRoles: Set<LayerRole> = []

  /// The transition context's and the controllers' calls, without scenes, runs and updates.
  var lifecycle: [String] {
    calls.filter {
      $0 != "update" && $0 != "apply" && $0 != "removeAnimations" && !$0.hasPrefix("play")
        && !$0.hasPrefix("hideCoveredScreen") && !$0.hasPrefix("restore") && !$0.hasPrefix("hideSource")
        && !$0.hasPrefix("layOut")
    }
  }
}

extension LayerState {
  /// The projected top-left corner's x, in container points.
  var leftEdge: Double { projectedCorners[0]?.x ?? .nan }
  /// The projected top-left corner's y, in container points.
  var topEdge: Double { projectedCorners[0]?.y ?? .nan }
}
