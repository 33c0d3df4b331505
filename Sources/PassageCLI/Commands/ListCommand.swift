import Passage
import PassageRecording

/// `passage list`: the catalog with one-line descriptions.
enum ListCommand: Command {
  static let usage = "usage: passage list"

  static func run(_ args: inout Arguments) throws(CLIError) {
    _ = try args.positionals(0, usage: usage)
    let width = Catalog.all.map(\.name.count).max() ?? 0
    for transition in Catalog.all {
      let pad = String(repeating: " ", count: width - transition.name.count)
      writeOut("\(transition.name)\(pad)  \(transition.summary)\n")
    }
  }
}
