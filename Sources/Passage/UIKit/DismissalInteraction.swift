#if canImport(UIKit)
  import QuartzCore
  import SafariServices
  import UIKit

  /// The dismissal gesture of a presentation: installed when the presentation begins, it starts
  /// an interactive dismissal and feeds the finger to the animator.
  ///
  /// - ``Push``: a pan from the leading edge (left, or right in right-to-left layouts). Over an
  ///   `SFSafariViewController`, whose content is another process, a thin strip over the leading
  ///   edge receives the touches; elsewhere a screen-edge pan recogniser does.
  /// - ``Recede`` (and any pull-down gesture): a downward pan that yields to a scroll view that is
  ///   not at its top.
  @MainActor
  final class DismissalInteraction: NSObject, UIGestureRecognizerDelegate {
    private let transition: any PassageTransition
    private weak var presented: UIViewController?
    private weak var hostView: UIView?
    private var recognizer: UIPanGestureRecognizer?
    private var strip: UIView?
    /// The animator of the dismissal in progress, if any.
    weak var animator: TransitionAnimator?
    /// True from a gesture's start until UIKit asks for the interaction controller (which may
    /// happen during `dismiss(animated:)` or a moment later) or the gesture ends.
    var isStartingInteractively = false

    init(transition: any PassageTransition) {
      self.transition = transition
      super.init()
    }

    /// Installs the gesture over `view`, which holds the presented controller's view.
    func install(on view: UIView, presented: UIViewController, edgeStripWidth: CGFloat) {
      uninstall()
      self.presented = presented
      hostView = view
      let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
      let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let context = TransitionContext(
        containerSize: size, direction: .dismiss, layoutDirection: rtl ? .rightToLeft : .leftToRight)
      guard let gesture = transition.interactiveGesture(in: context) else { return }
      let pan: UIPanGestureRecognizer
      switch gesture.kind {
      case .edgePan(let edge):
        if presented is SFSafariViewController {
          let strip = UIView(frame: .zero)
          // Hit-testing skips views with alpha below 0.01, not clear ones: a clear strip at full
          // alpha receives the touches that the browser's remote content would swallow.
          strip.backgroundColor = .clear
          strip.alpha = 1
          let width = max(edgeStripWidth, 1)
          strip.frame = CGRect(
            x: edge == .left ? 0 : view.bounds.width - width, y: 0, width: width, height: view.bounds.height)
          strip.autoresizingMask =
            edge == .left ? [.flexibleHeight, .flexibleRightMargin] : [.flexibleHeight, .flexibleLeftMargin]
          view.addSubview(strip)
          self.strip = strip
          pan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
          strip.addGestureRecognizer(pan)
        } else {
          let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
          edgePan.edges = edge == .left ? .left : .right
          view.addGestureRecognizer(edgePan)
          pan = edgePan
        }
      case .pullDown:
        pan = UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))
        view.addGestureRecognizer(pan)
      }
      pan.delegate = self
      recognizer = pan
    }

    /// Removes the gesture and the strip.
    func uninstall() {
      if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
      strip?.removeFromSuperview()
      recognizer = nil
      strip = nil
    }

    @objc private func handle(_ recognizer: UIPanGestureRecognizer) {
      let translation = recognizer.translation(in: nil)
      switch recognizer.state {
      case .began:
        if let animator, animator.acceptsTouches {
          animator.gestureBegan()  // catches the completion animation where it is
        } else {
          isStartingInteractively = true
          presented?.dismiss(animated: true)
          var early = EarlyGesture(began: CACurrentMediaTime())
          early.translation = (Double(translation.x), Double(translation.y))
          animator?.pendingGesture = early
        }
      case .changed:
        animator?.gestureChanged(translation: translation)
      case .ended:
        isStartingInteractively = false
        animator?.gestureEnded(velocity: recognizer.velocity(in: nil))
      case .cancelled, .failed:
        isStartingInteractively = false
        animator?.gestureCancelled()
      default:
        break
      }
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = hostView else { return false }
      if let animator, animator.isRunningByItself { return false }  // a timed dismissal is running
      let velocity = pan.velocity(in: nil)
      switch recognizerKind {
      case .pullDown?:
        guard velocity.y > abs(velocity.x) else { return false }
        return !scrollViewIsScrolledDown(under: pan.location(in: view), in: view)
      case .edgePan(let edge)?:
        let towardsTrailing = edge == .left ? velocity.x : -velocity.x
        // The system already limits a screen-edge pan to the edge; the strip over a browser
        // must also see a mostly horizontal swipe away from the edge.
        return pan is UIScreenEdgePanGestureRecognizer
          ? towardsTrailing >= 0 : towardsTrailing > abs(velocity.y)
      case nil:
        return false
      }
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      // The pull-down and a scroll view at its top may both track; the scroll view yields below.
      recognizerKind == .pullDown && otherGestureRecognizer.view is UIScrollView
    }

    private var recognizerKind: InteractiveGesture.Kind? {
      guard let view = hostView else { return nil }
      let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
      let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
      let context = TransitionContext(
        containerSize: size, direction: .dismiss, layoutDirection: rtl ? .rightToLeft : .leftToRight)
      return transition.interactiveGesture(in: context)?.kind
    }

    /// Whether a vertical scroll view under `point` is scrolled away from its top (then the
    /// pull-down is the scroll view's, not the dismissal's).
    private func scrollViewIsScrolledDown(under point: CGPoint, in view: UIView) -> Bool {
      var candidate = view.hitTest(point, with: nil)
      while let current = candidate, current !== view {
        if let scroll = current as? UIScrollView, scroll.contentSize.height > scroll.bounds.height {
          return scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5
        }
        candidate = current.superview
      }
      return false
    }
  }
#endif
