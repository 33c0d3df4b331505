#if os(iOS)
  import SwiftUI
  import UIKit

  extension View {
    /// Says that this view's drags are its own: a pull-down or zoom drag that begins inside it
    /// does not dismiss the presentation, so a `Map`, a canvas or a `DragGesture` gets the finger
    /// instead (the leading-edge swipe still begins at the edge). See
    /// ``PassageKeepsDragsInteraction``.
    ///
    /// ```swift
    /// Map(position: $camera).passageKeepsDrags()
    /// ```
    public func passageKeepsDrags() -> some View {
      background(KeepsDragsMarker())
    }
  }

  /// A view of the modified view's frame that carries a ``PassageKeepsDragsInteraction`` and
  /// takes no touches, so the dismissal's arbitration finds it by geometry.
  private struct KeepsDragsMarker: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.addInteraction(PassageKeepsDragsInteraction())
      return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
  }
#endif
