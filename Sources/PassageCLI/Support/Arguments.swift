import Passage
import PassageRecording

/// The arguments of one subcommand, consumed option by option; whatever is left must be the
/// expected positionals, so a misspelt option is an error, never silently ignored.
struct Arguments {
  fileprivate(set) var items: [String]

  init(_ items: [String]) { self.items = items }

  /// Removes `name` wherever it appears; whether it did.
  mutating func flag(_ name: String) -> Bool {
    let found = items.contains(name)
    items.removeAll { $0 == name }
    return found
  }

  /// Removes every `name VALUE` (and `name=VALUE`) pair; the values in order.
  mutating func values(_ name: String) throws(CLIError) -> [String] {
    var result: [String] = []
    var rest: [String] = []
    var i = 0
    while i < items.count {
      let item = items[i]
      if item == name {
        guard i + 1 < items.count else { throw .usage("\(name) needs a value") }
        result.append(items[i + 1])
        i += 2
      } else if item.hasPrefix(name + "=") {
        result.append(String(item.dropFirst(name.count + 1)))
        i += 1
      } else {
        rest.append(item)
        i += 1
      }
    }
    items = rest
    return result
  }

  /// The single value of `name`, if given; an error when given twice.
  mutating func value(_ name: String) throws(CLIError) -> String? {
    let all = try values(name)
    guard all.count <= 1 else { throw .usage("\(name) given more than once") }
    return all.first
  }

  /// The remaining arguments, which must be exactly `count` positionals (no leftover options).
  mutating func positionals(_ count: Int, usage: String) throws(CLIError) -> [String] {
    if let unknown = items.first(where: {
      $0.hasPrefix("--") || ($0.hasPrefix("-") && $0.count > 1 && Double($0) == nil)
    }) {
      throw .usage("unknown option '\(unknown)'\n\(usage)")
    }
    guard items.count == count else {
      if items.count < count { throw .usage("missing argument\n\(usage)") }
      throw .usage("unexpected argument '\(items[count])'\n\(usage)")
    }
    return items
  }
}

/// Parses a number option: finite, and within `range` when one is given.
func parseNumber(_ text: String, option: String, in range: ClosedRange<Double>? = nil) throws(CLIError)
  -> Double
{
  guard let value = Double(text), value.isFinite else {
    throw .usage("\(option) expects a number, got '\(text)'")
  }
  if let range, !range.contains(value) {
    throw .usage(
      "\(option) must be between \(JSONValue.format(range.lowerBound)) and \(JSONValue.format(range.upperBound)), got '\(text)'"
    )
  }
  return value
}

/// Parses a positive integer option.
func parseCount(_ text: String, option: String, max: Int = 100_000) throws(CLIError) -> Int {
  guard let value = Int(text), value >= 1, value <= max else {
    throw .usage("\(option) expects a whole number from 1 to \(max), got '\(text)'")
  }
  return value
}

extension Arguments {
  /// Removes and returns the first item that is neither an option nor the value of one of
  /// `valueOptions`.
  mutating func removeFirstPositional(valueOptions: Set<String>) -> String? {
    var skipNext = false
    for (i, item) in items.enumerated() {
      if skipNext {
        skipNext = false
        continue
      }
      if valueOptions.contains(item) {
        skipNext = true
        continue
      }
      if item.hasPrefix("-") { continue }
      items.remove(at: i)
      return item
    }
    return nil
  }
}
