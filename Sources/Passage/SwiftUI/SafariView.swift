#if os(iOS)
  import SafariServices
  import SwiftUI
  import UIKit

  /// `SFSafariViewController` in SwiftUI, with its configuration and delegate callbacks.
  ///
  /// Present it with a `.passage` modifier and `.push` for the in-app browser that slides in like a
  /// navigation push and pops with the leading-edge swipe:
  ///
  /// ```swift
  /// .passage(item: $link, transition: .push) { link in
  ///   SafariView(url: link.url, options: .init(entersReaderIfAvailable: true))
  ///     .onFinish { print("Done") }
  /// }
  /// ```
  ///
  /// Inside `.passage` the browser controller is embedded, as a child, in the plain container
  /// controller that is presented (no hosting controller around it), so its Done button dismisses
  /// the presentation and writes the binding back; callbacks changed by later SwiftUI updates
  /// reach it. It is also an ordinary `UIViewControllerRepresentable` for use elsewhere.
  public struct SafariView: UIViewControllerRepresentable, PassagePresentedContent {
    /// The page to open (`http` or `https`; `SFSafariViewController` raises for other schemes).
    public var url: URL
    /// The browser's configuration and colours.
    public var options: SafariViewOptions
    private var callbacks = SafariViewCallbacks()

    /// A browser for `url` with `options`.
    public init(url: URL, options: SafariViewOptions = SafariViewOptions()) {
      self.url = url
      self.options = options
    }

    /// Calls `action` when the user taps Done (`safariViewControllerDidFinish(_:)`).
    public func onFinish(_ action: @escaping @MainActor () -> Void) -> SafariView {
      var copy = self
      copy.callbacks.finish = action
      return copy
    }

    /// Calls `action` with whether the first page loaded
    /// (`safariViewController(_:didCompleteInitialLoad:)`).
    public func onInitialLoad(_ action: @escaping @MainActor (Bool) -> Void) -> SafariView {
      var copy = self
      copy.callbacks.initialLoad = action
      return copy
    }

    /// Calls `action` with the URL the first load was redirected to
    /// (`safariViewController(_:initialLoadDidRedirectTo:)`, iOS 11+).
    public func onInitialRedirect(_ action: @escaping @MainActor (URL) -> Void) -> SafariView {
      var copy = self
      copy.callbacks.initialRedirect = action
      return copy
    }

    /// Calls `action` when the user opens the page in Safari
    /// (`safariViewControllerWillOpenInBrowser(_:)`, iOS 14+).
    public func onOpenInBrowser(_ action: @escaping @MainActor () -> Void) -> SafariView {
      var copy = self
      copy.callbacks.openInBrowser = action
      return copy
    }

    /// The delegate that forwards the browser's callbacks.
    public func makeCoordinator() -> SafariViewDelegate { SafariViewDelegate(callbacks) }

    /// A configured `SFSafariViewController`.
    public func makeUIViewController(context: Context) -> SFSafariViewController {
      makeBrowser(delegate: context.coordinator)
    }

    /// Updates the callbacks and colours (the URL and configuration are fixed at creation, as
    /// `SFSafariViewController`'s are).
    public func updateUIViewController(_ browser: SFSafariViewController, context: Context) {
      context.coordinator.callbacks = callbacks
      options.applyColors(to: browser)
    }

    func makePresentedChild() -> PassagePresentedChild {
      let delegate = SafariViewDelegate(callbacks)  // the browser holds its delegate weakly
      return PassagePresentedChild(controller: makeBrowser(delegate: delegate), owned: delegate)
    }

    func update(_ child: PassagePresentedChild) {
      (child.owned as? SafariViewDelegate)?.callbacks = callbacks
      if let browser = child.controller as? SFSafariViewController { options.applyColors(to: browser) }
    }

    private func makeBrowser(delegate: SafariViewDelegate) -> SFSafariViewController {
      let browser = SFSafariViewController(url: url, configuration: options.configuration())
      options.applyColors(to: browser)
      browser.dismissButtonStyle = options.dismissButtonStyle
      browser.delegate = delegate
      return browser
    }
  }
#endif
