import Passage
import SwiftUI

/// An article, presented with `.recede`: a long vertical scroll view with a hero, paragraphs and
/// horizontal carousels of pictures.
///
/// Pulled down while scrolled to its top, the page follows the finger and dismisses; scrolled
/// further down, the same pull scrolls the text; a pull that starts on a carousel reaches the
/// page too, because the carousel only scrolls sideways. The close button dismisses with the
/// same transition through `passageDismiss`, which also sets the presenting binding back.
struct ArticleView: View {
  let article: Article
  @Environment(\.passageDismiss) private var dismiss

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        ArticleHero(article: article)
        title
          .readableColumn()
          .padding(.top, 8)
        ForEach(article.blocks.indices, id: \.self) { index in
          ArticleBlockView(block: article.blocks[index])
        }
      }
      .padding(.bottom, 32)
    }
    .ignoresSafeArea(edges: .top)  // the hero runs under the status bar
    .overlay(alignment: .topTrailing) {
      CloseButton { dismiss() }
        .padding(.top, 8)
        .padding(.trailing, 16)
    }
  }

  private var title: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(article.title)
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text(article.standfirst)
        .font(.title3)
        .foregroundStyle(.secondary)
      Text("By \(article.byline) · \(article.minutesToRead) min read")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
  }
}
