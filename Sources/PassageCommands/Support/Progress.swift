/// A progress bar on standard error, drawn only when standard error is a terminal.
package struct ProgressBar {
  package let label: String
  package let enabled: Bool
  private var lastDrawn = -1

  package init(label: String) {
    self.label = label
    enabled = standardErrorIsTerminal
  }

  /// Shows `done` of `total`.
  package mutating func update(_ done: Int, of total: Int) {
    guard enabled, total > 0 else { return }
    let width = 30
    let filled = min(done * width / total, width)
    guard filled != lastDrawn || done == total else { return }
    lastDrawn = filled
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    writeError("\r\(label) \(bar) \(done)/\(total)")
    if done == total { writeError("\r" + String(repeating: " ", count: label.count + width + 16) + "\r") }
  }
}
