// Stub of `Foundation` for type-checking UIKit code on Linux: only what Passage's UIKit glue
// uses, with the iOS 17/18 SDK's Swift signatures. It shadows the real swift-corelibs
// Foundation, so code compiled against it must not need anything else from Foundation.
// Nothing here is linked or run; bodies only trap.
//
// Every declaration names its source: a header under Foundation.framework/Headers of the iOS SDK,
// or the Swift overlay (Foundation.swiftmodule) where the Swift type is defined in Swift.

// Foundation re-exports Dispatch (DispatchQueue) and the C library (Darwin on iOS; Glibc here).
@_exported import Dispatch
@_exported import ObjectiveC

#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

@inline(never) func _stub<T>() -> T { fatalError("type-check stub: never runs") }

// MARK: - Bridging (Foundation overlay: String, Array, Dictionary, Set, URL, IndexPath and
// Notification are _ObjectiveCBridgeable). This is what makes them usable in @objc protocol
// requirements, exactly as on iOS.

extension String: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout String?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout String?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> String { fatalError() }
}
extension Array: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSArray, result: inout Array?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSArray?) -> Array { fatalError() }
}
extension Dictionary: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSDictionary, result: inout Dictionary?) -> Bool
  { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSDictionary?) -> Dictionary { fatalError() }
}
extension Set: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSSet { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSSet, result: inout Set?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSSet?) -> Set { fatalError() }
}

/// Stub machinery, not an Apple API: gives a string-backed NS_TYPED_ENUM struct (e.g.
/// `NSNotification.Name`, `UITransitionContextViewKey`) the NSString bridging the importer gives it.
public protocol _StubStringBridged: _ObjectiveCBridgeable, RawRepresentable where RawValue == String {
  init(rawValue: String)
}
extension _StubStringBridged {
  public func _bridgeToObjectiveC() -> NSString { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSString, result: inout Self?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSString, result: inout Self?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSString?) -> Self { fatalError() }
}

// MARK: - Basic types

// Foundation.framework/Headers/NSDate.h: `typedef double NSTimeInterval;` (Swift: TimeInterval).
public typealias TimeInterval = Double

// Foundation overlay (swift-foundation FoundationEssentials/Date.swift): `public struct Date`.
public struct Date: Comparable, Hashable, Sendable {
  public init() { fatalError() }
  public init(timeIntervalSinceReferenceDate ti: TimeInterval) { fatalError() }
  public var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
  public func timeIntervalSince(_ date: Date) -> TimeInterval { fatalError() }
  public static var now: Date { fatalError() }
  public static func < (lhs: Date, rhs: Date) -> Bool { fatalError() }
}

// Foundation overlay (swift-foundation FoundationEssentials/URL/URL.swift; swift-corelibs-foundation
// Sources/Foundation/URL.swift): `public struct URL`, bridged to NSURL (NSURL.h). Subset.
public struct URL: Hashable, Sendable, CustomStringConvertible, _ObjectiveCBridgeable {
  public init?(string: String) { fatalError() }
  public init?(string: String, relativeTo url: URL?) { fatalError() }
  public init(fileURLWithPath path: String) { fatalError() }
  public init(fileURLWithPath path: String, isDirectory: Bool) { fatalError() }
  public init(fileURLWithPath path: String, relativeTo base: URL?) { fatalError() }
  public var absoluteString: String { fatalError() }
  public var absoluteURL: URL { fatalError() }
  public var scheme: String? { fatalError() }
  public var host: String? { fatalError() }
  public var path: String { fatalError() }
  public var query: String? { fatalError() }
  public var fragment: String? { fatalError() }
  public var lastPathComponent: String { fatalError() }
  public var isFileURL: Bool { fatalError() }
  public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError() }
  public var description: String { fatalError() }
  public func _bridgeToObjectiveC() -> NSURL { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSURL, result: inout URL?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSURL?) -> URL { fatalError() }
}

// Foundation overlay (IndexPath.swift): `public struct IndexPath`, bridged to NSIndexPath.
// `init(row:section:)`, `row` and `section` are added by UIKit (see UIKit/UITableView.swift).
public struct IndexPath: Hashable, Comparable, Sendable, ExpressibleByArrayLiteral, _ObjectiveCBridgeable {
  public typealias Element = Int
  public init() { fatalError() }
  public init(indexes: [Int]) { fatalError() }
  public init(arrayLiteral indexes: Int...) { fatalError() }
  public init(index: Int) { fatalError() }
  public var count: Int { fatalError() }
  public subscript(index: Int) -> Int {
    get { fatalError() }
    set { fatalError() }
  }
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { fatalError() }
  public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) { fatalError() }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSIndexPath, result: inout IndexPath?) -> Bool {
    fatalError()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSIndexPath?) -> IndexPath { fatalError() }
}

// MARK: - Coding

// Foundation.framework/Headers/NSCoder.h: `@interface NSCoder : NSObject`.
open class NSCoder: NSObject {}

// Foundation.framework/Headers/NSObject.h: `@protocol NSCoding` -- `init?(coder:)` is why
// UIView and UIViewController subclasses must implement `required init?(coder:)`.
@objc public protocol NSCoding {
  func encode(with coder: NSCoder)
  init?(coder: NSCoder)
}

// MARK: - Notifications

// Foundation.framework/Headers/NSNotification.h: `typedef NSString *NSNotificationName
// NS_TYPED_EXTENSIBLE_ENUM;` -- Swift: `NSNotification.Name`, `Notification.Name`.
extension NSNotification {
  public struct Name: Hashable, Sendable, RawRepresentable, _StubStringBridged {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// Foundation overlay (Notification.swift): `public struct Notification`, bridged to NSNotification.
public struct Notification: Hashable, CustomStringConvertible, _ObjectiveCBridgeable {
  public typealias Name = NSNotification.Name
  public init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
    fatalError()
  }
  public var name: Notification.Name {
    get { fatalError() }
    set { fatalError() }
  }
  public var object: Any? {
    get { fatalError() }
    set { fatalError() }
  }
  public var userInfo: [AnyHashable: Any]? {
    get { fatalError() }
    set { fatalError() }
  }
  public var description: String { fatalError() }
  public static func == (lhs: Notification, rhs: Notification) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public func _bridgeToObjectiveC() -> NSNotification { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?) {
    fatalError()
  }
  public static func _conditionallyBridgeFromObjectiveC(_ x: NSNotification, result: inout Notification?)
    -> Bool
  { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ x: NSNotification?) -> Notification {
    fatalError()
  }
}

// Foundation.framework/Headers/NSNotification.h: `NS_SWIFT_SENDABLE @interface NSNotificationCenter`.
open class NotificationCenter: NSObject, @unchecked Sendable {
  open class var `default`: NotificationCenter { fatalError() }
  open func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
  ) { fatalError() }
  open func post(_ notification: Notification) { fatalError() }
  open func post(name aName: NSNotification.Name, object anObject: Any?) { fatalError() }
  open func post(
    name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil
  ) { fatalError() }
  open func removeObserver(_ observer: Any) { fatalError() }
  open func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
    fatalError()
  }
  // `usingBlock:(void (NS_SWIFT_SENDABLE ^)(NSNotification *notification))block`
  open func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol { fatalError() }
}

// Foundation.framework/Headers/NSOperation.h: `NS_SWIFT_SENDABLE @interface NSOperationQueue`.
open class OperationQueue: NSObject, @unchecked Sendable {
  open class var main: OperationQueue { fatalError() }
  open class var current: OperationQueue? { fatalError() }
}

// MARK: - Run loop

// Foundation.framework/Headers/NSRunLoop.h: `@interface NSRunLoop : NSObject`,
// `typedef NSString * NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM;` (Swift: `RunLoop.Mode`),
// `NSDefaultRunLoopMode` (`.default`), `NSRunLoopCommonModes` (`.common`).
open class RunLoop: NSObject {
  open class var current: RunLoop { fatalError() }
  open class var main: RunLoop { fatalError() }
  open var currentMode: RunLoop.Mode? { fatalError() }
}
extension RunLoop {
  public struct Mode: Hashable, Sendable, RawRepresentable, _StubStringBridged {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = RunLoop.Mode("kCFRunLoopDefaultMode")
    public static let common = RunLoop.Mode("kCFRunLoopCommonModes")
  }
}

// MARK: - Bundle

// Foundation.framework/Headers/NSBundle.h: `@interface NSBundle : NSObject` (Swift: `Bundle`).
open class Bundle: NSObject {
  open class var main: Bundle { fatalError() }
  open var bundleIdentifier: String? { fatalError() }
}

// MARK: - NSValue, NSNumber

// Foundation.framework/Headers/NSValue.h: `@interface NSValue : NSObject <NSCopying, NSSecureCoding>`.
// The CGPoint/CGSize/CGRect and CATransform3D initializers are categories in UIKit (UIGeometry.h)
// and QuartzCore (CATransform3D.h).
open class NSValue: NSObject {}

// NSValue.h: `@interface NSNumber : NSValue`; `+ numberWithDouble:` etc. -> `init(value:)`.
// Foundation overlay (NSNumber.swift): ExpressibleByIntegerLiteral/FloatLiteral/BooleanLiteral.
open class NSNumber: NSValue, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral
{
  public init(value: Double) { fatalError() }
  public init(value: Float) { fatalError() }
  public init(value: Int) { fatalError() }
  public init(value: UInt) { fatalError() }
  public init(value: Bool) { fatalError() }
  public required convenience init(integerLiteral value: Int) { fatalError() }
  public required convenience init(floatLiteral value: Double) { fatalError() }
  public required convenience init(booleanLiteral value: Bool) { fatalError() }
  open var doubleValue: Double { fatalError() }
  open var floatValue: Float { fatalError() }
  open var intValue: Int32 { fatalError() }
  open var int64Value: Int64 { fatalError() }
  open var integerValue: Int { fatalError() }
  open var boolValue: Bool { fatalError() }
}
