/// One dismissal pan from its beginning to its end, as the glue's recogniser action sees it: what
/// each callback does once ``DismissalPan/start(reason:catching:allowed:tracker:)`` has decided
/// how the pan began.
///
/// A pan that drives (a catch, a new dismissal) passes its moves and its end on; a vetoed pan
/// either resists — the page follows the finger by ``RubberBand`` and springs back when it
/// lifts (a presentation's page) — or drives nothing (a navigation controller's, whose pages the
/// navigation controller owns); a pan that drives nothing is ignored to its end.
package struct PanTracking: Sendable {
  /// What one callback does.
  package enum Step: Sendable, Hashable {
    /// Nothing.
    case none
    /// Pass the finger's translation, points since it went down, to the transition.
    case drive(dx: Double, dy: Double)
    /// Move the page by this offset (points; its transform's translation): a vetoed pan resists.
    case resist(Point)
    /// Pass the release, with the finger's velocity in points per second, to the transition.
    case release(vx: Double, vy: Double)
    /// Pass the system's cancellation to the transition.
    case cancel
    /// The vetoed page goes back to rest (``RubberBand/springBack``).
    case springBack
  }

  /// The pan now tracked, from its beginning: its gesture, the leading edge read then, and
  /// whether the app vetoed it.
  package private(set) var active:
    (kind: GestureSituation.Kind, edge: InteractiveGesture.ScreenEdge, vetoed: Bool)?
  /// Whether a vetoed pan moves the page with resistance (a presentation) rather than driving
  /// nothing (a navigation controller).
  package let resistsVetoes: Bool

  /// No pan yet.
  package init(resistsVetoes: Bool) { self.resistsVetoes = resistsVetoes }

  /// Whether a pan that drives a transition is under way (a pull-down then holds its scroll view
  /// at its top).
  package var isDriving: Bool { active.map { !$0.vetoed } ?? false }

  /// A pan of `kind` began as `start`, with the leading edge `edge` read then.
  package mutating func began(
    _ start: DismissalPan.Start, kind: GestureSituation.Kind, edge: InteractiveGesture.ScreenEdge
  ) {
    switch start {
    case .catchRun, .startDismissal: active = (kind, edge, false)
    case .resist: active = (kind, edge, true)
    case .driveNothing: active = resistsVetoes ? nil : (kind, edge, true)
    }
  }

  /// The finger moved by `translation` points since it went down, over a page of `bounds`.
  package func changed(translation: Point, bounds: Size) -> Step {
    guard let active else { return .none }
    guard active.vetoed else { return .drive(dx: translation.x, dy: translation.y) }
    guard resistsVetoes else { return .none }
    return .resist(
      RubberBand.resisted(active.kind, translation: translation, edge: active.edge, bounds: bounds))
  }

  /// The pan ended: lifted with `velocity` (points per second), or `cancelled` by the system.
  /// The next pan starts afresh.
  package mutating func ended(cancelled: Bool, velocity: Point) -> Step {
    defer { active = nil }
    guard let active else { return .none }
    if active.vetoed { return resistsVetoes ? .springBack : .none }
    return cancelled ? .cancel : .release(vx: velocity.x, vy: velocity.y)
  }
}
