import SwiftUI

/// A round close button on a material background, readable over the article's hero and text.
struct CloseButton: View {
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      Image(systemName: "xmark")
        .font(.body.weight(.semibold))
        .foregroundStyle(.secondary)
        .frame(width: 32, height: 32)
        .background(.regularMaterial, in: Circle())
    }
    .accessibilityLabel("Close")
  }
}
