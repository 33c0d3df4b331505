import SwiftUI

/// A card in a ``GalleryCarousel``: the picture's symbol on its colour, and its caption below.
struct GalleryCard: View {
  let item: GalleryItem

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      RoundedRectangle(cornerRadius: 16, style: .continuous)
        .fill(item.accent.color)
        .frame(height: 170)
        .overlay {
          Image(systemName: item.symbolName)
            .font(.system(size: 56))
            .foregroundStyle(.white)
        }
      Text(item.caption)
        .font(.footnote)
        .foregroundStyle(.secondary)
        .lineLimit(1)
    }
    .frame(width: 220)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(item.caption)
    .accessibilityAddTraits(.isImage)
  }
}
