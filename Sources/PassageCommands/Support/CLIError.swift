/// A failure the user can fix; its message is printed as `passage: error: <message>`, on one line
/// (control and bidirectional characters from the input are escaped when printed).
package struct CLIError: Error, CustomStringConvertible {
  /// The message, without the `passage: error:` prefix.
  package var message: String
  /// The process exit status: 2 for a usage error, 1 for a failure while doing the work.
  package var status: Int32

  package init(_ message: String, status: Int32 = 2) {
    self.message = message
    self.status = status
  }

  package var description: String { message }

  /// The line printed on standard error: `passage: error: ` and the escaped message.
  package var line: String { "passage: error: \(message.escapingControlCharacters)\n" }

  package static func usage(_ message: String) -> CLIError { CLIError(message, status: 2) }
  package static func failure(_ message: String) -> CLIError { CLIError(message, status: 1) }
}
