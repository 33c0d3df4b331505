/// Whether a transition brings the presented screen in or takes it away.
public enum TransitionDirection: String, Sendable, Hashable, CaseIterable, Codable {
  /// The presented screen arrives (present, push).
  case present
  /// The presented screen leaves (dismiss, pop).
  case dismiss

  /// The role of the screen that appears (UIKit's `to` view controller).
  public var appearingRole: LayerRole { self == .present ? .presented : .presenting }
  /// The role of the screen that disappears (UIKit's `from` view controller).
  public var disappearingRole: LayerRole { self == .present ? .presenting : .presented }
}
