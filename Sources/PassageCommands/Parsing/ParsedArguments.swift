import PassageRecording

/// A command's arguments, parsed against its declared options and positionals: every option
/// known, every value in its declared range, nothing left over. Parsing never reads a file or
/// builds a scene, so it is cheap to test in-process.
package struct ParsedArguments {
  /// The values given, by the option's main name, in command-line order.
  private var given: [String: [String]] = [:]
  /// The flags given, by main name.
  private var flags: Set<String> = []
  /// The positionals, in order.
  private(set) var positionals: [String] = []
  /// The declarations the arguments were parsed against.
  package let options: [Option]
  /// The command, for `see 'passage NAME --help'` in messages.
  package let command: String

  /// Parses `items` for `command`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for an unknown option, a missing value, a non-repeatable
  ///   option given twice, a value outside its declared range, the wrong positionals, or a
  ///   required option not given.
  package init(_ items: [String], command: String, options: [Option], positionals expected: [Positional])
    throws(CLIError)
  {
    self.options = options
    self.command = command
    var byName: [String: Option] = [:]
    for option in options { for name in option.names { byName[name] = option } }
    var i = 0
    while i < items.count {
      let item = items[i]
      i += 1
      let (word, attached) = ParsedArguments.split(item, known: byName)
      if let option = byName[word] {
        guard option.takesValue else {
          if attached != nil { throw CLIError.usage("\(option.name) takes no value") }
          flags.insert(option.name)
          continue
        }
        let value: String
        if let attached {
          value = attached
        } else {
          guard i < items.count else { throw CLIError.usage("\(option.name) needs a value") }
          value = items[i]
          i += 1
        }
        _ = try ParsedArguments.check(value, for: option)
        given[option.name, default: []].append(value)
        if !option.repeatable, given[option.name, default: []].count > 1 {
          throw CLIError.usage("\(option.name) given more than once")
        }
      } else if item.hasPrefix("-"), item.count > 1, NumberText.decimal(item) == nil {
        throw CLIError.usage("unknown option '\(item)'; see 'passage \(command) --help'")
      } else {
        positionals.append(item)
      }
    }
    if positionals.count < expected.count {
      throw CLIError.usage(
        "missing \(expected[positionals.count].name); see 'passage \(command) --help'")
    }
    if positionals.count > expected.count {
      throw CLIError.usage(
        "unexpected argument '\(positionals[expected.count])'; see 'passage \(command) --help'")
    }
    for (text, positional) in zip(positionals, expected) {
      if let choices = positional.choices, !choices.contains(text.lowercased()) {
        throw CLIError.usage(
          "unknown \(positional.noun) '\(text)'; expected \(ParsedArguments.list(choices))")
      }
    }
    for option in options where option.required && given[option.name] == nil {
      throw CLIError.usage("missing \(option.synopsis); see 'passage \(command) --help'")
    }
  }

  /// `--name=value` as (`--name`, `value`) when `--name` is declared; otherwise the item whole.
  private static func split(_ item: String, known: [String: Option]) -> (String, String?) {
    guard item.hasPrefix("--"), let equals = item.firstIndex(of: "=") else { return (item, nil) }
    let name = String(item[..<equals])
    guard known[name] != nil else { return (item, nil) }
    return (name, String(item[item.index(after: equals)...]))
  }

  /// `a, b or c`.
  package static func list(_ words: [String]) -> String {
    words.count <= 1
      ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
  }

  /// Whether `option` was given (for a flag: whether it is set).
  package func has(_ option: Option) -> Bool { flags.contains(option.name) || given[option.name] != nil }

  /// The value of `declared`: the one given (every one given, for a repeatable option), checked
  /// against its range and converted, or its declared default when it is not given.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a value outside the declared range.
  package func value<Value>(_ declared: Declared<Value>) throws(CLIError) -> Value {
    let texts = given[declared.option.name] ?? []
    guard !texts.isEmpty else { return declared.defaultValue }
    var values: [ParsedValue] = []
    for text in texts { values.append(try ParsedArguments.check(text, for: declared.option)) }
    return declared.convert(values) ?? declared.defaultValue
  }

  /// Whether `declared` was given.
  package func has<Value>(_ declared: Declared<Value>) -> Bool { has(declared.option) }
}
