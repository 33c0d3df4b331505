import SwiftUI

/// The posts, newest first, one under the other.
struct TimelineList: View {
  let posts: [Post]
  /// Opens what a post links to.
  let open: (Attachment) -> Void

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0) {
        ForEach(posts) { post in
          PostRow(post: post, open: open)
          Divider()
        }
      }
    }
  }
}
