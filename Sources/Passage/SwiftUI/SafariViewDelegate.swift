#if os(iOS)
  import SafariServices
  import UIKit

  /// The closures a ``SafariView`` forwards its browser's delegate callbacks to.
  struct SafariViewCallbacks {
    var finish: (@MainActor () -> Void)?
    var initialLoad: (@MainActor (Bool) -> Void)?
    var initialRedirect: (@MainActor (URL) -> Void)?
    var openInBrowser: (@MainActor () -> Void)?
  }

  /// A ``SafariView``'s `SFSafariViewControllerDelegate`: forwards each callback to the closure
  /// set with `onFinish`, `onInitialLoad`, `onInitialRedirect` or `onOpenInBrowser`.
  ///
  /// The protocol is not main-actor isolated (SFSafariViewController.h has no
  /// `NS_SWIFT_UI_ACTOR`), so the methods are `nonisolated` and hop onto the main actor, where
  /// UIKit calls them. `@unchecked Sendable` is sound: its only state is main-actor isolated.
  public final class SafariViewDelegate: NSObject, SFSafariViewControllerDelegate, @unchecked Sendable {
    @MainActor var callbacks: SafariViewCallbacks

    @MainActor init(_ callbacks: SafariViewCallbacks) {
      self.callbacks = callbacks
      super.init()
    }

    /// Done was tapped.
    public nonisolated func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      MainActor.assumeIsolated { callbacks.finish?() }
    }

    /// The first page loaded, or failed to.
    public nonisolated func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {
      MainActor.assumeIsolated { callbacks.initialLoad?(didLoadSuccessfully) }
    }

    /// The first load was redirected to `url`.
    public nonisolated func safariViewController(
      _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL
    ) {
      MainActor.assumeIsolated { callbacks.initialRedirect?(url) }
    }

    /// The user chose to open the page in Safari.
    public nonisolated func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {
      MainActor.assumeIsolated { callbacks.openInBrowser?() }
    }
  }
#endif
