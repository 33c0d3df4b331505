extension TransitionRunner {
  /// Whether a finger can catch `run`, the run playing now: UIKit hit-tests the page by its model,
  /// which is the run's end (``CoreAnimationRun/isHitTestable(_:in:)``), and a run whose page
  /// leaves — a dismissal landing, off screen or into a visible source — is not caught wherever
  /// its page is drawn or ends, as iOS's zoom gives a touch during a landing to the screen below.
  /// A presentation on its way in and a completion springing back to the page can be caught,
  /// except a zoom's presentation, which flies on under a touch.
  package func acceptsTouches(during run: CoreAnimationRun) -> Bool {
    // A card's presentation flies on under a touch, as iOS's zoom does.
    if gesture?.holdsCard != nil, context.direction == .present { return false }
    let pageStays: Bool
    switch phase {
    case .animating: pageStays = context.direction == .present
    case .completing(let finishing, _, _, _): pageStays = finishing == (context.direction == .present)
    default: return false
    }
    return pageStays && run.isHitTestable(gesture?.trackedRole ?? .presented, in: context.containerSize)
  }
}
