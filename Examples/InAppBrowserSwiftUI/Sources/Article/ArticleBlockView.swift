import SwiftUI

/// One block of an article's body: a heading, a paragraph, or a gallery carousel with its caption.
struct ArticleBlockView: View {
  let block: ArticleBlock

  var body: some View {
    switch block {
    case .heading(let text):
      Text(text)
        .font(.title2.bold())
        .accessibilityAddTraits(.isHeader)
        .readableColumn()
        .padding(.top, 12)
    case .paragraph(let text):
      Text(text)
        .fixedSize(horizontal: false, vertical: true)
        .readableColumn()
    case .gallery(let caption, let items):
      VStack(alignment: .leading, spacing: 8) {
        GalleryCarousel(items: items)
        Text(caption)
          .font(.footnote)
          .foregroundStyle(.secondary)
          .readableColumn()
      }
    }
  }
}
