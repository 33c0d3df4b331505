import Passage
import PassageCommands
import PassageRecording
import PassageRender

/// `passage render TRANSITION [options] -o OUT`: a GIF of the whole run, or a PNG frame or sheet.
enum RenderCommand: Command {
  static let name = "render"
  static let synopsis = "TRANSITION [options] -o OUT.gif|OUT.png"
  static let abstract = "Renders a transition to a GIF, or to a PNG frame or contact sheet."
  static let positionals = [TransitionOptions.transitionArgument]
  static let footer = "A .png without --frame is a contact sheet of --samples or --at frames."

  /// A contact sheet's frames when neither `--samples` nor `--at` is given: two rows of the
  /// default four columns.
  static let samples = TransitionOptions.samples(default: 8)
  static let fps = Declared.count("--fps", in: 1...60, default: 30, help: "frames per second of a GIF")
  static let scale = SharedOptions.scale(help: "pixels per point")
  static let frame = Declared.optionalNumber(
    "--frame", placeholder: "SECONDS", in: 0...SharedOptions.maximumTime,
    help: "with a .png: render the one frame at this time")
  static let roundtrip = Option(
    "--roundtrip", help: "a GIF of present, hold, dismiss (the dismissal may be a --gesture)")
  static let hold = Declared.number(
    "--hold", placeholder: "SECONDS", in: 0...10, default: 0.5,
    help: "pause on a GIF's last frame (and between a round trip's halves)")
  static let from = Declared.path(
    "--from", placeholder: "PNG",
    help: "the presenting screen (the one the user starts on) instead of the mock timeline")
  static let to = Declared.path(
    "--to", placeholder: "PNG", help: "the presented screen instead of the mock web page")
  static let columns = Declared.count("--columns", in: 1...64, default: 4, help: "columns of a contact sheet")
  static let out = Declared.path(
    "--out", "-o", placeholder: "OUT",
    help: "the output file: .gif (animation) or .png (frame or contact sheet); not a symbolic link")

  /// The shared options but `--full-width`, which sets only the dismissal reason that
  /// `inspect` prints and no picture shows.
  static let options =
    TransitionOptions.options(samples: samples).filter { $0 != TransitionOptions.fullWidth } + [
      fps.option, scale.option, frame.option, roundtrip, hold.option, from.option, to.option, columns.option,
      out.option,
    ]

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    try RenderRequest(arguments).perform()
  }
}
