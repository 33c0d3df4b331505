/// What the UIKit glue sees when a pan that could dismiss is about to begin: everything
/// ``GestureArbitration`` needs, read from views, as plain values.
///
/// Velocities are relative to the leading edge: `forward` is the speed away from it (rightwards
/// in left-to-right layouts, leftwards in right-to-left), `down` the downward speed, both in
/// points per second.
package struct GestureSituation: Sendable, Hashable {
  /// The kind of dismissal gesture asking.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A pan that starts at the leading edge (a screen-edge recogniser, or the browser's strip).
    case leadingEdge
    /// A downward pan anywhere.
    case pullDown
    /// A horizontal pan anywhere (opt-in full-width pop).
    case fullWidth
    /// A pan anywhere, in any direction (a gesture with ``InteractiveGesture/Tracking/free``
    /// tracking: ``Zoom``'s).
    case drag
    /// Two fingers closing on the page (a gesture that holds a card:
    /// ``InteractiveGesture/holdsCard``).
    case pinch

    /// Whether the scroll view a pan of this kind concerns is one that scrolls vertically: for a
    /// pull-down, and for a drag going mostly up or down (`forward`, `down` in points/second),
    /// whose scroll view lies along its main axis; horizontally otherwise.
    package func concernsVerticalScrolling(forward: Double, down: Double) -> Bool {
      self == .pullDown || (self == .drag && abs(down) >= abs(forward))
    }

    /// The reason of a dismissal this gesture starts.
    package var reason: DismissalReason {
      switch self {
      case .leadingEdge: return .leadingEdgeSwipe
      case .pullDown: return .pullDown
      case .fullWidth: return .fullWidthSwipe
      case .drag: return .drag
      case .pinch: return .pinch
      }
    }
  }

  /// The scroll view under the touch, if any.
  package struct Scroll: Sendable, Hashable {
    /// Whether it has content beyond its leading edge to scroll back to.
    package var canScrollTowardLeading: Bool
    /// Whether it scrolls vertically (content taller than it, or `alwaysBounceVertical`).
    package var scrollsVertically: Bool
    /// Whether it scrolls horizontally (content wider than it, or `alwaysBounceHorizontal`): a
    /// carousel.
    package var scrollsHorizontally: Bool
    /// Whether it is at its top (content offset at minus the adjusted top inset, or above).
    package var isAtTop: Bool

    /// Creates a scroll state.
    package init(
      canScrollTowardLeading: Bool = false, scrollsVertically: Bool = false,
      scrollsHorizontally: Bool = false,
      isAtTop: Bool = true
    ) {
      self.canScrollTowardLeading = canScrollTowardLeading
      self.scrollsVertically = scrollsVertically
      self.scrollsHorizontally = scrollsHorizontally
      self.isAtTop = isAtTop
    }
  }

  /// Where a touch is over an `SFSafariViewController`.
  package enum BrowserRegion: String, Sendable, Hashable, CaseIterable {
    /// The top bar (Done, the address, reader and share controls).
    case topBar
    /// The page.
    case content
    /// The bottom toolbar (Back, Forward, share, Safari).
    case toolbar
  }

  /// Which gesture asks.
  package var kind: Kind
  /// Speed away from the leading edge, points/second.
  package var forward: Double
  /// Downward speed, points/second.
  package var down: Double
  /// An inner navigation controller under the touch has something to pop.
  package var innerNavigationCanPop = false
  /// The innermost scroll view under the touch.
  package var scroll: Scroll?
  /// Where the touch is over a browser; `nil` when the presented screen is not a browser.
  package var browserRegion: BrowserRegion?
  /// The touch is on a control that tracks drags (a slider, a switch, a stepper).
  package var onDragTrackingControl = false
  /// A timed transition (presentation or dismissal) is running by itself.
  package var timedTransitionRunning = false
  /// The touch is inside a view the app says keeps its own drags (`PassageKeepsDragsInteraction`
  /// in UIKit, `.passageKeepsDrags()` in SwiftUI): a map, a canvas, a drag of its own.
  package var inViewThatKeepsDrags = false
  /// Another continuous recogniser under the touch (not a scroll view's, not Passage's) is
  /// already tracking it.
  package var otherGestureTracking = false

  /// Creates a situation.
  package init(
    kind: Kind, forward: Double = 0, down: Double = 0, innerNavigationCanPop: Bool = false,
    scroll: Scroll? = nil, browserRegion: BrowserRegion? = nil, onDragTrackingControl: Bool = false,
    timedTransitionRunning: Bool = false, inViewThatKeepsDrags: Bool = false,
    otherGestureTracking: Bool = false
  ) {
    self.kind = kind
    self.forward = forward
    self.down = down
    self.innerNavigationCanPop = innerNavigationCanPop
    self.scroll = scroll
    self.browserRegion = browserRegion
    self.onDragTrackingControl = onDragTrackingControl
    self.timedTransitionRunning = timedTransitionRunning
    self.inViewThatKeepsDrags = inViewThatKeepsDrags
    self.otherGestureTracking = otherGestureTracking
  }
}
