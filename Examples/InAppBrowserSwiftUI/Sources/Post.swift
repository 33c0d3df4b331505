import Foundation

/// A post in the timeline, with the link it shares.
struct Post: Identifiable {
  let id: String
  let author: String
  let text: String
  let url: URL

  /// The timeline's posts.
  static let samples: [Post] = [
    Post(id: "recede", author: "Ryo", text: "How the Twitter in-app browser slides in", url: link("recede")),
    Post(id: "push", author: "Reeder", text: "SFSafariViewController, pushed and popped", url: link("push")),
    Post(id: "linux", author: "Passage", text: "Transitions you can test on Linux", url: link("linux")),
  ]

  private static func link(_ path: String) -> URL {
    URL(string: "https://example.com/\(path)") ?? URL(fileURLWithPath: "/")
  }
}
