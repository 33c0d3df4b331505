#if os(iOS) || UIKitModel
  import UIKit

  /// A transparent view that claims only the points its owner says (UIView.h:
  /// `- pointInside:withEvent:` decides whether `hitTest:withEvent:` returns the view); every
  /// other touch goes to the views behind it.
  @MainActor
  final class EdgeStripView: UIView {
    /// Whether a point, in this view's coordinates, belongs to the strip.
    var claims: (CGPoint) -> Bool = { _ in false }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { claims(point) }
  }
#endif
