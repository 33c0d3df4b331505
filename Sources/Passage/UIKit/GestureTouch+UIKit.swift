#if os(iOS) || UIKitModel
  import UIKit

  extension GestureTouch {
    /// Which of a card's recognisers `kind` is, and where its touch went down in `space`: a pan's
    /// touch-down point (its location less its translation), a pinch's focal point.
    @MainActor
    init(
      _ recognizer: UIGestureRecognizer, kind: GestureSituation.Kind, translation: CGPoint, in space: UIView?
    ) {
      let location = recognizer.location(in: space)
      let point = Point(x: Double(location.x - translation.x), y: Double(location.y - translation.y))
      switch kind {
      case .pinch: self.init(recognizer: .pinch, point: point)
      case .leadingEdge: self.init(recognizer: .edge, point: point)
      case .drag, .pullDown, .fullWidth: self.init(recognizer: .pan, point: point)
      }
    }
  }

  extension PinchReading {
    /// A pinch's centroid and its first two touches, in `space` (UIGestureRecognizer.h:
    /// `locationInView:`, `locationOfTouch:inView:`).
    @MainActor
    static func fingers(of pinch: UIPinchGestureRecognizer, in space: UIView?) -> (
      centroid: Point, fingers: [Point]
    ) {
      let fingers = (0..<min(pinch.numberOfTouches, 2)).map { Point(pinch.location(ofTouch: $0, in: space)) }
      return (Point(pinch.location(in: space)), fingers)
    }
  }
#endif
