internal import PassageLibC

// The continuous recognisers the glue uses: pans (UIPanGestureRecognizer.h), screen-edge pans
// (UIScreenEdgePanGestureRecognizer.h), pinches (UIPinchGestureRecognizer.h) and rotations
// (UIRotationGestureRecognizer.h). Apple documents their states, not their thresholds; the
// model's are assumptions, named where they are set.

/// A pan (UIPanGestureRecognizer.h): begins once its touches' centroid has moved past the
/// hysteresis (assumed 10 pt) with between the minimum and maximum number of touches; its
/// translation is the centroid's travel from the touch-down, kept continuous when a finger lands
/// or lifts (the centroid's jump is not travel); ends when its last touch lifts.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The distance a pan's centroid travels before it begins (points): an assumption, as UIKit
  /// does not document it.
  package static let hysteresis: CGFloat = 10
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  /// The travel counted so far, in window points, and the centroid it is counted from.
  private var travel = CGPoint.zero
  private var reference: CGPoint?
  /// Recent centroids with their times, for the velocity.
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  override func accepts(_ touch: UITouch) -> Bool { touches.count < maximumNumberOfTouches }

  open func translation(in view: UIView?) -> CGPoint {
    guard let view else { return travel }
    // The travel as a vector in `view`'s coordinates: its linear map at the centroid.
    let origin = view.convert(CGPoint.zero, from: nil)
    let moved = view.convert(travel, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let view else {
      travel = translation
      return
    }
    let origin = view.convert(CGPoint.zero, to: nil)
    let moved = view.convert(translation, to: nil)
    travel = CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  /// Points per second in `view`, from the last two centroids (zero when the finger rested for
  /// more than 50 ms, an assumption).
  open func velocity(in view: UIView?) -> CGPoint {
    guard samples.count >= 2, let last = samples.last, ModelRunLoop.now - last.time <= 0.05 + 1e-9 else {
      return .zero
    }
    let first = samples[samples.count - 2]
    let dt = max(last.time - first.time, 1e-6)
    let v = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, from: nil)
    let moved = view.convert(v, from: nil)
    return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    rebase()
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let centroid = Self.centroid(self.touches)
    if let reference {
      travel.x += centroid.x - reference.x
      travel.y += centroid.y - reference.y
    }
    reference = centroid
    samples.append((ModelRunLoop.now, centroid))
    if samples.count > 4 { samples.removeFirst() }
    switch state {
    case .possible:
      // Not while more fingers are down than it takes (UIPanGestureRecognizer.h:
      // `maximumNumberOfTouches`, "the maximum number of touches that can be down").
      if hypot(travel.x, travel.y) >= Self.hysteresis, self.touches.count >= minimumNumberOfTouches,
        overflowTouches.isEmpty, beginsHere(travel)
      {
        wantsToBegin = true
      }
    case .began, .changed:
      transition(to: .changed)
    default:
      break
    }
  }

  /// Whether a pan that travelled `travel` may begin (an edge pan asks where it started).
  func beginsHere(_ travel: CGPoint) -> Bool { true }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastCentroid = Self.centroid(self.touches)
    let remaining = self.touches.filter { !touches.contains($0) }
    guard remaining.isEmpty else {
      // A finger lifted: the centroid jumps, the travel does not.
      reference = Self.centroid(remaining)
      return
    }
    switch state {
    case .began, .changed: transition(to: .ended)
    case .possible: fail()
    default: break
    }
  }

  /// A finger landed: the centroid jumps, the travel does not.
  func rebase() {
    reference = Self.centroid(touches)
    if samples.isEmpty { samples = [(ModelRunLoop.now, reference ?? .zero)] }
  }

  open override func reset() {
    travel = .zero
    reference = nil
    samples = []
    lastCentroid = nil
  }
}

/// UIGeometry.h `UIRectEdge`.
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that begins at a screen edge (UIScreenEdgePanGestureRecognizer.h): its first touch went
/// down within the edge zone (assumed 20 pt) of one of its `edges` of the window, and it moves
/// away from that edge.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The width of the zone along an edge where the touch must go down (points): an assumption.
  package static let edgeZone: CGFloat = 20
  open var edges: UIRectEdge = []

  override func beginsHere(_ travel: CGPoint) -> Bool {
    guard let first = touches.first, let window = first.window else { return false }
    let width = window.bounds.width
    let fromLeft = edges.contains(.left) && first.start.x <= Self.edgeZone && travel.x > abs(travel.y)
    let fromRight =
      edges.contains(.right) && first.start.x >= width - Self.edgeZone && -travel.x > abs(travel.y)
    return fromLeft || fromRight
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    // Away from the edge it can never begin.
    if state == .possible, !wantsToBegin, let first = self.touches.first, let window = first.window {
      let nearLeft = edges.contains(.left) && first.start.x <= Self.edgeZone
      let nearRight = edges.contains(.right) && first.start.x >= window.bounds.width - Self.edgeZone
      let moved = translation(in: nil)
      if !(nearLeft || nearRight) || hypot(moved.x, moved.y) >= Self.hysteresis { fail() }
    }
  }
}

/// Two fingers' distance and angle, shared by pinch and rotation (a part of each, not a public
/// superclass: UIKit has none). A recogniser of two fingers begins once both are down and their
/// distance (pinch) or angle (rotation) has changed past a threshold; with one finger it stays
/// possible (an assumption: Apple documents only that it needs two); it ends when the last lifts
/// (UIPinchGestureRecognizer.h: "the gesture ends when both fingers lift").
@MainActor
final class TwoFingers {
  private(set) var startDistance: CGFloat?
  private(set) var startAngle: CGFloat?
  private(set) var distance: CGFloat = 0
  private(set) var angle: CGFloat = 0
  private var samples: [(time: TimeInterval, value: CGFloat)] = []

  /// The rate of change of the value the recogniser tracks, per second, over its last two samples.
  var rate: CGFloat {
    guard samples.count >= 2, let last = samples.last else { return 0 }
    let first = samples[samples.count - 2]
    return (last.value - first.value) / max(last.time - first.time, 1e-6)
  }

  func touchesBegan(of recognizer: UIGestureRecognizer) { measure(recognizer.touches, starting: true) }

  /// Measures the fingers, records `tracked()` and moves the recogniser's state: it asks to begin
  /// once `beginsNow()` holds, and changes while it runs.
  func touchesMoved(
    of recognizer: UIGestureRecognizer, tracked: () -> CGFloat, beginsNow: () -> Bool
  ) {
    guard recognizer.touches.count == 2 else { return }
    measure(recognizer.touches, starting: false)
    samples.append((ModelRunLoop.now, tracked()))
    if samples.count > 4 { samples.removeFirst() }
    switch recognizer.state {
    case .possible: if beginsNow() { recognizer.wantsToBegin = true }
    case .began, .changed: recognizer.transition(to: .changed)
    default: break
    }
  }

  func touches(_ touches: Set<UITouch>, endedIn recognizer: UIGestureRecognizer) {
    recognizer.lastCentroid = UIGestureRecognizer.centroid(recognizer.touches)
    guard recognizer.touches.allSatisfy({ touches.contains($0) }) else { return }
    switch recognizer.state {
    case .began, .changed: recognizer.transition(to: .ended)
    case .possible: recognizer.fail()
    default: break
    }
  }

  func reset(_ recognizer: UIGestureRecognizer) {
    startDistance = nil
    startAngle = nil
    samples = []
    recognizer.lastCentroid = nil
  }

  private func measure(_ touches: [UITouch], starting: Bool) {
    guard touches.count == 2 else { return }
    let (a, b) = (touches[0].point, touches[1].point)
    distance = hypot(b.x - a.x, b.y - a.y)
    angle = atan2(b.y - a.y, b.x - a.x)
    if starting || startDistance == nil {
      startDistance = distance
      startAngle = angle
    }
  }
}

/// A pinch (UIPinchGestureRecognizer.h): `scale` is the fingers' distance over their distance
/// when the second landed; it begins once that distance changed by 6 pt (an assumption).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  package static let threshold: CGFloat = 6
  private let fingers = TwoFingers()
  private var scaleOffset: CGFloat = 1
  open var scale: CGFloat {
    get { rawScale * scaleOffset }
    set { scaleOffset = rawScale > 0 ? newValue / rawScale : 1 }
  }
  private var rawScale: CGFloat {
    fingers.startDistance.map { $0 > 0 ? fingers.distance / $0 : 1 } ?? 1
  }
  open var velocity: CGFloat { fingers.rate }

  override func accepts(_ touch: UITouch) -> Bool { touches.count < 2 }
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touchesBegan(of: self)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touchesMoved(
      of: self, tracked: { scale },
      beginsNow: { abs(fingers.distance - (fingers.startDistance ?? fingers.distance)) >= Self.threshold })
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touches(touches, endedIn: self)
  }
  open override func reset() {
    fingers.reset(self)
    scaleOffset = 1
  }
}

/// A rotation (UIRotationGestureRecognizer.h): `rotation` in radians since the second finger
/// landed; it begins once the fingers turned by 0.05 rad (an assumption).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  package static let threshold: CGFloat = 0.05
  private let fingers = TwoFingers()
  open var rotation: CGFloat {
    guard let startAngle = fingers.startAngle else { return 0 }
    var turn = fingers.angle - startAngle
    while turn > .pi { turn -= 2 * .pi }
    while turn < -.pi { turn += 2 * .pi }
    return turn
  }
  open var velocity: CGFloat { fingers.rate }

  override func accepts(_ touch: UITouch) -> Bool { touches.count < 2 }
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touchesBegan(of: self)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touchesMoved(of: self, tracked: { rotation }, beginsNow: { abs(rotation) >= Self.threshold })
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.touches(touches, endedIn: self)
  }
  open override func reset() { fingers.reset(self) }
}
