/// A positional argument of a command: its name in the usage text and, when it is one of a few
/// words, those words.
package struct Positional: Sendable, Hashable {
  /// The name in the usage text, e.g. `TRANSITION`.
  package var name: String
  /// The accepted words, or `nil` for any text.
  package var choices: [String]?
  /// What to call it in an error: `transition` for "unknown transition 'spin'".
  package var noun: String
}
