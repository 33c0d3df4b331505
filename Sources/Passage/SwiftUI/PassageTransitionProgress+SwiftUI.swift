#if os(iOS)
  import SwiftUI

  extension EnvironmentValues {
    /// Where the transition of the nearest `.passage` presentation is
    /// (``PassageTransitionProgress``), on both of its screens: inside the presented content,
    /// and in the view the `.passage` modifier is attached to. It changes at every display frame
    /// of a presentation or dismissal and every move of a finger on it, so that content can move
    /// along with the page; ``PassageTransitionProgress/dismissed`` elsewhere. Like every
    /// environment value it flows down: read it in a view inside the modified one.
    ///
    /// ```swift
    /// @Environment(\.passageTransitionProgress) private var progress
    /// …
    /// toolbar.opacity(1 - progress.presentedFraction)
    /// ```
    public var passageTransitionProgress: PassageTransitionProgress {
      get { self[PassageTransitionProgressKey.self] }
      set { self[PassageTransitionProgressKey.self] = newValue }
    }
  }

  private struct PassageTransitionProgressKey: EnvironmentKey {
    static let defaultValue = PassageTransitionProgress.dismissed
  }

  /// The progress of one `.passage` modifier's presentations, published to SwiftUI (its
  /// transitioning delegate's `onProgress` writes it).
  @MainActor
  final class PassageProgressFeed: ObservableObject {
    @Published var progress = PassageTransitionProgress.dismissed
  }

  /// `content` with the feed's progress in its environment, updated as the feed publishes; while
  /// the feed's presentation is dismissed, the progress from further up (another `.passage`
  /// modifier on the same view, whose presentation may be the one running) stays.
  struct PassageProgressProvider<Content: View>: View {
    @ObservedObject var feed: PassageProgressFeed
    let content: Content
    @Environment(\.passageTransitionProgress) private var inherited

    var body: some View {
      content.environment(
        \.passageTransitionProgress, feed.progress.shown(over: inherited))
    }
  }

  /// What both `.passage` modifiers apply: the progress of its presentations in the modified
  /// view's environment, and the anchor behind it.
  ///
  /// Only the provider observes the feed, so a frame's progress re-renders the modified view
  /// and nothing else: the feed is held in `State` (which keeps the object for the view's
  /// lifetime without subscribing to it), and the anchor sits outside the provider, so SwiftUI
  /// does not update the anchor — nor, through it, the presented content's root view — 120
  /// times a second.
  struct PassagePresentationModifier<ID: Hashable, Presented: View>: ViewModifier {
    let request: PassagePresentationRequest<ID, Presented>
    @State private var feed = PassageProgressFeed()

    func body(content: Content) -> some View {
      PassageProgressProvider(feed: feed, content: content)
        .background(alignment: .center, content: { PassagePresentationAnchor(request: request, feed: feed) })
    }
  }
#endif
