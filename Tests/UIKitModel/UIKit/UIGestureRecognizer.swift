// Gesture recognisers (UIGestureRecognizer.h, UIGestureRecognizerSubclass.h): a recogniser
// receives the touches its delegate lets it (`gestureRecognizer:shouldReceiveTouch:`), and moves
// through its states as the touches go; the arena (``GestureArena``) decides whether it may leave
// `.possible` — its delegate's and view's `gestureRecognizerShouldBegin:`, the recognisers it must
// wait for, and those already recognising that it cannot recognise beside. Each state change but
// `.failed` sends its action to every target.

/// A touch (UITouch.h).
@MainActor
open class UITouch: NSObject {
  /// UITouch.h `UITouchPhase`.
  public enum Phase: Int, Sendable {
    case began = 0
    case moved = 1
    case stationary = 2
    case ended = 3
    case cancelled = 4
  }
  open internal(set) var phase: UITouch.Phase = .began
  open internal(set) var timestamp: TimeInterval = 0
  /// The view hit-tested when the touch began.
  open internal(set) weak var view: UIView?
  open internal(set) weak var window: UIWindow?
  /// Where the touch is, in window coordinates.
  var point: CGPoint
  /// Where it began, in window coordinates.
  let start: CGPoint
  /// The finger, for tests.
  package let finger: Int

  init(finger: Int, at point: CGPoint, in window: UIWindow) {
    self.finger = finger
    self.point = point
    start = point
    self.window = window
    timestamp = ModelRunLoop.now
  }

  /// The touch's location in `view` (its window's when `nil`), through every transform.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return point }
    return view.convert(point, from: nil)
  }
}

/// A gesture recogniser (UIGestureRecognizer.h).
@MainActor
open class UIGestureRecognizer: NSObject {
  /// UIGestureRecognizer.h `UIGestureRecognizerState`.
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static var recognized: State { .ended }
  }

  private var targets: [(target: NSObject, action: Selector)] = []
  /// The state; subclasses set it (UIGestureRecognizerSubclass.h). Leaving `.possible` goes
  /// through the arena, which may fail the recogniser instead.
  open internal(set) var state: UIGestureRecognizer.State = .possible
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) }
    }
  }
  open private(set) weak var view: UIView?
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  private var failureRequirements: [UIGestureRecognizer] = []
  /// The touches the recogniser holds now, in the order received.
  var touches: [UITouch] = []
  /// Set by a subclass when its gesture is seen: the arena decides whether it begins.
  var wantsToBegin = false
  /// Touches down in the view beyond those the recogniser takes (``accepts(_:)``), while it has
  /// not begun: a pan cannot begin while they are down.
  var overflowTouches: [UITouch] = []

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  public convenience override init() { self.init(target: nil, action: nil) }

  open func addTarget(_ target: Any, action: Selector) {
    guard let target = target as? NSObject else { return }
    targets.append((target, action))
  }

  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { entry in
      (target == nil || (target as AnyObject) === entry.target) && (action == nil || action == entry.action)
    }
  }

  func attach(to view: UIView?) {
    self.view = view
    if view == nil { cancelAll() }
  }

  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    failureRequirements.append(otherGestureRecognizer)
  }

  /// Whether this recogniser waits for `other` to fail: its own requirement, either delegate's
  /// answer, or a subclass's (UIGestureRecognizerSubclass.h).
  func waits(for other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0 === other }
      || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
  }

  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// The centroid of the touches held, in `view` (the window's when `nil`).
  open func location(in view: UIView?) -> CGPoint {
    guard !touches.isEmpty else { return lastCentroid.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
    let centroid = Self.centroid(touches)
    return view?.convert(centroid, from: nil) ?? centroid
  }

  open var numberOfTouches: Int { touches.count }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard touches.indices.contains(touchIndex) else { return .zero }
    return touches[touchIndex].location(in: view)
  }

  /// The last centroid before the touches went, for reads after the end.
  var lastCentroid: CGPoint?

  static func centroid(_ touches: [UITouch]) -> CGPoint {
    let n = CGFloat(max(touches.count, 1))
    return CGPoint(
      x: touches.reduce(0) { $0 + $1.point.x } / n, y: touches.reduce(0) { $0 + $1.point.y } / n)
  }

  // MARK: Subclass hooks (UIGestureRecognizerSubclass.h)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { transition(to: .cancelled) } else { fail() }
  }
  open func reset() {}

  /// Whether a touch may be added: subclasses limit their number.
  func accepts(_ touch: UITouch) -> Bool { true }

  // MARK: States

  var isActive: Bool { state == .began || state == .changed }

  /// A change from a subclass: `.changed`, `.ended`, `.cancelled` while active, `.failed` while
  /// possible; the action is sent for all but `.failed`.
  func transition(to newState: State) {
    switch (state, newState) {
    case (.possible, .failed), (.began, _), (.changed, _), (.possible, .began):
      state = newState
      wantsToBegin = false
      if newState != .failed { sendActions() }
      if newState == .failed || newState == .ended || newState == .cancelled { GestureArena.settled(self) }
    default:
      break
    }
  }

  func fail() { transition(to: .failed) }

  func sendActions() {
    for (target, action) in targets { _ = target.perform(action, with: self) }
  }

  /// Back to `.possible` with no touches (after a gesture ends or fails and its touches lift).
  func resetForNextGesture() {
    touches = []
    overflowTouches = []
    state = .possible
    wantsToBegin = false
    reset()
  }

  private func cancelAll() {
    if isActive { transition(to: .cancelled) }
    resetForNextGesture()
  }
}

/// The delegate (UIGestureRecognizer.h); every method optional, with UIKit's default answer.
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    true
  }
}
