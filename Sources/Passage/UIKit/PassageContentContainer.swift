#if os(iOS) || UIKitModel
  import UIKit

  /// A presented controller that only wraps the controller the user sees — the container the
  /// `.passage` modifiers present around a hosting controller or a ``SafariView``'s browser.
  ///
  /// Hook for the UIKit glue: decisions that depend on the visible controller (the hit-testable
  /// strip over an `SFSafariViewController`, whose content runs in another process) ask
  /// `presented.passageVisibleContent` instead of `presented`.
  @MainActor
  protocol PassageContentContainer: UIViewController {
    /// The controller shown inside.
    var containedContent: UIViewController { get }
  }

  extension UIViewController {
    /// The controller the user sees: the contained one for a ``PassageContentContainer``, else
    /// this controller.
    @MainActor var passageVisibleContent: UIViewController {
      (self as? any PassageContentContainer)?.containedContent ?? self
    }
  }
#endif
