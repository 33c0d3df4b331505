import SwiftUI

/// The card under a post's text that says where it leads: an icon, the page's title, and its
/// site or reading time.
struct LinkPreviewCard: View {
  let attachment: Attachment
  let accent: Accent

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: attachment.symbolName)
        .font(.title2)
        .foregroundStyle(.white)
        .frame(width: 48, height: 48)
        .background(accent.color, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 2) {
        Text(attachment.title)
          .font(.subheadline.weight(.semibold))
          .lineLimit(2)
        Text(attachment.subtitle)
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      Spacer(minLength: 0)
    }
    .padding(10)
    .background(
      Color(uiColor: .secondarySystemBackground),
      in: RoundedRectangle(cornerRadius: 12, style: .continuous)
    )
    .contentShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}
