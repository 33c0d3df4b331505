// expected-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIViewController'
// UIViewController adopts NSCoding: a subclass with its own designated initializer must also
// implement `required init?(coder:)`.
import UIKit

final class BrowserViewController: UIViewController {
  let url: URL
  init(url: URL) {
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }
}
