import Passage
import PassageRecording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  usage: passage <command> [options]

  commands:
    demo      render the reference transitions to GIFs, contact sheets and an HTML page
    list      list the transitions of the catalog
    inspect   print a transition's layers over time (text or --json)
    render    render a transition to a GIF or PNG
    curve     print a timing curve's numbers
    bench     measure scene evaluation, rendering and GIF encoding (use -c release)

  Run 'passage <command> --help' for a command's options.

  """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  writeError(usage)
  exit(2)
}
arguments.removeFirst()
if command == "--help" || command == "-h" || command == "help" {
  writeOut(usage)
  exit(0)
}
let commands: [String: any Command.Type] = [
  "curve": CurveCommand.self,
  "list": ListCommand.self,
  "inspect": InspectCommand.self,
  "render": RenderCommand.self,
  "demo": DemoCommand.self,
  "bench": BenchCommand.self,
]
guard let chosen = commands[command] else {
  writeError("passage: error: unknown command '\(command)'\n\(usage)")
  exit(2)
}
var args = Arguments(arguments)
if args.flag("--help") || args.flag("-h") {
  writeOut(chosen.usage + "\n")
  exit(0)
}
do {
  try chosen.run(&args)
} catch {
  writeError("passage: error: \(error.message)\n")
  exit(error.status)
}
