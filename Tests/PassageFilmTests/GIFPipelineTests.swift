import PassageLibC
import PassageRender
import PassageTestSupport
import Testing

@testable import PassageFilm

/// A GIF's frames flow through one schedule without batches: whichever thread is free draws,
/// compares, maps or compresses a frame while the calling thread counts colours, applies frames
/// to the display and writes them in order. The bytes stay the encoder's, and a failure is the
/// first in frame order, whichever thread meets it first.
@Suite struct GIFPipelineTests {
  static let frames = StreamingTests.frames
  static let (width, height) = (frames[0].bitmap.width, frames[0].bitmap.height)

  @Test func anyNumberOfThreadsAndAnyBudgetGiveTheEncodersBytes() throws {
    let expected = try StreamingTests.keptFramesGIF(Self.frames)
    for workers in [2, 4, 7] {
      for kept in [0, 5_000, GIFStream.defaultKeptBytes] {
        let stream = try GIFStream(
          width: Self.width, height: Self.height, options: GIFOptions(), workers: workers, keptBytes: kept)
        let bytes = try stream.encode(delays: Self.frames.map(\.delay)) { Self.frames[$0].bitmap }
        expectEqual(bytes, expected, "\(workers) workers, \(kept) bytes kept")
      }
    }
  }

  @Test func theFirstFailingFrameInOrderIsReportedWhicheverThreadMeetsItFirst() throws {
    let wrong = Bitmap(width: 3, height: 3)
    for workers in [1, 2, 3] {
      for _ in 0..<10 {
        let stream = try GIFStream(
          width: Self.width, height: Self.height, options: GIFOptions(), workers: workers)
        #expect(
          throws: GIFError.frameSizeMismatch(
            frame: 3, width: 3, height: 3, canvasWidth: Self.width, canvasHeight: Self.height)
        ) {
          try stream.encode(delays: Self.frames.map(\.delay)) { index in
            // Frame 3 is slow, so that frame 6 fails first on another thread.
            if index == 3 { usleep(5_000) }
            return index == 3 || index == 6 ? wrong : Self.frames[index].bitmap
          }
        }
      }
    }
  }

  @Test func aFrameDrawnDifferentlyForPassTwoFailsTheRun() throws {
    for workers in [1, 2] {
      let calls = CallCounter(count: Self.frames.count)
      let stream = try GIFStream(
        width: Self.width, height: Self.height, options: GIFOptions(), workers: workers, keptBytes: 0)
      #expect(
        throws: GIFError.frameSizeMismatch(
          frame: 4, width: 3, height: 3, canvasWidth: Self.width, canvasHeight: Self.height)
      ) {
        try stream.encode(delays: Self.frames.map(\.delay)) { index in
          calls.record(index)
          return index == 4 && calls.counts[4] > 1 ? Bitmap(width: 3, height: 3) : Self.frames[index].bitmap
        }
      }
    }
  }
}
