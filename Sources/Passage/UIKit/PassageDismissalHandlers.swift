#if os(iOS) || UIKitModel
  import UIKit

  /// What an app says and hears about dismissals: the veto and the events, each with its
  /// ``DismissalReason``. Set it on a ``PassageTransitioningDelegate`` (per presentation) or a
  /// ``PassageNavigationDelegate`` (per navigation pop).
  ///
  /// ```swift
  /// let delegate = PassageTransitioningDelegate(transition: .recede)
  /// delegate.dismissalHandlers = PassageDismissalHandlers(
  ///   shouldBegin: { _ in !editor.hasUnsavedChanges },     // a vetoed pull resists like a rubber band
  ///   onEvent: { event in log(event.description) })        // willBegin, progress, finished | cancelled
  /// ```
  ///
  /// `shouldBegin` is asked for the gestures and the accessibility escape; a button (an
  /// `SFSafariViewController`'s Done) or code cannot be vetoed — the browser has already decided,
  /// and code can decide before calling `dismiss`. See ``DismissalEvent`` for the order.
  @MainActor
  public struct PassageDismissalHandlers {
    /// Asked before a gesture or the escape dismisses; `false` vetoes. `nil` allows every one.
    public var shouldBegin: ((DismissalReason) -> Bool)?
    /// Told every event, in order.
    public var onEvent: ((DismissalEvent) -> Void)?

    /// Creates handlers; both default to `nil` (allow all, tell nobody).
    public init(
      shouldBegin: ((DismissalReason) -> Bool)? = nil, onEvent: ((DismissalEvent) -> Void)? = nil
    ) {
      self.shouldBegin = shouldBegin
      self.onEvent = onEvent
    }
  }
#endif
