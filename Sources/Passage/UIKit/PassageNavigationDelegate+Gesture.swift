#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// The pops a finger drives: each recogniser from its beginning (the app's veto, a catch or a
  /// new pop) through the finger's moves to its end, and which touches the recognisers take.
  extension PassageNavigationDelegate: PinchDriving {
    private var reader: GestureSituationReader? {
      guard let view = navigationController?.view else { return nil }
      return GestureSituationReader(
        host: view, content: navigationController?.topViewController?.viewIfLoaded ?? view,
        presented: nil, strip: nil)
    }

    /// The gesture `recognizer` drives, if it is one of Passage's.
    private func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind? {
      if recognizer === pinchRecognizer { return .pinch }
      return recognizers.first { $0.recognizer === recognizer }?.kind
    }

    /// The gestures that pop `page`: those of its transition's dismissal, as a presentation of it
    /// would install them (the leading-edge swipe for Push, the pull-down for Recede and Fade, a
    /// drag anywhere, the leading-edge swipe and, but under Reduce Motion, a pinch for Zoom; the
    /// full-width swipe when allowed); none for a page without a Passage transition.
    private func popGestures(of page: UIViewController?) -> [GestureSituation.Kind] {
      guard let transition = page.flatMap(transition(for:)) else { return [] }
      let plan = DismissalRecognizerPlan(
        gesture: transition.interactiveGesture(in: TransitionContext(direction: .dismiss)),
        overBrowser: false, allowsFullWidthSwipe: allowsFullWidthSwipe)
      let pinches = plan.pinches && !UIAccessibility.isReduceMotionEnabled
      return plan.entries.map(\.kind) + (pinches ? [.pinch] : [])
    }

    /// Keeps the scroll view under a pull-down at its top (UIScrollView.h: `contentOffset`,
    /// `adjustedContentInset`), so that only the page moves with the finger.
    private func holdScrollView() {
      guard let scroll = heldScrollView else { return }
      let top = CGPoint(ScrollGeometry(scroll).topOffset)
      if scroll.contentOffset != top { scroll.contentOffset = top }
    }

    func handle(_ recognizer: UIPanGestureRecognizer) {
      let translation = touchDowns[ObjectIdentifier(recognizer), default: TouchDownTranslation()]
        .translation(recognizer)
      switch recognizer.state {
      case .began:
        began(recognizer, translation: translation)
      case .changed:
        let bounds = Size(navigationController?.view.bounds.size ?? .zero)
        if case .drive(let dx, let dy) = tracking.changed(translation: Point(translation), bounds: bounds) {
          holdScrollView()
          route.changed(dx: dx, dy: dy)?.gestureChanged(dx: dx, dy: dy)
        }
      case .ended, .cancelled, .failed:
        touchDowns[ObjectIdentifier(recognizer)] = nil
        ended(recognizer, cancelled: recognizer.state != .ended)
      default: break
      }
    }

    /// The navigation controller's view, which the scaled page never transforms.
    var pinchSpace: UIView? { navigationController?.view }

    func began(_ recognizer: UIGestureRecognizer, translation: CGPoint) {
      guard let kind = kind(of: recognizer) else { return }
      let edge = reader?.leadingEdge ?? .left
      let touch = GestureTouch(
        recognizer, kind: kind, translation: translation, in: navigationController?.view)
      let catching = animator?.acceptsTouches == true
      if !catching { closeStalePop() }
      // The same veto as on a resting screen, for a catch too.
      let allowed = dismissalHandlers.shouldBegin?(kind.reason) ?? true
      let (start, events) = DismissalPan.start(
        reason: kind.reason, catching: catching, allowed: allowed, tracker: &tracker)
      emit(events)
      if DismissalPan.endsEditing(start) {
        navigationController?.topViewController?.viewIfLoaded?.endEditing(true)
      }
      tracking.began(start, kind: kind, edge: edge)
      heldScrollView = nil
      if tracking.isDriving,
        let (situation, _, scrollView) = reader?.read(recognizer, kind: kind, timedTransitionRunning: false),
        GestureArbitration.holdsScrollViewAtTop(situation)
      {
        heldScrollView = scrollView
        holdScrollView()
      }
      switch start {
      case .catchRun:
        animator?.gestureBegan(touch)
      case .startDismissal:
        route.request(
          at: CACurrentMediaTime(), translation: (Double(translation.x), Double(translation.y)), touch: touch)
        popStartedByGesture = true
        navigationController?.popViewController(animated: true)
      case .resist, .driveNothing:
        break  // a veto, or a request while a pop runs: drives nothing
      }
    }

    func ended(_ recognizer: UIGestureRecognizer, cancelled: Bool) {
      popStartedByGesture = false
      // A pinch lets go at rest: its release reads the fingers' scale, not a velocity.
      let velocity = Point((recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) ?? .zero)
      holdScrollView()
      heldScrollView = nil
      switch tracking.ended(cancelled: cancelled, velocity: velocity) {
      case .release(let vx, let vy): route.ended(vx: vx, vy: vy)?.gestureEnded(vx: vx, vy: vy)
      case .cancel: route.cancelled()?.gestureCancelled()
      case .none, .drive, .resist, .springBack: break
      }
    }

    // MARK: UIGestureRecognizerDelegate

    /// The policy decides (see `GestureArbitration`): a page on top whose transition pops with this
    /// gesture (or a Passage run in flight that it can catch), something to pop, no timed
    /// transition running, a pan away from the leading edge read now (or down, for a pull-down),
    /// no scroll view that can still scroll toward it, no control tracking the drag.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1,
        let kind = kind(of: gestureRecognizer), let reader
      else { return false }
      // A page without a Passage transition is the system's to pop; a Passage run in flight is
      // Passage's to catch, whichever page UIKit has on top by then.
      let catching = animator?.acceptsTouches == true
      let page = catching ? movingPage : navigationController.topViewController
      guard popGestures(of: page).contains(kind) else { return false }
      // A pan that would catch a push or pop in flight is arbitrated like any other.
      return reader.reading(gestureRecognizer).reading.shouldBegin(
        kind, isScreenEdge: gestureRecognizer is UIScreenEdgePanGestureRecognizer,
        timedTransitionRunning: animator?.refusesFingers ?? false)
    }

    /// Records the touch-down point of a pop recogniser's next gesture, so that its translation
    /// counts from there (UIGestureRecognizer.h: asked before the recogniser sees the touch);
    /// receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      // The first touch of a gesture only: a second finger is not the pan's (it takes one).
      if gestureRecognizer.state == .possible, gestureRecognizer.numberOfTouches == 0 {
        touchDowns[ObjectIdentifier(gestureRecognizer), default: TouchDownTranslation()].touched(
          at: Point(touch.location(in: nil)))
      }
      return true
    }

    /// A zoom's drag waits for its edge swipe (``RecognizerOrder/waits(_:for:)``).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let own = kind(of: gestureRecognizer) else { return false }
      return RecognizerOrder.waits(own, for: role(of: otherGestureRecognizer))
    }

    /// Scroll views wait for Passage's one-finger pops to fail, so the policy decides who moves;
    /// the pinch holds none back (it stays possible while one finger is down).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer is UIPanGestureRecognizer else { return false }
      return RecognizerOrder.holdsBack(role(of: otherGestureRecognizer))
    }

    /// Never with another recogniser, but as ``RecognizerOrder`` says.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      RecognizerOrder.recognizesSimultaneously(with: role(of: otherGestureRecognizer))
    }

    /// What `recognizer` is to Passage's recognisers' order.
    private func role(of recognizer: UIGestureRecognizer) -> RecognizerRole {
      if let kind = kind(of: recognizer) { return .passage(kind) }
      return RecognizerRole(recognizer, inside: navigationController?.view)
    }
  }
#endif
