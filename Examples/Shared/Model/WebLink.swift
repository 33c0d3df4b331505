import Foundation

/// A link to a web page, opened in `SFSafariViewController`.
struct WebLink: Hashable, Sendable {
  /// The page's title, as a link preview shows it.
  let title: String
  /// The address as written in the post.
  let address: String

  /// The page's URL, or nil unless the address is an `http` or `https` URL — the only schemes
  /// `SFSafariViewController` opens (it raises an exception for any other).
  var url: URL? {
    guard let url = URL(string: address), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http"
    else { return nil }
    return url
  }

  /// The site's name for the preview: the host without "www.", or the address if it has none.
  var site: String {
    guard let host = url?.host else { return address }
    return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
  }
}
