extension InteractiveGesture {
  /// The kind of touch that starts a gesture, as a device tells them apart: which of the
  /// front end's recognisers takes it.
  public enum Recognizer: String, Sendable, Hashable, CaseIterable {
    /// One finger dragging anywhere on the page (`UIPanGestureRecognizer`).
    case pan
    /// One finger swiping in from the leading edge (`UIScreenEdgePanGestureRecognizer`).
    case edge
    /// Two fingers closing or turning (`UIPinchGestureRecognizer`; the turn is read from its two
    /// touches).
    case pinch
  }

  /// The recognisers that start this gesture, the natural one first: the leading edge for an
  /// edge pan; a pan for a pull-down; a pan, or the leading edge, for a free drag, which the
  /// front end lets the leading-edge swipe drive too; and a pinch besides for a gesture that
  /// holds a card (``holdsCard``).
  public var recognizers: [Recognizer] {
    if holdsCard != nil { return [.pan, .edge, .pinch] }
    switch (kind, tracking) {
    case (.edgePan, _): return [.edge]
    case (.pullDown, .alongTravel): return [.pan]
    case (.pullDown, .free): return [.pan, .edge]
    }
  }
}
