/// Someone who posts to the timeline.
struct Author: Hashable, Sendable {
  /// The name shown in bold.
  let name: String
  /// The handle, without the "@".
  let handle: String
  /// Their avatar's colour.
  let accent: Accent

  /// Up to two initials, for the avatar.
  var initials: String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first))
  }
}
