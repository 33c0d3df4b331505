/// `passage demo` (in progress).
enum DemoCommand {
  static func run(_ raw: [String]) throws(CLIError) {
    throw .failure("demo is not available yet")
  }
}
