import Passage
import PassageRecording

/// The values of the options shared by `inspect` and `render` (``TransitionOptionGroup``): which
/// transition, in which context, driven how, sampled when.
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

  /// The shared options from `arguments`, whose first positional is the transition's name, as
  /// the command declares them in `group`.
  package init(_ arguments: ParsedArguments, group: TransitionOptionGroup) throws(CLIError) {
    let name = arguments.positionals.first ?? ""
    let reference = arguments.has(group.variant)
    guard let transition = Catalog.transition(named: name, reference: reference) else {
      throw .usage(
        "unknown transition '\(name)'; expected \(ParsedArguments.list(TransitionOptions.transitionArgument.choices ?? []))"
      )
    }
    self.transition = transition
    var context = TransitionContext()
    context.containerSize = try arguments.value(group.size)
    context.layoutDirection = arguments.has(group.rtl) ? .rightToLeft : .leftToRight
    context.reduceMotion = arguments.has(group.reduceMotion)
    context.orientation = try arguments.value(group.orientation)
    if let text = try arguments.value(group.source), text != Self.noSource {
      let radius = try arguments.value(group.sourceRadius)
      let source = TransitionSource(
        frame: try Self.frame(parsing: text, for: group.source.option), cornerRadius: radius)
      // A source wholly off the container is gone, as the front ends see it: the page shrinks
      // and fades instead of flying to a frame far away.
      context.source = source.overlapsContainer(of: context.containerSize) ? source : nil
    }
    dismissalReason = group.fullWidth.map(arguments.has) == true ? .fullWidthSwipe : nil
    vetoed = arguments.has(group.veto)
    if let script = try arguments.value(group.gesture) {
      do {
        gesture = try GestureScript(parsing: script)
      } catch {
        throw .usage(error.description)
      }
    } else {
      gesture = nil
    }
    // A script drives a dismissal, unless it starts the run itself: then its touches catch the
    // presentation in flight (or the dismissal, with --dismiss).
    let scriptedDismissal = gesture.map { !$0.startsRun } ?? false
    context.direction = arguments.has(group.dismiss) || scriptedDismissal ? .dismiss : .present
    do {
      try gesture?.check(against: transition, in: context)
    } catch {
      throw .usage(error.description)
    }
    self.context = context
    (times, sampleCount) = try SharedOptions.sampling(arguments, at: group.at, samples: group.samples)
    try Self.refuseInertOptions(
      arguments, group, transition: transition, scripted: gesture != nil,
      presenting: context.direction == .present)
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
  /// dismissal's veto and reason need the script, and a dismissal (`presenting` is false): a
  /// script that catches a presentation asks the app nothing.
  static func refuseInertOptions(
    _ arguments: ParsedArguments, _ group: TransitionOptionGroup, transition: any PassageTransition,
    scripted: Bool, presenting: Bool = false
  ) throws(CLIError) {
    let name = transition.name
    let (source, sourceRadius, orientation) = (group.source, group.sourceRadius, group.orientation.option)
    let (reduceMotion, rtl, variant) = (group.reduceMotion.name, group.rtl, group.variant)
    let gesture = group.gesture.option.name
    let reduced = arguments.has(group.reduceMotion)
    for option in [source.option, sourceRadius.option] where arguments.has(option) && !(transition is Zoom) {
      throw .usage("\(option.name) needs \(Zoom().name) (\(name) has no source view)")
    }
    if arguments.has(source) && reduced {
      throw .usage(
        "use either \(source.option.name) or \(reduceMotion), not both (the cross-fade has no source view)")
    }
    let sourceText = (try? arguments.value(source)) ?? nil
    if arguments.has(sourceRadius) && (sourceText == nil || sourceText == noSource) {
      throw .usage("\(sourceRadius.option.name) needs \(source.option.name) \(source.option.placeholder)")
    }
    if arguments.has(orientation) && !(transition is Recede) {
      throw .usage("\(orientation.name) needs \(Recede().name) (\(name) is the same in every orientation)")
    }
    if arguments.has(orientation) && reduced {
      throw .usage(
        "use either \(orientation.name) or \(reduceMotion), not both (the cross-fade is the same in every orientation)"
      )
    }
    if arguments.has(rtl) && !(transition is Push) {
      throw .usage("\(rtl.name) needs \(Push().name) (\(name) is the same in either layout direction)")
    }
    if arguments.has(rtl) && reduced && !scripted {
      throw .usage(
        "\(rtl.name) with \(reduceMotion) needs \(gesture) (the cross-fade is the same in either layout direction)"
      )
    }
    if arguments.has(variant) && !(transition is Push) {
      throw .usage("\(variant.name) needs \(Push().name) (\(name) has no reference variant)")
    }
    if arguments.has(variant) && reduced && !scripted {
      throw .usage(
        "\(variant.name) with \(reduceMotion) needs \(gesture) (the cross-fade has its own timing)")
    }
    if arguments.has(group.veto) && !scripted {
      throw .usage("\(group.veto.name) needs \(gesture) (it vetoes the scripted dismissal)")
    }
    if let fullWidth = group.fullWidth, arguments.has(fullWidth) && !scripted {
      throw .usage("\(fullWidth.name) needs \(gesture) (it is the scripted dismissal's reason)")
    }
    for option in [group.veto, group.fullWidth].compactMap({ $0 }) where arguments.has(option) && presenting {
      throw .usage(
        "\(option.name) needs a dismissal (a script with a start catches the presentation, and the app is asked nothing)"
      )
    }
  }

  /// The `--source` value of a source that is gone, as the help offers it.
  package static let noSource = "none"

  /// The width and height `--source` accepts, in points.
  package static let sourceSides: ClosedRange<Double> = 1...10_000

  /// `X,Y,WxH` in points, the value of `option` (`--source`): finite numbers, each side of the
  /// size in ``sourceSides``.
  package static func frame(parsing text: String, for option: Option) throws(CLIError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let size = parts.count == 3 ? parts[2].split(separator: "x", omittingEmptySubsequences: false) : []
    let numbers = (parts.prefix(2) + size).compactMap { NumberText.decimal($0) }
    guard numbers.count == 4, size.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }),
      sourceSides.contains(numbers[2]), sourceSides.contains(numbers[3])
    else {
      throw .usage(
        "\(option.name) expects \(option.placeholder) in points (a size of \(Option.text(of: sourceSides)) a side), or \(noSource)"
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

  /// What Core Animation plays for these options on a device, from the same replay of the
  /// gesture as ``record()``.
  package func plan() -> CoreAnimationPlan {
    CoreAnimationPlan(
      transition, context: context, gesture: gesture, dismissalReason: dismissalReason, vetoed: vetoed)
  }
}
