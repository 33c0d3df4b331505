#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// The interactive phase: each pan's callbacks, from its beginning (the app's veto, a catch or
  /// a new dismissal) through the finger's moves (driving the animator, or resisting) to its end.
  extension DismissalInteraction: PinchDriving {
    var reader: GestureSituationReader? {
      guard let hostView else { return nil }
      let content = presented?.viewIfLoaded ?? hostView
      return GestureSituationReader(
        host: hostView, content: content, presented: presented,
        strip: strip == nil ? nil : stripShape)
    }

    /// The gesture `recognizer` drives, if it is one of these pans or the pinch.
    func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind? {
      if recognizer === pinchRecognizer { return .pinch }
      return recognizers.first { $0.recognizer === recognizer }?.kind
    }

    func handle(_ recognizer: UIPanGestureRecognizer) {
      let translation = touchDowns[ObjectIdentifier(recognizer), default: TouchDownTranslation()]
        .translation(recognizer)
      switch recognizer.state {
      case .began:
        began(recognizer, translation: translation)
      case .changed:
        let bounds = Size(hostView?.bounds.size ?? .zero)
        switch tracking.changed(translation: Point(translation), bounds: bounds) {
        case .drive(let dx, let dy):
          holdScrollView()
          route.changed(dx: dx, dy: dy)?.gestureChanged(dx: dx, dy: dy)
        case .resist(let offset):
          // The page follows the finger with rubber-band resistance.
          presented?.viewIfLoaded?.transform = CGAffineTransform(
            translationX: CGFloat(offset.x), y: CGFloat(offset.y))
        default:
          break
        }
      case .ended, .cancelled, .failed:
        touchDowns[ObjectIdentifier(recognizer)] = nil
        ended(recognizer, cancelled: recognizer.state != .ended)
      default:
        break
      }
    }

    /// The transition's container, which the scaled page never transforms.
    var pinchSpace: UIView? { hostView?.superview }

    func began(_ recognizer: UIGestureRecognizer, translation: CGPoint) {
      guard let kind = kind(of: recognizer), let reader else { return }
      // In the container, where the engine's points are: the host view may be transformed (a
      // run caught in flight).
      let touch = GestureTouch(recognizer, kind: kind, translation: translation, in: hostView?.superview)
      let (situation, edge, scrollView) = reader.read(recognizer, kind: kind, timedTransitionRunning: false)
      let catching = animator?.acceptsTouches == true
      let runPlaysOn = animator?.refusesFingers == true
      if DismissalPan.findsStaleDismissal(catching: catching, runPlaysOn: runPlaysOn, tracker: tracker) {
        emit(tracker.abandon())
      }
      // The same veto as on a resting screen, for a catch too.
      let allowed = handlers.shouldBegin?(kind.reason) ?? true
      let (start, events) = DismissalPan.start(
        reason: kind.reason, catching: catching, allowed: allowed, tracker: &tracker)
      emit(events)
      if DismissalPan.endsEditing(start) { presented?.viewIfLoaded?.endEditing(true) }
      tracking.began(start, kind: kind, edge: edge)
      if tracking.isDriving {
        if GestureArbitration.holdsScrollViewAtTop(situation) { heldScrollView = scrollView }
        holdScrollView()
      }
      switch start {
      case .catchRun:
        animator?.gestureBegan(touch)  // the run in flight, where it is: now under the finger
      case .startDismissal:
        route.request(
          at: CACurrentMediaTime(), translation: (Double(translation.x), Double(translation.y)), touch: touch)
        presented?.dismiss(animated: true)
      case .resist, .driveNothing:
        break
      }
    }

    func ended(_ recognizer: UIGestureRecognizer, cancelled: Bool) {
      // A pinch lets go at rest: its release reads the fingers' scale, not a velocity.
      let velocity = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) ?? .zero
      let step = tracking.ended(cancelled: cancelled, velocity: Point(velocity))
      if step != .none, step != .springBack { holdScrollView() }
      // Without an animator yet, the route keeps the ending for the one UIKit makes next.
      switch step {
      case .springBack:
        UIView.animate(
          withDuration: RubberBand.springBack.duration, delay: 0,
          usingSpringWithDamping: CGFloat(RubberBand.springBack.damping), initialSpringVelocity: 0,
          animations: { [weak self] in self?.presented?.viewIfLoaded?.transform = .identity })
      case .cancel:
        route.cancelled()?.gestureCancelled()
      case .release(let vx, let vy):
        route.ended(vx: vx, vy: vy)?.gestureEnded(vx: vx, vy: vy)
      case .none, .drive, .resist:
        break
      }
    }

    /// Keeps the scroll view under a pull-down at its top (UIScrollView.h: `contentOffset`,
    /// `adjustedContentInset`), so that only the page moves with the finger.
    private func holdScrollView() {
      guard let scroll = heldScrollView else { return }
      let top = CGPoint(ScrollGeometry(scroll).topOffset)
      if scroll.contentOffset != top { scroll.contentOffset = top }
    }

    func releaseScrollView() { heldScrollView = nil }
  }
#endif
