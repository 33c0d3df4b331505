#if os(iOS)
  import QuartzCore
  import SafariServices
  import UIKit

  /// The dismissal gestures of a presentation and its events: installed when the presentation
  /// begins, it asks ``GestureArbitration`` who wins each touch, asks the app's
  /// ``PassageDismissalHandlers/shouldBegin`` before starting, feeds the finger to the animator,
  /// and turns everything into ``DismissalEvent``s through one ``DismissalTracker``.
  ///
  /// - ``Push``: a pan from the leading edge, read when the pan begins (a screen-edge recogniser
  ///   on both side edges; over an `SFSafariViewController`, whose content is another process, a
  ///   pan on a thin strip between its top bar and toolbar, ``BrowserEdgeStrip``).
  /// - ``Recede`` (and any pull-down gesture): a downward pan from a scroll view's top.
  /// - Opt-in (``PassageTransitioningDelegate/allowsFullWidthSwipe``): a horizontal pan anywhere.
  /// - The VoiceOver escape asks the app too, and carries its own reason.
  @MainActor
  final class DismissalInteraction: NSObject, UIGestureRecognizerDelegate {
    private let transition: any PassageTransition
    private weak var presented: UIViewController?
    private weak var hostView: UIView?
    private var edgeRecognizer: UIPanGestureRecognizer?
    /// A zoom's drag anywhere on the page, in any direction.
    private var dragRecognizer: UIPanGestureRecognizer?
    private var fullWidthRecognizer: UIPanGestureRecognizer?
    private var strip: UIView?
    private var stripShape = BrowserEdgeStrip()
    /// From the gesture to the animator of the presentation or dismissal in progress, which
    /// UIKit may make a run-loop turn after the gesture asked for it.
    private var route = GestureRoute<TransitionAnimator>()

    /// The animator of the presentation or dismissal in progress, if any.
    var animator: TransitionAnimator? { route.target }

    /// UIKit made the animator of this presentation's presentation or dismissal.
    func attach(_ animator: TransitionAnimator) { route.attach(animator) }
    /// The app's veto and event handlers.
    var handlers = PassageDismissalHandlers()
    /// Whether a horizontal pan anywhere dismisses too.
    var allowsFullWidthSwipe = false
    /// The one state machine of this presentation's dismissal events.
    private(set) var tracker = DismissalTracker()
    /// The pan now driving (or resisting), with the edge and scroll view read when it began.
    private var active: (kind: GestureSituation.Kind, edge: InteractiveGesture.ScreenEdge, vetoed: Bool)?
    private weak var heldScrollView: UIScrollView?

    init(transition: any PassageTransition) {
      self.transition = transition
      super.init()
    }

    private var gesture: InteractiveGesture? {
      transition.interactiveGesture(in: TransitionContext(direction: .dismiss))
    }

    private var gestureKind: InteractiveGesture.Kind? { gesture?.kind }

    /// Whether the gesture follows the finger in any direction (``Zoom``'s drag).
    private var tracksFreely: Bool { gesture?.tracking == .free }

    /// Installs the gestures over `view`, which holds the presented controller's view.
    func install(on view: UIView, presented: UIViewController, edgeStripWidth: CGFloat) {
      uninstall()
      self.presented = presented
      hostView = view
      tracker = DismissalTracker(
        unannouncedReason: presented.passageVisibleContent is SFSafariViewController ? .button : .programmatic
      )
      observeEscape(of: view)
      if tracksFreely {
        // A drag anywhere drives it; the leading-edge swipe too, which goes first at the edge.
        let drag = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        drag.delegate = self
        view.addGestureRecognizer(drag)
        dragRecognizer = drag
      }
      switch tracksFreely ? .edgePan(.left) : gestureKind {
      case .edgePan?:
        if presented.passageVisibleContent is SFSafariViewController {
          installStrip(on: view, width: edgeStripWidth)
        } else {
          // The leading edge is read when the pan begins (gestureRecognizerShouldBegin), so the
          // recogniser listens on both side edges (UIScreenEdgePanGestureRecognizer.h: `edges`).
          let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
          edgePan.edges = [.left, .right]
          add(edgePan, to: view)
        }
      case .pullDown?:
        add(UIPanGestureRecognizer(target: self, action: #selector(handle(_:))), to: view)
      case nil:
        break
      }
      if allowsFullWidthSwipe {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        pan.delegate = self
        view.addGestureRecognizer(pan)
        fullWidthRecognizer = pan
      }
    }

    private func add(_ pan: UIPanGestureRecognizer, to view: UIView) {
      pan.delegate = self
      view.addGestureRecognizer(pan)
      edgeRecognizer = pan
    }

    /// A clear strip at full alpha (hit-testing skips views with alpha below 0.01, not clear
    /// ones: UIView.h `hitTest:withEvent:`) receives the touches the browser's remote content
    /// would swallow. It covers the host but claims a point only inside the ``BrowserEdgeStrip``
    /// computed at that touch (`pointInside:withEvent:`), from the leading edge and safe area of
    /// the view in its window: the page's leading band, never the top bar (Done) nor the toolbar
    /// (Back), whose touches pass through to the browser untouched.
    private func installStrip(on view: UIView, width: CGFloat) {
      stripShape = BrowserEdgeStrip(width: Double(width))
      let strip = EdgeStripView(frame: view.bounds)
      strip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      strip.backgroundColor = .clear
      strip.alpha = 1
      strip.claims = { [weak self] point in self?.stripClaims(point) ?? false }
      view.addSubview(strip)
      self.strip = strip
      add(UIPanGestureRecognizer(target: self, action: #selector(handle(_:))), to: strip)
    }

    private func stripClaims(_ point: CGPoint) -> Bool {
      guard let view = hostView, let reader else { return false }
      let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
      let frame = stripShape.frame(in: size, safeArea: Insets(view.safeAreaInsets), edge: reader.leadingEdge)
      return Double(point.x) >= frame.origin.x && Double(point.x) < frame.origin.x + frame.size.width
        && Double(point.y) >= frame.origin.y && Double(point.y) < frame.origin.y + frame.size.height
    }

    /// Wraps the presented wrapper's escape so that it asks the app and carries its reason.
    private func observeEscape(of view: UIView) {
      guard let escapable = view as? EscapableView else { return }
      let dismiss = escapable.onEscape
      escapable.onEscape = { [weak self] in
        guard let self else { return }
        let allowed = handlers.shouldBegin?(.accessibilityEscape) ?? true
        emit(tracker.request(.accessibilityEscape, allowed: allowed))
        if allowed { dismiss?() }
      }
    }

    /// Removes the gestures and the strip. Called when the dismissal has ended (UIKit's
    /// `dismissalTransitionDidEnd(true)`): a dismissal still open has finished.
    func uninstall() {
      emit(tracker.record(.completeTransition(finished: true)))
      for recognizer in [edgeRecognizer, dragRecognizer, fullWidthRecognizer].compactMap({ $0 }) {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      strip?.removeFromSuperview()
      edgeRecognizer = nil
      dragRecognizer = nil
      fullWidthRecognizer = nil
      strip = nil
      releaseScrollView()
    }

    // MARK: Events

    /// Feeds the dismissal transition's lifecycle effects (the animator calls this after every
    /// session call): progress, then finished or cancelled.
    func transitionPerformed(_ effects: [InteractionEffect]) {
      emit(tracker.record(effects))
    }

    /// Feeds the presentation's effects: once a dismissal gesture has caught it, its progress and
    /// its end are that dismissal's (a presentation sent back is a finished dismissal).
    func presentationPerformed(_ effects: [InteractionEffect]) {
      emit(tracker.recordCaughtPresentation(effects))
    }

    private func emit(_ events: [DismissalEvent]) {
      for event in events {
        if event.name == "finished" || event.name == "cancelled" { releaseScrollView() }
        handlers.onEvent?(event)
      }
    }

    // MARK: Gesture

    private var reader: GestureSituationReader? {
      guard let hostView else { return nil }
      let content = presented?.viewIfLoaded ?? hostView
      return GestureSituationReader(
        host: hostView, content: content, presented: presented,
        strip: strip == nil ? nil : stripShape)
    }

    private func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind? {
      if recognizer === fullWidthRecognizer { return .fullWidth }
      if recognizer === dragRecognizer { return .drag }
      if recognizer === edgeRecognizer, tracksFreely { return .leadingEdge }
      guard recognizer === edgeRecognizer, let gestureKind else { return nil }
      switch gestureKind {
      case .edgePan: return .leadingEdge
      case .pullDown: return .pullDown
      }
    }

    @objc private func handle(_ recognizer: UIPanGestureRecognizer) {
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

    private func began(_ recognizer: UIPanGestureRecognizer, translation: CGPoint) {
      guard let kind = kind(of: recognizer), let reader else { return }
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

    private func releaseScrollView() { heldScrollView = nil }

    // MARK: UIGestureRecognizerDelegate (UIGestureRecognizer.h)

    /// The policy decides: `gestureRecognizerShouldBegin:` returning NO fails the recogniser, so
    /// the scroll view, inner navigation controller or control it waits for proceeds.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let kind = kind(of: pan), let reader
      else {
        return false
      }
      // A pan that would catch a run in flight is arbitrated like any other: the scroll view,
      // control or trailing edge it would take from the page keeps it, and the run plays on.
      let (situation, edge, _) = reader.read(
        pan, kind: kind, timedTransitionRunning: animator?.refusesFingers ?? false)
      var leadingSide: Bool?
      if pan is UIScreenEdgePanGestureRecognizer {
        // Both side edges listen; only the leading one (read now) dismisses.
        leadingSide = (pan.location(in: hostView).x < (hostView?.bounds.midX ?? 0)) == (edge == .left)
      }
      return DismissalPan.shouldBegin(situation, startedOnLeadingSide: leadingSide)
    }

    /// Where each of the pans' fingers touched down, so that their translations count from there.
    private var touchDowns: [ObjectIdentifier: TouchDownTranslation] = [:]

    /// Records the touch-down point of a recogniser's next gesture (UIGestureRecognizer.h: the
    /// delegate is asked before the recogniser sees the touch); receives every touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      if gestureRecognizer.state == .possible {
        touchDowns[ObjectIdentifier(gestureRecognizer), default: TouchDownTranslation()].touched(
          at: Point(touch.location(in: nil)))
      }
      return true
    }

    /// An inner navigation controller's pop recognisers go first: Passage requires them to fail
    /// (they fail at the root: `gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      // At the leading edge a zoom's edge swipe goes first; its drag waits for it to fail.
      if gestureRecognizer === dragRecognizer, otherGestureRecognizer === edgeRecognizer { return true }
      guard let navigation = reader?.innerNavigationController else { return false }
      return NavigationPopRecognizers.of(navigation).contains { $0 === otherGestureRecognizer }
    }

    /// Scroll views in the presentation wait for Passage's pan to fail before scrolling
    /// (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`): the policy then fails it
    /// at once when the scroll view should win, and when Passage wins the scroll view never moves.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let scroll = otherGestureRecognizer.view as? UIScrollView, let host = hostView else {
        return false
      }
      return otherGestureRecognizer === scroll.panGestureRecognizer && scroll.isDescendant(of: host)
    }
  }
#endif
