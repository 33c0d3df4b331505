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
      try expectEqual(Self.roundTrip(input, minCodeSize: minCodeSize), input)
    }
  }

  @Test func longInputsThatFillThe4096EntryDictionaryManyTimesRoundTrip() throws {
    var random = SeededRandom(seed: 99)
    let noisy = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    try expectEqual(Self.roundTrip(noisy, minCodeSize: 8), noisy)
    let skewed = (0..<200_000).map { _ in UInt8(min(3, Int.random(in: 0..<6, using: &random))) }
    try expectEqual(Self.roundTrip(skewed, minCodeSize: 2), skewed)
    let runs = (0..<300_000).map { UInt8(($0 / 1000) % 16) }
    try expectEqual(Self.roundTrip(runs, minCodeSize: 4), runs)
  }

  @Test func aLongRunOfOneIndexCompressesToATinyStream() {
    let run = [UInt8](repeating: 7, count: 100_000)
    let data = run.withUnsafeBufferPointer { GIFLZW.encode($0, minCodeSize: 8) }
    #expect(data.count < 1000)
  }

  /// Greedy LZW as the GIF specification describes it, with a dictionary of strings, for
  /// comparing the coder's exact bytes with.
  static func referenceEncode(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
    let clear = 1 << minCodeSize
    var output: [UInt8] = []
    var (buffer, bits, codeSize) = (0, 0, minCodeSize + 1)
    func emit(_ code: Int) {
      buffer |= code << bits
      bits += codeSize
      while bits >= 8 {
        output.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bits -= 8
      }
    }
    var table: [[UInt8]: Int] = [:]
    var next = clear + 2
    emit(clear)
    var current: [UInt8] = []
    for byte in indices {
      let extended = current + [byte]
      if extended.count == 1 || table[extended] != nil {
        current = extended
        continue
      }
      emit(current.count == 1 ? Int(current[0]) : table[current] ?? -1)
      if next <= 4095 {
        table[extended] = next
        if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        next += 1
      } else {
        emit(clear)
        table = [:]
        (codeSize, next) = (minCodeSize + 1, clear + 2)
      }
      current = [byte]
    }
    if !current.isEmpty { emit(current.count == 1 ? Int(current[0]) : table[current] ?? -1) }
    if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
    emit(clear + 1)
    if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
    return output
  }

  @Test func theStreamIsGreedyLZWByteForByteOnRunsPatternsAndNoise() {
    var random = SeededRandom(seed: 5)
    let inputs: [(minCodeSize: Int, indices: [UInt8])] = [
      (8, (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &random) }),
      (4, (0..<60_000).map { UInt8(($0 / 37) % 16) }),
      (8, (0..<60_000).map { UInt8(($0 % 390) < 200 ? 3 : ($0 * 7) % 251) }),
      (2, (0..<50_000).map { _ in UInt8(min(3, Int.random(in: 0..<5, using: &random))) }),
      (8, [UInt8](repeating: 9, count: 20_000)),
    ]
    for (minCodeSize, indices) in inputs {
      let coded = indices.withUnsafeBufferPointer { GIFLZW.encode($0, minCodeSize: minCodeSize) }
      expectEqual(coded, Self.referenceEncode(indices, minCodeSize: minCodeSize))
    }
  }
}
