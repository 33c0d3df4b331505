/// What the glue reads from views when one of Passage's pans is about to begin, as plain values:
/// the finger, the host view, the scroll views and recognisers under the touch. From it the
/// ``GestureSituation`` that ``GestureArbitration`` decides on, and the answer the recogniser's
/// `gestureRecognizerShouldBegin:` returns, both computed here so that the glue only reads.
package struct GestureReading: Sendable, Hashable {
  /// The finger's velocity in the host view (`velocity(in:)`), points per second, y down.
  package var velocity: Point
  /// The finger's location in the host view (`location(in:)`), points.
  package var location: Point
  /// The host view's size, points.
  package var hostSize: Size
  /// The host view's safe area, points.
  package var safeArea: Insets
  /// The leading edge now (``LeadingEdge``).
  package var edge: InteractiveGesture.ScreenEdge
  /// The scroll views from the touched view up to the host, innermost first.
  package var scrollChain: [ScrollGeometry]
  /// An inner navigation controller has something to pop.
  package var innerNavigationCanPop: Bool
  /// The touched view is a control that tracks drags.
  package var onDragTrackingControl: Bool
  /// The touch is inside a view the app says keeps its drags.
  package var inViewThatKeepsDrags: Bool
  /// The other recognisers on the views from the touched one up to the host.
  package var others: [ObservedRecognizer]
  /// The strip over a browser, when the page is one.
  package var strip: BrowserEdgeStrip?

  /// A reading; everything under the touch empty unless given.
  package init(
    velocity: Point, location: Point, hostSize: Size, safeArea: Insets = Insets(),
    edge: InteractiveGesture.ScreenEdge = .left, scrollChain: [ScrollGeometry] = [],
    innerNavigationCanPop: Bool = false, onDragTrackingControl: Bool = false,
    inViewThatKeepsDrags: Bool = false, others: [ObservedRecognizer] = [], strip: BrowserEdgeStrip? = nil
  ) {
    self.velocity = velocity
    self.location = location
    self.hostSize = hostSize
    self.safeArea = safeArea
    self.edge = edge
    self.scrollChain = scrollChain
    self.innerNavigationCanPop = innerNavigationCanPop
    self.onDragTrackingControl = onDragTrackingControl
    self.inViewThatKeepsDrags = inViewThatKeepsDrags
    self.others = others
    self.strip = strip
  }

  /// The situation of a pan of `kind`, and which scroll view of ``scrollChain`` it concerns
  /// (the one a pull-down holds at its top): velocities from the leading edge, the scroll view
  /// along the pan's axis, the browser region under the finger.
  package func situation(_ kind: GestureSituation.Kind, timedTransitionRunning: Bool)
    -> (situation: GestureSituation, scroll: Int?)
  {
    let (forward, down) = LeadingEdge.relative(vx: velocity.x, vy: velocity.y, from: edge)
    var situation = GestureSituation(
      kind: kind, forward: forward, down: down, innerNavigationCanPop: innerNavigationCanPop,
      onDragTrackingControl: onDragTrackingControl, timedTransitionRunning: timedTransitionRunning,
      inViewThatKeepsDrags: inViewThatKeepsDrags,
      otherGestureTracking: ObservedRecognizer.anotherTracks(others))
    let index = ScrollGeometry.concerned(
      scrollChain, vertical: kind.concernsVerticalScrolling(forward: forward, down: down))
    situation.scroll = index.map { scrollChain[$0].scroll(edge: edge) }
    situation.browserRegion = strip?.region(of: location, in: hostSize, safeArea: safeArea)
    return (situation, index)
  }

  /// What `gestureRecognizerShouldBegin:` answers for Passage's pan of `kind`; `isScreenEdge`
  /// when it is a screen-edge recogniser, which listens on both side edges and dismisses only
  /// from the leading one (``DismissalPan/shouldBegin(_:startedOnLeadingSide:)``).
  package func shouldBegin(_ kind: GestureSituation.Kind, isScreenEdge: Bool, timedTransitionRunning: Bool)
    -> Bool
  {
    let leadingSide =
      isScreenEdge
      ? LeadingEdge.startedOnLeadingSide(x: location.x, width: hostSize.width, edge: edge) : nil
    return DismissalPan.shouldBegin(
      situation(kind, timedTransitionRunning: timedTransitionRunning).situation,
      startedOnLeadingSide: leadingSide)
  }
}
