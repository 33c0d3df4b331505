// Touch delivery and arbitration (UIGestureRecognizer.h, UIView.h `hitTest:withEvent:`, Event
// Handling Guide for UIKit): a touch goes to the view hit-tested where it began and to the
// recognisers of that view and its superviews that their delegates let receive it. A recogniser
// that has seen its gesture begins only when
// - every recogniser it must wait for (`requireGestureRecognizerToFail:`, either delegate's
//   `shouldRequireFailureOfGestureRecognizer:` / `shouldBeRequiredToFailByGestureRecognizer:`)
//   has failed — it fails if one of them recognises;
// - its delegate's and its view's `gestureRecognizerShouldBegin:` say yes;
// - no recogniser already recognising these touches excludes it (neither delegate allows the two
//   `shouldRecognizeSimultaneouslyWithGestureRecognizer:`).
// When it begins, the other possible recognisers it excludes fail, and with `cancelsTouchesInView`
// the touches' views are sent `touchesCancelled`. A touch on a view that shows another process's
// content reaches no recogniser of the app.

/// The touches on a window, as a test's fingers make them. Every event lets one display frame
/// pass first (``ModelRunLoop/advance(by:)``), so time moves as a finger does.
@MainActor
package final class TouchScreen {
  package let window: UIWindow
  private var touches: [Int: UITouch] = [:]
  /// The recognisers taking part in the touches down now.
  private var participants: [UIGestureRecognizer] = []

  package init(_ window: UIWindow) { self.window = window }

  /// The view hit-tested where `finger` went down.
  package func view(under finger: Int) -> UIView? { touches[finger]?.view }

  /// A finger goes down at `point` (window coordinates).
  package func down(_ finger: Int = 0, at point: CGPoint) {
    ModelRunLoop.advance(by: ModelRunLoop.frameInterval)
    let touch = UITouch(finger: finger, at: point, in: window)
    touch.view = window.hitTest(point, with: UIEvent())
    touches[finger] = touch
    var chain: [UIGestureRecognizer] = []
    // A touch on another process's content is delivered there: the app's recognisers, the
    // superviews' included, never see it. Assumed (Apple documents no API for it): it is why an
    // edge swipe over SFSafariViewController needs a view of the app's own above the browser.
    var view = touch.view?.modelHostsRemoteContent == true ? nil : touch.view
    while let current = view {
      chain += current.gestureRecognizers ?? []
      view = current.superview
    }
    for recognizer in chain where recognizer.isEnabled && recognizer.view?.window === window {
      guard recognizer.state == .possible || recognizer.isActive else { continue }
      guard recognizer.accepts(touch) else {
        if recognizer.state == .possible { recognizer.overflowTouches.append(touch) }
        continue
      }
      guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
      recognizer.touches.append(touch)
      if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
      recognizer.touchesBegan([touch], with: UIEvent())
    }
    resolve()
  }

  /// `finger` moves to `point`.
  package func move(_ finger: Int = 0, to point: CGPoint) {
    ModelRunLoop.advance(by: ModelRunLoop.frameInterval)
    guard let touch = touches[finger] else { return }
    touch.point = point
    touch.phase = .moved
    touch.timestamp = ModelRunLoop.now
    for recognizer in participants where recognizer.touches.contains(where: { $0 === touch }) {
      recognizer.touchesMoved([touch], with: UIEvent())
    }
    resolve()
  }

  /// `finger` lifts.
  package func up(_ finger: Int = 0) {
    ModelRunLoop.advance(by: ModelRunLoop.frameInterval)
    guard let touch = touches.removeValue(forKey: finger) else { return }
    touch.phase = .ended
    touch.timestamp = ModelRunLoop.now
    for recognizer in participants { recognizer.overflowTouches.removeAll { $0 === touch } }
    for recognizer in participants where recognizer.touches.contains(where: { $0 === touch }) {
      recognizer.touchesEnded([touch], with: UIEvent())
      recognizer.touches.removeAll { $0 === touch }
    }
    resolve()
  }

  /// The system cancels every touch (a call comes in, the app leaves the foreground).
  package func cancelAll() {
    let all = Array(touches.values)
    touches = [:]
    for recognizer in participants {
      let held = recognizer.touches.filter { touch in all.contains { $0 === touch } }
      if !held.isEmpty { recognizer.touchesCancelled(Set(held), with: UIEvent()) }
      recognizer.touches = []
      recognizer.overflowTouches = []
    }
    resolve()
  }

  /// One finger from `start` by (`dx`, `dy`) in `steps` moves, then lifted unless `lift` is false.
  package func drag(
    _ finger: Int = 0, from start: CGPoint, by dx: CGFloat, _ dy: CGFloat, steps: Int = 10, lift: Bool = true
  ) {
    down(finger, at: start)
    for step in 1...max(steps, 1) {
      let f = CGFloat(step) / CGFloat(max(steps, 1))
      move(finger, to: CGPoint(x: start.x + dx * f, y: start.y + dy * f))
    }
    if lift { up(finger) }
  }

  // MARK: Arbitration

  private func resolve() {
    var changed = true
    var rounds = 0
    while changed, rounds < 100 {
      changed = false
      rounds += 1
      for recognizer in participants where recognizer.state == .possible && recognizer.wantsToBegin {
        if decide(recognizer) { changed = true }
      }
    }
    // Touches lifted with the recogniser still waiting: it never saw its gesture through.
    for recognizer in participants where recognizer.state == .possible && recognizer.touches.isEmpty {
      recognizer.fail()
    }
    for recognizer in participants where recognizer.touches.isEmpty || !recognizer.isEnabled {
      if recognizer.state != .possible || recognizer.touches.isEmpty { recognizer.resetForNextGesture() }
    }
    participants.removeAll { $0.state == .possible && $0.touches.isEmpty }
  }

  /// Lets `recognizer` begin, fail or wait; whether its state changed.
  private func decide(_ recognizer: UIGestureRecognizer) -> Bool {
    let others = participants.filter { $0 !== recognizer && shares($0, recognizer) }
    let awaited = others.filter { recognizer.waits(for: $0) }
    if awaited.contains(where: { $0.isActive || $0.state == .ended }) {
      recognizer.fail()
      return true
    }
    if awaited.contains(where: { $0.state == .possible }) { return false }
    let allowed =
      (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
    guard allowed else {
      recognizer.fail()
      return true
    }
    if others.contains(where: { $0.isActive && excludes($0, recognizer) }) {
      recognizer.fail()
      return true
    }
    recognizer.transition(to: .began)
    for other in others where other.state == .possible && excludes(recognizer, other) {
      if !other.waits(for: recognizer) { other.fail() }
    }
    if recognizer.cancelsTouchesInView {
      var views: [UIView] = []
      for touch in recognizer.touches {
        if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
      }
      for view in views { view.cancelledTouches += 1 }
    }
    return true
  }

  /// Whether two recognisers hold a touch in common, or are both on this sequence's touches.
  private func shares(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.touches.contains { touch in b.touches.contains { $0 === touch } }
      || (a.touches.isEmpty || b.touches.isEmpty)
  }

  /// Whether `winner`, recognising, keeps `other` from recognising beside it.
  private func excludes(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
    let together =
      winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
    return !together && winner.canPrevent(other) && other.canBePrevented(by: winner)
  }
}

/// The arena's bookkeeping hook for recognisers that finished.
@MainActor
enum GestureArena {
  static func settled(_ recognizer: UIGestureRecognizer) {}
}
