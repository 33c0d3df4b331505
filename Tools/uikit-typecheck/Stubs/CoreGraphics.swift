// Stub of the `CoreGraphics` Swift overlay for type-checking UIKit code on Linux. The C structs
// (CGPoint, CGSize, CGVector, CGRect, CGAffineTransform) and their swift_name'd functions live in
// the underlying Clang module (Clang/CoreGraphics/CoreGraphics.h); this file is the overlay.
// Nothing here is linked or run; bodies only trap.
//
// Source: iPhoneOS13.0.sdk/usr/lib/swift/CoreGraphics.swiftmodule/arm64.swiftinterface (the
// CoreGraphics overlay: CGFloat, .zero, init(x:y:width:height:), .identity, Equatable, ...).
// In the iOS 17/18 SDK `CGFloat` moved to CoreFoundation (re-exported by CoreGraphics); the
// compiler's implicit Double <-> CGFloat conversion works for a CGFloat declared in CoreGraphics,
// which is where this stub declares it (verified: see Tools/uikit-typecheck/README.md).

@_exported import CoreGraphics

@inline(never) func _stub<T>() -> T { fatalError("type-check stub: never runs") }

// MARK: - CGFloat (overlay: `@frozen public struct CGFloat { public typealias NativeType = Double ... }`)

@frozen public struct CGFloat: Sendable {
  public typealias NativeType = Double
  public init() { native = 0 }
  public init(_ value: Float) { native = Double(value) }
  public init(_ value: Double) { native = value }
  public init(_ value: CGFloat) { native = value.native }
  public var native: NativeType
}

extension CGFloat: SignedNumeric {
  public init?<T: BinaryInteger>(exactly source: T) { fatalError() }
  public var magnitude: CGFloat { fatalError() }
  public typealias Magnitude = CGFloat
  public typealias IntegerLiteralType = Int
}

extension CGFloat: BinaryFloatingPoint {
  public typealias RawSignificand = UInt
  public typealias Exponent = Int
  public typealias FloatLiteralType = NativeType
  public typealias RawExponent = UInt
  public static var exponentBitCount: Int { fatalError() }
  public static var significandBitCount: Int { fatalError() }
  public var bitPattern: UInt { fatalError() }
  public init(bitPattern: UInt) { fatalError() }
  public var sign: FloatingPointSign { fatalError() }
  public var exponentBitPattern: UInt { fatalError() }
  public var significandBitPattern: UInt { fatalError() }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) { fatalError() }
  public init(nan payload: RawSignificand, signaling: Bool) { fatalError() }
  public static var infinity: CGFloat { fatalError() }
  public static var nan: CGFloat { fatalError() }
  public static var signalingNaN: CGFloat { fatalError() }
  public static var greatestFiniteMagnitude: CGFloat { fatalError() }
  public static var pi: CGFloat { fatalError() }
  public var ulp: CGFloat { fatalError() }
  public static var leastNormalMagnitude: CGFloat { fatalError() }
  public static var leastNonzeroMagnitude: CGFloat { fatalError() }
  public var exponent: Int { fatalError() }
  public var significand: CGFloat { fatalError() }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError() }
  public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError() }
  public var nextUp: CGFloat { fatalError() }
  public mutating func negate() { fatalError() }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError() }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formRemainder(dividingBy other: CGFloat) { fatalError() }
  public mutating func formSquareRoot() { fatalError() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError() }
  public func isEqual(to other: CGFloat) -> Bool { fatalError() }
  public func isLess(than other: CGFloat) -> Bool { fatalError() }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError() }
  public var isNormal: Bool { fatalError() }
  public var isFinite: Bool { fatalError() }
  public var isZero: Bool { fatalError() }
  public var isSubnormal: Bool { fatalError() }
  public var isInfinite: Bool { fatalError() }
  public var isNaN: Bool { fatalError() }
  public var isSignalingNaN: Bool { fatalError() }
  public var isCanonical: Bool { fatalError() }
  public var floatingPointClass: FloatingPointClassification { fatalError() }
  public var binade: CGFloat { fatalError() }
  public var significandWidth: Int { fatalError() }
  public init(floatLiteral value: NativeType) { native = value }
  public init(integerLiteral value: Int) { native = Double(value) }
}

extension CGFloat: CustomStringConvertible {
  public var description: String { fatalError() }
}

extension CGFloat: Hashable {
  public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGFloat: Strideable {
  public typealias Stride = CGFloat
  public func distance(to other: CGFloat) -> CGFloat { fatalError() }
  public func advanced(by amount: CGFloat) -> CGFloat { fatalError() }
}

extension CGFloat: Codable {
  public init(from decoder: any Decoder) throws { fatalError() }
  public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension CGFloat {
  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError() }
}

// Overlay: conversions from CGFloat to the standard numeric types. `Double.init(_: CGFloat)` is
// also what the compiler calls for the implicit CGFloat -> Double conversion.
extension Double { public init(_ value: CGFloat) { self = value.native } }
extension Float { public init(_ value: CGFloat) { fatalError() } }
extension Int { public init(_ value: CGFloat) { fatalError() } }
extension Int32 { public init(_ value: CGFloat) { fatalError() } }
extension Int64 { public init(_ value: CGFloat) { fatalError() } }
extension UInt { public init(_ value: CGFloat) { fatalError() } }

// Overlay: math functions on CGFloat.
public func acos(_ x: CGFloat) -> CGFloat { fatalError() }
public func asin(_ x: CGFloat) -> CGFloat { fatalError() }
public func atan(_ x: CGFloat) -> CGFloat { fatalError() }
public func cos(_ x: CGFloat) -> CGFloat { fatalError() }
public func sin(_ x: CGFloat) -> CGFloat { fatalError() }
public func tan(_ x: CGFloat) -> CGFloat { fatalError() }
public func exp(_ x: CGFloat) -> CGFloat { fatalError() }
public func log(_ x: CGFloat) -> CGFloat { fatalError() }
public func log10(_ x: CGFloat) -> CGFloat { fatalError() }
public func log2(_ x: CGFloat) -> CGFloat { fatalError() }
public func atan2(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func hypot(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func pow(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func copysign(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func fmax(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }
public func fmin(_ lhs: CGFloat, _ rhs: CGFloat) -> CGFloat { fatalError() }

// MARK: - Geometry extensions (overlay)

extension CGPoint {
  public static var zero: CGPoint { fatalError() }
  public init(x: Int, y: Int) { fatalError() }
  public init(x: Double, y: Double) { fatalError() }
}
extension CGPoint: Equatable {
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError() }
}
extension CGPoint: @unchecked Sendable {}

extension CGSize {
  public static var zero: CGSize { fatalError() }
  public init(width: Int, height: Int) { fatalError() }
  public init(width: Double, height: Double) { fatalError() }
}
extension CGSize: Equatable {
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError() }
}
extension CGSize: @unchecked Sendable {}

extension CGVector {
  public static var zero: CGVector { fatalError() }
  public init(dx: Int, dy: Int) { fatalError() }
  public init(dx: Double, dy: Double) { fatalError() }
}
extension CGVector: Equatable {
  public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
}
extension CGVector: @unchecked Sendable {}

extension CGRect {
  public static var zero: CGRect { fatalError() }
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
  public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
  public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
}
extension CGRect: Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError() }
}
extension CGRect: @unchecked Sendable {}

extension CGAffineTransform {
  public static var identity: CGAffineTransform { fatalError() }
}
extension CGAffineTransform: Equatable {
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}
extension CGAffineTransform: @unchecked Sendable {}

// MARK: - CGColor, CGPath (CoreFoundation types; imported as classes)

// CoreGraphics.framework/Headers/CGColor.h: `typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;`
public final class CGColor {
  // CGColorCreateSRGB -> CGColor(srgbRed:green:blue:alpha:) (iOS 14+)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  // CGColorCreateGenericGray... -> CGColor(gray:alpha:) (iOS 13+)
  public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
  // CGColorGetAlpha -> getter:CGColor.alpha(self:)
  public var alpha: CGFloat { fatalError() }
  // Overlay: `public var components: [CGFloat]? { get }`
  public var components: [CGFloat]? { fatalError() }
}

// CoreGraphics.framework/Headers/CGPath.h: `typedef const struct CF_BRIDGED_TYPE(id) CGPath *CGPathRef;`
public class CGPath {
  // CGPathCreateWithRect -> CGPath(rect:transform:)
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
  // CGPathCreateWithRoundedRect -> CGPath(roundedRect:cornerWidth:cornerHeight:transform:)
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) { fatalError() }
  // CGPathGetBoundingBox -> getter:CGPath.boundingBox(self:)
  public var boundingBox: CGRect { fatalError() }
}
