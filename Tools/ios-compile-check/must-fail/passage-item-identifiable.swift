// expected-error: requires that 'Link' conform to 'Identifiable'
// `.passage(item:)` tells items apart by their `id`, like `.fullScreenCover(item:)`.
import Foundation
import Passage
import SwiftUI

struct Link { let url: URL }

struct Links: View {
  @State private var link: Link?
  var body: some View {
    Text("links").passage(item: $link, transition: .push) { link in SafariView(url: link.url) }
  }
}
