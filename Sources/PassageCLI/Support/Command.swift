/// A subcommand of `passage`: its usage text (printed for `--help`) and what it does with its
/// arguments.
protocol Command {
  /// The usage text, printed for `passage <command> --help`.
  static var usage: String { get }
  /// Runs the command; every option it does not consume must be rejected as unknown.
  static func run(_ args: inout Arguments) throws(CLIError)
}
