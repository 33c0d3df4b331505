// Stub of `SwiftUI` (with the `SwiftUICore` declarations it re-exports) for type-checking
// Passage's SwiftUI front end and the SwiftUI example on Linux. Nothing here is linked or run;
// bodies only trap. Only what the code under test uses is declared.
//
// Sources, iPhoneOS18.0.sdk in the public GitHub repository xybp888/iOS-SDKs (offsets count
// characters from the start of each file, in pages of 16,000):
//   [Core]   System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/
//            arm64e-apple-ios.swiftinterface
//   [UI]     System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
//            arm64e-apple-ios.swiftinterface
// "read" = the declaration was read on that page and is mirrored here (labels, generics,
// isolation, availability); "index" = located by an index of the types in those files,
// signature as documented on developer.apple.com/documentation/swiftui (URL given).
//
// Mirroring rules (see README.md): `@_Concurrency.MainActor @preconcurrency` → `@MainActor
// @preconcurrency`; `nonisolated` members keep `nonisolated`; `@_functionBuilder` → `@resultBuilder`
// (the same attribute, new spelling); `SwiftUICore.X` → `X` (one module here); internal `_make…`
// requirements, `@_originallyDefinedIn` and `@usableFromInline` storage are left out. The
// availability is the real iOS one; on Linux the compiler ignores iOS availability, so
// `Tools/uikit-typecheck/run` checks it with a separate step (see README.md, "availability").

import UIKit

// MARK: - View and its builders

// [Core] page 592000 (read): `@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View
// { associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get } }`
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// [Core] page 688000 (read): `extension Swift.Never : SwiftUICore.View`.
@available(iOS 13.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// [Core] page 208000 (read): `@_functionBuilder public struct ViewBuilder` with
// `buildExpression`, `buildBlock()` -> EmptyView, `buildBlock(_:)`, and the parameter-pack
// `@_disfavoredOverload buildBlock<each Content>(_:) -> TupleView<(repeat each Content)>`
// (`@_alwaysEmitIntoClient`, so usable from iOS 13).
@available(iOS 13.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  >
  where repeat each Content: View {
    fatalError()
  }
}

// [Core] page 112000 (read): `@frozen @MainActor @preconcurrency public struct TupleView<T> : View
// { public var value: T; @inlinable nonisolated public init(_ value: T) }`; `@available(*,
// unavailable) extension TupleView : Sendable`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct TupleView<T>: View {
  public var value: T
  nonisolated public init(_ value: T) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension TupleView: Sendable {}

// [Core] page 608000 (read): `@frozen @MainActor @preconcurrency public struct EmptyView : View
// { @inlinable nonisolated public init() {} }`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// [Core] page 640000 (read): `@frozen @MainActor @preconcurrency public struct AnyView : View
// { nonisolated public init<V>(_ view: V) where V : View; @_alwaysEmitIntoClient nonisolated
// public init<V>(erasing view: V) where V : View }`; `@available(*, unavailable) extension
// AnyView : Sendable`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct AnyView: View {
  nonisolated public init<V>(_ view: V) where V: View { fatalError() }
  nonisolated public init<V>(erasing view: V) where V: View { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension AnyView: Sendable {}

// MARK: - Modifiers

// [Core] page 672000 (read): `@preconcurrency @MainActor public protocol ViewModifier
// { associatedtype Body : View; @ViewBuilder @MainActor @preconcurrency func body(content:
// Self.Content) -> Self.Body; typealias Content = _ViewModifier_Content<Self> }`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

// [Core] (index; .../swiftui/viewmodifier/content): the placeholder for the modified view.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View
where Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// [Core] page 672000 (read): `@frozen public struct ModifiedContent<Content, Modifier>
// { public var content: Content; public var modifier: Modifier; public init(content:modifier:) }`,
// a View where Content : View, Modifier : ViewModifier.
@available(iOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension View {
  // [Core] page 672000 (read): `@inlinable nonisolated public func modifier<T>(_ modifier: T)
  // -> ModifiedContent<Self, T>`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// [Core] page 688000 (read): `@frozen @MainActor @preconcurrency public struct
// _BackgroundModifier<Background> : ViewModifier where Background : View` with
// `init(background:alignment:)`; and iOS 15's `nonisolated public func background<V>(alignment:
// Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct _BackgroundModifier<Background>: ViewModifier
where Background: View {
  public var background: Background
  public var alignment: Alignment
  nonisolated public init(background: Background, alignment: Alignment = .center) { fatalError() }
  public typealias Body = Never
  public func body(content: Content) -> Never { fatalError() }
}

@available(iOS 15.0, *)
extension View {
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  {
    modifier(_BackgroundModifier(background: content(), alignment: alignment))
  }
}

// [Core] (index; .../swiftui/view/environment(_:_:)): `nonisolated public func environment<V>(_
// keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`, implemented with
// `_EnvironmentKeyWritingModifier<Value>` (`init(keyPath:value:)`).
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
  public var keyPath: WritableKeyPath<EnvironmentValues, Value>
  public var value: Value
  nonisolated public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
    fatalError()
  }
  public typealias Body = Never
  public func body(content: Content) -> Never { fatalError() }
}

@available(iOS 13.0, *)
extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }
}

// MARK: - Layout values

// [Core] page 496000 (read): `@frozen public struct Alignment : Equatable` with
// `init(horizontal:vertical:)` and `static let center`; `@frozen public struct
// HorizontalAlignment : Equatable` with `static let leading, center, trailing`;
// `VerticalAlignment` with `static let top, center, bottom`.
@available(iOS 13.0, *)
public struct HorizontalAlignment: Equatable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

@available(iOS 13.0, *)
public struct VerticalAlignment: Equatable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
}

@available(iOS 13.0, *)
public struct Alignment: Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
}

// [Core] page 0 (read): `public enum LayoutDirection : Hashable, CaseIterable, Sendable
// { case leftToRight; case rightToLeft }`.
@available(iOS 13.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

// MARK: - Environment

// [Core] page 544000 (read): `public protocol EnvironmentKey { associatedtype Value; static var
// defaultValue: Self.Value { get } }`.
@available(iOS 13.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

// [Core] page 512000 (read): `public struct EnvironmentValues : CustomStringConvertible
// { public init(); public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey
// { get set } }`; `@available(*, unavailable) extension EnvironmentValues : Sendable`.
@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  public init() {}
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }
  public var description: String { fatalError() }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

@available(iOS 13.0, *)
extension EnvironmentValues {
  // [Core] page 0 (read): `public var layoutDirection: LayoutDirection { get set }`.
  public var layoutDirection: LayoutDirection {
    get { fatalError() }
    set { fatalError() }
  }
  // [Core] page 800000 (read): `public var accessibilityReduceMotion: Bool { get }` (read-only;
  // the writable `_accessibilityReduceMotion` is underscored and not modelled).
  public var accessibilityReduceMotion: Bool { fatalError() }
}

// [Core] page 496000 (read): `@frozen @propertyWrapper public struct Environment<Value> :
// DynamicProperty { public init(_ keyPath: KeyPath<EnvironmentValues, Value>); public var
// wrappedValue: Value { get } }`; Sendable where Value : Sendable.
@available(iOS 13.0, *)
@propertyWrapper public struct Environment<Value> {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, *)
extension Environment: Sendable where Value: Sendable {}

// MARK: - State and bindings

// [Core] page 496000 (read): `@frozen @propertyWrapper @dynamicMemberLookup public struct
// Binding<Value> { public static func constant(_:) ; public var wrappedValue: Value { get
// nonmutating set }; public var projectedValue: Binding<Value> { get }; public subscript<Subject>
// (dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get } }`;
// `extension Binding : @unchecked Sendable where Value : Sendable`. (The `init(get:set:)`
// overloads use `@isolated(any)` closures and are not modelled: nothing here calls them.)
@available(iOS 13.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

@available(iOS 13.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// [Core] page 688000 (read): `@frozen @propertyWrapper public struct State<Value> :
// DynamicProperty { public init(wrappedValue value: Value); public var wrappedValue: Value { get
// nonmutating set }; public var projectedValue: Binding<Value> { get } }`; `init()` where Value :
// ExpressibleByNilLiteral; Sendable where Value : Sendable.
@available(iOS 13.0, *)
@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 13.0, *)
extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

@available(iOS 13.0, *)
extension State: Sendable where Value: Sendable {}

// MARK: - Views used by the example

// [Core] page 800000 (read): `@frozen public struct Text : Equatable, Sendable { @inlinable
// public init(verbatim content: String); @_disfavoredOverload public init<S>(_ content: S) where
// S : StringProtocol }`; a View with Body == Never (extension). The `LocalizedStringKey`
// initializer is not modelled: a string literal then picks the `StringProtocol` overload, which
// type-checks the same call sites.
@available(iOS 13.0, *)
public struct Text: Equatable, Sendable {
  public init(verbatim content: String) { fatalError() }
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

@available(iOS 13.0, *)
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// [Core] page 48000 (read): `@frozen @MainActor @preconcurrency public struct VStack<Content> :
// View where Content : View { @inlinable nonisolated public init(alignment: HorizontalAlignment =
// .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) }`; `@available(*,
// unavailable) extension VStack : Sendable`.
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct VStack<Content>: View where Content: View {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(*, unavailable)
extension VStack: Sendable {}

// [UI] page 1136000 (read): `@MainActor @preconcurrency public struct Button<Label> : View where
// Label : View { @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void,
// @ViewBuilder label: () -> Label) }`; `extension Button where Label == Text { ...
// @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping
// @MainActor () -> Void) where S : StringProtocol }` (the LocalizedStringKey one: see Text).
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    fatalError()
  }
  public var body: Never { fatalError() }
}

@available(iOS 13.0, *)
extension Button where Label == Text {
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {
    fatalError()
  }
}

// MARK: - UIKit integration

// [UI] page 576000 (read): `@preconcurrency @MainActor public protocol UIViewControllerRepresentable
// : View where Self.Body == Never` with `associatedtype UIViewControllerType : UIViewController`,
// `makeUIViewController(context:)`, `updateUIViewController(_:context:)`, `static
// dismantleUIViewController(_:coordinator:)`, `associatedtype Coordinator = Void`,
// `makeCoordinator()`, `typealias Context = UIViewControllerRepresentableContext<Self>`; defaults
// for `makeCoordinator()` where Coordinator == (), `dismantleUIViewController` and `body: Never`.
// (`sizeThatFits` is iOS 16 and has a default; not modelled.)
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  associatedtype Coordinator = Void
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == () {
  @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable {
  @MainActor @preconcurrency public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {
    fatalError()
  }
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

// [UI] page 576000 (read): `@preconcurrency @MainActor public struct
// UIViewControllerRepresentableContext<Representable> where Representable :
// UIViewControllerRepresentable { public let coordinator: Representable.Coordinator; public var
// transaction: Transaction { get }; public var environment: EnvironmentValues { get } }`
// (transaction not modelled).
@available(iOS 13.0, *)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  public let coordinator: Representable.Coordinator
  public var environment: EnvironmentValues { fatalError() }
  // Same page (read): `@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) @MainActor
  // @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil)`.
  // Unused by Passage (above the iOS 15 floor); kept as the availability check's must-fail case.
  @available(iOS 18.0, *)
  @MainActor @preconcurrency public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    fatalError()
  }
}

// [UI] page 1088000 (read): `@MainActor @preconcurrency open class UIHostingController<Content> :
// UIViewController where Content : View { public init(rootView: Content); @objc required dynamic
// public init?(coder aDecoder: NSCoder); public var rootView: Content { get set } }`.
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
  public init(rootView: Content) { fatalError() }
  public required init?(coder aDecoder: NSCoder) { fatalError() }
  public var rootView: Content {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - App

// [UI] page 448000 (read): `@preconcurrency @MainActor public protocol App { associatedtype Body :
// Scene; @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }; @MainActor
// @preconcurrency init() }`; `extension App { @MainActor @preconcurrency public static func main() }`.
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, *)
extension App {
  @MainActor @preconcurrency public static func main() { fatalError() }
}

// [UI] page 832000 (read): `@preconcurrency @MainActor public protocol Scene { associatedtype
// Body : Scene; @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get } }` (plus the
// internal `_makeScene`); `extension Never : Scene`.
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: Scene {}

// [UI] page 864000 (read): `@_functionBuilder public struct SceneBuilder { buildExpression;
// public static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene }`.
@available(iOS 14.0, *)
@resultBuilder public struct SceneBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

// [UI] page 96000 (read): `@MainActor @preconcurrency public struct WindowGroup<Content> : Scene
// where Content : View { nonisolated public init(@ViewBuilder content: () -> Content) }`
// (deprecated in iOS 18 for `init(makeContent:)`, which is iOS 18 only; the package floor is 15).
@available(iOS 14.0, *)
@MainActor @preconcurrency public struct WindowGroup<Content>: Scene where Content: View {
  @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)")
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
  public var body: Never { fatalError() }
}
