/// A value that can be animated: it maps to a point of a vector space (its ``Interpolant``) where
/// linear and spline interpolation happen, and back.
///
/// Numbers, points, sizes, rectangles and colours are their own interpolants. A ``Transform3D``
/// interpolates through its decomposition (translation, scale, skew, perspective, rotation), as
/// Core Animation and CSS do; tracks compute each key value's interpolant once.
public protocol Interpolatable: Sendable {
  /// The vector-space representation that interpolation works in.
  associatedtype Interpolant: InterpolationSpace
  /// This value's interpolant.
  var interpolant: Interpolant { get }
  /// The value an interpolant stands for.
  init(interpolant: Interpolant)
}

/// A space in which values are blended: linear interpolation, weighted sums of four terms (for
/// splines) and a distance (for paced keyframes).
///
/// Public because ``Interpolatable/Interpolant`` is one: a type of your own becomes animatable
/// in a ``KeyframeSeries`` by naming, or being, the space it blends in.
public protocol InterpolationSpace: Sendable {
  /// The value at `fraction` of the way from `a` to `b` (0 → `a`, 1 → `b`; outside [0, 1]
  /// extrapolates).
  static func interpolate(_ a: Self, _ b: Self, fraction: Double) -> Self
  /// The weighted sum `wa·a + wb·b + wc·c + wd·d`, with weights summing to 1 (an affine
  /// combination), as a spline segment evaluates it.
  static func combine(
    _ a: Self, _ wa: Double, _ b: Self, _ wb: Double, _ c: Self, _ wc: Double, _ d: Self, _ wd: Double
  ) -> Self
  /// A non-negative distance between two values, for constant-speed (paced) keyframes.
  func distance(to other: Self) -> Double
}

extension Interpolatable where Interpolant == Self {
  /// The value itself.
  public var interpolant: Self { self }
  /// The value itself.
  public init(interpolant: Self) { self = interpolant }
}

extension Interpolatable {
  /// The value at `fraction` of the way from `self` to `other` in its interpolation space.
  ///
  /// Fraction 0 returns `self` and 1 returns `other` exactly (not a round trip through the
  /// interpolant, which for transforms normalises `m44`).
  public func interpolated(to other: Self, fraction: Double) -> Self {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return Self(interpolant: .interpolate(interpolant, other.interpolant, fraction: fraction))
  }
}

extension Double: Interpolatable, InterpolationSpace {
  /// `a + (b − a)·fraction`.
  public static func interpolate(_ a: Double, _ b: Double, fraction: Double) -> Double {
    a + (b - a) * fraction
  }
  /// `wa·a + wb·b + wc·c + wd·d`.
  public static func combine(
    _ a: Double, _ wa: Double, _ b: Double, _ wb: Double, _ c: Double, _ wc: Double, _ d: Double, _ wd: Double
  ) -> Double {
    a * wa + b * wb + c * wc + d * wd
  }
  /// `|b − a|`.
  public func distance(to other: Double) -> Double { abs(other - self) }
}

extension Point: Interpolatable, InterpolationSpace {
  /// Component-wise linear interpolation.
  public static func interpolate(_ a: Point, _ b: Point, fraction: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }
  /// Component-wise weighted sum.
  public static func combine(
    _ a: Point, _ wa: Double, _ b: Point, _ wb: Double, _ c: Point, _ wc: Double, _ d: Point, _ wd: Double
  ) -> Point {
    Point(
      x: a.x * wa + b.x * wb + c.x * wc + d.x * wd, y: a.y * wa + b.y * wb + c.y * wc + d.y * wd)
  }
}

extension Size: Interpolatable, InterpolationSpace {
  /// Component-wise linear interpolation.
  public static func interpolate(_ a: Size, _ b: Size, fraction: Double) -> Size {
    Size(width: a.width + (b.width - a.width) * fraction, height: a.height + (b.height - a.height) * fraction)
  }
  /// Component-wise weighted sum.
  public static func combine(
    _ a: Size, _ wa: Double, _ b: Size, _ wb: Double, _ c: Size, _ wc: Double, _ d: Size, _ wd: Double
  ) -> Size {
    Size(
      width: a.width * wa + b.width * wb + c.width * wc + d.width * wd,
      height: a.height * wa + b.height * wb + c.height * wc + d.height * wd)
  }
  /// The Euclidean distance between the two (width, height) pairs.
  public func distance(to other: Size) -> Double {
    Point(x: width, y: height).distance(to: Point(x: other.width, y: other.height))
  }
}

extension Rect: Interpolatable, InterpolationSpace {
  /// Origin and size interpolated separately.
  public static func interpolate(_ a: Rect, _ b: Rect, fraction: Double) -> Rect {
    Rect(
      origin: .interpolate(a.origin, b.origin, fraction: fraction),
      size: .interpolate(a.size, b.size, fraction: fraction))
  }
  /// Origin and size combined separately.
  public static func combine(
    _ a: Rect, _ wa: Double, _ b: Rect, _ wb: Double, _ c: Rect, _ wc: Double, _ d: Rect, _ wd: Double
  ) -> Rect {
    Rect(
      origin: .combine(a.origin, wa, b.origin, wb, c.origin, wc, d.origin, wd),
      size: .combine(a.size, wa, b.size, wb, c.size, wc, d.size, wd))
  }
  /// The larger of the origins' and the sizes' distances.
  public func distance(to other: Rect) -> Double {
    max(origin.distance(to: other.origin), size.distance(to: other.size))
  }
}
