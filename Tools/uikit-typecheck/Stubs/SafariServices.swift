// Stub of `SafariServices` (SFSafariViewController) for type-checking UIKit code on Linux.
// Nothing here is linked or run; bodies only trap.
//
// Sources: SafariServices.framework/Headers/SFSafariViewController.h (iOS SDK copy: index id
// 362636718 in the search corpus; iOS 14+ adds safariViewControllerWillOpenInBrowser(_:)),
// SFSafariViewControllerConfiguration.h (NS_SWIFT_NAME(SFSafariViewController.Configuration)),
// developer.apple.com/documentation/safariservices/sfsafariviewcontrollerdelegate.
//
// Isolation: SFSafariViewController is a UIViewController subclass, so it is main-actor isolated.
// The header's `@protocol SFSafariViewControllerDelegate <NSObject>` carries no NS_SWIFT_UI_ACTOR,
// and Apple's current Swift documentation shows `protocol SFSafariViewControllerDelegate :
// NSObjectProtocol` (no @MainActor, unlike e.g. `@MainActor protocol
// UIViewControllerAnimatedTransitioning`), so the protocol is nonisolated here. A main-actor
// conformer must use an isolated conformance (`extension X: @MainActor
// SFSafariViewControllerDelegate`) or `nonisolated` methods; either spelling also compiles if a
// newer SDK marks the protocol @MainActor.

@_exported import UIKit

extension SFSafariViewController {
  // `typedef NS_ENUM(NSInteger, SFSafariViewControllerDismissButtonStyle) { Done, Close, Cancel }
  // NS_SWIFT_NAME(SFSafariViewController.DismissButtonStyle)`
  @objc(SFSafariViewControllerDismissButtonStyle) public enum DismissButtonStyle: Int, Sendable {
    case done = 0
    case close = 1
    case cancel = 2
  }

  // SFSafariViewControllerConfiguration.h: `@interface SFSafariViewControllerConfiguration : NSObject
  // <NSCopying>` with `entersReaderIfAvailable` and `barCollapsingEnabled` (BOOL, default NO/YES);
  // not NS_SWIFT_UI_ACTOR in the header read, so nonisolated here (a nested type does not inherit
  // the enclosing class's isolation).
  open class Configuration: NSObject {
    public override init() { fatalError() }
    open var entersReaderIfAvailable: Bool {
      get { fatalError() }
      set { fatalError() }
    }
    // `@property (nonatomic) BOOL barCollapsingEnabled;` (Swift name keeps the property name)
    open var barCollapsingEnabled: Bool {
      get { fatalError() }
      set { fatalError() }
    }
  }
}

// SFSafariViewController.h: `SF_EXTERN API_AVAILABLE(ios(9.0)) @interface SFSafariViewController :
// UIViewController`; `- init`, `- initWithCoder:`, `- initWithNibName:bundle:` are NS_UNAVAILABLE;
// `- initWithURL:configuration: NS_DESIGNATED_INITIALIZER`; `- initWithURL:` is a convenience init.
@MainActor @preconcurrency open class SFSafariViewController: UIViewController {
  public init(url URL: URL, configuration: SFSafariViewController.Configuration) { fatalError() }
  public convenience init(url URL: URL) { fatalError() }
  @available(*, unavailable)
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  @available(*, unavailable)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  // `@property (nonatomic, weak, nullable) id <SFSafariViewControllerDelegate> delegate;`
  weak open var delegate: (any SFSafariViewControllerDelegate)?
  open var configuration: SFSafariViewController.Configuration { fatalError() }
  open var preferredBarTintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var preferredControlTintColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var dismissButtonStyle: SFSafariViewController.DismissButtonStyle {
    get { fatalError() }
    set { fatalError() }
  }
}

// SFSafariViewController.h: `@protocol SFSafariViewControllerDelegate <NSObject> @optional ...`
// (the activity-item methods need UIActivity and are not modelled).
@preconcurrency @objc public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
  @objc(safariViewControllerDidFinish:)
  optional func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  @objc(safariViewController:didCompleteInitialLoad:)
  optional func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  @objc(safariViewController:initialLoadDidRedirectToURL:)
  optional func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
  @objc(safariViewControllerWillOpenInBrowser:)
  optional func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}
