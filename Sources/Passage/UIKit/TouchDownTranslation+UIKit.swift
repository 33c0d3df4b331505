#if os(iOS) || UIKitModel
  import UIKit

  extension TouchDownTranslation {
    /// `recognizer`'s translation in window points, counted from the touch-down point when one
    /// was recorded (``TouchDownTranslation``), else UIKit's `translation(in: nil)`.
    @MainActor
    func translation(_ recognizer: UIPanGestureRecognizer) -> CGPoint {
      CGPoint(
        translation(at: Point(recognizer.location(in: nil)), reported: Point(recognizer.translation(in: nil)))
      )
    }
  }
#endif
