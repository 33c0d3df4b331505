import SwiftUI

/// The top of an article: its symbol drawn large on its colour.
struct ArticleHero: View {
  let article: Article

  var body: some View {
    article.accent.color
      .frame(height: 300)
      .overlay {
        Image(systemName: article.heroSymbolName)
          .font(.system(size: 96, weight: .light))
          .foregroundStyle(.white)
          .padding(.top, 48)  // centred below the status bar
      }
      .accessibilityHidden(true)  // decoration: the title follows
  }
}
