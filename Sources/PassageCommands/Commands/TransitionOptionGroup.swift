import Passage
import PassageRecording

/// The options shared by `inspect` and `render`, declared once (an ``OptionGroup`` each command
/// embeds): which transition variant, in which context, driven how, sampled when. Their values
/// are read into ``TransitionOptions``.
package struct TransitionOptionGroup: OptionGroup {
  package let dismiss = Option("--dismiss", help: "the dismissal (pop) instead of the presentation (push)")
  package let variant = Option(
    "--variant", placeholder: "NAME", value: .choice(["reference"]),
    help: "the reference article's timing (push: \(TransitionWords.pushReference))")
  package let size = Declared.size(
    "--size", in: 1...10_000, default: TransitionContext().containerSize, help: "container size in points")
  package let rtl = Option("--rtl", help: "right-to-left layout (push)")
  package let reduceMotion = Option(
    "--reduce-motion", help: "the user prefers reduced motion (everything cross-fades)")
  package let orientation = Declared.choice(
    "--orientation", placeholder: "O", default: TransitionContext().orientation,
    help: "container orientation (recede's iOS 7 mapping)")
  package let at = SharedOptions.at(placeholder: "SECONDS")
  /// The command's `--samples`, whose default is the command's.
  package let samples: Declared<Int>
  package let gesture = Declared.text(
    "--gesture", placeholder: "SCRIPT",
    help:
      "drive the dismissal with a finger (implies --dismiss), e.g. \"begin 0; move 0.1 60; end 0.2 500\"; or, with a start, catch the presentation in flight (\"start 0; begin 0.1 pan; …\"); events: \(GestureGrammar.summary), T 0…\(Int(GestureScript.maximumTime)) s; a begin after an end is a new touch"
  )
  package let source = Declared.text(
    "--source", placeholder: "X,Y,WxH",
    help:
      "the source view's frame in points, for zoom (e.g. 40,300,310x180); \(TransitionOptions.noSource): it is gone"
  )
  package let sourceRadius = Declared.number(
    "--source-radius", placeholder: "POINTS", in: 0...10_000, default: 16,
    help: "the source view's corner radius, with --source")
  /// `--full-width`, where the command shows a dismissal's reason; `nil` where nothing shows it.
  package let fullWidth: Option?
  package let veto = Option(
    "--veto", help: "with --gesture: the app vetoes the scripted dismissal (nothing moves)")

  /// The shared options with the command's `samples`, and `--full-width` when `showsReason`.
  package init(samples: Declared<Int>, showsReason: Bool = true) {
    self.samples = samples
    fullWidth =
      showsReason
      ? Option(
        "--full-width",
        help: "with --gesture: the scripted gesture is a full-width swipe (its dismissal reason)")
      : nil
  }

  /// `--samples N`: N samples from the start to the completion, both included (so at least 2),
  /// `defaultCount` when not given.
  package static func samples(default defaultCount: Int = SharedOptions.defaultSampleCount) -> Declared<Int> {
    SharedOptions.samples(over: "the whole run, start and completion included", default: defaultCount)
  }
}
