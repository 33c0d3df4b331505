@_exported import UIKit

/// The in-app browser (SFSafariViewController.h): its content runs in another process, so no
/// view of the page is reachable from the app; the model's is a plain controller.
@MainActor
open class SFSafariViewController: UIViewController {
  /// A browser for a page; the model keeps no URL.
  package override init() { super.init() }

  /// The browser's view holds the remote page, filling it, above any view of the app's.
  open override func loadView() {
    super.loadView()
    let page = UIView(frame: view.bounds)
    page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    page.modelName = "browser page"
    page.modelHostsRemoteContent = true
    view.addSubview(page)
  }
}
