#if os(iOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Presents `content` with a Passage transition while `isPresented` is true — like SwiftUI's
    /// `fullScreenCover(isPresented:onDismiss:content:)`, moving and dismissing the Passage way.
    ///
    /// ```swift
    /// .passage(isPresented: $showArticle, transition: .recede) { ArticleView() }
    /// ```
    ///
    /// The content is hosted in a `UIHostingController` and presented with
    /// `present(_:transition:animated:completion:)`, so it gets the transition's interactive
    /// dismissal (pull down for ``Recede``, the leading-edge swipe for ``Push``), the VoiceOver
    /// escape gesture and, under Reduce Motion, a cross-fade. Reduce Motion and the layout
    /// direction are read from this view's environment.
    ///
    /// - A dismissal by the user (gesture, escape, or the content calling
    ///   `@Environment(\.passageDismiss)`) sets `isPresented` to false, then calls `onDismiss`.
    ///   `dismissalHandlers.shouldBegin` can veto the gestures and the escape.
    /// - Setting `isPresented` to false dismisses with the transition, then calls `onDismiss`.
    /// - A change while a transition runs is applied when it ends; only the latest value counts
    ///   (see *Presenting from SwiftUI* in the documentation).
    /// - `onDismiss` runs exactly once per presentation.
    /// - `@Environment(\.passageTransitionProgress)` reads where the transition is, frame by
    ///   frame, in `content` and in this view (a toolbar that fades with the page).
    ///
    /// - Parameters:
    ///   - isPresented: whether the content is shown.
    ///   - transition: e.g. `.recede`, `.push`, `.fade` or your own ``PassageTransition``.
    ///   - dismissalHandlers: the veto (`shouldBegin`, asked with the ``DismissalReason`` of a
    ///     gesture or the escape) and the ``DismissalEvent``s of each dismissal.
    ///   - onDismiss: called once after each presentation's dismissal has ended.
    ///   - content: the view to present.
    public func passage<Content: View>(
      isPresented: Binding<Bool>, transition: some PassageTransition,
      dismissalHandlers: PassageDismissalHandlers = PassageDismissalHandlers(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      modifier(
        PassagePresentationModifier<Bool, Content>(
          request: PassagePresentationRequest(
            value: isPresented.wrappedValue ? true : nil,
            content: { _ in content() },
            clearBinding: { isPresented.wrappedValue = false },
            onDismiss: onDismiss, transition: transition, dismissalHandlers: dismissalHandlers)))
    }

    /// Presents the content for `item` with a Passage transition while `item` is not nil — like
    /// SwiftUI's `fullScreenCover(item:onDismiss:content:)`.
    ///
    /// ```swift
    /// .passage(item: $link, transition: .push) { link in SafariView(url: link.url) }
    /// ```
    ///
    /// Setting `item` to another value (another `id`) dismisses the current content with the
    /// transition, then presents the new one; a value with the same `id` updates the content in
    /// place. A dismissal by the user sets `item` to nil. Everything else is as in
    /// ``SwiftUI/View/passage(isPresented:transition:onDismiss:content:)``.
    ///
    /// - Parameters:
    ///   - item: what to show, identified by its `id`.
    ///   - transition: e.g. `.push`, `.recede`, `.fade` or your own ``PassageTransition``.
    ///   - dismissalHandlers: the veto and the events of each dismissal, with their reasons.
    ///   - onDismiss: called once after each presentation's dismissal has ended.
    ///   - content: the view for an item. A ``SafariView`` is presented as the browser itself.
    public func passage<Item: Identifiable, Content: View>(
      item: Binding<Item?>, transition: some PassageTransition,
      dismissalHandlers: PassageDismissalHandlers = PassageDismissalHandlers(),
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      modifier(
        PassagePresentationModifier<Item.ID, Content>(
          request: PassagePresentationRequest(
            value: item.wrappedValue?.id,
            content: { id in
              guard let current = item.wrappedValue, current.id == id else { return nil }
              return content(current)
            },
            clearBinding: { item.wrappedValue = nil },
            onDismiss: onDismiss, transition: transition, dismissalHandlers: dismissalHandlers)))
    }
  }
#endif
