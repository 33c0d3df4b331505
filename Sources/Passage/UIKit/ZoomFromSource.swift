#if os(iOS) || UIKitModel
  import UIKit

  /// A ``Zoom`` that grows out of a view on the presenting screen and shrinks back into it:
  /// `present(page, transition: .zoom(from: card))`.
  ///
  /// The source is looked up each time a run starts — presenting, and again when the dismissal
  /// starts — so a card that scrolled meanwhile is where the page returns to; a source that is
  /// gone (deallocated, out of the window, or entirely off screen) makes the page shrink and fade
  /// towards the centre. The source view is hidden while the page stands for it and shown again
  /// when the transition completes. Its frame is read in the transition's container and its
  /// corner radius from its layer (`cornerRadius`).
  public struct ZoomFromSource: PassageTransition {
    /// The zoom's numbers.
    public var zoom: Zoom
    /// Returns the source view when a run starts, or `nil` when it is gone.
    public let source: @MainActor @Sendable () -> UIView?

    /// A zoom with `zoom`'s numbers out of the view `source` returns when each run starts.
    public init(_ zoom: Zoom = Zoom(), source: @escaping @MainActor @Sendable () -> UIView?) {
      self.zoom = zoom
      self.source = source
    }

    /// `zoom`.
    public var name: String { zoom.name }
    /// One line for listings.
    public var summary: String { zoom.summary }
    /// How a released drag finishes or cancels.
    public var completion: CompletionPolicy { zoom.completion }
    /// The zoom's own Reduce Motion cross-fade.
    public var reducedMotion: Fade { zoom.reducedMotion }
    /// The zoom's page corner radius at rest.
    public func restingCornerRadius(in context: TransitionContext) -> Double {
      zoom.restingCornerRadius(in: context)
    }
    /// The zoom's timeline in `context` (whose ``TransitionContext/source`` the front end fills).
    public func timeline(in context: TransitionContext) -> Timeline { zoom.timeline(in: context) }
    /// A drag anywhere on the page, dismissal only.
    public func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
      zoom.interactiveGesture(in: context)
    }

    /// The source as the transition sees it in `container`: its frame there and its corner
    /// radius; `nil` when it is gone or does not overlap the container.
    @MainActor
    func transitionSource(in container: UIView) -> TransitionSource? {
      guard let view = source(), view.window != nil, view.window === container.window, !view.isHidden
      else { return nil }
      let frame = view.convert(view.bounds, to: container)
      guard frame.intersects(container.bounds) else { return nil }
      return TransitionSource(frame: Rect(frame), cornerRadius: Double(view.layer.cornerRadius))
    }
  }

  extension PassageTransition where Self == ZoomFromSource {
    /// The zoom out of `view` and back into it (held weakly: a view that goes away makes the
    /// page shrink and fade instead): `present(page, transition: .zoom(from: card))`.
    @MainActor
    public static func zoom(from view: UIView, _ zoom: Zoom = Zoom()) -> ZoomFromSource {
      ZoomFromSource(zoom) { [weak view] in view }
    }

    /// The zoom out of the view `source` returns when each run starts, for a source that is
    /// looked up at dismissal time (a cell that was reused, a view rebuilt since).
    @MainActor
    public static func zoom(
      _ zoom: Zoom = Zoom(), source: @escaping @MainActor @Sendable () -> UIView?
    ) -> ZoomFromSource {
      ZoomFromSource(zoom, source: source)
    }
  }

  extension PassageTransition {
    /// The zoom source behind this transition, through the SwiftUI environment's adaptation.
    var zoomSource: ZoomFromSource? {
      if let zoom = self as? ZoomFromSource { return zoom }
      return (self as? EnvironmentAdaptedTransition)?.base.zoomSource
    }
  }
#endif
