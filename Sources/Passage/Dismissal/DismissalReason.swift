/// Why a presented screen (or a pushed one) goes away. Every ``DismissalEvent`` carries one.
public enum DismissalReason: String, Sendable, Hashable, CaseIterable, Codable {
  /// A pan from the leading edge (left, or right in right-to-left layouts).
  case leadingEdgeSwipe
  /// A downward pan (``Recede`` and any pull-down gesture).
  case pullDown
  /// A horizontal pan that began anywhere, away from the leading edge (opt-in).
  case fullWidthSwipe
  /// A drag anywhere on the page, in any direction (``Zoom``).
  case drag
  /// Two fingers closing on the page (``Zoom``).
  case pinch
  /// The app called `dismiss(animated:)` or `popViewController(animated:)`.
  case programmatic
  /// A button that dismisses: an `SFSafariViewController`'s Done (or Close, Cancel) included.
  case button
  /// The VoiceOver escape gesture (two-finger Z), `accessibilityPerformEscape()`.
  case accessibilityEscape

  /// The reason of a dismissal started by `gesture`: a pull-down, or a leading-edge swipe.
  public init(startedBy gesture: InteractiveGesture.Kind) {
    switch gesture {
    case .edgePan: self = .leadingEdgeSwipe
    case .pullDown: self = .pullDown
    }
  }
}
