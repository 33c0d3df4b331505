@testable import PassageCLI
@testable import PassageCommands

/// The message of the error that parsing `arguments` for `command` throws — with its request or
/// options built, as the command builds them — or `nil` when they are accepted.
func parseMessage(_ command: any Command.Type, _ arguments: [String]) -> String? {
  do {
    let parsed = try command.parse(arguments)
    if command == RenderCommand.self { _ = try RenderRequest(parsed) }
    if command == InspectCommand.self { _ = try InspectCommand.options(parsed) }
    return nil
  } catch {
    return error.message
  }
}
