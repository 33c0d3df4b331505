import Passage
import SwiftUI

/// A page presented with Recede: pull it down, or tap Close, to dismiss.
struct ArticleView: View {
  let post: Post
  /// Passage's dismiss action: dismisses with the transition and writes `showArticle` back.
  @Environment(\.passageDismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Button("Close") { dismiss() }
      Text(post.text)
      Text("Pull down to dismiss; the timeline behind recedes in 3D while this page is up.")
    }
  }
}
