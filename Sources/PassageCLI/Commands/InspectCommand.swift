import Passage
import PassageRecording

/// `passage inspect TRANSITION [options]`: the scene over time, as text or JSON.
enum InspectCommand: Command {
  static let name = "inspect"
  static let synopsis = "TRANSITION [options] [--core-animation] [--json]"
  static let abstract = "Prints a transition's layers over time."
  static let positionals = [TransitionOptions.transitionArgument]
  static let json = SharedOptions.json(
    printing: "{\"transition\", \"duration\", \"samples\": [...], \"events\": [...]}")
  static let samples = TransitionOptions.samples()
  static let coreAnimation = Option(
    "--core-animation",
    help:
      "print what Core Animation plays on a device instead: each run's final model values and keyframe animations (with --json: {\"transition\", \"context\", \"runs\": [...]})"
  )
  static let options = TransitionOptions.options(samples: samples) + [coreAnimation, json]

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let options = try TransitionOptions(arguments, samples: samples)
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
