import Passage
import PassageRecording

/// `passage inspect TRANSITION [options]`: the scene over time, as text or JSON.
package enum InspectCommand: Command {
  package static let name = "inspect"
  package static let synopsis = "TRANSITION [options] [--core-animation] [--json]"
  package static let abstract = "Prints a transition's layers over time."
  package static let positionals = [TransitionOptions.transitionArgument]
  package static let json = SharedOptions.json(
    printing: "{\"transition\", \"duration\", \"samples\": [...], \"events\": [...]}")
  package static let samples = TransitionOptions.samples()
  package static let coreAnimation = Option(
    "--core-animation",
    help:
      "print what Core Animation plays on a device instead: each run's final model values and keyframe animations (with --json: {\"transition\", \"context\", \"runs\": [...]})"
  )
  package static let options = TransitionOptions.options(samples: samples) + [coreAnimation, json]

  /// The shared options from `arguments`, refusing those a Core Animation plan cannot show: it
  /// has runs, not samples, and no dismissal events (so no reason).
  package static func options(_ arguments: ParsedArguments) throws(CLIError) -> TransitionOptions {
    let options = try TransitionOptions(arguments, samples: samples)
    if arguments.has(coreAnimation) {
      for option in [TransitionOptions.at.option, samples.option, TransitionOptions.fullWidth]
      where arguments.has(option) {
        throw .usage("use either --core-animation or \(option.name), not both")
      }
    }
    return options
  }

  package static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let options = try options(arguments)
    if arguments.has(coreAnimation) {
      let plan = CoreAnimationPlan(
        options.transition, context: options.context, gesture: options.gesture, vetoed: options.vetoed)
      writeOut(arguments.has(json) ? plan.json.text + "\n" : plan.text)
      return
    }
    let recording = options.record()
    writeOut(arguments.has(json) ? recording.json.text + "\n" : recording.text)
  }
}
