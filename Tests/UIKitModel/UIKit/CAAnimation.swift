// Core Animation's animations (CAAnimation.h, CAMediaTiming.h): an animation added to a layer
// shows its values in the layer's presentation from its begin time for its duration, then is
// removed (`removedOnCompletion`, default YES), its transaction told.

/// A fill mode (CAMediaTiming.h).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A keyframe calculation mode (CAAnimation.h).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
}

/// An animation (CAAnimation.h, CAMediaTiming.h).
@MainActor
open class CAAnimation: NSObject {
  /// In the layer's time; 0 means "when added" (CAMediaTiming.h).
  open var beginTime: CFTimeInterval = 0
  /// Seconds; 0 means the transaction's duration, 0.25 s.
  open var duration: CFTimeInterval = 0
  open var fillMode: CAMediaTimingFillMode = .removed
  open var isRemovedOnCompletion = true
  open var preferredFrameRateRange = CAFrameRateRange.default
  /// The transactions waiting for this animation (set when it is added).
  var groups: [CATransaction.Group] = []

  public override init() { super.init() }

  /// The begin time and duration the animation runs with once added at `time`.
  func resolved(addedAt time: CFTimeInterval) -> (begin: CFTimeInterval, duration: CFTimeInterval) {
    (beginTime == 0 ? time : beginTime, duration > 0 ? duration : 0.25)
  }

  /// The animation's value for its key path at `fraction` (0...1) of its duration.
  func value(at fraction: Double) -> Any? { nil }
}

/// An animation of one key path (CAAnimation.h).
@MainActor
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  public init(keyPath path: String?) {
    keyPath = path
    super.init()
  }
}

/// Keyframes (CAAnimation.h): `values` at `keyTimes` (fractions of the duration, evenly spaced
/// when absent), interpolated linearly by default.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var calculationMode: CAAnimationCalculationMode = .linear

  override func value(at fraction: Double) -> Any? {
    guard let values, !values.isEmpty else { return nil }
    let count = values.count
    let evenly: [Double] = (0..<count).map { (index: Int) -> Double in
      count == 1 ? 0 : Double(index) / Double(count - 1)
    }
    let times: [Double] = keyTimes?.map(\.doubleValue) ?? evenly
    guard times.count == values.count else { return values.last }
    if fraction <= times[0] { return values[0] }
    for index in 1..<times.count where fraction <= times[index] {
      if calculationMode == .discrete { return values[index - 1] }
      let span = times[index] - times[index - 1]
      let local = span > 0 ? (fraction - times[index - 1]) / span : 1
      return AnimatableValue.interpolate(values[index - 1], values[index], local)
    }
    return values.last
  }
}

/// From one value to another (CAAnimation.h); the model's implicit actions use it.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?

  override func value(at fraction: Double) -> Any? {
    guard let fromValue, let toValue else { return toValue ?? fromValue }
    return AnimatableValue.interpolate(fromValue, toValue, fraction)
  }
}

/// Interpolation of the values Core Animation animates. Transforms interpolate entry by entry:
/// Core Animation decomposes them, which differs only between keyframes far apart (the glue's
/// keyframes are a display frame apart) — an assumption of the model.
@MainActor
enum AnimatableValue {
  static func interpolate(_ a: Any, _ b: Any, _ t: Double) -> Any {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    switch (a, b) {
    case (let a as NSNumber, let b as NSNumber):
      return NSNumber(value: mix(a.doubleValue, b.doubleValue))
    case (let a as NSValue, let b as NSValue):
      switch (a.boxed, b.boxed) {
      case (.point(let p), .point(let q)):
        return NSValue(cgPoint: CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
      case (.size(let p), .size(let q)):
        return NSValue(cgSize: CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
      case (.rect(let p), .rect(let q)):
        return NSValue(
          cgRect: CGRect(
            x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width),
            height: mix(p.height, q.height)))
      case (.transform(let p), .transform(let q)):
        return NSValue(caTransform3D: CATransform3D(rows: zip(p.entries, q.entries).map { mix($0, $1) }))
      default: return t < 0.5 ? a : b
      }
    case (let a as CGPath, let b as CGPath):
      // Rounded rectangles blend point by point, which moves their edges and corners linearly
      // (CAShapeLayer.h `path`: paths of the same elements interpolate).
      let (p, q) = (a.boundingBox, b.boundingBox)
      return CGPath(
        rect: CGRect(
          x: mix(p.minX, q.minX), y: mix(p.minY, q.minY), width: mix(p.width, q.width),
          height: mix(p.height, q.height)),
        cornerRadius: mix(a.cornerRadius, b.cornerRadius))
    case (let a as CGColor, let b as CGColor):
      let (p, q) = (a.components ?? [], b.components ?? [])
      guard p.count == 4, q.count == 4 else { return t < 0.5 ? a : b }
      return CGColor(
        red: mix(p[0], q[0]), green: mix(p[1], q[1]), blue: mix(p[2], q[2]), alpha: mix(p[3], q[3]))
    default:
      return t < 0.5 ? a : b
    }
  }
}
