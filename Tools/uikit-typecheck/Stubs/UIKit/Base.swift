// Stub of `UIKit` for type-checking Passage's UIKit glue on Linux (part 1 of 8: shared types).
// Mirrors the iOS 17/18 SDK's Swift surface: classes marked NS_SWIFT_UI_ACTOR in the headers are
// `@MainActor @preconcurrency` here (declarations imported from Objective-C are implicitly
// @preconcurrency), NS_SWIFT_SENDABLE classes are `@unchecked Sendable`, NS_ENUMs are `@objc`
// enums, NS_OPTIONS are OptionSet structs, NS_TYPED_ENUM strings are RawRepresentable structs.
// Nothing here is linked or run; every body traps.
//
// Header paths below are relative to <SDK>/System/Library/Frameworks/UIKit.framework/Headers in
// github.com/xybp888/iOS-SDKs (iPhoneOS16.x-18.x); "apinotes" is UIKit.apinotes in the same
// folder; "overlay" is iPhoneOS17.5.sdk UIKit.framework/Modules/UIKit.swiftmodule/
// arm64-apple-ios.swiftinterface.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore

@inline(never) func _stub<T>() -> T { fatalError("type-check stub: never runs") }

// MARK: - Geometry (UIGeometry.h, iPhoneOS17.0.sdk)

// `typedef struct __attribute__((objc_boxable)) UIEdgeInsets { CGFloat top, left, bottom, right; }`;
// `UIEdgeInsetsZero` -> `UIEdgeInsets.zero` (apinotes); Equatable (overlay).
public struct UIEdgeInsets: Equatable, @unchecked Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { fatalError() }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  public static let zero: UIEdgeInsets = _stub()
}

// `typedef struct NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; }`;
// `NSDirectionalEdgeInsetsZero` -> `.zero` (apinotes).
public struct NSDirectionalEdgeInsets: Equatable, @unchecked Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init() { fatalError() }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
  public static let zero: NSDirectionalEdgeInsets = _stub()
}

// `typedef NS_OPTIONS(NSUInteger, UIRectEdge)`: None = 0, Top = 1<<0, Left = 1<<1, Bottom = 1<<2,
// Right = 1<<3, All = Top|Left|Bottom|Right. (The Swift name of UIRectEdgeNone is
// unavailable: write `[]`.)
public struct UIRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

// `@interface NSValue (NSValueUIGeometryExtensions)` (not NS_SWIFT_UI_ACTOR):
// `+ (NSValue *)valueWithCGPoint:(CGPoint)point;` -> `init(cgPoint:)`,
// `@property(nonatomic, readonly) CGPoint CGPointValue;` -> `cgPointValue`; likewise CGVector, CGSize,
// CGRect, CGAffineTransform, UIEdgeInsets (all ios(2.0) .. ios(4.0); below the floor).
extension NSValue {
  public convenience init(cgPoint point: CGPoint) { fatalError() }
  public convenience init(cgVector vector: CGVector) { fatalError() }
  public convenience init(cgSize size: CGSize) { fatalError() }
  public convenience init(cgRect rect: CGRect) { fatalError() }
  public convenience init(cgAffineTransform transform: CGAffineTransform) { fatalError() }
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) { fatalError() }
  public var cgPointValue: CGPoint { fatalError() }
  public var cgVectorValue: CGVector { fatalError() }
  public var cgSizeValue: CGSize { fatalError() }
  public var cgRectValue: CGRect { fatalError() }
  public var cgAffineTransformValue: CGAffineTransform { fatalError() }
  public var uiEdgeInsetsValue: UIEdgeInsets { fatalError() }
}

// MARK: - Interface enums

// UIApplication.h (iPhoneOS18.1.sdk): `typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection)`.
@objc public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

// UIInterface.h (iPhoneOS18.0.sdk): `typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection)`.
@objc public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

// UIInterface.h: `typedef NS_ENUM(NSInteger, UIUserInterfaceStyle)`.
@objc public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

// UIView.h (iPhoneOS17.0.sdk): `typedef NS_ENUM(NSInteger, UISemanticContentAttribute)`.
@objc public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

// UIApplication.h (iPhoneOS18.1.sdk): `typedef NS_ENUM(NSInteger, UIStatusBarStyle)`
// (Default = 0, LightContent = 1, DarkContent = 3; BlackTranslucent/BlackOpaque deprecated since iOS 7).
@objc public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

// UIApplication.h: `typedef NS_ENUM(NSInteger, UIStatusBarAnimation)`.
@objc public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

// UIViewController.h (iPhoneOS18.0.sdk): `typedef NS_ENUM(NSInteger, UIModalPresentationStyle)`.
@objc public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

// UIViewController.h: `typedef NS_ENUM(NSInteger, UIModalTransitionStyle)`.
@objc public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

// MARK: - UIResponder, UIEvent, UITouch

// UIResponder.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
// @interface UIResponder : NSObject <UIResponderStandardEditActions>`.
@MainActor @preconcurrency open class UIResponder: NSObject {
  public override init() { fatalError() }
  open var next: UIResponder? { fatalError() }
  open var canBecomeFirstResponder: Bool { fatalError() }
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
  open var canResignFirstResponder: Bool { fatalError() }
  @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
  open var isFirstResponder: Bool { fatalError() }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

// UIEvent.h (iPhoneOS18.1.sdk): `NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`.
@MainActor @preconcurrency open class UIEvent: NSObject {
  open var timestamp: TimeInterval { fatalError() }
  open var allTouches: Set<UITouch>? { fatalError() }
  @discardableResult open func touches(for view: UIView) -> Set<UITouch>? { fatalError() }
}

// UITouch.h (iPhoneOS17.5.sdk): `NS_SWIFT_UI_ACTOR @interface UITouch : NSObject`;
// `typedef NS_ENUM(NSInteger, UITouchPhase)` -> UITouch.Phase (apinotes).
@MainActor @preconcurrency open class UITouch: NSObject {
  @objc(UITouchPhase) public enum Phase: Int, Sendable {
    case began = 0
    case moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  open var timestamp: TimeInterval { fatalError() }
  open var phase: UITouch.Phase { fatalError() }
  open var tapCount: Int { fatalError() }
  open var view: UIView? { fatalError() }
  open var window: UIWindow? { fatalError() }
  @discardableResult open func location(in view: UIView?) -> CGPoint { fatalError() }
  @discardableResult open func previousLocation(in view: UIView?) -> CGPoint { fatalError() }
}

// MARK: - Traits

// UITraitCollection.h (iPhoneOS17.5.sdk): `NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject`.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public override init() { fatalError() }
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { fatalError() }
  open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
  open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
  open var displayScale: CGFloat { fatalError() }
  open class var current: UITraitCollection {
    get { fatalError() }
    set { fatalError() }
  }
}

// UITraitCollection.h: `NS_SWIFT_UI_ACTOR @protocol UITraitEnvironment <NSObject>`.
@MainActor @preconcurrency @objc public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
  @available(
    iOS, deprecated: 17.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// MARK: - Colors, fonts, images, screens

// UIColor.h (iPhoneOS18.0.sdk): `NS_SWIFT_SENDABLE @interface UIColor : NSObject`; system colors
// from UIInterface.h (`@interface UIColor (UIColorSystemColors)`). Class properties drop the
// "Color" suffix in Swift (blackColor -> .black, systemBackgroundColor -> .systemBackground).
open class UIColor: NSObject, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { fatalError() }
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { fatalError() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  public init(cgColor: CGColor) { fatalError() }
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }
  open class var black: UIColor { fatalError() }
  open class var darkGray: UIColor { fatalError() }
  open class var lightGray: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var gray: UIColor { fatalError() }
  open class var red: UIColor { fatalError() }
  open class var green: UIColor { fatalError() }
  open class var blue: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var systemBlue: UIColor { fatalError() }
  open class var systemRed: UIColor { fatalError() }
  open class var systemGray: UIColor { fatalError() }
  open class var label: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open class var tertiaryLabel: UIColor { fatalError() }
  open class var separator: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var secondarySystemBackground: UIColor { fatalError() }
  open class var tertiarySystemBackground: UIColor { fatalError() }
  open class var systemGroupedBackground: UIColor { fatalError() }
  open class var tintColor: UIColor { fatalError() }
  @discardableResult open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { fatalError() }
  @discardableResult open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    fatalError()
  }
  open var cgColor: CGColor { fatalError() }
}

// UIFont.h / UIFontDescriptor.h: `NS_SWIFT_SENDABLE @interface UIFont : NSObject`;
// `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM` -> UIFont.Weight (apinotes),
// `typedef NSString *UIFontTextStyle NS_TYPED_ENUM` -> UIFont.TextStyle (apinotes).
// Swift signatures: developer.apple.com/documentation/uikit/uifont.
open class UIFont: NSObject, @unchecked Sendable {
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }
  public struct TextStyle: Hashable, Sendable, RawRepresentable, _StubStringBridged {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
  }
  public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
  @discardableResult open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    fatalError()
  }
  @discardableResult open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  @discardableResult open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  @discardableResult open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  @discardableResult open class func monospacedDigitSystemFont(
    ofSize fontSize: CGFloat, weight: UIFont.Weight
  ) -> UIFont { fatalError() }
  open var pointSize: CGFloat { fatalError() }
  open var lineHeight: CGFloat { fatalError() }
  @discardableResult open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
}

// UIImage.h (iPhoneOS16.4.sdk): `@interface UIImage : NSObject <NSSecureCoding>` (Sendable in
// Swift: developer.apple.com/documentation/uikit/uiimage); `+systemImageNamed:` ->
// `init?(systemName:)`, `+imageNamed:` -> `init?(named:)` (apinotes).
open class UIImage: NSObject, @unchecked Sendable {
  public convenience init?(systemName name: String) { fatalError() }
  public convenience init?(named name: String) { fatalError() }
  open var size: CGSize { fatalError() }
  open var scale: CGFloat { fatalError() }
}

// UIGeometry.h (iPhoneOS17.0.sdk): `typedef NS_OPTIONS(NSUInteger, UIRectCorner)` (TopLeft = 1<<0,
// TopRight = 1<<1, BottomLeft = 1<<2, BottomRight = 1<<3, AllCorners = ~0UL).
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

// UIBezierPath.h (iPhoneOS17.5.sdk): `@interface UIBezierPath : NSObject<NSCopying, NSSecureCoding>`
// -- neither NS_SWIFT_UI_ACTOR nor NS_SWIFT_SENDABLE. `+bezierPathWithX:` instancetype factories
// import as convenience initializers; `@property CGPathRef CGPath` -> `cgPath`.
open class UIBezierPath: NSObject {
  public override init() { fatalError() }
  public init?(coder: NSCoder) { fatalError() }
  public convenience init(rect: CGRect) { fatalError() }
  public convenience init(ovalIn rect: CGRect) { fatalError() }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { fatalError() }
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) { fatalError() }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) { fatalError() }
  public convenience init(cgPath: CGPath) { fatalError() }
  open var cgPath: CGPath {
    get { fatalError() }
    set { fatalError() }
  }
  open func move(to point: CGPoint) { fatalError() }
  open func addLine(to point: CGPoint) { fatalError() }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { fatalError() }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { fatalError() }
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) { fatalError() }
  open func close() { fatalError() }
  open func removeAllPoints() { fatalError() }
  open func append(_ bezierPath: UIBezierPath) { fatalError() }
  @discardableResult open func reversing() -> UIBezierPath { fatalError() }
  open func apply(_ transform: CGAffineTransform) { fatalError() }
  open var isEmpty: Bool { fatalError() }
  open var bounds: CGRect { fatalError() }
  open var currentPoint: CGPoint { fatalError() }
  @discardableResult open func contains(_ point: CGPoint) -> Bool { fatalError() }
  open var lineWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var usesEvenOddFillRule: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func fill() { fatalError() }
  open func stroke() { fatalError() }
  open func addClip() { fatalError() }
}

// UIScreen.h (iPhoneOS18.1.sdk): `NS_SWIFT_UI_ACTOR @interface UIScreen : NSObject <UITraitEnvironment>`.
@MainActor @preconcurrency open class UIScreen: NSObject, UITraitEnvironment {
  // `@property(class, nonatomic, readonly) UIScreen *mainScreen` -- API_TO_BE_DEPRECATED since iOS 16.
  @available(
    iOS, deprecated: 100000,
    message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
  )
  open class var main: UIScreen { fatalError() }
  open var bounds: CGRect { fatalError() }
  open var scale: CGFloat { fatalError() }
  open var nativeScale: CGFloat { fatalError() }
  open var maximumFramesPerSecond: Int { fatalError() }
  open var traitCollection: UITraitCollection { fatalError() }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

// MARK: - Accessibility (UIAccessibility.h; Swift names from apinotes)

/// Namespace for the UIAccessibility functions and notification names renamed by the API notes
/// (`UIAccessibilityIsReduceMotionEnabled()` -> `UIAccessibility.isReduceMotionEnabled`, ...).
/// developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled:
/// `@MainActor static var isReduceMotionEnabled: Bool { get }`.
public enum UIAccessibility {
  @MainActor @preconcurrency public static var isReduceMotionEnabled: Bool { fatalError() }
  @MainActor @preconcurrency public static var isVoiceOverRunning: Bool { fatalError() }
  @MainActor @preconcurrency public static var prefersCrossFadeTransitions: Bool { fatalError() }
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}

// UIAccessibility.h: `@interface NSObject (UIAccessibilityAction)` --
// `- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0));` (overridable category method).
extension NSObject {
  @discardableResult @MainActor @preconcurrency @objc open func accessibilityPerformEscape() -> Bool {
    fatalError()
  }
}

// UIAccessibility.h: `@interface NSObject (UIAccessibility)` -- declared on NSObject (an informal
// protocol), not on UIView, so every NSObject has them in Swift:
// `@property (nonatomic) BOOL accessibilityElementsHidden API_AVAILABLE(ios(5.0));`
// `@property (nonatomic) BOOL accessibilityViewIsModal API_AVAILABLE(ios(5.0));`
// Main-actor like the other UIAccessibility categories of this stub (accessibilityPerformEscape).
extension NSObject {
  @MainActor @preconcurrency @objc open var accessibilityElementsHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @MainActor @preconcurrency @objc open var accessibilityViewIsModal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
