/// `passage bench` (in progress).
enum BenchCommand {
  static func run(_ raw: [String]) throws(CLIError) {
    throw .failure("bench is not available yet")
  }
}
