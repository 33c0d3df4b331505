#if os(iOS)
  import SwiftUI

  /// Dismisses the content presented by a `.passage` modifier, with its transition — Passage's
  /// counterpart of SwiftUI's `DismissAction`, read from the environment.
  ///
  /// ```swift
  /// struct ArticleView: View {
  ///   @Environment(\.passageDismiss) private var dismiss
  ///   var body: some View { Button("Close") { dismiss() } }
  /// }
  /// ```
  ///
  /// It counts as a dismissal by the user: the modifier's binding is written back and
  /// `onDismiss` runs. Outside a Passage presentation it does nothing.
  ///
  /// Why not SwiftUI's `dismiss`: `DismissAction` has no public initializer, so Passage cannot
  /// install it, and SwiftUI documents it for its own presentations (sheets, popovers, full-screen
  /// covers, navigation), not for a hosting controller that UIKit presented. If it does reach the
  /// presentation, the dismissal is still reported and the binding written back; use
  /// `passageDismiss` to be sure.
  public struct PassageDismissAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }

    /// Dismisses the Passage presentation that contains this view, if any.
    @MainActor public func callAsFunction() { action() }
  }

  extension EnvironmentValues {
    /// Dismisses the `.passage` presentation that contains this view (see ``PassageDismissAction``).
    public var passageDismiss: PassageDismissAction {
      get { self[PassageDismissKey.self] }
      set { self[PassageDismissKey.self] = newValue }
    }
  }

  private struct PassageDismissKey: EnvironmentKey {
    static var defaultValue: PassageDismissAction { PassageDismissAction {} }
  }
#endif
