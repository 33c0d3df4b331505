import Foundation
import Passage
import PassageRender
import PassageTesting
import Testing

@Suite struct ImageSnapshotTests {
  private func image(_ fill: UInt8, width: Int = 10, height: Int = 10) -> Bitmap {
    Bitmap(width: width, height: height, fill: RGBA8(r: fill, g: fill, b: fill))
  }

  @Test func channelDifferencesUpToTheToleranceMatch() {
    var changed = image(100)
    changed[3, 4] = RGBA8(r: 102, g: 100, b: 100)
    #expect(
      ImageDiff.compare(image(100), changed, tolerance: ImageTolerance(perChannel: 2, differingPixels: 0))
        == nil)
    let failure = ImageDiff.compare(
      image(100), changed, tolerance: ImageTolerance(perChannel: 1, differingPixels: 0))
    #expect(failure?.message.hasPrefix("1 of 100 pixels differ by more than 1") == true)
    #expect(failure?.message.contains("differing region x 3…3, y 4…4") == true)
    #expect(failure?.artifact?.pathExtension == "png")
  }

  @Test func theShareOfDifferingPixelsIsABoundaryInclusive() {
    var changed = image(100)
    changed[0, 0] = RGBA8(r: 0, g: 0, b: 0)
    // 1 of 100 pixels = 0.01: allowed at 0.01, not below.
    #expect(
      ImageDiff.compare(image(100), changed, tolerance: ImageTolerance(perChannel: 0, differingPixels: 0.01))
        == nil)
    #expect(
      ImageDiff.compare(
        image(100), changed, tolerance: ImageTolerance(perChannel: 0, differingPixels: 0.0099)) != nil)
  }

  @Test func differentSizesNeverMatch() {
    let failure = ImageDiff.compare(
      image(1), image(1, width: 11), tolerance: ImageTolerance(perChannel: 255, differingPixels: 1))
    #expect(failure?.message == "the image size differs: expected 10×10, got 11×10")
  }

  @Test func aChangedTransitionFailsWithADiffImage() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "passage-image-\(UUID())")
    let file = folder.appendingPathComponent("FakeTests.swift").path
    let env = ["PASSAGE_ARTIFACTS": folder.appendingPathComponent("artifacts").path]
    let recording = TransitionRecording(Push(), context: TransitionContext(), times: [0.05, 0.1])
    _ = verifySnapshot(
      of: recording, as: .contactSheet(), record: .all, environment: env, filePath: file, testName: "t")
    #expect(
      verifySnapshot(
        of: recording, as: .contactSheet(), record: .never, environment: env, filePath: file, testName: "t")
        == nil)
    let changed = TransitionRecording(Push(parallax: 0.5), context: TransitionContext(), times: [0.05, 0.1])
    let failure = try #require(
      verifySnapshot(
        of: changed, as: .contactSheet(), record: .never, environment: env, filePath: file, testName: "t"))
    #expect(failure.contains("pixels differ by more than 2"))
    let diffPath = folder.appendingPathComponent("artifacts/FakeTests/t.png.diff.png").path
    #expect(failure.contains("difference: \(diffPath)"))
    #expect(FileManager.default.fileExists(atPath: diffPath))
  }
}
