import Passage
import PassageRecording

/// An option's value after checking it against its declaration.
package enum ParsedValue: Sendable, Hashable {
  /// A finite number within the declared range.
  case number(Double)
  /// A whole number within the declared range.
  case count(Int)
  /// Text, a path or one of the declared words.
  case text(String)
  /// A size in points, each side within the declared range.
  case size(Size)

  /// The value as a number, for `.number` and `.count`.
  package var number: Double? {
    switch self {
    case .number(let x): return x
    case .count(let n): return Double(n)
    default: return nil
    }
  }

  /// The value as text, for `.text` (text, a path or a word).
  package var text: String? {
    if case .text(let s) = self { s } else { nil }
  }
}

extension ParsedArguments {
  /// Checks `text` against `option`'s declaration; the one place a range error is worded.
  package static func check(_ text: String, for option: Option) throws(CLIError) -> ParsedValue {
    let name = option.name
    switch option.value {
    case .none:
      return .text(text)
    case .number(let range):
      guard let x = NumberText.decimal(text), x.isFinite else {
        throw .usage("\(name) expects a number, got '\(text)'")
      }
      guard range.contains(x) else {
        throw .usage(
          "\(name) must be between \(NumberText.shortest(range.lowerBound)) and \(NumberText.shortest(range.upperBound)), got '\(text)'"
        )
      }
      return .number(x)
    case .count(let range):
      guard let n = Int(text), range.contains(n) else {
        throw .usage(
          "\(name) expects a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
      }
      return .count(n)
    case .text:
      guard !text.isEmpty else { throw .usage("\(name) expects a value, got ''") }
      return .text(text)
    case .path:
      guard !text.isEmpty else { throw .usage("\(name) expects a path, got ''") }
      return .text(text)
    case .choice(let words):
      guard words.contains(text) else {
        throw .usage("unknown \(name.drop { $0 == "-" }) '\(text)'; expected \(list(words))")
      }
      return .text(text)
    case .size(let range):
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      let sides = parts.compactMap { NumberText.decimal($0) }
      guard parts.count == 2, sides.count == 2, range.contains(sides[0]), range.contains(sides[1]) else {
        throw .usage(
          "\(name) expects WxH in points, each from \(NumberText.shortest(range.lowerBound)) to \(NumberText.shortest(range.upperBound)) (e.g. 390x844), got '\(text)'"
        )
      }
      return .size(Size(width: sides[0], height: sides[1]))
    }
  }
}
