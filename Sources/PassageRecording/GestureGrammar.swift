import Passage

/// The text form of a ``GestureScript``, written once: each event's verb and the forms it takes,
/// from which the parser takes its arities and its messages, and `--gesture`'s help and the
/// README their lists.
package enum GestureGrammar {
  /// One event: its verb and each form it takes, as the words after the time T.
  package struct Verb: Sendable {
    /// The word that starts the event (`begin`, `move`, …).
    package var name: String
    /// Each form's words after T, in order; every word is a number but a `begin`'s recogniser.
    package var forms: [[String]]

    /// Each form written out, e.g. `move T DX DY`.
    package var written: [String] { forms.map { ([name, "T"] + $0).joined(separator: " ") } }

    /// How many numbers each form has, T included (a `begin`'s recogniser is a word).
    package var numberCounts: Set<Int> {
      Set(forms.map { 1 + $0.filter { $0 != recognizerWord }.count })
    }

    /// The forms as a parser message quotes them: `'a' or 'b'`, `'a', 'b' or 'c'`, without the
    /// outer quotes.
    package var quoted: String {
      let all = written
      guard all.count > 1 else { return all.joined() }
      return all.dropLast().joined(separator: "', '") + "' or '" + all[all.count - 1]
    }
  }

  /// The word a `begin` names its recogniser with.
  package static let recognizerWord = InteractiveGesture.Recognizer.allCases.map(\.rawValue).joined(
    separator: "|")

  /// Every event, in the order the help lists them.
  package static let verbs = [
    Verb(name: "start", forms: [[]]),
    Verb(name: "begin", forms: [[], [recognizerWord]]),
    Verb(name: "move", forms: [["D"], ["DX", "DY"]]),
    Verb(name: "pinch", forms: [["SCALE"], ["SCALE", "DEGREES"], ["SCALE", "DEGREES", "DX", "DY"]]),
    Verb(name: "end", forms: [["V"], ["VX", "VY"]]),
    Verb(name: "cancel", forms: [[]]),
  ]

  /// The event named `name`, if any.
  package static func verb(_ name: String) -> Verb? { verbs.first { $0.name == name } }

  /// Every form, separated by ` | `: `start T | begin T | begin T pan|edge|pinch | move T D | …`.
  package static var summary: String { verbs.flatMap(\.written).joined(separator: " | ") }
}
