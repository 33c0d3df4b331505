import PassageTestSupport
import Testing

@testable import PassageRender

/// How many frames a GIF stream keeps in flight: twice the workers for small frames, fewer for
/// large ones within its budget, but one per worker while that stays within twice the budget, so
/// that every core is busy at 4× a phone's screen; one at a time beyond.
@Suite struct GIFFramesInFlightTests {
  func inFlight(_ width: Int, _ height: Int, workers: Int) throws -> Int {
    try GIFStream(width: width, height: height, options: GIFOptions(), workers: workers).framesInFlight
  }

  @Test func largeFramesStillKeepEveryWorkerBusyWithinTwiceTheBudget() throws {
    // A phone at 1×, 3× and 4× (390 × 844 pt), then a frame too large for two at once.
    try expectEqual(inFlight(390, 844, workers: 2), 4)
    try expectEqual(inFlight(1170, 2532, workers: 2), 2)
    try expectEqual(inFlight(1560, 3376, workers: 2), 2)
    try expectEqual(inFlight(1560, 3376, workers: 1), 1)
    try expectEqual(inFlight(4096, 4096, workers: 2), 1)
    // Two 4× frames are within twice the budget; two of the largest are not.
    #expect(2 * 9 * 1560 * 3376 <= 2 * GIFStream.inFlightBytes)
    #expect(2 * 9 * 4096 * 4096 > 2 * GIFStream.inFlightBytes)
  }
}
