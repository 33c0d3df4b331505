import PassageTestSupport
import Testing

@testable import PassageRender

/// The LZW coder, checked against the independent decoder in ``GIFTestDecoder``.
@Suite struct GIFLZWTests {
  static func roundTrip(_ indices: [UInt8], minCodeSize: Int) throws -> [UInt8] {
    let data = indices.withUnsafeBufferPointer { GIFLZW.encode($0, minCodeSize: minCodeSize) }
    return try GIFTestDecoder.lzwDecode(data, minCodeSize: minCodeSize, pixelCount: indices.count)
  }

  @Test(arguments: 2...8)
  func randomDataOfEveryLengthUpTo700RoundTripsAtEveryMinimumCodeSize(_ minCodeSize: Int) throws {
    var random = SeededRandom(seed: UInt64(minCodeSize))
    for length in 0...700 {
      let input = (0..<length).map { _ in UInt8(Int.random(in: 0..<(1 << minCodeSize), using: &random)) }
      #expect(try Self.roundTrip(input, minCodeSize: minCodeSize) == input)
    }
  }

  @Test func longInputsThatFillThe4096EntryDictionaryManyTimesRoundTrip() throws {
    var random = SeededRandom(seed: 99)
    let noisy = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    #expect(try Self.roundTrip(noisy, minCodeSize: 8) == noisy)
    let skewed = (0..<200_000).map { _ in UInt8(min(3, Int.random(in: 0..<6, using: &random))) }
    #expect(try Self.roundTrip(skewed, minCodeSize: 2) == skewed)
    let runs = (0..<300_000).map { UInt8(($0 / 1000) % 16) }
    #expect(try Self.roundTrip(runs, minCodeSize: 4) == runs)
  }

  @Test func aLongRunOfOneIndexCompressesToATinyStream() {
    let run = [UInt8](repeating: 7, count: 100_000)
    let data = run.withUnsafeBufferPointer { GIFLZW.encode($0, minCodeSize: 8) }
    #expect(data.count < 1000)
  }
}
