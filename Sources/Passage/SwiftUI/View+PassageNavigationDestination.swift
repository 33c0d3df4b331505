#if os(iOS)
  import SwiftUI
  import UIKit

  @available(iOS 16.0, *)
  extension View {
    /// Gives the destinations for `data` in the enclosing `NavigationStack` a Passage transition —
    /// its push, and its pop with the interactive swipe — while every other page of the stack
    /// keeps the system's push, pop and back swipe. Use it where you would use
    /// `navigationDestination(for:destination:)`, on a view inside the stack.
    ///
    /// ```swift
    /// NavigationStack(path: $path) {
    ///   Timeline()
    ///     .passageNavigationDestination(for: Article.self, transition: .push) { article in
    ///       ArticleView(article)
    ///     }
    /// }
    /// ```
    ///
    /// - A destination leaves the way it came: its pop (back button, swipe, `path` change, code)
    ///   plays its own transition, whichever page it uncovers; a page pushed above it keeps its
    ///   own.
    /// - `NavigationPath` changes, `dismiss()` and deep links go through the stack as they do
    ///   without Passage; SwiftUI keeps its own bookkeeping of the stack (Passage forwards every
    ///   navigation message it does not answer to SwiftUI's delegate).
    /// - The back swipe of a Passage page is Passage's: from the leading edge, and from anywhere
    ///   where the system's content swipe is (iOS 26); `dismissalHandlers` are not offered here,
    ///   as SwiftUI's stack owns its pages.
    /// - Passage finds the stack's `UINavigationController` from a controller it places in this
    ///   view and in each destination, when they appear. Outside a stack it logs a fault and
    ///   SwiftUI's destination behaves as without Passage.
    /// - For a zoom out of the tapped card, give the transition per value:
    ///   ``SwiftUI/View/passageNavigationDestination(for:transitionFor:destination:)``.
    ///
    /// - Parameters:
    ///   - data: the type of the values the stack's path holds for these destinations.
    ///   - transition: e.g. `.push`, `.recede`, `.fade` or a zoom.
    ///   - destination: the view for a value.
    public func passageNavigationDestination<D: Hashable, Destination: View>(
      for data: D.Type, transition: some PassageTransition,
      @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
      passageNavigationDestination(for: data, transitionFor: { _ in transition }, destination: destination)
    }

    /// Gives each destination for `data` the transition `transitionFor` returns for its value:
    /// a zoom out of the card that was tapped, a push for the rest.
    ///
    /// ```swift
    /// .passageNavigationDestination(for: Post.self, transitionFor: { post in
    ///   .zoom(sourceID: post.id, in: cards)      // the card marked .passageZoomSource(id:in:)
    /// }) { post in
    ///   StoryView(post)
    /// }
    /// ```
    ///
    /// Everything else is as in
    /// ``SwiftUI/View/passageNavigationDestination(for:transition:destination:)``.
    ///
    /// - Parameters:
    ///   - data: the type of the values the stack's path holds for these destinations.
    ///   - transitionFor: the transition of the destination for a value.
    ///   - destination: the view for a value.
    public func passageNavigationDestination<D: Hashable, T: PassageTransition, Destination: View>(
      for data: D.Type, transitionFor: @escaping (D) -> T,
      @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
      navigationDestination(for: data) { value in
        destination(value).background(PassageNavigationMarker(transition: transitionFor(value)))
      }
      .background(PassageNavigationMarker(transition: nil))
    }

    /// Pushes `destination` with a Passage transition while `isPresented` is true, and pops it
    /// with that transition when it turns false or the user goes back — like
    /// `navigationDestination(isPresented:destination:)`, in the enclosing `NavigationStack`.
    ///
    /// ```swift
    /// .passageNavigationDestination(isPresented: $showsSettings, transition: .recede) {
    ///   SettingsView()
    /// }
    /// ```
    ///
    /// Everything else is as in
    /// ``SwiftUI/View/passageNavigationDestination(for:transition:destination:)``.
    ///
    /// - Parameters:
    ///   - isPresented: whether the destination is pushed; going back sets it to false.
    ///   - transition: e.g. `.push`, `.recede`, `.fade` or a zoom.
    ///   - destination: the view to push.
    public func passageNavigationDestination<Destination: View>(
      isPresented: Binding<Bool>, transition: some PassageTransition,
      @ViewBuilder destination: () -> Destination
    ) -> some View {
      navigationDestination(isPresented: isPresented) {
        destination().background(PassageNavigationMarker(transition: transition))
      }
      .background(PassageNavigationMarker(transition: nil))
    }
  }

  /// The marker controller (``NavigationDestinationMarker``) behind a view of a stack's page.
  ///
  /// Contract relied on (`UIViewControllerRepresentable`, SwiftUI.swiftinterface):
  /// `makeUIViewController(context:)` once, `updateUIViewController(_:context:)` on every update.
  struct PassageNavigationMarker: UIViewControllerRepresentable {
    /// The page's transition; `nil` on the page that declares the destinations.
    let transition: (any PassageTransition)?

    func makeUIViewController(context: Context) -> NavigationDestinationMarker {
      NavigationDestinationMarker()
    }

    func updateUIViewController(_ marker: NavigationDestinationMarker, context: Context) {
      marker.transition = transition
    }
  }
#endif
