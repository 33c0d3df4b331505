import Foundation
import PassageRender

/// Where a snapshot's reference lives and where a mismatch's artifacts go.
public struct SnapshotPaths: Sendable, Hashable {
  /// The reference file: `<test file's folder>/__Snapshots__/<TestFile>/<test>.<name>.<ext>`.
  public var reference: String
  /// The folder that receives the new output and the diff on a mismatch.
  public var artifacts: String
  /// The file name shared by the reference and the artifacts, e.g. `recedePresents.scenes.txt`.
  public var fileName: String

  /// The paths for a snapshot taken in `testName` (e.g. `recedePresents()`) of the test file at
  /// `filePath`, with an optional `name`, extension `pathExtension`, and the artifacts folder
  /// from `PASSAGE_ARTIFACTS` (default: `passage-artifacts` in the temporary folder).
  public init(
    filePath: String, testName: String, name: String?, pathExtension: String, environment: [String: String]
  ) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    let test = SnapshotPaths.sanitise(testName)
    let base = name.map { "\(test).\(SnapshotPaths.sanitise($0))" } ?? test
    fileName = "\(base).\(pathExtension)"
    reference =
      file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(
        testFile
      )
      .appendingPathComponent(fileName).path
    let root =
      environment["PASSAGE_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("passage-artifacts").path
    artifacts = URL(fileURLWithPath: root).appendingPathComponent(testFile).path
  }

  /// `recedePresents()` → `recedePresents`, `dumps(index:)` → `dumps`; anything but letters,
  /// digits, `-` and `_` becomes `_`.
  static func sanitise(_ name: String) -> String {
    let trimmed = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
  }
}

/// Compares `value`'s snapshot with its reference; returns `nil` on a match or the failure message.
///
/// The mode is `record`, else the test's ``SnapshotRecordTrait``, else the environment's
/// (``SnapshotRecordMode/fromEnvironment(_:)``). In `missing` mode a missing reference is written
/// (and reported, so it gets looked at); in `all` mode every reference is rewritten and reported;
/// in `never` mode a missing reference fails. On a mismatch the new output and, when the strategy makes one, a diff artifact are written to the
/// artifacts folder and the message names them.
public func verifySnapshot<Value, Format>(
  of value: Value, as strategy: SnapshotStrategy<Value, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
  filePath: String, testName: String
) -> String? {
  let paths = SnapshotPaths(
    filePath: filePath, testName: testName, name: name, pathExtension: strategy.pathExtension,
    environment: environment)
  let mode = record ?? SnapshotRecordMode.scoped ?? SnapshotRecordMode.fromEnvironment(environment)
  do {
    let actual = try strategy.snapshot(value)
    let bytes = try strategy.diffing.toBytes(actual)
    let exists = FileManager.default.fileExists(atPath: paths.reference)
    if mode == .all || (mode == .missing && !exists) {
      try writeFile(bytes, to: paths.reference)
      return exists
        ? "recorded a new reference (PASSAGE_RECORD=all): \(paths.reference)"
        : "no reference existed; recorded one at \(paths.reference) — check it, commit it and re-run"
    }
    guard exists else {
      return "no reference at \(paths.reference) and recording is off (PASSAGE_RECORD=never"
        + "\(environment["CI"] != nil ? ", CI is set" : ""))"
    }
    let referenceData = try Data(contentsOf: URL(fileURLWithPath: paths.reference))
    let reference = try strategy.diffing.fromBytes(Array(referenceData))
    guard let difference = strategy.diffing.compare(reference, actual) else { return nil }
    let newPath = URL(fileURLWithPath: paths.artifacts).appendingPathComponent(paths.fileName).path
    try writeFile(bytes, to: newPath)
    var message = "snapshot does not match \(paths.reference)\n\(difference.message)\nnew output: \(newPath)"
    if let artifact = difference.artifact {
      let diffPath = newPath + ".diff." + artifact.pathExtension
      try writeFile(artifact.bytes, to: diffPath)
      message += "\ndifference: \(diffPath)"
    }
    return message
  } catch {
    return "snapshot failed: \(error)"
  }
}

/// Writes bytes to `path`, creating folders, with the package's one atomic writer
/// (``AtomicFile/write(_:to:)``: a temporary file and a rename).
func writeFile(_ bytes: [UInt8], to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try AtomicFile.write(bytes, to: path)
}
