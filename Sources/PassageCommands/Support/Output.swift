import Passage
import PassageLibC
import PassageRecording

/// Writes text to standard output. When the reader has gone (a closed pipe, as in
/// `passage inspect recede | head -1`), the process ends quietly with status 0: the reader took
/// what it wanted. `main` ignores SIGPIPE so that this is an `EPIPE` error here, not a signal.
package func writeOut(_ text: String) {
  if !write(text, to: 1) { exit(0) }
}

/// Writes text to standard error; gives up quietly if standard error is closed.
package func writeError(_ text: String) { _ = write(text, to: 2) }

/// Writes all of `text` to a file descriptor, retrying short and interrupted writes; whether it
/// all went out.
private func write(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
    }
    if written < 0 && errno == EINTR { continue }
    if written <= 0 { return false }
    offset += written
  }
  return true
}

/// Whether standard error is a terminal (progress bars go there only then).
package var standardErrorIsTerminal: Bool { isatty(2) == 1 }
