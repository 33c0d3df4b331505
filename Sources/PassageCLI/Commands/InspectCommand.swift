import Passage
import PassageRecording

/// `passage inspect TRANSITION [options]`: the scene over time, as text or JSON.
enum InspectCommand: Command {
  static let usage = """
    usage: passage inspect TRANSITION [options] [--json]
      \(TransitionOptions.usage)
      --json                    print {"transition", "duration", "samples": [...], "events": [...]}
    """

  static func run(_ args: inout Arguments) throws(CLIError) {
    let json = args.flag("--json")
    let name = try TransitionOptions.transitionName(&args, usage: usage)
    let options = try TransitionOptions(&args, name: name)
    _ = try args.positionals(0, usage: usage)
    let recording = options.record()
    writeOut(json ? recording.json.text + "\n" : recording.text)
  }
}

extension TransitionOptions {
  /// Takes the first argument that is not an option (nor an option's value) as the transition name.
  static func transitionName(_ args: inout Arguments, usage: String) throws(CLIError) -> String {
    guard let name = args.removeFirstPositional(valueOptions: valueOptions) else {
      throw .usage("missing TRANSITION\n\(usage)")
    }
    return name
  }

  /// The options that take a value (so their values are not mistaken for the transition name).
  static let valueOptions: Set<String> = [
    "--variant", "--size", "--orientation", "--at", "--samples", "--gesture", "--fps", "--scale", "--frame",
    "--from", "--to", "--hold", "-o", "--out",
  ]
}
