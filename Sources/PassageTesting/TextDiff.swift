/// Line-by-line comparison of texts, with a unified diff and the first differing token named.
public enum TextDiff {
  /// `nil` when the texts are equal; otherwise where they first differ (line and token) and a
  /// unified diff of the changed lines with three lines of context.
  public static func compare(_ reference: String, _ actual: String) -> SnapshotDifference? {
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

  /// A unified diff (`-` reference, `+` new) from the longest common subsequence of lines.
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
    let x = Array(a[start..<endA])
    let y = Array(b[start..<endB])
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    if x.count * y.count <= 4_000_000 {
      for i in stride(from: x.count - 1, through: 0, by: -1) {
        for j in stride(from: y.count - 1, through: 0, by: -1) {
          table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
    }
    var lines = ["@@ -\(start + 1) +\(start + 1) @@"]
    for line in a[max(0, start - 3)..<start] { lines.append("  " + line) }
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      if i < x.count, j < y.count, x[i] == y[j] {
        lines.append("  " + x[i])
        i += 1
        j += 1
      } else if j < y.count, i == x.count || table[i][j + 1] >= table[i + 1][j] {
        lines.append("+ " + y[j])
        j += 1
      } else {
        lines.append("- " + x[i])
        i += 1
      }
    }
    for line in a[endA..<min(a.count, endA + 3)] { lines.append("  " + line) }
    return lines.joined(separator: "\n") + "\n"
  }
}
