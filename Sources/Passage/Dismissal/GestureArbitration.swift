/// Which recogniser gets a touch that could start a dismissal.
package enum GestureWinner: String, Sendable, Hashable, CaseIterable {
  /// Passage's dismissal (or navigation pop) begins.
  case passage
  /// The inner navigation controller pops (its `interactivePopGestureRecognizer`).
  case innerNavigation
  /// The scroll view under the touch keeps scrolling.
  case scrollView
  /// The browser keeps the touch (its bars and their buttons).
  case browser
  /// The control under the touch tracks it (a slider, a switch).
  case control
  /// The page's own content keeps the drag: a view the app marked, or a recogniser already
  /// tracking the touch.
  case content
  /// Nobody dismisses: the pan goes the wrong way, or a timed transition is running.
  case nobody
}

/// The arbitration policy: in each ``GestureSituation``, who wins. Decided here in pure Swift and
/// applied by the UIKit glue in `gestureRecognizerShouldBegin(_:)` and the failure requirements;
/// docs/DESIGN-NOTES.md shows it as a table, and `GestureArbitrationTests` pins every row.
///
/// Rules, first match wins:
/// 1. a run no finger may catch is playing → nobody (it plays to its end; Passage's own runs
///    are interactive and caught by their gesture before this policy is asked);
/// 2. over a browser's top bar or toolbar → the browser;
/// 3. on a control that tracks drags → the control;
/// 3a. another recogniser under the touch already tracks it → the content; in a view the app says
///    keeps its drags → the content, except for the leading-edge swipe, which, as a navigation
///    controller's back swipe does over a map, still begins at the edge;
/// 4. a horizontal gesture (leading edge, full width) needs a pan mostly away from the leading
///    edge, else the scroll view under it (if any) or nobody; then an inner navigation controller
///    that can pop pops; then a scroll view that can still scroll toward the leading edge
///    scrolls; otherwise Passage;
/// 5. a pull-down needs a pan mostly downward, else the scroll view (if any) or nobody; then a
///    vertically scrolling view away from its top scrolls; otherwise Passage, and the scroll
///    view is held at its top until the dismissal finishes or cancels;
/// 6. a drag in any direction (``Zoom``): mostly vertical over a vertically scrolling view, the
///    scroll view wins unless the drag goes down from its top; mostly horizontal over a carousel,
///    the carousel wins; otherwise Passage (held at the top when it goes down from it);
/// 7. a pinch (``Zoom``): Passage, over a scroll view too.
package enum GestureArbitration {
  /// The winner in `situation`.
  package static func winner(_ situation: GestureSituation) -> GestureWinner {
    let s = situation
    if s.timedTransitionRunning { return .nobody }
    if let region = s.browserRegion, region != .content { return .browser }
    if s.onDragTrackingControl { return .control }
    if s.otherGestureTracking { return .content }
    if s.inViewThatKeepsDrags, s.kind != .leadingEdge { return .content }
    let elsewhere: GestureWinner = s.scroll == nil ? .nobody : .scrollView
    switch s.kind {
    case .leadingEdge, .fullWidth:
      guard s.forward > 0, s.forward >= abs(s.down) else { return elsewhere }
      if s.innerNavigationCanPop { return .innerNavigation }
      if s.scroll?.canScrollTowardLeading == true { return .scrollView }
      return .passage
    case .pullDown:
      guard s.down > 0, s.down > abs(s.forward) else { return elsewhere }
      if let scroll = s.scroll, scroll.scrollsVertically, !scroll.isAtTop { return .scrollView }
      return .passage
    case .drag:
      guard s.down != 0 || s.forward != 0 else { return elsewhere }
      guard let scroll = s.scroll else { return .passage }
      if abs(s.down) >= abs(s.forward) {
        // Vertical: the page goes down with the finger only from a scroll view's top.
        guard scroll.scrollsVertically else { return .passage }
        return s.down > 0 && scroll.isAtTop ? .passage : .scrollView
      }
      return scroll.scrollsHorizontally ? .scrollView : .passage
    case .pinch:
      // Two fingers close the card over a scrolled page too, as iOS's zoom does.
      return .passage
    }
  }

  /// Whether the scroll view under a pull-down that Passage wins must be held at its top (no
  /// double movement) until the dismissal finishes or cancels.
  package static func holdsScrollViewAtTop(_ situation: GestureSituation) -> Bool {
    let s = situation
    let downward = s.kind == .pullDown || (s.kind == .drag && s.down > 0 && s.down >= abs(s.forward))
    return downward && s.scroll?.scrollsVertically == true && winner(s) == .passage
  }
}
