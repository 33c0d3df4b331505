// Scroll views (UIScrollView.h): the bounds' origin is the content offset; the scroll view's own
// pan moves it with the finger, clamped to the content (with its adjusted inset) unless the
// scroll view bounces; its pinch exists only while zooming is possible (minimum and maximum
// zoom scales differ).

/// A scroll view (UIScrollView.h).
@MainActor
open class UIScrollView: UIView {
  open var contentSize = CGSize.zero
  open var contentInset = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var minimumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
  open var maximumZoomScale: CGFloat = 1 { didSet { updatePinch() } }
  /// The scroll view's own pan (UIScrollView.h: "the scroll view's built-in pan gesture
  /// recognizer", its delegate the scroll view).
  open private(set) var panGestureRecognizer: UIPanGestureRecognizer
  open private(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
  /// The offset when the current pan began.
  private var offsetAtPanStart = CGPoint.zero
  /// How many pinches scaled the content.
  package private(set) var zoomPinches = 0

  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    super.init(frame: frame)
    let target = ModelActionTarget { [weak self] sender in self?.panned(sender as? UIPanGestureRecognizer) }
    panGestureRecognizer.addTarget(target, action: ModelActionTarget.action)
    actionTargets.append(target)
    addGestureRecognizer(panGestureRecognizer)
  }

  private var actionTargets: [ModelActionTarget] = []

  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The content inset with the safe area (UIScrollView.h `adjustedContentInset`, behaviour
  /// `.automatic` for a vertical scroll view: the top and bottom safe area are added).
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left, bottom: contentInset.bottom + safe.bottom,
      right: contentInset.right)
  }

  /// The scroll view's pan begins only where it can scroll along the pan's main axis (an
  /// assumption: UIKit's rule is not documented).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else { return true }
    guard isScrollEnabled else { return false }
    let t = panGestureRecognizer.translation(in: nil)
    let inset = adjustedContentInset
    if abs(t.y) >= abs(t.x) {
      return contentSize.height + inset.top + inset.bottom > bounds.height || alwaysBounceVertical
    }
    return contentSize.width + inset.left + inset.right > bounds.width || alwaysBounceHorizontal
  }

  private func panned(_ pan: UIPanGestureRecognizer?) {
    guard let pan else { return }
    switch pan.state {
    case .began:
      offsetAtPanStart = contentOffset
      fallthrough
    case .changed:
      let t = pan.translation(in: self)
      var offset = CGPoint(x: offsetAtPanStart.x - t.x, y: offsetAtPanStart.y - t.y)
      if !bounces {
        let inset = adjustedContentInset
        offset.x = min(
          max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
        offset.y = min(
          max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
      }
      contentOffset = offset
    default:
      break
    }
  }

  private func updatePinch() {
    if maximumZoomScale > minimumZoomScale, pinchGestureRecognizer == nil {
      let pinch = UIPinchGestureRecognizer()
      let target = ModelActionTarget { [weak self] sender in
        if (sender as? UIGestureRecognizer)?.state == .began { self?.zoomPinches += 1 }
      }
      pinch.addTarget(target, action: ModelActionTarget.action)
      actionTargets.append(target)
      addGestureRecognizer(pinch)
      pinchGestureRecognizer = pinch
    } else if maximumZoomScale <= minimumZoomScale, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }
}

/// A target that runs a closure for its action: how the model's own views and tests receive
/// target–action messages (there is no Objective-C runtime to send them).
@MainActor
package final class ModelActionTarget: NSObject {
  package static let action = Selector("fire:")
  private let body: (Any?) -> Void
  package init(_ body: @escaping (Any?) -> Void) {
    self.body = body
    super.init()
  }
  package override func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    body(object)
    return nil
  }
}
