import SwiftUI

/// The SwiftUI version of the in-app browser example: one window showing the timeline.
@main
struct InAppBrowserApp: App {
  var body: some Scene {
    WindowGroup {
      TimelineScreen(posts: SampleTimeline.posts)
    }
  }
}
