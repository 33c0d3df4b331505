import Passage
import SwiftUI

/// A post: the author's header, the text, and a preview card that opens what it links to.
struct PostRow: View {
  let post: Post
  /// Where the card is named (by the post's id) as the source a story zooms out of.
  let cards: Namespace.ID
  /// Opens the author's profile; `nil` shows the header without a link.
  let openAuthor: ((Author) -> Void)?
  /// Opens what the post links to.
  let open: (Attachment) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      if let openAuthor {
        Button {
          openAuthor(post.author)
        } label: {
          AuthorHeader(author: post.author, date: post.date)
        }
        .buttonStyle(.plain)
      } else {
        AuthorHeader(author: post.author, date: post.date)
      }
      Text(post.text)
        .fixedSize(horizontal: false, vertical: true)
      Button {
        open(post.attachment)
      } label: {
        LinkPreviewCard(attachment: post.attachment, accent: post.author.accent)
          .passageZoomSource(id: post.id, in: cards, cornerRadius: 12)
      }
      .buttonStyle(.plain)
      .accessibilityAddTraits(.isLink)
    }
    .padding(.horizontal)
    .padding(.vertical, 12)
  }
}
