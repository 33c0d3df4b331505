import Passage
import PassageRecording
import PassageRender

/// `passage render TRANSITION [options] -o OUT`: a GIF of the whole run, or a PNG frame or sheet.
enum RenderCommand: Command {
  static let name = "render"
  static let synopsis = "TRANSITION [options] -o OUT.gif|OUT.png"
  static let abstract = "Renders a transition to a GIF, or to a PNG frame or contact sheet."
  static let positionals = [TransitionOptions.transitionArgument]
  static let footer = "A .png without --frame is a contact sheet of --samples or --at frames."

  static let fps = Option(
    "--fps", placeholder: "N", value: .count(1...60), default: "30", help: "frames per second of a GIF")
  static let scale = Option(
    "--scale", placeholder: "S", value: .number(0.25...4), default: "1", help: "pixels per point")
  static let frame = Option(
    "--frame", placeholder: "SECONDS", value: .number(0...TransitionOptions.maximumTime),
    help: "with a .png: render the one frame at this time")
  static let roundtrip = Option(
    "--roundtrip", help: "a GIF of present, hold, dismiss (the dismissal may be a --gesture)")
  static let hold = Option(
    "--hold", placeholder: "SECONDS", value: .number(0...10), default: "0.5",
    help: "pause on the last frame (and between a round trip's halves)")
  static let from = Option(
    "--from", placeholder: "PNG", value: .path,
    help: "the presenting screen (the one the user starts on) instead of the mock timeline")
  static let to = Option(
    "--to", placeholder: "PNG", value: .path, help: "the presented screen instead of the mock web page")
  static let columns = Option(
    "--columns", placeholder: "N", value: .count(1...64), default: "4", help: "columns of a contact sheet")
  static let out = Option(
    "--out", "-o", placeholder: "OUT", value: .path,
    help: "the output file: .gif (animation) or .png (frame or contact sheet); not a symbolic link")

  static let options =
    TransitionOptions.options(defaultSamples: 8) + [
      fps, scale, frame, roundtrip, hold, from, to, columns, out,
    ]

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    try RenderRequest(arguments).perform()
  }
}
