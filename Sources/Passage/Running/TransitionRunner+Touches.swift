extension TransitionRunner {
  /// Whether a finger can catch `run`, the run playing now: UIKit hit-tests the page by its model,
  /// which is the run's end (``CoreAnimationRun/isHitTestable(_:in:)``), and a run whose page
  /// leaves — a dismissal landing, off screen or into a visible source — is not caught wherever
  /// its page is drawn or ends, as iOS's zoom gives a touch during a landing to the screen below.
  /// A presentation on its way in and a completion springing back to the page can be caught (a
  /// zoom's flies on under the fingers that catch it).
  package func acceptsTouches(during run: CoreAnimationRun) -> Bool {
    runningPageStays && run.isHitTestable(gesture?.trackedRole ?? .presented, in: context.containerSize)
  }

  /// The same answer as ``acceptsTouches(during:)`` for the run playing now, read from where the
  /// run ends instead of from its Core Animation plan: what a recording's touch routing asks at
  /// every touch, without compiling the plan.
  package var acceptsTouchesNow: Bool {
    guard runningPageStays, let end = driver.completionTime else { return false }
    let page = runningScene(at: end).layer(gesture?.trackedRole ?? .presented)
    return page?.isHitTestable(in: context.containerSize) ?? false
  }

  /// Whether the page stays when the run playing now lands: a presentation on its way in, a
  /// completion springing back to the page.
  private var runningPageStays: Bool {
    switch phase {
    case .animating: return context.direction == .present
    case .completing(let finishing, _, _, _): return finishing == (context.direction == .present)
    default: return false
    }
  }
}
