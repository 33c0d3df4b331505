// The Objective-C runtime and Foundation value types as the glue uses them (objc/NSObject.h,
// objc/runtime.h, NSValue.h, NSDate.h). There is no Objective-C runtime on Linux: a selector is
// its name, a message to a target goes through `perform(_:with:)`, which a target overrides.

/// A method's name (objc/objc.h `SEL`).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The selector named `name` (`NSSelectorFromString`).
  public init(_ name: String) { self.name = name }
  public var description: String { name }
}

/// NSObject's protocol (objc/NSObject.h), with the members the glue uses.
@MainActor
public protocol NSObjectProtocol: AnyObject {
  func responds(to aSelector: Selector!) -> Bool
  func isEqual(_ object: Any?) -> Bool
}

/// The root class (objc/NSObject.h). The model's is main-actor isolated: every object the glue
/// makes or receives lives on the main thread, and Swift on Linux has no NSObject to inherit
/// isolation rules from.
@MainActor
open class NSObject: NSObjectProtocol, Hashable {
  /// Objects associated with this one (objc/runtime.h `objc_setAssociatedObject`).
  var associations: [UnsafeRawPointer: Any] = [:]

  public init() {}

  /// Whether the object answers `aSelector`. The model has no method table: it answers the
  /// selectors a subclass lists in ``modelSelectors``.
  open func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return modelSelectors.contains(aSelector)
  }

  /// The object a message this one does not answer goes to (`nil`: not forwarded).
  open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

  /// Sends `aSelector` with `object`: a target of target–action overrides it to run the action.
  open func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { nil }

  /// Identity equality, as NSObject's `isEqual:`.
  open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

  /// The selectors the model treats this object as answering (see ``responds(to:)``).
  package var modelSelectors: Set<Selector> { [] }

  nonisolated public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How an associated object is held (objc/runtime.h).
public enum objc_AssociationPolicy: UInt, Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// objc/runtime.h: associates `value` with `object` under `key`; `nil` removes it. The model
/// retains for every policy (it keeps no unretained references).
@MainActor
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  guard let object = object as? NSObject else { return }
  object.associations[key] = value
}

/// objc/runtime.h: the object associated with `object` under `key`.
@MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  (object as? NSObject)?.associations[key]
}

/// Seconds (NSDate.h).
public typealias TimeInterval = Double

/// Seconds of media time (CFDate.h).
public typealias CFTimeInterval = Double

/// A boxed number (NSValue.h).
public final class NSNumber: @unchecked Sendable, Hashable {
  public let doubleValue: Double
  public init(value: Double) { doubleValue = value }
  public init(value: Float) { doubleValue = Double(value) }
  public init(value: Int) { doubleValue = Double(value) }
  public var floatValue: Float { Float(doubleValue) }
  public static func == (lhs: NSNumber, rhs: NSNumber) -> Bool { lhs.doubleValue == rhs.doubleValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }
}

/// A boxed geometry value (NSValue.h, UIGeometry.h's and CATransform3D.h's NSValue additions).
public final class NSValue {
  enum Boxed {
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
  }
  let boxed: Boxed
  init(_ boxed: Boxed) { self.boxed = boxed }
  public convenience init(cgPoint point: CGPoint) { self.init(.point(point)) }
  public convenience init(cgSize size: CGSize) { self.init(.size(size)) }
  public convenience init(cgRect rect: CGRect) { self.init(.rect(rect)) }
  public convenience init(caTransform3D t: CATransform3D) { self.init(.transform(t)) }
  public var cgPointValue: CGPoint {
    if case .point(let p) = boxed { return p }
    return .zero
  }
  public var cgSizeValue: CGSize {
    if case .size(let s) = boxed { return s }
    return .zero
  }
  public var caTransform3DValue: CATransform3D {
    if case .transform(let t) = boxed { return t }
    return CATransform3DIdentity
  }
}
