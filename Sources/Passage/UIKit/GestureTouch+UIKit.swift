#if os(iOS) || UIKitModel
  import UIKit

  extension GestureTouch {
    /// Which of a card's recognisers `kind` is, and where its touch went down in `space`: a pan's
    /// touch-down point (its location less its translation), a pinch's focal point and its
    /// fingers' distance at scale 1.
    @MainActor
    init(
      _ recognizer: UIGestureRecognizer, kind: GestureSituation.Kind, translation: CGPoint, in space: UIView?
    ) {
      let location = recognizer.location(in: space)
      let point = Point(x: Double(location.x - translation.x), y: Double(location.y - translation.y))
      switch kind {
      case .pinch:
        let spread = (recognizer as? UIPinchGestureRecognizer)?.spread(in: space)
        self.init(recognizer: .pinch, point: point, spread: spread)
      case .leadingEdge: self.init(recognizer: .edge, point: point)
      case .drag, .pullDown, .fullWidth: self.init(recognizer: .pan, point: point)
      }
    }
  }

  extension UIPinchGestureRecognizer {
    /// The fingers' distance at scale 1, in points of `space`: their distance now over the scale,
    /// which is "relative to the touch points" where they went down (UIPinchGestureRecognizer.h);
    /// `nil` without two touches or a positive scale.
    @MainActor
    func spread(in space: UIView?) -> Double? {
      let fingers = PinchReading.fingers(of: self, in: space).fingers
      guard fingers.count == 2, scale > 0 else { return nil }
      let (dx, dy) = (fingers[1].x - fingers[0].x, fingers[1].y - fingers[0].y)
      let spread = (dx * dx + dy * dy).squareRoot() / Double(scale)
      return spread.isFinite && spread > 0 ? spread : nil
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
