import Passage
import PassageRecording

extension SnapshotFormat where Format == String {
  /// UTF-8 text compared line by line; a mismatch names the first differing line and token and
  /// comes with a unified diff.
  public static var lines: SnapshotFormat<String> {
    SnapshotFormat(
      toBytes: { Array($0.utf8) }, fromBytes: { String(decoding: $0, as: UTF8.self) },
      compare: { TextDiff.compare($0, $1) })
  }
}

extension SnapshotStrategy where Value == TransitionRecording, Format == String {
  /// The `passage inspect` text of the recording, numbers to 9 significant digits: every sample's fraction, phase and layers (16
  /// transform numbers, position, size, opacity, corner radius, shadow) and every lifecycle event.
  public static var sceneDump: SnapshotStrategy<TransitionRecording, String> {
    sceneDump(significantDigits: 9)
  }

  /// The `passage inspect` text with numbers rounded to `significantDigits` (`nil` for exact).
  public static func sceneDump(significantDigits: Int?) -> SnapshotStrategy<TransitionRecording, String> {
    SnapshotStrategy(pathExtension: "txt", diffing: .lines) { $0.text(significantDigits: significantDigits) }
  }

  /// The recording's JSON (as `passage inspect --json`), one document per file.
  public static var json: SnapshotStrategy<TransitionRecording, String> {
    SnapshotStrategy(pathExtension: "json", diffing: .lines) { $0.json.text + "\n" }
  }
}
