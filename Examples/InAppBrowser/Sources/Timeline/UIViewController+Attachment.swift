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
      present(ArticleViewController(article: article), fadingToolbarWith: .recede)
    case .story(let article):
      // Dismissed by a drag anywhere, a leading-edge swipe or a pinch, each as iOS's zoom.
      present(ArticleViewController(article: article), fadingToolbarWith: .zoom(source: card))
    }
  }

  /// Presents `page` with `transition` while this screen's toolbar fades out as the page comes
  /// over it and back as the page leaves, frame by frame and under the finger of an interactive
  /// dismissal (the transitioning delegate's `onProgress`).
  private func present(_ page: UIViewController, fadingToolbarWith transition: some PassageTransition) {
    let delegate = PassageTransitioningDelegate(transition: transition)
    let toolbar = navigationController?.toolbar
    delegate.onProgress = { [weak toolbar] progress in toolbar?.alpha = 1 - progress.presentedFraction }
    delegate.prepare(page)
    present(page, animated: true)
  }
}
