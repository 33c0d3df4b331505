/// `passage render` (in progress).
enum RenderCommand {
  static func run(_ raw: [String]) throws(CLIError) {
    throw .failure("render is not available yet")
  }
}
