internal import PassageLibC

// Core Graphics geometry as UIKit's users see it (CGGeometry.h, CGAffineTransform.h and the Swift
// overlay's members). The model has no Foundation: these are the only geometry types, so a file
// that imports the model sees exactly what an iOS file importing UIKit sees.

/// The model's `CGFloat`: a 64-bit float, as on every 64-bit Apple platform (CGBase.h).
public typealias CGFloat = Double

/// A point (CGGeometry.h).
public struct CGPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
  public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}

/// A size (CGGeometry.h).
public struct CGSize: Hashable, Sendable {
  public var width: CGFloat
  public var height: CGFloat
  public init() { self.init(width: 0, height: 0) }
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }
  public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
  public static var zero: CGSize { CGSize(width: 0, height: 0) }
}

/// A rectangle (CGGeometry.h): its edges are read from the standardised rectangle, as
/// `CGRectGetMinX` and the others do.
public struct CGRect: Hashable, Sendable {
  public var origin: CGPoint
  public var size: CGSize
  public init() { self.init(origin: .zero, size: .zero) }
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }
  public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }

  public var width: CGFloat { abs(size.width) }
  public var height: CGFloat { abs(size.height) }
  public var minX: CGFloat { min(origin.x, origin.x + size.width) }
  public var maxX: CGFloat { max(origin.x, origin.x + size.width) }
  public var midX: CGFloat { origin.x + size.width / 2 }
  public var minY: CGFloat { min(origin.y, origin.y + size.height) }
  public var maxY: CGFloat { max(origin.y, origin.y + size.height) }
  public var midY: CGFloat { origin.y + size.height / 2 }
  /// CGRectIsEmpty: zero width or height (or the null rectangle).
  public var isEmpty: Bool { size.width == 0 || size.height == 0 || !origin.x.isFinite }
  public var standardized: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }

  /// CGRectContainsPoint: the minimum edges are inside, the maximum ones outside.
  public func contains(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// CGRectIntersectsRect: the intersection is not null (rectangles that only touch intersect
  /// in an empty rectangle, which counts).
  public func intersects(_ r2: CGRect) -> Bool {
    minX <= r2.maxX && r2.minX <= maxX && minY <= r2.maxY && r2.minY <= maxY
  }

  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// CGRectApplyAffineTransform: the bounding box of the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    return CGRect.bounding(corners)
  }

  /// The smallest rectangle holding `points`.
  static func bounding(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .zero
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

/// An affine transform (CGAffineTransform.h): `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }
  public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2` (CGAffineTransformConcat).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// CGAffineTransformInvert: `self` when it cannot be inverted.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }
}

extension CGPoint {
  /// CGPointApplyAffineTransform.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// CGSizeApplyAffineTransform: the linear part only.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// Insets (UIGeometry.h).
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static var zero: UIEdgeInsets { UIEdgeInsets() }
}
