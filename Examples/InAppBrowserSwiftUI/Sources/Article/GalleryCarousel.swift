import SwiftUI

/// A horizontal carousel of ``GalleryCard``s, inside the article's vertical scroll view.
///
/// It scrolls only sideways, so a pull down that starts on it still reaches the article (and so
/// Passage's pull-down dismissal). From iOS 17 it stops with a card at its leading margin.
struct GalleryCarousel: View {
  let items: [GalleryItem]

  var body: some View {
    ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(alignment: .top, spacing: 12) {
        ForEach(items, id: \.self) { item in
          GalleryCard(item: item)
        }
      }
      .carouselCards(margin: 16)
    }
    .carouselScrolling(margin: 16)
  }
}

extension View {
  /// On the carousel's stack: its cards are where the scroll stops (iOS 17+); before iOS 17 the
  /// margins are padding.
  @ViewBuilder fileprivate func carouselCards(margin: CGFloat) -> some View {
    if #available(iOS 17, *) {
      scrollTargetLayout()
    } else {
      padding(.horizontal, margin)
    }
  }

  /// On the carousel's scroll view: the margins, and stopping at a card (iOS 17+).
  @ViewBuilder fileprivate func carouselScrolling(margin: CGFloat) -> some View {
    if #available(iOS 17, *) {
      contentMargins(.horizontal, margin, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
    } else {
      self
    }
  }
}
