import PassageBench
import PassageCommands

/// The commands of `passage`, in the order the overview lists them: the one list that `main`
/// dispatches on and the tests walk.
enum CommandList {
  /// Every command.
  static var all: [any Command.Type] {
    [
      DemoCommand.self, ListCommand.self, InspectCommand.self, RenderCommand.self, CurveCommand.self,
      BenchCommand.self,
    ]
  }
}
