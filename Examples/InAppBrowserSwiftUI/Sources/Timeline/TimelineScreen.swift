import Passage
import SwiftUI

/// The home screen: the timeline in a navigation container, and the two Passage presentations
/// its posts open.
///
/// A web link opens in the browser with `.passage(item:)` and `.push`: `SFSafariViewController`
/// slides in like a navigation push; a swipe from the leading edge, or Done, pops it and sets
/// `link` back to nil. An article opens with `.passage(isPresented:)` and `.recede`: it slides up
/// while the timeline recedes; pulling it down from its top, or its close button, dismisses it
/// and sets `isReadingArticle` back to false. A story opens with `.passage(item:)` and a zoom out
/// of its post's card (`.passageZoomSource` in `PostRow`): a drag anywhere, a swipe from the
/// leading edge or a pinch shrinks it back into the card and sets `story` back to nil.
///
/// From iOS 16, an author's name pushes their profile inside the `NavigationStack` with
/// Passage's push (`.passageNavigationDestination`); the rest of the stack keeps the system's.
struct TimelineScreen: View {
  let posts: [Post]

  /// The page open in the browser, if any.
  @State private var link: BrowserLink?
  /// Whether the article is shown.
  @State private var isReadingArticle = false
  /// The article shown while `isReadingArticle` is true.
  @State private var article: Article?
  /// The story open, growing out of its post's card, if any.
  @State private var story: OpenedStory?
  /// Where the posts' cards are named as zoom sources.
  @Namespace private var cards
  /// The profiles pushed on the timeline, the path of its `NavigationStack`.
  @State private var profiles: [Author] = []

  var body: some View {
    navigation
      .passage(item: $link, transition: .push) { SafariView(url: $0.url) }
      .passage(isPresented: $isReadingArticle, transition: .recede, onDismiss: closeArticle) {
        if let article {
          ArticleView(article: article)
        }
      }
      .passage(item: $story, transition: .zoom(sourceID: story?.id, in: cards)) {
        ArticleView(article: $0.article)
      }
  }

  /// `NavigationStack` where there is one, `NavigationView` before iOS 16.
  @ViewBuilder private var navigation: some View {
    if #available(iOS 16, *) {
      NavigationStack(path: $profiles) {
        timeline(openAuthor: { profiles.append($0) })
          .passageNavigationDestination(for: Author.self, transition: .push) { author in
            AuthorProfile(author: author, posts: posts.filter { $0.author == author })
          }
      }
    } else {
      NavigationView { timeline(openAuthor: nil) }
        .navigationViewStyle(.stack)
    }
  }

  private func timeline(openAuthor: ((Author) -> Void)?) -> some View {
    TimelineList(posts: posts, cards: cards, open: open, openAuthor: openAuthor)
      .navigationTitle("Timeline")
      // Fades with whichever page comes over the timeline (TimelineToolbar).
      .safeAreaInset(edge: .bottom, spacing: 0) { TimelineToolbar() }
  }

  /// Opens what a post links to: a web page in the browser, an article in the app.
  private func open(_ attachment: Attachment, of post: Post) {
    switch attachment {
    case .web(let webLink):
      // SafariView opens only http and https URLs; `url` is nil for anything else.
      guard let url = webLink.url else { return }
      link = BrowserLink(url: url)
    case .article(let opened):
      article = opened
      isReadingArticle = true
    case .story(let opened):
      story = OpenedStory(id: post.id, article: opened)
    }
  }

  /// Forgets the article once its dismissal has ended (and the page is gone).
  private func closeArticle() {
    article = nil
  }
}
