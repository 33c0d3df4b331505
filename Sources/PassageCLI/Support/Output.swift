import Passage
import PassageRecording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to standard output.
func writeOut(_ text: String) { write(text, to: 1) }

/// Writes text to standard error.
func writeError(_ text: String) { write(text, to: 2) }

/// Writes all of `text` to a file descriptor, retrying short writes; gives up on an error
/// (e.g. a closed pipe) rather than crashing.
private func write(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
    }
    if written <= 0 { return }
    offset += written
  }
}

/// Whether standard error is a terminal (progress bars go there only then).
var standardErrorIsTerminal: Bool { isatty(2) == 1 }
