import Passage
import PassageCommands
import PassageLibC
import PassageRecording
import PassageRender

// A closed pipe is an EPIPE error for writeOut, which ends quietly, not a signal.
signal(SIGPIPE, SIG_IGN)
// Interrupted, terminated or hung up while writing a file: remove its temporary file first. This
// also unblocks those signals, which a parent may have blocked, so they stop the run however it
// was started.
AtomicFile.removeTemporaryFilesOnTermination()

let commands = CommandList.all

let usage =
  "usage: passage <command> [options]\n\ncommands:\n"
  + commands.map { command in
    let summary = command.abstract.split(separator: "\n").first.map(String.init) ?? ""
    return "  " + command.name + String(repeating: " ", count: max(1, 10 - command.name.count)) + summary
  }.joined(separator: "\n") + "\n\nRun 'passage <command> --help' for a command's options.\n"

var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
  writeError(usage)
  exit(2)
}
arguments.removeFirst()
if name == "--help" || name == "-h" || name == "help" {
  writeOut(usage)
  exit(0)
}
guard let chosen = commands.first(where: { $0.name == name }) else {
  writeError(CLIError.usage("unknown command '\(name)'; see 'passage --help'").line)
  exit(2)
}
if arguments.contains("--help") || arguments.contains("-h") {
  writeOut(chosen.usage + "\n")
  exit(0)
}
do {
  try chosen.run(try chosen.parse(arguments))
} catch {
  writeError(error.line)
  exit(error.status)
}
