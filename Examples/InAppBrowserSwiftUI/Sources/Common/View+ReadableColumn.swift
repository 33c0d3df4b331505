import SwiftUI

extension View {
  /// Lays this view out in a column of readable width, with the standard margins, centred on
  /// wide screens.
  func readableColumn() -> some View {
    frame(maxWidth: 640, alignment: .leading)
      .padding(.horizontal)
      .frame(maxWidth: .infinity)
  }
}
