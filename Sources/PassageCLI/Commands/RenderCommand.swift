import Passage
import PassageCommands
import PassageRecording
import PassageRender

/// `passage render TRANSITION [options] -o OUT`: a GIF of the whole run, or a PNG frame or sheet.
enum RenderCommand: Command {
  static let name = "render"
  static let abstract = "Renders a transition to a GIF, or to a PNG frame or contact sheet."
  static let positionals = [TransitionOptions.transitionArgument]
  static let footer =
    "A .png without \(declared.frame.option.name) is a contact sheet of "
    + "\(declared.transition.samples.option.name) or \(declared.transition.at.option.name) frames."

  /// `render`'s options: the shared ones but `--full-width`, which sets only the dismissal reason
  /// that `inspect` prints and no picture shows, then the picture's.
  struct Options: OptionGroup {
    /// The shared options; a contact sheet's frames when neither `--samples` nor `--at` is given
    /// are two rows of the default four columns.
    let transition = TransitionOptionGroup(
      samples: TransitionOptionGroup.samples(default: 8), showsReason: false)
    let fps = Declared.count("--fps", in: 1...60, default: 30, help: "frames per second of a GIF")
    let scale = SharedOptions.scale(help: "pixels per point")
    let frame = Declared.optionalNumber(
      "--frame", placeholder: "SECONDS", in: 0...SharedOptions.maximumTime,
      help: "with a .png: render the one frame at this time")
    let roundtrip = Option(
      "--roundtrip", help: "a GIF of present, hold, dismiss (the dismissal may be a --gesture)")
    let hold = Declared.number(
      "--hold", placeholder: "SECONDS", in: 0...10, default: 0.5,
      help: "pause on a GIF's last frame (and between a round trip's halves)")
    let from = Declared.path(
      "--from", placeholder: "PNG",
      help: "the presenting screen (the one the user starts on) instead of the mock timeline")
    let to = Declared.path(
      "--to", placeholder: "PNG", help: "the presented screen instead of the mock web page")
    let columns = Declared.count("--columns", in: 1...64, default: 4, help: "columns of a contact sheet")
    let out = Declared.requiredPath(
      "--out", "-o", placeholder: "OUT.gif|OUT.png",
      help: "the output file: .gif (animation) or .png (frame or contact sheet); not a symbolic link")
  }
  static let declared = Options()

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    try RenderRequest(arguments).perform()
  }
}
