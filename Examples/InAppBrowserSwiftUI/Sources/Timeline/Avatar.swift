import SwiftUI

/// A round avatar: an author's initials on their accent colour.
struct Avatar: View {
  let author: Author
  var diameter: CGFloat = 44

  var body: some View {
    Text(author.initials)
      .font(.system(size: diameter * 0.4, weight: .semibold))
      .foregroundStyle(.white)
      .frame(width: diameter, height: diameter)
      .background(author.accent.color, in: Circle())
      .accessibilityHidden(true)  // the name next to it says who this is
  }
}
