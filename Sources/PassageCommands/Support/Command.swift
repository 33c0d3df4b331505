/// A subcommand of `passage`, declared once: its positionals, its options and what it does. The
/// usage text and the parsing both come from the declaration.
package protocol Command {
  /// The word after `passage`.
  static var name: String { get }
  /// What follows `passage NAME` on the usage line, e.g. `TRANSITION [options] -o OUT`.
  static var synopsis: String { get }
  /// Lines under the usage line that say what the command does (each indented by two spaces).
  static var abstract: String { get }
  /// The positional arguments, in order.
  static var positionals: [Positional] { get }
  /// Every option the command accepts.
  static var options: [Option] { get }
  /// Lines after the options (notes); empty by default.
  static var footer: String { get }
  /// Runs the command with its parsed arguments.
  static func run(_ arguments: ParsedArguments) throws(CLIError)
}

extension Command {
  package static var footer: String { "" }

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
