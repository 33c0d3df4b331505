import Passage
import SafariServices
import UIKit

extension UIViewController {
  /// Opens what a post links to, the ways Passage presents a page:
  ///
  /// - a web page in `SFSafariViewController`, moving like a navigation push; a swipe from the
  ///   leading edge pops it, following the finger;
  /// - an article in the app, sliding up while this screen recedes behind it; pulling it down
  ///   from the top of its scroll view dismisses it;
  /// - a story, growing out of its card; a drag anywhere shrinks it back into the card, which
  ///   `card` finds again when the dismissal starts (the timeline may have scrolled, or reused
  ///   the cell).
  ///
  /// - Parameter card: the view a story grows out of, looked up when each run starts; without
  ///   one (or once it is gone) the page shrinks and fades towards the centre.
  func open(_ attachment: Attachment, card: @escaping @MainActor @Sendable () -> UIView? = { nil }) {
    switch attachment {
    case .web(let link):
      // SFSafariViewController raises for anything but http and https; `url` is nil then.
      guard let url = link.url else { return }
      present(SFSafariViewController(url: url), transition: .push)
    case .article(let article):
      present(ArticleViewController(article: article), transition: .recede)
    case .story(let article):
      // Dismissed by a drag anywhere, a leading-edge swipe or a pinch, each as iOS's zoom.
      present(ArticleViewController(article: article), transition: .zoom(source: card))
    }
  }
}
