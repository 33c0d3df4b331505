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
//   iPhoneOS17.5.sdk QuartzCore.framework/Headers/CAMediaTiming.h (read: protocol, fill modes)
//   QuartzCore.framework/Headers/CAAnimation.h: the 2018 header was read (CAAnimation, strong delegate,
//     CAAnimationDelegate <NSObject> @optional without NS_SWIFT_UI_ACTOR, CAPropertyAnimation,
//     CABasicAnimation, CAKeyframeAnimation, calculation/rotation modes, CASpringAnimation ios(9.0));
//     the iOS 15/17 additions (preferredFrameRateRange; perceptualDuration, bounce,
//     allowsOverdamping, init(perceptualDuration:bounce:)) per the iOS 17 SDK header and
//     developer.apple.com/documentation/quartzcore/caspringanimation -- not read here.
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
open class CALayer: NSObject, NSCoding, CAMediaTiming {
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

  // CAMediaTiming (CAMediaTiming.h): the layer's own timing, e.g. `speed = 0` plus `timeOffset` to pause.
  open var beginTime: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var duration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var speed: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var timeOffset: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var repeatCount: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var repeatDuration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoreverses: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var fillMode: CAMediaTimingFillMode {
    get { fatalError() }
    set { fatalError() }
  }

  // `- (CFTimeInterval)convertTime:(CFTimeInterval)t fromLayer:(nullable CALayer *)l;` / `toLayer:`
  @discardableResult open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    fatalError()
  }
  @discardableResult open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    fatalError()
  }

  // Animations: `- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;`,
  // `- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;`,
  // `- (nullable NSArray<NSString *> *)animationKeys;`
  open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
  open func removeAllAnimations() { fatalError() }
  open func removeAnimation(forKey key: String) { fatalError() }
  @discardableResult open func animationKeys() -> [String]? { fatalError() }
  @discardableResult open func animation(forKey key: String) -> CAAnimation? { fatalError() }

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
// `API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0), tvos(15.0))`.
@available(iOS 15.0, *)
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
  // `@property(readonly, nonatomic) CFTimeInterval targetTimestamp API_AVAILABLE(ios(10.0), ...);`
  @available(iOS 10.0, *)
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
  // `@property(nonatomic) CAFrameRateRange preferredFrameRateRange API_AVAILABLE(ios(15.0), ...);`
  @available(iOS 15.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - CATransaction (CATransaction.h: `@interface CATransaction : NSObject`, not NS_SWIFT_UI_ACTOR)

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
  // `+ (nullable void (^)(void))completionBlock;` / `+ (void)setCompletionBlock:(nullable void (^)(void))block;`
  @discardableResult open class func completionBlock() -> (() -> Void)? { fatalError() }
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

// MARK: - NSValue (CATransform3D.h: `@interface NSValue (CATransform3DAdditions)`)

extension NSValue {
  // `+ (NSValue *)valueWithCATransform3D:(CATransform3D)t;` / `@property(readonly) CATransform3D CATransform3DValue;`
  public convenience init(caTransform3D t: CATransform3D) { fatalError() }
  public var caTransform3DValue: CATransform3D { fatalError() }
}

// MARK: - CAMediaTiming (iPhoneOS17.5.sdk CAMediaTiming.h)

// `typedef NSString * CAMediaTimingFillMode NS_TYPED_ENUM;` kCAFillModeForwards -> .forwards,
// kCAFillModeBackwards -> .backwards, kCAFillModeBoth -> .both, kCAFillModeRemoved -> .removed
// (each `API_AVAILABLE(macos(10.5), ios(2.0), ...)`).
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode("forwards")
  public static let backwards = CAMediaTimingFillMode("backwards")
  public static let both = CAMediaTimingFillMode("both")
  public static let removed = CAMediaTimingFillMode("removed")
}

// `@protocol CAMediaTiming` (no <NSObject>, no NS_SWIFT_UI_ACTOR): `@property CFTimeInterval beginTime;`,
// `duration`, `@property float speed;`, `timeOffset`, `@property float repeatCount;`, `repeatDuration`,
// `@property BOOL autoreverses;`, `@property(copy) CAMediaTimingFillMode fillMode;`.
@objc public protocol CAMediaTiming {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

// MARK: - Animations (CAAnimation.h)

// `API_AVAILABLE(macos(10.5), ios(2.0), ...) @interface CAAnimation : NSObject <NSSecureCoding,
// NSCopying, CAMediaTiming, CAAction>` (not NS_SWIFT_UI_ACTOR). `+ (instancetype)animation;` is
// `init()` in Swift.
open class CAAnimation: NSObject, NSCoding, CAMediaTiming {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  // `+ (nullable id)defaultValueForKey:(NSString *)key;`
  @discardableResult open class func defaultValue(forKey key: String) -> Any? { fatalError() }

  // `@property(nullable, strong) CAMediaTimingFunction *timingFunction;`
  open var timingFunction: CAMediaTimingFunction? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, strong) id <CAAnimationDelegate> delegate;` -- strong, unlike most delegates:
  // the animation retains its delegate (hence no `weak` here).
  open var delegate: (any CAAnimationDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(getter=isRemovedOnCompletion) BOOL removedOnCompletion;`
  open var isRemovedOnCompletion: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property CAFrameRateRange preferredFrameRateRange API_AVAILABLE(macos(12.0), ios(15.0), ...);`
  @available(iOS 15.0, *)
  open var preferredFrameRateRange: CAFrameRateRange {
    get { fatalError() }
    set { fatalError() }
  }

  // CAMediaTiming
  open var beginTime: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var duration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var speed: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var timeOffset: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var repeatCount: Float {
    get { fatalError() }
    set { fatalError() }
  }
  open var repeatDuration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoreverses: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var fillMode: CAMediaTimingFillMode {
    get { fatalError() }
    set { fatalError() }
  }
}

// `@protocol CAAnimationDelegate <NSObject> @optional - (void)animationDidStart:(CAAnimation *)anim;
// - (void)animationDidStop:(CAAnimation *)anim finished:(BOOL)flag; @end` -- no NS_SWIFT_UI_ACTOR in
// the iOS 17/18 headers, so the requirements are nonisolated: a @MainActor conformer implements
// them `nonisolated` (Core Animation calls them on the main thread; `MainActor.assumeIsolated`).
@objc public protocol CAAnimationDelegate: NSObjectProtocol {
  @objc(animationDidStart:) optional func animationDidStart(_ anim: CAAnimation)
  @objc(animationDidStop:finished:) optional func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

// `API_AVAILABLE(macos(10.5), ios(2.0), ...) @interface CAPropertyAnimation : CAAnimation`
open class CAPropertyAnimation: CAAnimation {
  // `+ (instancetype)animationWithKeyPath:(nullable NSString *)path;`
  public convenience init(keyPath path: String?) { fatalError() }
  // `@property(nullable, copy) NSString *keyPath;`
  open var keyPath: String? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(getter=isAdditive) BOOL additive;` / `@property(getter=isCumulative) BOOL cumulative;`
  open var isAdditive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isCumulative: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, strong) CAValueFunction *valueFunction;`
  open var valueFunction: CAValueFunction? {
    get { fatalError() }
    set { fatalError() }
  }
}

// `API_AVAILABLE(macos(10.5), ios(2.0), ...) @interface CABasicAnimation : CAPropertyAnimation`:
// `@property(nullable, strong) id fromValue, toValue, byValue;`
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  open var toValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  open var byValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
}

// `typedef NSString * CAAnimationCalculationMode NS_TYPED_ENUM;` kCAAnimationLinear -> .linear,
// kCAAnimationDiscrete -> .discrete, kCAAnimationPaced -> .paced, kCAAnimationCubic -> .cubic,
// kCAAnimationCubicPaced -> .cubicPaced (ios(2.0) / cubic ones ios(4.0)).
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode("linear")
  public static let discrete = CAAnimationCalculationMode("discrete")
  public static let paced = CAAnimationCalculationMode("paced")
  public static let cubic = CAAnimationCalculationMode("cubic")
  public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

// `typedef NSString * CAAnimationRotationMode NS_TYPED_ENUM;` kCAAnimationRotateAuto -> .rotateAuto,
// kCAAnimationRotateAutoReverse -> .rotateAutoReverse.
public struct CAAnimationRotationMode: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode("auto")
  public static let rotateAutoReverse = CAAnimationRotationMode("autoReverse")
}

// `API_AVAILABLE(macos(10.5), ios(2.0), ...) @interface CAKeyframeAnimation : CAPropertyAnimation`
open class CAKeyframeAnimation: CAPropertyAnimation {
  // `@property(nullable, copy) NSArray *values;`
  open var values: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable) CGPathRef path;`
  open var path: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, copy) NSArray<NSNumber *> *keyTimes;`
  open var keyTimes: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, copy) NSArray<CAMediaTimingFunction *> *timingFunctions;`
  open var timingFunctions: [CAMediaTimingFunction]? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(copy) CAAnimationCalculationMode calculationMode;`
  open var calculationMode: CAAnimationCalculationMode {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, copy) NSArray<NSNumber *> *tensionValues, *continuityValues, *biasValues;`
  open var tensionValues: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }
  open var continuityValues: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }
  open var biasValues: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(nullable, copy) CAAnimationRotationMode rotationMode;`
  open var rotationMode: CAAnimationRotationMode? {
    get { fatalError() }
    set { fatalError() }
  }
}

// `API_AVAILABLE(macos(10.11), ios(9.0), ...) @interface CASpringAnimation : CABasicAnimation`
@available(iOS 9.0, *)
open class CASpringAnimation: CABasicAnimation {
  // `- (instancetype)initWithPerceptualDuration:(CFTimeInterval)perceptualDuration bounce:(CGFloat)bounce
  //   API_AVAILABLE(macos(14.0), ios(17.0), ...);`
  @available(iOS 17.0, *)
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) { fatalError() }
  // `@property CGFloat mass;`, `stiffness`, `damping`, `initialVelocity`
  open var mass: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var stiffness: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var damping: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var initialVelocity: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property BOOL allowsOverdamping API_AVAILABLE(macos(14.0), ios(17.0), ...);`
  @available(iOS 17.0, *)
  open var allowsOverdamping: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(readonly) CFTimeInterval settlingDuration;`
  open var settlingDuration: CFTimeInterval { fatalError() }
  // `@property(readonly) CFTimeInterval perceptualDuration API_AVAILABLE(macos(14.0), ios(17.0), ...);`
  @available(iOS 17.0, *)
  open var perceptualDuration: CFTimeInterval { fatalError() }
  // `@property(readonly) CGFloat bounce API_AVAILABLE(macos(14.0), ios(17.0), ...);`
  @available(iOS 17.0, *)
  open var bounce: CGFloat { fatalError() }
}

// CAValueFunction.h: `typedef NSString * CAValueFunctionName NS_TYPED_ENUM;` (kCAValueFunctionRotateZ
// -> .rotateZ, ...) and `@interface CAValueFunction : NSObject <NSSecureCoding>`,
// `+ (nullable instancetype)functionWithName:(CAValueFunctionName)name;`. Subset.
public struct CAValueFunctionName: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateZ = CAValueFunctionName("rotateZ")
  public static let scale = CAValueFunctionName("scale")
  public static let translate = CAValueFunctionName("translate")
}
open class CAValueFunction: NSObject, NSCoding {
  public convenience init?(name: CAValueFunctionName) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  open var name: CAValueFunctionName { fatalError() }
}
