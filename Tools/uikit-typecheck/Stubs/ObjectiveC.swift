// Stub of the `ObjectiveC` Swift overlay for type-checking UIKit code on Linux.
// Nothing here is linked or run; bodies only trap.
//
// Source: iPhoneOS.sdk/usr/lib/swift/ObjectiveC.swiftmodule (ObjectiveC overlay) and
// usr/include/objc/NSObject.h. The compiler looks `Selector` up in this module for `#selector`.

@_exported import ObjCRoot

// ObjectiveC overlay: `@frozen public struct Selector : ExpressibleByStringLiteral { var ptr: OpaquePointer }`
// (+ Equatable, Hashable, CustomStringConvertible), the Swift type of an Objective-C SEL. SILGen
// builds `#selector(...)` values from that single pointer field, so the layout must match.
@frozen public struct Selector: ExpressibleByStringLiteral, Equatable, Hashable, CustomStringConvertible {
  var ptr: OpaquePointer
  public init(_ str: String) { fatalError("type-check stub") }
  public init(stringLiteral value: String) { fatalError("type-check stub") }
  public var description: String { fatalError("type-check stub") }
}

// ObjectiveC overlay: `extension NSObject : Equatable, Hashable` (== calls -isEqual:).
extension NSObject: @retroactive Equatable, @retroactive Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError("type-check stub") }
  public func hash(into hasher: inout Hasher) { fatalError("type-check stub") }
}

// ObjectiveC overlay: `public struct ObjCBool` (the Swift view of BOOL) and the two conversion
// entry points the compiler uses to bridge `Bool` in @objc signatures.
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral {
  var _value: Int8
  public init(_ value: Bool) { fatalError("type-check stub") }
  public init(booleanLiteral value: Bool) { fatalError("type-check stub") }
  public var boolValue: Bool { fatalError("type-check stub") }
}
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError("type-check stub") }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError("type-check stub") }

// usr/include/objc/runtime.h: `typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy) {
// OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
// OBJC_ASSOCIATION_RETAIN = 01401, OBJC_ASSOCIATION_COPY = 01403 };` -- imported as a Swift enum whose
// cases keep their full names (no common prefix with the type name).
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

// runtime.h: `OBJC_EXPORT void objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key,
// id _Nullable value, objc_AssociationPolicy policy) OBJC_AVAILABLE(10.6, 3.1, 9.0, 1.0, 2.0);`
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError("type-check stub") }

// runtime.h: `OBJC_EXPORT id _Nullable objc_getAssociatedObject(id _Nonnull object,
// const void * _Nonnull key) OBJC_AVAILABLE(10.6, 3.1, 9.0, 1.0, 2.0);`
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  fatalError("type-check stub")
}

// runtime.h: `OBJC_EXPORT void objc_removeAssociatedObjects(id _Nonnull object)`.
public func objc_removeAssociatedObjects(_ object: Any) { fatalError("type-check stub") }
