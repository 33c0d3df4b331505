#if os(iOS)
  import QuartzCore
  import UIKit

  /// The interactive phase: each pan's callbacks, from its beginning (the app's veto, a catch or
  /// a new dismissal) through the finger's moves (driving the animator, or resisting) to its end.
  extension DismissalInteraction {
    var reader: GestureSituationReader? {
      guard let hostView else { return nil }
      let content = presented?.viewIfLoaded ?? hostView
      return GestureSituationReader(
        host: hostView, content: content, presented: presented,
        strip: strip == nil ? nil : stripShape)
    }

    /// The gesture `recognizer` drives, if it is one of these pans.
    func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind? {
      recognizers.first { $0.recognizer === recognizer }?.kind
    }

    @objc func handle(_ recognizer: UIPanGestureRecognizer) {
      let translation = touchDowns[ObjectIdentifier(recognizer), default: TouchDownTranslation()]
        .translation(recognizer)
      switch recognizer.state {
      case .began:
        began(recognizer, translation: translation)
      case .changed:
        guard let active else { return }  // a pan that never began driving anything
        if active.vetoed {
          resist(translation)
        } else {
          holdScrollView()
          let (dx, dy) = (Double(translation.x), Double(translation.y))
          route.changed(dx: dx, dy: dy)?.gestureChanged(dx: dx, dy: dy)
        }
      case .ended, .cancelled, .failed:
        touchDowns[ObjectIdentifier(recognizer)] = nil
        ended(recognizer, cancelled: recognizer.state != .ended)
      default:
        break
      }
    }

    private func began(_ recognizer: UIPanGestureRecognizer, translation: CGPoint) {
      guard let kind = kind(of: recognizer), let reader else { return }
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
      switch start {
      case .catchRun:
        active = (kind, edge, false)
        if GestureArbitration.holdsScrollViewAtTop(situation) { heldScrollView = scrollView }
        holdScrollView()
        animator?.gestureBegan()  // the run in flight, where it is: now under the finger
      case .startDismissal:
        active = (kind, edge, false)
        if GestureArbitration.holdsScrollViewAtTop(situation) { heldScrollView = scrollView }
        holdScrollView()
        route.request(at: CACurrentMediaTime(), translation: (Double(translation.x), Double(translation.y)))
        presented?.dismiss(animated: true)
      case .resist:
        active = (kind, edge, true)  // vetoed: the page resists instead of moving
      case .driveNothing:
        active = nil
      }
    }

    private func ended(_ recognizer: UIPanGestureRecognizer, cancelled: Bool) {
      defer { active = nil }
      let velocity = recognizer.velocity(in: nil)
      if active?.vetoed == true {
        UIView.animate(
          withDuration: RubberBand.springBack.duration, delay: 0,
          usingSpringWithDamping: CGFloat(RubberBand.springBack.damping), initialSpringVelocity: 0,
          animations: { [weak self] in self?.presented?.viewIfLoaded?.transform = .identity })
        return
      }
      guard active != nil else { return }  // a pan that never began driving anything
      holdScrollView()
      // Without an animator yet, the route keeps the ending for the one UIKit makes next.
      if cancelled {
        route.cancelled()?.gestureCancelled()
      } else {
        let (vx, vy) = (Double(velocity.x), Double(velocity.y))
        route.ended(vx: vx, vy: vy)?.gestureEnded(vx: vx, vy: vy)
      }
    }

    /// A vetoed pan: the presented content follows the finger with rubber-band resistance.
    private func resist(_ translation: CGPoint) {
      guard let active, let view = presented?.viewIfLoaded, let host = hostView else { return }
      let offset = RubberBand.resisted(
        active.kind, translation: Point(translation), edge: active.edge, bounds: Size(host.bounds.size))
      view.transform = CGAffineTransform(translationX: CGFloat(offset.x), y: CGFloat(offset.y))
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
