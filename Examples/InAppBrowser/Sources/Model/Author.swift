/// Someone who posts to the timeline.
struct Author: Hashable, Sendable {
  /// The name shown in bold.
  let name: String
  /// The handle, without the "@".
  let handle: String
  /// A line or two about them, shown on their profile.
  let bio: String
  /// Their avatar's colour.
  let accent: Accent
  /// Their own site, opened in the browser from their profile.
  let website: WebLink
  /// Pictures pinned to their profile, shown in a horizontal carousel.
  let highlights: [GalleryItem]

  /// Up to two initials, for the avatar.
  var initials: String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first))
  }
}
