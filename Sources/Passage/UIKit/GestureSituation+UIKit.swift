#if os(iOS) || UIKitModel
  import UIKit

  /// Reads a ``GestureSituation`` from views when a pan is about to begin, so that the policy in
  /// ``GestureArbitration`` decides and the glue only applies.
  @MainActor
  struct GestureSituationReader {
    /// The view the recognisers live on (the presented wrapper, or the navigation view).
    let host: UIView
    /// The view whose `semanticContentAttribute` decides the leading edge.
    let content: UIView
    /// The presented controller (a navigation controller, a browser, anything).
    let presented: UIViewController?
    /// The strip over a browser, when the presented controller is one.
    let strip: BrowserEdgeStrip?

    /// The leading edge now, from the content view in its window.
    var leadingEdge: InteractiveGesture.ScreenEdge {
      Self.layoutDirection(of: content) == .leftToRight ? .left : .right
    }

    /// The layout direction of `view` in its window (UIView.h: `semanticContentAttribute`,
    /// `+userInterfaceLayoutDirectionForSemanticContentAttribute:relativeToLayoutDirection:`;
    /// UITraitCollection.h: `layoutDirection`). The one source of both the side a transition
    /// slides from (the animator's context) and the edge its back swipe is accepted on.
    static func layoutDirection(of view: UIView) -> TransitionContext.LayoutDirection {
      let inherited: TransitionContext.LayoutDirection =
        (view.window ?? view).traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return LeadingEdge.direction(
        semantic: SemanticContent(view.semanticContentAttribute), inherited: inherited)
    }

    /// What the glue reads for `pan` now (a pan, or a pinch, which has no velocity:
    /// ``GestureReading``), with the scroll views of its chain, innermost first.
    func reading(_ pan: UIGestureRecognizer) -> (reading: GestureReading, scrollViews: [UIScrollView]) {
      let location = pan.location(in: host)
      // The view under the finger, seen without the strip (which covers the browser's edge).
      let hit = host.hitTest(location, with: nil)
      var scrollViews: [UIScrollView] = []
      var candidate = hit
      while let current = candidate, current !== host.superview {
        if let scroll = current as? UIScrollView { scrollViews.append(scroll) }
        candidate = current.superview
      }
      let reading = GestureReading(
        velocity: Point((pan as? UIPanGestureRecognizer)?.velocity(in: host) ?? .zero),
        location: Point(location), hostSize: Size(host.bounds.size),
        safeArea: Insets(host.safeAreaInsets), edge: leadingEdge,
        scrollChain: scrollViews.map(ScrollGeometry.init),
        innerNavigationCanPop: innerNavigationController.map { $0.viewControllers.count > 1 } ?? false,
        onDragTrackingControl: hit is UIControl && !(hit is UIButton),
        inViewThatKeepsDrags: PassageKeepsDragsInteraction.keepsDrags(at: location, in: host),
        others: PassageKeepsDragsInteraction.observedRecognizers(besides: pan, from: hit, upTo: host),
        strip: strip)
      return (reading, scrollViews)
    }

    /// The situation of `pan` for a gesture of `kind`, with the scroll view it concerns.
    func read(
      _ pan: UIGestureRecognizer, kind: GestureSituation.Kind, timedTransitionRunning: Bool
    ) -> (situation: GestureSituation, edge: InteractiveGesture.ScreenEdge, scrollView: UIScrollView?) {
      let (reading, scrollViews) = reading(pan)
      let (situation, index) = reading.situation(kind, timedTransitionRunning: timedTransitionRunning)
      return (situation, reading.edge, index.map { scrollViews[$0] })
    }

    /// The navigation controller inside the presentation: the presented one, or a child of it.
    var innerNavigationController: UINavigationController? {
      if let navigation = presented as? UINavigationController { return navigation }
      return presented?.children.lazy.compactMap { $0 as? UINavigationController }.first
    }
  }

  extension ScrollGeometry {
    /// The geometry of `view` now (UIScrollView.h).
    @MainActor init(_ view: UIScrollView) {
      self.init(
        offset: Point(view.contentOffset), contentSize: Size(view.contentSize), size: Size(view.bounds.size),
        insets: Insets(view.adjustedContentInset), alwaysBounceVertical: view.alwaysBounceVertical,
        alwaysBounceHorizontal: view.alwaysBounceHorizontal, isScrollEnabled: view.isScrollEnabled)
    }
  }

  extension RecognizerRole {
    /// `recognizer` seen from Passage's recognisers on `host`: a scroll view's pan (inside `host`
    /// or not), or something else. Passage's own and navigation pop recognisers are told apart by
    /// identity where they are known.
    @MainActor init(_ recognizer: UIGestureRecognizer, inside host: UIView?) {
      if let scroll = recognizer.view as? UIScrollView, recognizer === scroll.panGestureRecognizer {
        self = .scrollViewPan(inside: host.map { scroll.isDescendant(of: $0) } ?? false)
      } else {
        self = .other
      }
    }
  }

  extension SemanticContent {
    /// The value of a `UISemanticContentAttribute`.
    init(_ attribute: UISemanticContentAttribute) {
      switch attribute {
      case .playback: self = .playback
      case .spatial: self = .spatial
      case .forceLeftToRight: self = .forceLeftToRight
      case .forceRightToLeft: self = .forceRightToLeft
      default: self = .unspecified
      }
    }
  }

  extension Insets {
    /// The insets of a `UIEdgeInsets`.
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
