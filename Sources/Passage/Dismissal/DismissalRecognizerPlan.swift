/// The recognisers a presentation's dismissal installs on its page, decided from the transition's
/// gesture; the glue makes one `UIGestureRecognizer` per entry, in order, and knows each one's
/// ``GestureSituation/Kind`` by it.
package struct DismissalRecognizerPlan: Sendable, Hashable {
  /// What kind of recogniser to make.
  package enum Shape: Sendable, Hashable {
    /// A `UIScreenEdgePanGestureRecognizer` on both side edges (UIScreenEdgePanGestureRecognizer.h:
    /// `edges`); the leading one is read when a pan begins.
    case screenEdge
    /// A `UIPanGestureRecognizer` on the strip over a browser, whose content is another process
    /// (``BrowserEdgeStrip``).
    case strip
    /// A `UIPanGestureRecognizer` on the page.
    case pan
  }

  /// One recogniser: its shape and the gesture it reports.
  package struct Entry: Sendable, Hashable {
    /// The recogniser to make.
    package var shape: Shape
    /// The gesture it drives.
    package var kind: GestureSituation.Kind

    /// An entry.
    package init(shape: Shape, kind: GestureSituation.Kind) {
      self.shape = shape
      self.kind = kind
    }
  }

  /// The recognisers, in the order they are added.
  package var entries: [Entry]
  /// Whether a `UIPinchGestureRecognizer` is added besides, whose two touches give the turn too:
  /// for a gesture that holds a card (``InteractiveGesture/holdsCard``).
  package var pinches: Bool

  /// The plan for a transition whose dismissal is `gesture` (`nil`: none), over a browser's page
  /// or not, with the opt-in full-width swipe or not (added only where it has something to drive:
  /// not beside a pull-down, nor beside a zoom's drag). A drag that tracks freely (a zoom's) comes
  /// with the leading-edge swipe, which goes first at the edge (``RecognizerOrder``); the leading
  /// edge is a pan on the strip over a browser, a screen-edge recogniser elsewhere.
  package init(gesture: InteractiveGesture?, overBrowser: Bool, allowsFullWidthSwipe: Bool) {
    var entries: [Entry] = []
    let edge = Entry(shape: overBrowser ? .strip : .screenEdge, kind: .leadingEdge)
    if gesture?.tracking == .free {
      entries = [Entry(shape: .pan, kind: .drag), edge]
    } else {
      switch gesture?.kind {
      case .edgePan?: entries = [edge]
      case .pullDown?: entries = [Entry(shape: .pan, kind: .pullDown)]
      case nil: break
      }
    }
    // A horizontal pan anywhere drives a horizontal gesture; a pull-down reads only the finger's
    // vertical travel, and a zoom's drag already takes a pan anywhere.
    let horizontal: Bool
    switch gesture?.kind {
    case nil: horizontal = true
    case .edgePan?: horizontal = gesture?.tracking != .free
    case .pullDown?: horizontal = false
    }
    if allowsFullWidthSwipe, horizontal { entries.append(Entry(shape: .pan, kind: .fullWidth)) }
    self.entries = entries
    pinches = gesture?.holdsCard != nil
  }
}
