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
  package static let rtl = Option("--rtl", help: "right-to-left layout (push)")
  package static let reduceMotion = Option(
    "--reduce-motion", help: "the user prefers reduced motion (everything cross-fades)")
  package static let orientation = Declared.choice(
    "--orientation", placeholder: "O", default: TransitionContext().orientation,
    help: "container orientation (recede's iOS 7 mapping)")
  package static let at = SharedOptions.at(placeholder: "SECONDS")
  package static let gesture = Declared.text(
    "--gesture", placeholder: "SCRIPT",
    help:
      "drive the dismissal with a finger (implies --dismiss), e.g. \"begin 0; move 0.1 60; end 0.2 500\"; events: begin T [pan|edge|pinch] | move T D | move T DX DY | pinch T SCALE [DEGREES] | end T V | end T VX VY | cancel T, T 0…\(Int(GestureScript.maximumTime)) s; a begin after an end is a new touch"
  )

  package static let source = Declared.text(
    "--source", placeholder: "X,Y,WxH",
    help: "the source view's frame in points, for zoom (e.g. 40,300,310x180); \(noSource): it is gone")
  package static let sourceRadius = Declared.number(
    "--source-radius", placeholder: "POINTS", in: 0...10_000, default: 16,
    help: "the source view's corner radius, with --source")

  package static let fullWidth = Option(
    "--full-width", help: "with --gesture: the scripted gesture is a full-width swipe (its dismissal reason)")
  package static let veto = Option(
    "--veto", help: "with --gesture: the app vetoes the scripted dismissal (nothing moves)")

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
    do {
      try gesture?.check(against: transition, in: context)
    } catch {
      throw .usage(error.description)
    }
    self.context = context
    (times, sampleCount) = try SharedOptions.sampling(arguments, at: TransitionOptions.at, samples: samples)
    try Self.refuseInertOptions(arguments, transition: transition, scripted: gesture != nil)
  }

  /// Refuses every shared option that cannot change the run of `transition` (driven by a
  /// gesture when `scripted`), naming what it needs: an option accepted and ignored would let
  /// one believe it was applied.
  ///
  /// Which transition reads which setting is the catalog's: only ``Zoom`` has a source view,
  /// only ``Recede`` is laid out by orientation (the iOS 7 frame mapping), only ``Push`` mirrors
  /// in a right-to-left layout (its slide and its leading-edge swipe) and has a reference
  /// variant. Under Reduce Motion the timeline is a cross-fade, which reads neither the source
  /// nor the orientation, while the gesture and the completion stay the transition's: so the
  /// layout direction (of the edge swipe) and the variant (its completion spring) act there only
  /// with a gesture. `InertOptionTests` checks these facts against the engine. A scripted
  /// dismissal's veto and reason need the script.
  static func refuseInertOptions(
    _ arguments: ParsedArguments, transition: any PassageTransition, scripted: Bool
  ) throws(CLIError) {
    let name = transition.name
    let reduced = arguments.has(reduceMotion)
    for option in [source.option, sourceRadius.option] where arguments.has(option) && !(transition is Zoom) {
      throw .usage("\(option.name) needs \(Zoom().name) (\(name) has no source view)")
    }
    if arguments.has(source) && reduced {
      throw .usage("use either --source or --reduce-motion, not both (the cross-fade has no source view)")
    }
    let sourceText = (try? arguments.value(source)) ?? nil
    if arguments.has(sourceRadius) && (sourceText == nil || sourceText == noSource) {
      throw .usage("--source-radius needs --source X,Y,WxH")
    }
    if arguments.has(orientation) && !(transition is Recede) {
      throw .usage("--orientation needs \(Recede().name) (\(name) is the same in every orientation)")
    }
    if arguments.has(orientation) && reduced {
      throw .usage(
        "use either --orientation or --reduce-motion, not both (the cross-fade is the same in every orientation)"
      )
    }
    if arguments.has(rtl) && !(transition is Push) {
      throw .usage("--rtl needs \(Push().name) (\(name) is the same in either layout direction)")
    }
    if arguments.has(rtl) && reduced && !scripted {
      throw .usage(
        "--rtl with --reduce-motion needs --gesture (the cross-fade is the same in either layout direction)")
    }
    if arguments.has(variant) && !(transition is Push) {
      throw .usage("--variant needs \(Push().name) (\(name) has no reference variant)")
    }
    if arguments.has(variant) && reduced && !scripted {
      throw .usage("--variant with --reduce-motion needs --gesture (the cross-fade has its own timing)")
    }
    if arguments.has(veto) && !scripted {
      throw .usage("--veto needs --gesture (it vetoes the scripted dismissal)")
    }
    if arguments.has(fullWidth) && !scripted {
      throw .usage("--full-width needs --gesture (it is the scripted dismissal's reason)")
    }
  }

  /// The `--source` value of a source that is gone, as the help offers it.
  package static let noSource = "none"

  /// The width and height `--source` accepts, in points.
  package static let sourceSides: ClosedRange<Double> = 1...10_000

  /// `X,Y,WxH` in points: finite numbers, each side of the size in ``sourceSides``.
  package static func frame(parsing text: String) throws(CLIError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let size = parts.count == 3 ? parts[2].split(separator: "x", omittingEmptySubsequences: false) : []
    let numbers = (parts.prefix(2) + size).compactMap { NumberText.decimal($0) }
    guard numbers.count == 4, size.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }),
      sourceSides.contains(numbers[2]), sourceSides.contains(numbers[3])
    else {
      throw .usage(
        "--source expects X,Y,WxH in points (a size of \(Option.text(of: sourceSides)) a side), or \(noSource)"
      )
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
