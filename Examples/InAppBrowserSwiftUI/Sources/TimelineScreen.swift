import Passage
import SwiftUI

/// The timeline: each post opens its link in the browser (push) or as an article (recede).
struct TimelineScreen: View {
  /// The link open in the browser, if any: `.passage(item:)` presents it and clears it on pop.
  @State private var link: Post?
  /// Whether the article is shown: `.passage(isPresented:)` presents it and resets it on dismissal.
  @State private var showArticle = false
  @State private var article: Post = Post.samples[0]

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      row(Post.samples[0])
      row(Post.samples[1])
      row(Post.samples[2])
    }
    .passage(item: $link, transition: .push) { link in SafariView(url: link.url) }
    .passage(isPresented: $showArticle, transition: .recede) { ArticleView(post: article) }
  }

  private func row(_ post: Post) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("\(post.author): \(post.text)")
      Button("Open in browser (push)") { link = post }
      Button("Read article (recede)") {
        article = post
        showArticle = true
      }
    }
  }
}
