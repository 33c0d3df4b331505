#if os(iOS)
  import SwiftUI

  /// What a `.passage` modifier asks for at one SwiftUI update: the binding's value, how to build
  /// the content for a value, how to write the binding back, and the transition.
  @MainActor
  struct PassagePresentationRequest<ID: Hashable, Content: View> {
    /// The binding's value: `true` or the item's `id`; nil for false or no item.
    let value: ID?
    /// The content for a value, or nil if the binding no longer holds it.
    let content: (ID) -> Content?
    /// Writes false or nil to the binding.
    let clearBinding: () -> Void
    /// The modifier's `onDismiss`.
    let onDismiss: (() -> Void)?
    /// The transition as given (the environment is applied by the anchor).
    let transition: any PassageTransition
    /// The veto and the dismissal events, handed to the presentation's transitioning delegate.
    let dismissalHandlers: PassageDismissalHandlers
  }
#endif
