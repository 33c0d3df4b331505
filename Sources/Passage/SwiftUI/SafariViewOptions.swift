#if os(iOS)
  import SafariServices
  import UIKit

  /// How a ``SafariView`` looks and opens: `SFSafariViewController.Configuration` and the
  /// controller's colour and button properties, as one value.
  public struct SafariViewOptions {
    /// Open in Reader when the page supports it. Default false.
    public var entersReaderIfAvailable: Bool
    /// Let the bars collapse as the page scrolls. Default true.
    public var barCollapsingEnabled: Bool
    /// The bars' background colour; nil for the system's. Applied before iOS 26 only: iOS 26
    /// deprecates it ("Tinting the bars interferes with background effects that the system
    /// provides", SFSafariViewController.h) and has no replacement, so the system's bars show.
    public var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons; nil for the system's. Applied before iOS 26 only, like
    /// ``preferredBarTintColor``.
    public var preferredControlTintColor: UIColor?
    /// Done, Close or Cancel. Default Done.
    public var dismissButtonStyle: SFSafariViewController.DismissButtonStyle

    /// Options with the browser's defaults unless given.
    public init(
      entersReaderIfAvailable: Bool = false, barCollapsingEnabled: Bool = true,
      preferredBarTintColor: UIColor? = nil, preferredControlTintColor: UIColor? = nil,
      dismissButtonStyle: SFSafariViewController.DismissButtonStyle = .done
    ) {
      self.entersReaderIfAvailable = entersReaderIfAvailable
      self.barCollapsingEnabled = barCollapsingEnabled
      self.preferredBarTintColor = preferredBarTintColor
      self.preferredControlTintColor = preferredControlTintColor
      self.dismissButtonStyle = dismissButtonStyle
    }

    /// A new `SFSafariViewController.Configuration` with these options (made on the main actor,
    /// like the controller it configures).
    @MainActor
    func configuration() -> SFSafariViewController.Configuration {
      let configuration = SFSafariViewController.Configuration()
      configuration.entersReaderIfAvailable = entersReaderIfAvailable
      configuration.barCollapsingEnabled = barCollapsingEnabled
      return configuration
    }

    /// Sets the colours on `browser` (they may change after creation), before iOS 26, where
    /// SFSafariViewController.h deprecates both without a replacement.
    @MainActor
    func applyColors(to browser: SFSafariViewController) {
      if #unavailable(iOS 26.0) {
        browser.preferredBarTintColor = preferredBarTintColor
        browser.preferredControlTintColor = preferredControlTintColor
      }
    }
  }
#endif
