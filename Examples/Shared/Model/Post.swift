import Foundation

/// A post in the timeline: who wrote it, what they said, and what it links to.
struct Post: Hashable, Sendable, Identifiable {
  let id: Int
  let author: Author
  let text: String
  let date: Date
  let attachment: Attachment
}
