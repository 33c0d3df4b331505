/// A long read that opens in the app: a title, a standfirst and a body of blocks.
struct Article: Hashable, Sendable {
  let title: String
  /// The sentence under the title that says what the article is about.
  let standfirst: String
  let byline: String
  let minutesToRead: Int
  /// The SF Symbol drawn large at the top.
  let heroSymbolName: String
  let accent: Accent
  /// The body, top to bottom.
  let blocks: [ArticleBlock]
}

/// One piece of an article's body.
enum ArticleBlock: Hashable, Sendable {
  case heading(String)
  case paragraph(String)
  /// Pictures in a horizontal carousel, with a caption for the whole set.
  case gallery(caption: String, items: [GalleryItem])
}
