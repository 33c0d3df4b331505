import Passage
import SwiftUI

/// The timeline's bottom bar. It fades out as a page comes over the timeline and back as the page
/// leaves — frame by frame, and under the finger of an interactive dismissal — reading where the
/// transition is from `passageTransitionProgress`, which the `.passage` modifiers on
/// `TimelineScreen` put in the environment of the view they modify.
struct TimelineToolbar: View {
  @Environment(\.passageTransitionProgress) private var progress

  var body: some View {
    HStack {
      Label("Home", systemImage: "house")
      Spacer()
      Label("Search", systemImage: "magnifyingglass")
      Spacer()
      Label("Profile", systemImage: "person")
    }
    .labelStyle(.iconOnly)
    .font(.title3)
    .padding(.horizontal, 40)
    .padding(.vertical, 12)
    .background(.bar)
    .opacity(1 - progress.presentedFraction)
  }
}
