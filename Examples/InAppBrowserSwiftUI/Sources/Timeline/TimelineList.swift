import SwiftUI

/// The posts, newest first, one under the other.
struct TimelineList: View {
  let posts: [Post]
  /// Where the posts' cards are named as zoom sources.
  let cards: Namespace.ID
  /// Opens what a post links to.
  let open: (Attachment, Post) -> Void
  /// Opens an author's profile; `nil` where the stack cannot push one (before iOS 16).
  let openAuthor: ((Author) -> Void)?

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(posts) { post in
          PostRow(post: post, cards: cards, openAuthor: openAuthor) { open($0, post) }
          Divider()
        }
      }
    }
  }
}
