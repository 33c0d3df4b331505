import Passage
import SafariServices
import UIKit

extension UIViewController {
  /// Opens what a post links to, the two ways Passage presents an in-app browser:
  ///
  /// - a web page in `SFSafariViewController`, moving like a navigation push; a swipe from the
  ///   leading edge pops it, following the finger;
  /// - an article in the app, sliding up while this screen recedes behind it; pulling it down
  ///   from the top of its scroll view dismisses it.
  func open(_ attachment: Attachment) {
    switch attachment {
    case .web(let link):
      // SFSafariViewController raises for anything but http and https; `url` is nil then.
      guard let url = link.url else { return }
      present(SFSafariViewController(url: url), transition: .push)
    case .article(let article):
      present(ArticleViewController(article: article), transition: .recede)
    }
  }
}
