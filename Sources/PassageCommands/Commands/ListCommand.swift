import Passage
import PassageRecording

/// `passage list`: the catalog with one-line descriptions.
package enum ListCommand: Command {
  package static let name = "list"
  package static let abstract = "Lists the transitions of the catalog."
  package static let positionals: [Positional] = []
  package static let declared = NoOptions()

  package static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let width = Catalog.all.map(\.name.count).max() ?? 0
    for transition in Catalog.all {
      let pad = String(repeating: " ", count: width - transition.name.count)
      writeOut("\(transition.name)\(pad)  \(transition.summary)\n")
    }
  }
}
