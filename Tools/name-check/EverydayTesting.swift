// A test file importing SnapshotTesting (pointfreeco) and PassageTesting together; both libraries'
// everyday names unqualified. Tools/name-check/run type-checks it against a stub SnapshotTesting.
import Passage
import PassageTesting
import SnapshotTesting

func everydayTestNames(recording: TransitionRecording) {
  let _: Snapshotting<String, String>? = nil  // SnapshotTesting's
  let _: Diffing<String>? = nil
  let _: SnapshotStrategy<TransitionRecording, String> = .sceneDump(significantDigits: 9)
  let _: SnapshotFormat<String>? = nil
  let _: SnapshotRecordMode = .missing
  assertSnapshot(of: recording, as: .sceneDump(significantDigits: 9))
  assertTransitionSnapshot(of: Recede(), as: .sceneDump(significantDigits: 9))
}
