import PassageTestSupport
import Testing

@testable import PassageRender

/// The filter chosen in one pass is the one the five separate passes chose.
@Suite struct PNGFilterSelectionTests {
  /// The filter with the smallest sum of magnitudes, the first on a tie: five filtered copies.
  static func chosenByFivePasses(_ row: [UInt8], _ previous: [UInt8], stride: Int) -> PNGFilter {
    var output = [UInt8](repeating: 0, count: row.count)
    var best = PNGFilter.none
    var bestSum = Int.max
    for filter in PNGFilter.allCases {
      let sum = row.withUnsafeBufferPointer { row in
        previous.withUnsafeBufferPointer { previous in
          output.withUnsafeMutableBufferPointer {
            PNGFilter.apply(filter, row: row, previous: previous, stride: stride, output: $0)
          }
        }
      }
      if sum < bestSum {
        best = filter
        bestSum = sum
      }
    }
    return best
  }

  @Test func onePassPicksWhatFivePassesPickedOnRowsOfEveryKind() {
    var random = SeededRandom(seed: 13)
    for trial in 0..<600 {
      let stride = [1, 2, 3, 4, 6, 8][trial % 6]
      let count = [1, 5, 15, 16, 17, 33, 100, 4099, 9000][trial % 9]
      // Smooth, noisy and flat rows, so that every filter wins sometimes.
      let kind = trial % 4
      var previous = [UInt8](repeating: 0, count: count)
      var row = [UInt8](repeating: 0, count: count)
      for i in 0..<count {
        switch kind {
        case 0:
          previous[i] = UInt8.random(in: 0...255, using: &random)
          row[i] = UInt8.random(in: 0...255, using: &random)
        case 1:
          previous[i] = UInt8(truncatingIfNeeded: i / stride * 3 + trial)
          row[i] = previous[i] &+ UInt8.random(in: 0...4, using: &random)
        case 2:
          previous[i] = UInt8(truncatingIfNeeded: i * 7)
          row[i] = UInt8(truncatingIfNeeded: i * 7 + 1)
        default:
          previous[i] = UInt8.random(in: 120...136, using: &random)
          row[i] = i > 0 ? row[i - 1] &+ UInt8.random(in: 0...2, using: &random) : 128
        }
      }
      let onePass = row.withUnsafeBufferPointer { row in
        previous.withUnsafeBufferPointer { PNGFilter.best(row: row, previous: $0, stride: stride) }
      }
      expectEqual(onePass, Self.chosenByFivePasses(row, previous, stride: stride), "trial \(trial)")
    }
  }
}

/// PNG encoding on several threads gives the bytes of one thread.
@Suite struct PNGParallelEncodingTests {
  @Test func bandsFilteredOnAnyNumberOfThreadsJoinToTheSameImageAndTheSameStream() throws {
    var random = SeededRandom(seed: 7)
    var bitmap = Bitmap(width: 97, height: 61)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let a = UInt8.random(in: 200...255, using: &random)
        bitmap[x, y] = RGBA8(r: min(a, UInt8(x)), g: min(a, UInt8(y * 3)), b: min(a, UInt8(x ^ y)), a: a)
      }
    }
    for channels in [3, 4] {
      let serial = PNG.filterScanlines(
        bitmap.pixels, width: bitmap.width, height: bitmap.height, channels: channels, workers: 1)
      expectEqual(serial.count, 1)
      for workers in [2, 3, 16] {
        let bands = PNG.filterScanlines(
          bitmap.pixels, width: bitmap.width, height: bitmap.height, channels: channels, workers: workers)
        expectEqual(Array(bands.joined()), serial[0], "\(workers) workers, \(channels) channels")
        try expectEqual(PNGZlib.deflate(pieces: bands), PNGZlib.deflate(serial[0]))
      }
    }
    try expectEqual(PNG.decode(PNG.encode(bitmap)), bitmap)
  }
}

/// Deflate in independent blocks on both cores (pigz's method) — one valid
/// zlib stream, the same bytes on any number of threads, about the size of one stream.
@Suite struct PNGBlockDeflateTests {
  /// `count` bytes that compress somewhat, as filtered scanlines do: runs, repeats and noise.
  private func sample(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SeededRandom(seed: seed)
    var bytes = [UInt8](repeating: 0, count: count)
    for i in bytes.indices {
      bytes[i] =
        i % 7 == 0 ? UInt8.random(in: 0...255, using: &random) : i > 300 ? bytes[i - 300] : UInt8(i % 13)
    }
    return bytes
  }

  @Test func blocksInflateBackToTheDataAtEverySizeAroundABlockBoundary() throws {
    let block = PNGZlib.blockSize
    for count in [1, 100, block - 1, block, block + 1, 3 * block + block / 2] {
      let data = sample(count, seed: UInt64(count))
      let stream = try PNGZlib.deflate(inBlocks: data)
      try expectEqual(
        PNGZlib.inflate(stream, ranges: [0..<stream.count], expectedSize: count), data, "\(count)")
    }
  }

  @Test func theBytesDoNotDependOnTheNumberOfThreads() throws {
    let data = sample(5 * PNGZlib.blockSize + 17, seed: 3)
    let serial = try PNGZlib.deflate(inBlocks: data, workers: 1)
    for workers in [2, 3, 8] { try expectEqual(PNGZlib.deflate(inBlocks: data, workers: workers), serial) }
  }

  @Test func blocksPrimedWithThePrecedingWindowCostUnderOnePercentOverOneStream() throws {
    let data = sample(8 * PNGZlib.blockSize, seed: 11)
    let blocks = try PNGZlib.deflate(inBlocks: data).count
    let single = try PNGZlib.deflate(data).count
    #expect(Double(blocks) <= Double(single) * 1.01, "\(blocks) vs \(single) bytes")
  }
}

@Suite struct PNGBlockStrategyTests {
  private func strategy(_ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBufferPointer { PNGZlib.blockStrategy($0) }
  }

  /// Small varied residuals with no repeats (a photo's filtered rows): run lengths only.
  @Test func photoLikeResidualsGetRunLengthCoding() {
    var random = SeededRandom(seed: 5)
    let bytes = (0..<PNGZlib.blockSize).map { _ in
      UInt8(truncatingIfNeeded: Int.random(in: -6...6, using: &random))
    }
    expectEqual(strategy(bytes), 3)  // Z_RLE
  }

  /// Mostly zeros (flat pixels, text): the full match search, which is cheap there.
  @Test func zeroRichBlocksKeepTheMatchSearch() {
    let bytes = (0..<PNGZlib.blockSize).map { $0 % 50 == 0 ? UInt8(truncatingIfNeeded: $0 / 50) : 0 }
    expectEqual(strategy(bytes), 1)  // Z_FILTERED
  }

  /// Few zeros but repeats 300 bytes back (a texture): the sample shows Z_RLE would lose.
  @Test func repeatsBeyondTheLastPixelKeepTheMatchSearch() {
    var random = SeededRandom(seed: 9)
    var bytes = [UInt8](repeating: 1, count: PNGZlib.blockSize)
    for i in bytes.indices { bytes[i] = i < 300 ? UInt8.random(in: 1...255, using: &random) : bytes[i - 300] }
    expectEqual(strategy(bytes), 1)  // Z_FILTERED
  }
}
