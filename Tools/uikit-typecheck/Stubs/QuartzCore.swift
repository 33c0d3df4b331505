// Stub of `QuartzCore` (Core Animation) for type-checking UIKit code on Linux: the subset
// Passage's UIKit glue uses, with the iOS 17/18 SDK's Swift signatures. Core Animation classes
// are NOT main-actor isolated (no NS_SWIFT_UI_ACTOR in their headers). Nothing here is linked
// or run; bodies only trap.
//
// Sources (iOS SDK):
//   iPhoneOS17.0.sdk QuartzCore.framework/Headers/CATransform3D.h
//   iPhoneOS18.0.sdk QuartzCore.framework/Headers/CALayer.h
//   iPhoneOS18.1.sdk QuartzCore.framework/Headers/CADisplayLink.h
//   iPhoneOS16.1.sdk QuartzCore.framework/Headers/CATransaction.h
//   QuartzCore.framework/Headers/CAFrameRateRange.h, CAMediaTimingFunction.h, CABase.h
//     (Swift spellings per developer.apple.com/documentation/quartzcore)

@_exported import CoreGraphics
@_exported import Foundation

@inline(never) func _stub<T>() -> T { fatalError("type-check stub: never runs") }

// CoreFoundation CFDate.h: `typedef double CFTimeInterval;` (re-exported by QuartzCore on iOS).
public typealias CFTimeInterval = Double

// CABase.h: `CA_EXTERN CFTimeInterval CACurrentMediaTime (void);`
@discardableResult public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// MARK: - CATransform3D (CATransform3D.h: a C struct of 16 CGFloat, row-vector convention)

public struct CATransform3D {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  /// C struct zero initializer.
  public init() { fatalError() }
  /// C struct memberwise initializer.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) { fatalError() }
}
extension CATransform3D: @unchecked Sendable {}
// Note: no Equatable conformance -- the iOS overlay adds only NSValue bridging
// (iPhoneOS13.0.sdk QuartzCore.swiftinterface); compare with CATransform3DEqualToTransform.

public let CATransform3DIdentity: CATransform3D = _stub()
@discardableResult public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { fatalError() }
@discardableResult public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  fatalError()
}
@discardableResult public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{ fatalError() }
@discardableResult public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{ fatalError() }
@discardableResult public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D { fatalError() }
@discardableResult public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D { fatalError() }
@discardableResult public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D { fatalError() }
@discardableResult public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D { fatalError() }
@discardableResult public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  fatalError()
}
@discardableResult public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { fatalError() }
@discardableResult public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  fatalError()
}
@discardableResult public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { fatalError() }
@discardableResult public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  fatalError()
}

// MARK: - CALayer (CALayer.h: `@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>`)

// CALayer.h: `typedef NSString * CALayerCornerCurve NS_TYPED_ENUM;`
// kCACornerCurveCircular -> .circular, kCACornerCurveContinuous -> .continuous
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve("circular")
  public static let continuous = CALayerCornerCurve("continuous")
}

// CALayer.h: `typedef NS_OPTIONS (NSUInteger, CACornerMask)`
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

// CALayer.h (iPhoneOS18.0.sdk): `@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>` (not NS_SWIFT_UI_ACTOR).
open class CALayer: NSObject, NSCoding {
  public override init() { fatalError() }
  public init(layer: Any) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  // `- (nullable instancetype)presentationLayer;` / `- (instancetype)modelLayer;`
  @discardableResult open func presentation() -> Self? { fatalError() }
  @discardableResult open func model() -> Self { fatalError() }

  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var position: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var zPosition: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var anchorPoint: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var anchorPointZ: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var transform: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }
  @discardableResult open func affineTransform() -> CGAffineTransform { fatalError() }
  open func setAffineTransform(_ m: CGAffineTransform) { fatalError() }
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isDoubleSided: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  open var superlayer: CALayer? { fatalError() }
  open func removeFromSuperlayer() { fatalError() }
  open var sublayers: [CALayer]? {
    get { fatalError() }
    set { fatalError() }
  }
  open func addSublayer(_ layer: CALayer) { fatalError() }
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { fatalError() }
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { fatalError() }
  open var sublayerTransform: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }
  open var mask: CALayer? {
    get { fatalError() }
    set { fatalError() }
  }
  open var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  @discardableResult open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { fatalError() }
  @discardableResult open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { fatalError() }
  @discardableResult open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { fatalError() }
  @discardableResult open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { fatalError() }

  open var contents: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentsScale: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setNeedsDisplay() { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }

  open var backgroundColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var maskedCorners: CACornerMask {
    get { fatalError() }
    set { fatalError() }
  }
  open var cornerCurve: CALayerCornerCurve {
    get { fatalError() }
    set { fatalError() }
  }
  open var borderWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var borderColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property float opacity;`
  open var opacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var allowsGroupOpacity: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var shouldRasterize: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var rasterizationScale: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // Shadow properties: `CGColorRef shadowColor` (nullable), `float shadowOpacity`,
  // `CGSize shadowOffset`, `CGFloat shadowRadius`, `CGPathRef shadowPath` (nullable).
  open var shadowColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowOpacity: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowOffset: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var shadowPath: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }

  open func removeAllAnimations() { fatalError() }
  open func removeAnimation(forKey key: String) { fatalError() }
  @discardableResult open func animationKeys() -> [String]? { fatalError() }

  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - CADisplayLink (CADisplayLink.h, iOS 18.1 SDK)

// CAFrameRateRange.h: `struct CAFrameRateRange { float minimum; float maximum; float preferred; }`.
// Swift (developer.apple.com/documentation/quartzcore/caframeraterange): the overlay adds
// `init(minimum: Float, maximum: Float, preferred: Float? = nil)`, `var preferred: Float?` and
// `static let default`; CAFrameRateRangeIsEqualToRange -> isEqual(to:).
public struct CAFrameRateRange: Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float? {
    get { fatalError() }
    set { fatalError() }
  }
  public init() { fatalError() }
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { fatalError() }
  public static let `default`: CAFrameRateRange = _stub()
  @discardableResult public func isEqual(to range: CAFrameRateRange) -> Bool { fatalError() }
}

// CADisplayLink.h (iPhoneOS18.1.sdk): `@interface CADisplayLink : NSObject` (not NS_SWIFT_UI_ACTOR).
open class CADisplayLink: NSObject {
  // `+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;`
  public convenience init(target: Any, selector sel: Selector) { fatalError() }
  // `- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;`
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
  open func invalidate() { fatalError() }
  open var timestamp: CFTimeInterval { fatalError() }
  open var duration: CFTimeInterval { fatalError() }
  open var targetTimestamp: CFTimeInterval { fatalError() }
  open var isPaused: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @available(iOS, deprecated: 100000, renamed: "preferredFrameRateRange")
  open var preferredFramesPerSecond: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - CATransaction (CATransaction.h)

open class CATransaction: NSObject {
  open class func begin() { fatalError() }
  open class func commit() { fatalError() }
  open class func flush() { fatalError() }
  @discardableResult open class func animationDuration() -> CFTimeInterval { fatalError() }
  open class func setAnimationDuration(_ dur: CFTimeInterval) { fatalError() }
  @discardableResult open class func animationTimingFunction() -> CAMediaTimingFunction? { fatalError() }
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { fatalError() }
  @discardableResult open class func disableActions() -> Bool { fatalError() }
  open class func setDisableActions(_ flag: Bool) { fatalError() }
  open class func completionBlock() -> (() -> Void)? { fatalError() }
  open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError() }
}

// MARK: - CAMediaTimingFunction (CAMediaTimingFunction.h)

// `typedef NSString * CAMediaTimingFunctionName NS_TYPED_ENUM;` kCAMediaTimingFunctionLinear ->
// .linear, ...EaseIn -> .easeIn, ...EaseOut -> .easeOut, ...EaseInEaseOut -> .easeInEaseOut,
// ...Default -> .default
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName("linear")
  public static let easeIn = CAMediaTimingFunctionName("easeIn")
  public static let easeOut = CAMediaTimingFunctionName("easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName("default")
}

// CAMediaTimingFunction.h: `@interface CAMediaTimingFunction : NSObject <NSSecureCoding>`.
open class CAMediaTimingFunction: NSObject, NSCoding {
  // `+ functionWithName:` / `- initWithControlPoints::::`
  public convenience init(name: CAMediaTimingFunctionName) { fatalError() }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) { fatalError() }
}
