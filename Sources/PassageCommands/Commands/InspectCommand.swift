import Passage
import PassageRecording

/// `passage inspect TRANSITION [options]`: the scene over time, as text or JSON.
package enum InspectCommand: Command {
  package static let name = "inspect"
  package static let abstract = "Prints a transition's layers over time."
  package static let positionals = [TransitionOptions.transitionArgument]

  /// `inspect`'s options: the shared ones, then the Core Animation plan and JSON.
  package struct Options: OptionGroup {
    package let transition = TransitionOptionGroup(samples: TransitionOptionGroup.samples())
    package let coreAnimation = Option(
      "--core-animation",
      help:
        "print what Core Animation plays on a device instead: each run's final model values and keyframe animations (with --json: {\"transition\", \"context\", \"runs\": [...]})"
    )
    package let json = SharedOptions.json(
      printing: "{\"transition\", \"duration\", \"samples\": [...], \"events\": [...]}")
  }
  package static let declared = Options()

  /// The shared options from `arguments`, refusing those a Core Animation plan cannot show: it
  /// has runs, not samples, and no dismissal events (so no reason).
  package static func options(_ arguments: ParsedArguments) throws(CLIError) -> TransitionOptions {
    let shared = declared.transition
    let options = try TransitionOptions(arguments, group: shared)
    if arguments.has(declared.coreAnimation) {
      for option in [shared.at.option, shared.samples.option, shared.fullWidth].compactMap({ $0 })
      where arguments.has(option) {
        throw .usage("use either \(declared.coreAnimation.name) or \(option.name), not both")
      }
    }
    return options
  }

  package static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let options = try options(arguments)
    let json = arguments.has(declared.json)
    if arguments.has(declared.coreAnimation) {
      let plan = options.plan()
      writeOut(json ? plan.json.text + "\n" : plan.text)
      return
    }
    let recording = options.record()
    writeOut(json ? recording.json.text + "\n" : recording.text)
  }
}
