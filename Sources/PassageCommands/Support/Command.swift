/// A subcommand of `passage`, declared once: its positionals, its options and what it does. The
/// usage text, its synopsis and the parsing all come from the declaration.
package protocol Command {
  /// The options' declarations: a struct whose stored properties are the options (``OptionGroup``).
  associatedtype Options: OptionGroup
  /// The word after `passage`.
  static var name: String { get }
  /// Lines under the usage line that say what the command does (each indented by two spaces).
  static var abstract: String { get }
  /// The positional arguments, in order.
  static var positionals: [Positional] { get }
  /// Every option the command accepts, each declared once, in the order of the usage text.
  static var declared: Options { get }
  /// Lines after the options (notes); empty by default.
  static var footer: String { get }
  /// Runs the command with its parsed arguments.
  static func run(_ arguments: ParsedArguments) throws(CLIError)
}

extension Command {
  package static var footer: String { "" }

  /// Every option the command accepts, from ``declared``.
  package static var options: [Option] { declared.declaredOptions }

  /// What follows `passage NAME` on the usage line, e.g. `TRANSITION [options] -o OUT`, from the
  /// positionals and the options (``Synopsis``).
  package static var synopsis: String { Synopsis.text(positionals: positionals, options: options) }

  /// The usage text, printed for `passage NAME --help`.
  package static var usage: String {
    var lines = ["usage: passage \(name) \(synopsis)".trimmingTrailingSpaces]
    if !abstract.isEmpty { lines += abstract.split(separator: "\n").map { "  " + $0 } }
    lines += options.map(\.usageLine)
    if !footer.isEmpty { lines.append(footer) }
    return lines.joined(separator: "\n")
  }

  /// Parses `items` against the declaration.
  package static func parse(_ items: [String]) throws(CLIError) -> ParsedArguments {
    try ParsedArguments(items, command: name, options: options, positionals: positionals)
  }
}

extension String {
  /// The text without trailing spaces.
  package var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
