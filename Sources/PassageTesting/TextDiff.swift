/// Line-by-line comparison of texts, with a unified diff and the first differing token named.
package enum TextDiff {
  /// `nil` when the texts are equal; otherwise where they first differ (line and token) and a
  /// unified diff of the changed lines with three lines of context.
  package static func compare(_ reference: String, _ actual: String) -> SnapshotDifference? {
    guard reference != actual else { return nil }
    let a = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let firstLine = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    var message = "the text differs at line \(firstLine + 1)"
    if firstLine < a.count, firstLine < b.count {
      let ta = tokens(a[firstLine])
      let tb = tokens(b[firstLine])
      if let k = (0..<min(ta.count, tb.count)).first(where: { ta[$0] != tb[$0] }) {
        message += ": expected '\(ta[k])', got '\(tb[k])'"
      } else {
        message += ": one line has \(ta.count) tokens, the other \(tb.count)"
      }
      message += "\n  - \(a[firstLine])\n  + \(b[firstLine])"
    } else {
      message += firstLine < a.count ? " (the new text is shorter)" : " (the new text is longer)"
    }
    let diff = unified(a, b)
    return SnapshotDifference(
      message: message, artifact: .init(bytes: Array(diff.utf8), pathExtension: "diff"))
  }

  /// Splits a line into whitespace-, comma- and bracket-separated tokens (so numbers stand alone).
  static func tokens(_ line: String) -> [Substring] {
    line.split(whereSeparator: { " ,()[]=".contains($0) })
  }

  /// The most cells the longest-common-subsequence table may have: 4 million (32 MB). Past it,
  /// the changed lines are shown as all removed, then all added — still a valid diff.
  static let maximumTableCells = 4_000_000

  /// A unified diff (`--- reference`, `+++ actual`, then one hunk `@@ -a,b +c,d @@` with up to
  /// three lines of context on each side) from the longest common subsequence of lines, which
  /// `patch` applies to the reference to give the new text.
  ///
  /// - Complexity: O(n) time and memory plus, for the changed middle of x and y lines, O(x·y)
  ///   when x·y ≤ ``maximumTableCells`` and O(x + y) otherwise.
  static func unified(_ a: [String], _ b: [String]) -> String {
    // Trim the common prefix and suffix so the quadratic table stays small.
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var endA = a.count
    var endB = b.count
    while endA > start, endB > start, a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let x = a[start..<endA]
    let y = b[start..<endB]
    let before = a[max(0, start - 3)..<start]
    let after = a[endA..<min(a.count, endA + 3)]
    var body = before.map { " " + $0 }
    body += middle(Array(x), Array(y))
    body += after.map { " " + $0 }
    let oldCount = before.count + x.count + after.count
    let newCount = before.count + y.count + after.count
    let first = start - before.count
    let header =
      "@@ -\(range(first, oldCount)) +\(range(first, newCount)) @@"
    return (["--- reference", "+++ actual", header] + body).joined(separator: "\n") + "\n"
  }

  /// A hunk's range: `start,count` 1-based; an empty range names the line before it (0 for none).
  private static func range(_ first: Int, _ count: Int) -> String {
    "\(count == 0 ? first : first + 1),\(count)"
  }

  /// The lines turning `x` into `y`: ` ` kept, `-` removed, `+` added (removals before
  /// additions where either would do).
  private static func middle(_ x: [String], _ y: [String]) -> [String] {
    let (cells, overflow) = (x.count + 1).multipliedReportingOverflow(by: y.count + 1)
    guard !overflow, cells <= maximumTableCells else {
      return x.map { "-" + $0 } + y.map { "+" + $0 }
    }
    // table[i * width + j]: the length of the longest common subsequence of x[i...] and y[j...].
    let width = y.count + 1
    var table = [Int](repeating: 0, count: cells)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
      for j in stride(from: y.count - 1, through: 0, by: -1) {
        table[i * width + j] =
          x[i] == y[j]
          ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      if i < x.count, j < y.count, x[i] == y[j] {
        lines.append(" " + x[i])
        i += 1
        j += 1
      } else if i < x.count, j == y.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
        lines.append("-" + x[i])
        i += 1
      } else {
        lines.append("+" + y[j])
        j += 1
      }
    }
    return lines
  }
}
