#if os(iOS)
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
  }
#endif
