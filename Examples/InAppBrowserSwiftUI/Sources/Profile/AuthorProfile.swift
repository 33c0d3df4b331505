import SwiftUI

/// An author's profile, pushed inside the timeline's `NavigationStack` with Passage's push
/// (`.passageNavigationDestination(for: Author.self, transition: .push)` in `TimelineScreen`):
/// swipe from the leading edge to pop it with the finger. The "About" page it links to is pushed
/// the system's way, so one stack shows both.
@available(iOS 16, *)
struct AuthorProfile: View {
  let author: Author
  /// What the author posted, newest first.
  let posts: [Post]

  var body: some View {
    List {
      Section {
        HStack(spacing: 16) {
          Avatar(author: author, diameter: 64)
          VStack(alignment: .leading, spacing: 4) {
            Text(author.name).font(.title2.bold())
            Text("@\(author.handle)").foregroundStyle(.secondary)
          }
        }
        .padding(.vertical, 8)
        .accessibilityElement(children: .combine)
        NavigationLink("About @\(author.handle)", value: AuthorAbout(author: author))
      }
      Section("Posts") {
        ForEach(posts) { post in
          Text(post.text)
        }
      }
    }
    .navigationTitle(author.name)
    .navigationBarTitleDisplayMode(.inline)
    .navigationDestination(for: AuthorAbout.self) { about in
      Text("\(about.author.name) posts links worth reading.")
        .padding()
        .navigationTitle("About")
    }
  }
}

/// The value of the profile's "About" link, pushed with the system's push.
struct AuthorAbout: Hashable {
  let author: Author
}
