import Passage
import PassageRecording

/// An option whose value is a `Value`, declared once with its default, as swift-argument-parser's
/// `@Option` is: ``ParsedArguments/value(_:)`` gives the value given on the command line, checked
/// against the declared range and converted, or the declared default when it is not given. So the
/// default is written in the declaration only, and the usage text shows that same default.
package struct Declared<Value: Sendable>: Sendable {
  /// The option as parsed and shown in the usage text.
  package let option: Option
  /// The value when the option is not given.
  package let defaultValue: Value
  /// The value from the checked values given (one for a non-repeatable option, at least one).
  package let convert: @Sendable ([ParsedValue]) -> Value?
}

extension Declared where Value == Int {
  /// A whole number in `range`, `default` when not given.
  package static func count(
    _ names: String..., placeholder: String = "N", in range: ClosedRange<Int>, default value: Int,
    help: String
  ) -> Self {
    Declared(
      option: Option(
        names: names, placeholder: placeholder, value: .count(range), default: String(value), help: help),
      defaultValue: value, convert: { if case .count(let n)? = $0.first { n } else { nil } })
  }
}

extension Declared where Value == Double {
  /// A finite number in `range`, `default` when not given.
  package static func number(
    _ names: String..., placeholder: String, in range: ClosedRange<Double>, default value: Double,
    help: String
  ) -> Self {
    Declared(
      option: Option(
        names: names, placeholder: placeholder, value: .number(range), default: NumberText.shortest(value),
        help: help),
      defaultValue: value, convert: { $0.first?.number })
  }
}

extension Declared where Value == Double? {
  /// A finite number in `range`, or `nil` when not given.
  package static func optionalNumber(
    _ names: String..., placeholder: String, in range: ClosedRange<Double>, help: String
  ) -> Self {
    Declared(
      option: Option(names: names, placeholder: placeholder, value: .number(range), help: help),
      defaultValue: nil, convert: { $0.first?.number })
  }
}

extension Declared where Value == [Double] {
  /// Finite numbers in `range`, each given with its own option, in command-line order; none when
  /// not given.
  package static func numbers(
    _ names: String..., placeholder: String, in range: ClosedRange<Double>, help: String
  ) -> Self {
    Declared(
      option: Option(
        names: names, placeholder: placeholder, value: .number(range), repeatable: true, help: help),
      defaultValue: [], convert: { $0.compactMap(\.number) })
  }
}

extension Declared where Value == String {
  /// A path, not empty, `default` when not given.
  package static func path(_ names: String..., placeholder: String, default value: String, help: String)
    -> Self
  {
    Declared(
      option: Option(names: names, placeholder: placeholder, value: .path, default: value, help: help),
      defaultValue: value, convert: { $0.first?.text })
  }
}

extension Declared where Value == String {
  /// A path, not empty, that must be given: the parsing refuses a command line without it, so
  /// the value is always the one given.
  package static func requiredPath(_ names: String..., placeholder: String, help: String) -> Self {
    Declared(
      option: Option(names: names, placeholder: placeholder, value: .path, required: true, help: help),
      defaultValue: "", convert: { $0.first?.text })
  }
}

extension Declared where Value == String? {
  /// A path, not empty, or `nil` when not given.
  package static func path(_ names: String..., placeholder: String, help: String) -> Self {
    Declared(
      option: Option(names: names, placeholder: placeholder, value: .path, help: help),
      defaultValue: nil, convert: { $0.first?.text })
  }

  /// Any text, not empty, or `nil` when not given.
  package static func text(_ names: String..., placeholder: String, help: String) -> Self {
    Declared(
      option: Option(names: names, placeholder: placeholder, value: .text, help: help),
      defaultValue: nil, convert: { $0.first?.text })
  }
}

extension Declared where Value == Size {
  /// `WxH` in points, each side in `range`, `default` when not given.
  package static func size(
    _ names: String..., placeholder: String = "WxH", in range: ClosedRange<Double>, default value: Size,
    help: String
  ) -> Self {
    Declared(
      option: Option(
        names: names, placeholder: placeholder, value: .size(range),
        default: "\(NumberText.shortest(value.width))x\(NumberText.shortest(value.height))", help: help),
      defaultValue: value, convert: { if case .size(let s)? = $0.first { s } else { nil } })
  }
}

extension Declared where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of `Value`'s cases, by its raw value; `default` when not given.
  package static func choice(_ names: String..., placeholder: String, default value: Value, help: String)
    -> Self
  {
    Declared(
      option: Option(
        names: names, placeholder: placeholder, value: .choice(Value.allCases.map(\.rawValue)),
        default: value.rawValue, help: help),
      defaultValue: value, convert: { $0.first?.text.flatMap(Value.init(rawValue:)) })
  }
}
