import Foundation
import PassageRecording
import PassageTestSupport
import Testing

@testable import PassageCLI

/// What the README and docs/PARITY.md say is what the code does, for what they derive from it:
/// the gesture grammar, the demo's files and the rows of the parity table allowed to differ.
@Suite struct DocumentationTests {
  /// A file of the repository, by its path from the root.
  private static func text(_ path: String) throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The README's text with its line breaks read as spaces, as Markdown reads them.
  private static func readme() throws -> String {
    try text("README.md").replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(
      of: "\n", with: " ")
  }

  @Test func theReadmeGivesTheGestureGrammarTheParserTakes() throws {
    #expect(try Self.readme().contains("`\(GestureGrammar.summary)`"))
  }

  @Test func theReadmeNamesEveryFileTheDemoWrites() throws {
    let names = DemoCatalog.items().map(\.name)
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    let count = try #require(names.count < words.count ? words[names.count] : nil)
    let listed = names.map { "`\($0)`" }.joined(separator: ", ")
    #expect(try Self.readme().contains("`demo` writes \(count) GIFs (\(listed))"))
  }

  /// The parity table's rows whose verdict says Passage moves unlike iOS, named here so that a
  /// row can only come to differ, or stop differing, with this list changed beside it.
  static let rowsThatDiffer: Set<String> = []

  @Test func theParityRowsThatDifferAreTheListedOnes() throws {
    var differing: Set<String> = []
    for line in try Self.text("docs/PARITY.md").split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let quantity = cells.first, let verdict = cells.last else { continue }
      if verdict.contains("differs") { differing.insert(quantity) }
    }
    expectEqual(differing, Self.rowsThatDiffer)
  }
}
