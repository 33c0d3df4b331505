/// A positional argument of a command: its name in the usage text and, when it is one of a few
/// words, those words.
struct Positional: Sendable, Hashable {
  /// The name in the usage text, e.g. `TRANSITION`.
  var name: String
  /// The accepted words, or `nil` for any text.
  var choices: [String]?
  /// What to call it in an error: `transition` for "unknown transition 'spin'".
  var noun: String
}
