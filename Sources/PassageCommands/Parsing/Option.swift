import Passage
import PassageRecording

/// One command-line option, declared once: its names, the value it takes with its range, its
/// default and its help. The declaration yields the usage line (``usageLine``), its place in the
/// synopsis (``synopsis``), the parsing and range errors (``ParsedArguments``) and whether the
/// word after it is its value.
package struct Option: Sendable, Hashable {
  /// The kind of value an option takes, with the values it accepts.
  package enum Value: Sendable, Hashable {
    /// No value: the option is a flag.
    case none
    /// A finite number in the range.
    case number(ClosedRange<Double>)
    /// A whole number in the range.
    case count(ClosedRange<Int>)
    /// Any text, not empty.
    case text
    /// A file or directory path, not empty.
    case path
    /// One of the listed words.
    case choice([String])
    /// `WxH` in points, each side finite and in the range.
    case size(ClosedRange<Double>)
  }

  /// The names, the main one first (e.g. `["--out", "-o"]`).
  package var names: [String]
  /// The value's placeholder in the usage text (`N`, `SECONDS`); empty for a flag.
  package var placeholder: String
  /// What the option takes.
  package var value: Value
  /// The default, in the same text form as on the command line; `nil` when there is none.
  package var defaultText: String?
  /// Whether the option may be given more than once (its values are kept in order).
  package var repeatable: Bool
  /// Whether the option must be given: the parsing refuses a command line without it.
  package var required: Bool
  /// What the option does, one phrase; the range and the default are appended from the
  /// declaration.
  package var help: String

  package init(
    _ names: String..., placeholder: String = "", value: Value = .none, default defaultText: String? = nil,
    repeatable: Bool = false, required: Bool = false, help: String
  ) {
    self.init(
      names: names, placeholder: placeholder, value: value, default: defaultText, repeatable: repeatable,
      required: required, help: help)
  }

  /// The option named `names`, the main one first; see the properties for the rest.
  package init(
    names: [String], placeholder: String = "", value: Value = .none, default defaultText: String? = nil,
    repeatable: Bool = false, required: Bool = false, help: String
  ) {
    self.names = names
    self.placeholder = placeholder
    self.value = value
    self.defaultText = defaultText
    self.repeatable = repeatable
    self.required = required
    self.help = help
  }

  /// The main name, used in messages.
  package var name: String { names[0] }

  /// Whether the option takes a value (so the word after it is that value).
  package var takesValue: Bool { value != .none }

  /// The accepted values in words: `1…60`, `0.05…4`, `a | b | c`; empty when anything goes.
  package var rangeText: String {
    switch value {
    case .none, .text, .path: return ""
    case .number(let r): return Self.text(of: r)
    case .count(let r): return "\(r.lowerBound)…\(r.upperBound)"
    case .choice(let words): return words.joined(separator: " | ")
    case .size(let r): return "each side " + Self.text(of: r)
    }
  }

  /// A range of numbers in words, shortest form: `0.05…4`.
  package static func text(of range: ClosedRange<Double>) -> String {
    "\(NumberText.shortest(range.lowerBound))…\(NumberText.shortest(range.upperBound))"
  }

  /// The option's line in a usage text: names and placeholder, then the help, the accepted values
  /// and the default.
  package var usageLine: String {
    var left = names.sorted { $0.count < $1.count }.joined(separator: ", ")
    if takesValue { left += " " + placeholder }
    var right = help
    if case .choice = value {
      right += (help.isEmpty ? "" : ": ") + rangeText
    } else if !rangeText.isEmpty {
      right += (help.isEmpty ? "" : ", ") + rangeText
    }
    if let defaultText { right += " (default \(defaultText))" }
    if repeatable { right += " (repeatable)" }
    let pad = String(repeating: " ", count: max(1, 26 - left.count))
    return "  " + left + pad + right
  }
}
