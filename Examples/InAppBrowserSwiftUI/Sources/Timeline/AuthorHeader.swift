import SwiftUI

/// A post's header: the author's avatar, name and handle, and how long ago they posted.
struct AuthorHeader: View {
  let author: Author
  let date: Date

  var body: some View {
    HStack(spacing: 12) {
      Avatar(author: author)
      VStack(alignment: .leading, spacing: 2) {
        Text(author.name)
          .font(.headline)
        Text("@\(author.handle) · \(age)")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
    }
    .accessibilityElement(children: .combine)
  }

  private var age: String {
    date.formatted(.relative(presentation: .named, unitsStyle: .abbreviated))
  }
}
