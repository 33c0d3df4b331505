/// What a post links to: a web page, which opens in the browser, or an article, which opens in
/// the app — sliding up from below, or, shown as a picture card, growing out of the card.
enum Attachment: Hashable, Sendable {
  case web(WebLink)
  case article(Article)
  /// An article whose card zooms into its page.
  case story(Article)

  /// The preview's title.
  var title: String {
    switch self {
    case .web(let link): return link.title
    case .article(let article), .story(let article): return article.title
    }
  }

  /// The preview's second line: the site, or how long the article takes to read.
  var subtitle: String {
    switch self {
    case .web(let link): return link.site
    case .article(let article): return "Article · \(article.minutesToRead) min read"
    case .story(let article): return "Story · \(article.minutesToRead) min read"
    }
  }

  /// The SF Symbol that stands for the preview's kind.
  var symbolName: String {
    switch self {
    case .web: return "safari"
    case .article: return "doc.richtext"
    case .story: return "photo"
    }
  }
}
