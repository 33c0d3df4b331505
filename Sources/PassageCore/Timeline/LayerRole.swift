/// What a layer of a transition stands for. The roles are the same in both directions: in a
/// dismissal the presented screen is the one that leaves.
public enum LayerRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The screen the user starts on (the presenting view controller's view).
  case presenting
  /// The screen that arrives, e.g. the in-app browser (the presented view controller's view).
  case presented
  /// A solid layer over the presenting screen that darkens it.
  case dimming
  /// A picture of the view a zoom grows out of (a card, a thumbnail), fading above the page
  /// while it still stands for that view.
  case sourceCopy
}
