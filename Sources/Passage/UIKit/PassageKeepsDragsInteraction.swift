#if os(iOS) || UIKitModel
  import UIKit

  /// Says that a view's drags are its own: a pan, pull-down or zoom drag that begins inside it
  /// does not dismiss the presentation, so a map, a drawing canvas or an app's own pan recogniser
  /// gets the finger instead. The leading-edge swipe still begins at the edge, as a navigation
  /// controller's back swipe does over a map.
  ///
  /// ```swift
  /// mapView.addInteraction(PassageKeepsDragsInteraction())
  /// ```
  ///
  /// Passage also yields to any other recogniser that is already tracking the touch when its own
  /// would begin (UIGestureRecognizer.h: `state` `.began` or `.changed`). In SwiftUI, use
  /// `.passageKeepsDrags()`. (A `UIInteraction`, UIInteraction.h: UIKit keeps it in
  /// `view.interactions` and tells it the view it is attached to.)
  @MainActor
  public final class PassageKeepsDragsInteraction: NSObject, UIInteraction {
    /// The view whose drags are its own, while attached.
    public private(set) weak var view: UIView?

    /// An interaction to add to a view with `addInteraction(_:)`.
    override public init() { super.init() }

    /// UIKit is about to attach the interaction to `view` (or detach it, with `nil`).
    public func willMove(to view: UIView?) {}

    /// UIKit attached the interaction to `view` (or detached it, with `nil`).
    public func didMove(to view: UIView?) { self.view = view }

    /// Whether `point`, in `host`'s coordinates, lies inside a view under `host` that keeps its
    /// drags.
    static func keepsDrags(at point: CGPoint, in host: UIView) -> Bool {
      var pending: [UIView] = [host]
      while let view = pending.popLast() {
        if !view.isHidden, view.interactions.contains(where: { $0 is PassageKeepsDragsInteraction }),
          view.convert(view.bounds, to: host).contains(point)
        {
          return true
        }
        pending += view.subviews
      }
      return false
    }

    /// The recognisers other than `pan` on the views from `hit` up to `host`, as
    /// ``ObservedRecognizer``s (whether one already tracks its touch is decided there).
    static func observedRecognizers(besides pan: UIGestureRecognizer, from hit: UIView?, upTo host: UIView)
      -> [ObservedRecognizer]
    {
      var view = hit
      var observed: [ObservedRecognizer] = []
      while let current = view {
        let scroll = current as? UIScrollView
        for recognizer in current.gestureRecognizers ?? [] where recognizer !== pan {
          observed.append(
            ObservedRecognizer(
              isEnabled: recognizer.isEnabled,
              isScrollViewOwn: recognizer === scroll?.panGestureRecognizer
                || recognizer === scroll?.pinchGestureRecognizer,
              isTracking: recognizer.state == .began || recognizer.state == .changed))
        }
        if current === host { break }
        view = current.superview
      }
      return observed
    }
  }
#endif
