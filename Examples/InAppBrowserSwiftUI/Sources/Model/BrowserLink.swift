import Foundation

/// The page open in the browser: the item of the timeline's `.passage(item:)` presentation.
struct BrowserLink: Identifiable, Sendable {
  let url: URL

  var id: URL { url }
}
