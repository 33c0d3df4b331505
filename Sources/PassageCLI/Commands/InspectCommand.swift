import Passage
import PassageRecording

/// `passage inspect TRANSITION [options]`: the scene over time, as text or JSON.
enum InspectCommand: Command {
  static let name = "inspect"
  static let synopsis = "TRANSITION [options] [--json]"
  static let abstract = "Prints a transition's layers over time."
  static let positionals = [TransitionOptions.transitionArgument]
  static let json = Option(
    "--json", help: "print {\"transition\", \"duration\", \"samples\": [...], \"events\": [...]}")
  static let options = TransitionOptions.options(defaultSamples: 11) + [json]

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let recording = try TransitionOptions(arguments).record()
    writeOut(arguments.has(json) ? recording.json.text + "\n" : recording.text)
  }
}
