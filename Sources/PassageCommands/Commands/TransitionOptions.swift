import Passage
import PassageRecording

/// The options shared by `inspect` and `render`: which transition, in which context, driven how,
/// sampled when.
package struct TransitionOptions {
  package var transition: any PassageTransition
  package var context: TransitionContext
  package var gesture: GestureScript?
  package var times: [Double]?
  package var sampleCount: Int
  package var dismissalReason: DismissalReason?
  package var vetoed: Bool

  /// The transition's positional: one of the catalog's names.
  package static let transitionArgument = Positional(
    name: "TRANSITION", choices: Catalog.all.map(\.name), noun: "transition")

  package static let dismiss = Option(
    "--dismiss", help: "the dismissal (pop) instead of the presentation (push)")
  package static let variant = Option(
    "--variant", placeholder: "NAME", value: .choice(["reference"]),
    help: "the reference article's timing (push: \(TransitionWords.pushReference))")
  package static let size = Declared.size(
    "--size", in: 1...10_000, default: TransitionContext().containerSize, help: "container size in points")
  package static let rtl = Option("--rtl", help: "right-to-left layout")
  package static let reduceMotion = Option(
    "--reduce-motion", help: "the user prefers reduced motion (everything cross-fades)")
  package static let orientation = Declared.choice(
    "--orientation", placeholder: "O", default: TransitionContext().orientation,
    help: "container orientation (iOS 7 mapping)")
  package static let at = SharedOptions.at(placeholder: "SECONDS")
  package static let gesture = Declared.text(
    "--gesture", placeholder: "SCRIPT",
    help:
      "drive the dismissal with a finger (implies --dismiss), e.g. \"begin 0; move 0.1 60; end 0.2 500\"; events: begin T | move T D | move T DX DY | end T V | end T VX VY | cancel T, T 0…\(Int(GestureScript.maximumTime)) s"
  )

  package static let source = Declared.text(
    "--source", placeholder: "X,Y,WxH",
    help: "the source view's frame in points, for zoom (e.g. 40,300,310x180); \(noSource): it is gone")
  package static let sourceRadius = Declared.number(
    "--source-radius", placeholder: "POINTS", in: 0...10_000, default: 16,
    help: "the source view's corner radius, with --source")

  package static let fullWidth = Option(
    "--full-width", help: "the scripted gesture is a full-width swipe (its dismissal reason)")
  package static let veto = Option("--veto", help: "the app vetoes the scripted dismissal (nothing moves)")

  /// `--samples N`: N samples from the start to the completion, both included (so at least 2),
  /// `defaultCount` when not given.
  package static func samples(default defaultCount: Int = SharedOptions.defaultSampleCount) -> Declared<Int> {
    SharedOptions.samples(over: "the whole run, start and completion included", default: defaultCount)
  }

  /// The shared options, with the command's `samples`.
  package static func options(samples: Declared<Int>) -> [Option] {
    [
      dismiss, variant, size.option, rtl, reduceMotion, orientation.option, at.option, samples.option,
      gesture.option, source.option, sourceRadius.option, fullWidth, veto,
    ]
  }

  /// The shared options from `arguments`, whose first positional is the transition's name, with
  /// the command's `samples` declaration.
  package init(_ arguments: ParsedArguments, samples: Declared<Int>) throws(CLIError) {
    let name = arguments.positionals.first ?? ""
    let reference = arguments.has(TransitionOptions.variant)
    guard let transition = Catalog.transition(named: name, reference: reference) else {
      throw .usage(
        "unknown transition '\(name)'; expected \(ParsedArguments.list(TransitionOptions.transitionArgument.choices ?? []))"
      )
    }
    self.transition = transition
    var context = TransitionContext()
    context.containerSize = try arguments.value(TransitionOptions.size)
    context.layoutDirection = arguments.has(TransitionOptions.rtl) ? .rightToLeft : .leftToRight
    context.reduceMotion = arguments.has(TransitionOptions.reduceMotion)
    context.orientation = try arguments.value(TransitionOptions.orientation)
    if let text = try arguments.value(TransitionOptions.source), text != Self.noSource {
      let radius = try arguments.value(TransitionOptions.sourceRadius)
      let source = TransitionSource(frame: try Self.frame(parsing: text), cornerRadius: radius)
      // A source wholly off the container is gone, as the front ends see it: the page shrinks
      // and fades instead of flying to a frame far away.
      context.source = source.overlapsContainer(of: context.containerSize) ? source : nil
    }
    dismissalReason = arguments.has(TransitionOptions.fullWidth) ? .fullWidthSwipe : nil
    vetoed = arguments.has(TransitionOptions.veto)
    if let script = try arguments.value(TransitionOptions.gesture) {
      do {
        gesture = try GestureScript(parsing: script)
      } catch {
        throw .usage(error.description)
      }
    } else {
      gesture = nil
    }
    context.direction = arguments.has(TransitionOptions.dismiss) || gesture != nil ? .dismiss : .present
    self.context = context
    (times, sampleCount) = try SharedOptions.sampling(arguments, at: TransitionOptions.at, samples: samples)
  }

  /// The `--source` value of a source that is gone, as the help offers it.
  package static let noSource = "none"

  /// `X,Y,WxH` in points: finite numbers, a positive size of at most 10 000 points a side.
  package static func frame(parsing text: String) throws(CLIError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let size = parts.count == 3 ? parts[2].split(separator: "x", omittingEmptySubsequences: false) : []
    let numbers = (parts.prefix(2) + size).compactMap { NumberText.decimal($0) }
    guard numbers.count == 4, size.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }),
      (1...10_000).contains(numbers[2]), (1...10_000).contains(numbers[3])
    else {
      throw .usage("--source expects X,Y,WxH in points (a size of 1…10000 a side), or \(noSource)")
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The recording these options describe.
  package func record() -> TransitionRecording {
    TransitionRecording(
      transition, context: context, gesture: gesture, times: times, sampleCount: sampleCount,
      dismissalReason: dismissalReason, vetoed: vetoed)
  }
}
