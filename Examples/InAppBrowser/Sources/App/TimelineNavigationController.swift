import Passage
import UIKit

/// The app's navigation controller: its pushes and pops use Passage's push transition, and a
/// swipe from the leading edge — or anywhere, yielding to horizontal scroll views — pops
/// interactively, following the finger.
final class TimelineNavigationController: UINavigationController {
  /// Navigation controllers hold their delegate weakly; this controller keeps it.
  private let passageDelegate = PassageNavigationDelegate(transition: .push)

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.prefersLargeTitles = true
    // Attached once the view is loaded, when the system's pop recognisers exist (`attach`
    // disables them, so that only Passage's swipe pops); `allowsFullWidthSwipe` is read then.
    passageDelegate.allowsFullWidthSwipe = true
    passageDelegate.attach(to: self)
  }
}
