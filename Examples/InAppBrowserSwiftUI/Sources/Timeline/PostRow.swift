import SwiftUI

/// A post: the author's header, the text, and a preview card that opens what it links to.
struct PostRow: View {
  let post: Post
  /// Opens what the post links to.
  let open: (Attachment) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      AuthorHeader(author: post.author, date: post.date)
      Text(post.text)
        .fixedSize(horizontal: false, vertical: true)
      Button {
        open(post.attachment)
      } label: {
        LinkPreviewCard(attachment: post.attachment, accent: post.author.accent)
      }
      .buttonStyle(.plain)
      .accessibilityAddTraits(.isLink)
    }
    .padding(.horizontal)
    .padding(.vertical, 12)
  }
}
