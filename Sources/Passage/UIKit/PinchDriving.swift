#if os(iOS) || UIKitModel
  import UIKit

  /// What holds a zoom's pinch — a presentation's dismissal gestures, a navigation controller's
  /// pops — and feeds its callbacks to the animator in one way.
  @MainActor
  protocol PinchDriving: AnyObject {
    /// The fingers of the pinch in progress (``PinchReading``).
    var pinchReading: PinchReading { get set }
    /// The gesture now driving.
    var tracking: PanTracking { get }
    /// From the gesture to the animator of the run in progress.
    var route: GestureRoute<TransitionAnimator> { get set }
    /// Where the fingers are read: a view the scaled page never transforms (a reading in the
    /// page's own view would move with the page it moves).
    var pinchSpace: UIView? { get }
    /// A recogniser began, its translation counted from its touch-down point.
    func began(_ recognizer: UIGestureRecognizer, translation: CGPoint)
    /// A recogniser ended, or was cancelled.
    func ended(_ recognizer: UIGestureRecognizer, cancelled: Bool)
  }

  extension PinchDriving {
    /// A zoom's two fingers: the pinch begins and ends the gesture and reports the fingers'
    /// scale; their turn and focal point are read from its touches in ``pinchSpace``.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
      let (centroid, fingers) = PinchReading.fingers(of: pinch, in: pinchSpace)
      switch pinch.state {
      case .began:
        pinchReading.begin(centroid: centroid, fingers: fingers)
        began(pinch, translation: .zero)
        fallthrough
      case .changed:
        pinchReading.read(centroid: centroid, fingers: fingers)
        guard tracking.isDriving, tracking.active?.kind == .pinch else { return }
        let scale = Double(pinch.scale)
        let (turn, focal) = (pinchReading.turn, pinchReading.focal)
        route.pinched(scale: scale, rotation: turn, focal: focal)?.gesturePinched(
          scale: scale, rotation: turn, focal: focal)
      case .ended, .cancelled, .failed:
        pinchReading = PinchReading()
        ended(pinch, cancelled: pinch.state != .ended)
      default:
        break
      }
    }
  }
#endif
