import Passage
import PassageRecording

/// `passage list`: the catalog with one-line descriptions.
enum ListCommand: Command {
  static let name = "list"
  static let synopsis = ""
  static let abstract = "Lists the transitions of the catalog."
  static let positionals: [Positional] = []
  static let options: [Option] = []

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let width = Catalog.all.map(\.name.count).max() ?? 0
    for transition in Catalog.all {
      let pad = String(repeating: " ", count: width - transition.name.count)
      writeOut("\(transition.name)\(pad)  \(transition.summary)\n")
    }
  }
}
