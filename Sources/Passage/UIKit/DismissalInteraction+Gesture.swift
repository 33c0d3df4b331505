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

    func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind? {
      if recognizer === pinchRecognizer { return .pinch }
      if recognizer === fullWidthRecognizer { return .fullWidth }
      if recognizer === dragRecognizer { return .drag }
      if recognizer === edgeRecognizer, tracksFreely { return .leadingEdge }
      guard recognizer === edgeRecognizer, let gestureKind else { return nil }
      switch gestureKind {
      case .edgePan: return .leadingEdge
      case .pullDown: return .pullDown
      }
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
          route.changed(dx: Double(translation.x), dy: Double(translation.y))
        }
      case .ended, .cancelled, .failed:
        touchDowns[ObjectIdentifier(recognizer)] = nil
        ended(recognizer, cancelled: recognizer.state != .ended)
      default:
        break
      }
    }

    /// A zoom's two fingers: the pinch begins and ends the gesture; both it and the rotation
    /// beside it report the fingers' scale and turn.
    @objc func handlePinch(_ recognizer: UIGestureRecognizer) {
      guard let pinch = pinchRecognizer else { return }
      let turn = Double(rotationRecognizer?.rotation ?? 0)
      switch (recognizer === pinch, recognizer.state) {
      case (true, .began):
        pinchFocus = pinch.location(in: hostView)
        began(pinch, translation: .zero)
        if active?.vetoed == false { route.pinched(scale: Double(pinch.scale), rotation: turn) }
      case (_, .changed):
        guard let active, !active.vetoed, active.kind == .pinch else { return }
        let focus = pinch.location(in: hostView)
        let start = pinchFocus ?? focus
        route.pinched(
          scale: Double(pinch.scale), rotation: turn,
          focal: Point(x: Double(focus.x - start.x), y: Double(focus.y - start.y)))
      case (true, .ended), (true, .cancelled), (true, .failed):
        ended(pinch, cancelled: pinch.state != .ended)
      default:
        break
      }
    }

    /// Which of a card's recognisers `kind` is, and where its touch went down in the host:
    /// a pan's touch-down point (its location less its translation), a pinch's focal point.
    private func touch(
      of recognizer: UIGestureRecognizer, kind: GestureSituation.Kind, translation: CGPoint
    ) -> GestureTouch {
      let location = recognizer.location(in: hostView)
      let point = Point(x: Double(location.x - translation.x), y: Double(location.y - translation.y))
      switch kind {
      case .pinch: return GestureTouch(recognizer: .pinch, point: point)
      case .leadingEdge: return GestureTouch(recognizer: .edge, point: point)
      case .drag, .pullDown, .fullWidth: return GestureTouch(recognizer: .pan, point: point)
      }
    }

    private func began(_ recognizer: UIGestureRecognizer, translation: CGPoint) {
      guard let kind = kind(of: recognizer), let reader else { return }
      let touch = touch(of: recognizer, kind: kind, translation: translation)
      let (situation, edge, scrollView) = reader.read(recognizer, kind: kind, timedTransitionRunning: false)
      let catching = animator?.acceptsTouches == true
      if !catching, tracker.isDismissing, animator?.refusesFingers != true {
        emit(tracker.abandon())  // the previous one went back without telling (no effects wired)
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
        animator?.gestureBegan(touch)  // the run in flight, where it is: now under the finger
      case .startDismissal:
        active = (kind, edge, false)
        if GestureArbitration.holdsScrollViewAtTop(situation) { heldScrollView = scrollView }
        holdScrollView()
        route.request(
          at: CACurrentMediaTime(), translation: (Double(translation.x), Double(translation.y)), touch: touch)
        presented?.dismiss(animated: true)
      case .resist:
        active = (kind, edge, true)  // vetoed: the page resists instead of moving
      case .driveNothing:
        active = nil
      }
    }

    private func ended(_ recognizer: UIGestureRecognizer, cancelled: Bool) {
      defer { active = nil }
      let velocity = (recognizer as? UIPanGestureRecognizer)?.velocity(in: nil) ?? .zero
      if active?.vetoed == true {
        UIView.animate(
          withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
          animations: { [weak self] in self?.presented?.viewIfLoaded?.transform = .identity })
        return
      }
      guard active != nil else { return }  // a pan that never began driving anything
      holdScrollView()
      // Without an animator yet, the route keeps the ending for the one UIKit makes next.
      if cancelled {
        route.cancelled()
      } else {
        route.ended(vx: Double(velocity.x), vy: Double(velocity.y))
      }
    }

    /// A vetoed pan: the presented content follows the finger with rubber-band resistance.
    private func resist(_ translation: CGPoint) {
      guard let active, let view = presented?.viewIfLoaded, let host = hostView else { return }
      switch active.kind {
      case .pullDown:
        let offset = RubberBand.offset(
          forTranslation: Double(translation.y), extent: Double(host.bounds.height))
        view.transform = CGAffineTransform(translationX: 0, y: CGFloat(offset))
      case .drag:
        // Resisted along the drag's own direction, by the distance dragged.
        let distance = Double(hypot(translation.x, translation.y))
        guard distance > 0 else { return }
        let offset = RubberBand.offset(forTranslation: distance, extent: Double(host.bounds.height))
        let k = CGFloat(offset / distance)
        view.transform = CGAffineTransform(translationX: translation.x * k, y: translation.y * k)
      case .pinch:
        break  // a vetoed pinch leaves the page where it is
      case .leadingEdge, .fullWidth:
        let forward = active.edge == .left ? translation.x : -translation.x
        let offset = RubberBand.offset(forTranslation: Double(forward), extent: Double(host.bounds.width))
        view.transform = CGAffineTransform(
          translationX: CGFloat(active.edge == .left ? offset : -offset), y: 0)
      }
    }

    /// Keeps the scroll view under a pull-down at its top (UIScrollView.h: `contentOffset`,
    /// `adjustedContentInset`), so that only the page moves with the finger.
    private func holdScrollView() {
      guard let scroll = heldScrollView else { return }
      let top = CGPoint(x: scroll.contentOffset.x, y: -scroll.adjustedContentInset.top)
      if scroll.contentOffset != top { scroll.contentOffset = top }
    }

    func releaseScrollView() { heldScrollView = nil }
  }
#endif
