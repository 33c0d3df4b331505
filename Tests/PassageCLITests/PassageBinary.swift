import Foundation

/// Runs the built `passage` executable and captures what it printed.
struct PassageBinary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The executable beside the test bundle (SwiftPM builds it because the test target depends on it).
  static var url: URL {
    #if os(Linux)
      let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      return exe.deletingLastPathComponent().appendingPathComponent("passage")
    #else
      return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("passage")
    #endif
  }

  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
