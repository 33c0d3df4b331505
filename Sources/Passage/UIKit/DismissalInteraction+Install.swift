#if os(iOS) || UIKitModel
  import SafariServices
  import UIKit

  /// Installing the gestures when the presentation begins (the recognisers its transition's
  /// gesture needs, the browser strip, the VoiceOver escape), and removing them when the
  /// dismissal has ended.
  extension DismissalInteraction {
    /// Installs the gestures over `view`, which holds the presented controller's view.
    func install(on view: UIView, presented: UIViewController, edgeStripWidth: CGFloat) {
      uninstall()
      self.presented = presented
      hostView = view
      tracker = DismissalTracker(
        unannouncedReason: presented.passageVisibleContent is SFSafariViewController ? .button : .programmatic
      )
      observeEscape(of: view)
      let plan = DismissalRecognizerPlan(
        gesture: gesture, overBrowser: presented.passageVisibleContent is SFSafariViewController,
        allowsFullWidthSwipe: allowsFullWidthSwipe)
      for entry in plan.entries {
        let pan: UIPanGestureRecognizer
        var target = view
        switch entry.shape {
        case .screenEdge:
          // The leading edge is read when the pan begins (gestureRecognizerShouldBegin).
          let edgePan = UIScreenEdgePanGestureRecognizer()
          edgePan.edges = [.left, .right]
          pan = edgePan
        case .strip:
          target = installStrip(on: view, width: edgeStripWidth)
          pan = UIPanGestureRecognizer()
        case .pan:
          pan = UIPanGestureRecognizer()
        }
        // One finger, as iOS's back swipe: a second one landing or lifting would move the
        // centroid the translation is read from (UIPanGestureRecognizer.h).
        pan.maximumNumberOfTouches = 1
        ActionTarget.add(to: pan) { [weak self] in
          if let pan = $0 as? UIPanGestureRecognizer { self?.handle(pan) }
        }
        pan.delegate = self
        target.addGestureRecognizer(pan)
        recognizers.append((pan, entry.kind))
      }
      // Under Reduce Motion the page cross-fades and no finger holds it as a card: a pinch would
      // open a dismissal that cannot move.
      if plan.pinches, !UIAccessibility.isReduceMotionEnabled {
        // Two fingers close the card (UIPinchGestureRecognizer.h) and turn it, read from the
        // pinch's own touches: a rotation recogniser beside it would begin on any two-finger turn
        // and take the touches from the page's maps and canvases.
        let pinch = UIPinchGestureRecognizer()
        ActionTarget.add(to: pinch) { [weak self] in
          if let pinch = $0 as? UIPinchGestureRecognizer { self?.handlePinch(pinch) }
        }
        pinch.delegate = self
        view.addGestureRecognizer(pinch)
        pinchRecognizer = pinch
      }
    }

    /// A clear strip at full alpha (hit-testing skips views with alpha below 0.01, not clear
    /// ones: UIView.h `hitTest:withEvent:`) receives the touches the browser's remote content
    /// would swallow. It covers the host but claims a point only inside the ``BrowserEdgeStrip``
    /// computed at that touch (`pointInside:withEvent:`), from the leading edge and safe area of
    /// the view in its window: the page's leading band, never the top bar (Done) nor the toolbar
    /// (Back), whose touches pass through to the browser untouched.
    private func installStrip(on view: UIView, width: CGFloat) -> UIView {
      stripShape = BrowserEdgeStrip(width: Double(width))
      let strip = EdgeStripView(frame: view.bounds)
      strip.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      strip.backgroundColor = .clear
      strip.alpha = 1
      strip.claims = { [weak self] point in self?.stripClaims(point) ?? false }
      view.addSubview(strip)
      self.strip = strip
      return strip
    }

    private func stripClaims(_ point: CGPoint) -> Bool {
      guard let view = hostView, let reader else { return false }
      return stripShape.claims(
        Point(point), in: Size(view.bounds.size), safeArea: Insets(view.safeAreaInsets),
        edge: reader.leadingEdge)
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
      emit(tracker.gesturesRemoved())
      for (recognizer, _) in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
      if let pinchRecognizer { pinchRecognizer.view?.removeGestureRecognizer(pinchRecognizer) }
      pinchRecognizer = nil
      pinchReading = PinchReading()
      strip?.removeFromSuperview()
      recognizers = []
      strip = nil
      releaseScrollView()
    }
  }
#endif
