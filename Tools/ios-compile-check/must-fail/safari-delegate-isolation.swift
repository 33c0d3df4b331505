// expected-error: conformance of 'Presenter' to protocol 'SFSafariViewControllerDelegate' crosses into main actor-isolated code
// SFSafariViewControllerDelegate is not NS_SWIFT_UI_ACTOR: a main-actor class must isolate the
// conformance (`extension Presenter: @MainActor SFSafariViewControllerDelegate`).
import SafariServices

@MainActor final class Presenter: NSObject {}

extension Presenter: SFSafariViewControllerDelegate {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
