import PassageRender
import PassageTestSupport
import Testing

/// Seeded mutation fuzzing: whatever the bytes, decoding either throws a `PNGError` or returns a
/// consistent bitmap of the size its header declares. It must never trap.
@Suite struct PNGFuzzTests {
  /// Valid files of several kinds to start from.
  static func seeds() throws -> [[UInt8]] {
    var result = [
      try PNG.encode(PNGRoundTripTests.randomOpaque(width: 12, height: 9, seed: 1)),
      try PNG.encode(PNGRoundTripTests.randomPremultiplied(width: 9, height: 12, seed: 2)),
      try PNG.encode(PNGRoundTripTests.gradient(width: 20, height: 16)),
    ]
    for format in [
      PNGFormatTests.Format(colorType: 3, bitDepth: 2, interlaced: true, transparency: true),
      PNGFormatTests.Format(colorType: 0, bitDepth: 16, interlaced: true, transparency: true),
      PNGFormatTests.Format(colorType: 4, bitDepth: 8, interlaced: false, transparency: false),
      PNGFormatTests.Format(colorType: 2, bitDepth: 8, interlaced: true, transparency: true),
    ] {
      result.append(TestPNGBuilder.png(PNGFormatTests.image(format, width: 10, height: 7, seed: 4)))
    }
    return result
  }

  /// Recomputes the CRC of every complete chunk, so that mutations reach past the CRC check.
  static func repairCRCs(_ bytes: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      guard length <= bytes.count - offset - 12 else { return }
      let crc = TestPNGBuilder.crc32(bytes[(offset + 4)..<(offset + 8 + length)])
      bytes.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: TestPNGBuilder.be32(crc))
      offset += 12 + length
    }
  }

  static func mutate(_ input: [UInt8], using random: inout SeededRandom) -> [UInt8] {
    var bytes = input
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
      case 1: bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 2: bytes[at] = [0, 0xFF, 0x7F, 0x80, 1][Int.random(in: 0..<5, using: &random)]
      case 3:
        bytes.insert(
          contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in
            UInt8.random(in: 0...255, using: &random)
          }, at: at)
      case 4: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
      case 5: bytes.removeSubrange(at...)
      default:
        let end = min(bytes.count, at + Int.random(in: 1...32, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
      }
    }
    if Bool.random(using: &random) { repairCRCs(&bytes) }
    return bytes
  }

  /// The name of an error's enum case, such as `crcMismatch`.
  static func kind(of error: PNGError) -> String {
    Mirror(reflecting: error).children.first?.label ?? String(describing: error)
  }

  /// Checks what a successful decode returned against the header of the file.
  static func checkConsistent(_ bitmap: Bitmap, _ bytes: [UInt8]) {
    let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
    let height = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
    #expect(bitmap.width == width && bitmap.height == height)
    #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
    let premultiplied = stride(from: 0, to: bitmap.pixels.count, by: 4).allSatisfy { i in
      (0..<3).allSatisfy { bitmap.pixels[i + $0] <= bitmap.pixels[i + 3] }
    }
    #expect(premultiplied)
  }

  @Test func decodingRandomHeadersWithRandomScanlineDataNeverTraps() {
    var random = SeededRandom(seed: 0xF00D)
    var decoded = 0
    var errors: [String: Int] = [:]
    for _ in 0..<3000 {
      let width = Int.random(in: 1...24, using: &random)
      let height = Int.random(in: 1...24, using: &random)
      let valid = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8),
        (4, 16), (6, 8), (6, 16),
      ]
      var (type, depth) = valid[Int.random(in: 0..<valid.count, using: &random)]
      if Int.random(in: 0..<8, using: &random) == 0 {
        type = [0, 2, 3, 4, 6, 1, 7][Int.random(in: 0..<7, using: &random)]
        depth = [1, 2, 4, 8, 16, 3][Int.random(in: 0..<6, using: &random)]
      }
      let interlace = UInt8(
        Int.random(in: 0..<20, using: &random) == 0 ? 2 : Int.random(in: 0...1, using: &random))
      // The right amount of data or close to it, with filter bytes mostly valid.
      let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][type] ?? 1
      let rowBytes = (width * channels * depth + 7) / 8 + 1
      var count = 0
      for (x0, y0, dx, dy) in interlace == 1 ? TestPNGBuilder.adam7 : [(0, 0, 1, 1)]
      where width > x0 && height > y0 {
        count += ((height - y0 + dy - 1) / dy) * (((width - x0 + dx - 1) / dx * channels * depth + 7) / 8 + 1)
      }
      if Int.random(in: 0..<4, using: &random) == 0 { count += Int.random(in: -3...3, using: &random) }
      let data = (0..<max(0, count)).map { i in
        i % rowBytes == 0 && Int.random(in: 0..<50, using: &random) > 0
          ? UInt8.random(in: 0...4, using: &random) : UInt8.random(in: 0...255, using: &random)
      }
      var chunks = [
        TestPNGBuilder.chunk(
          "IHDR",
          TestPNGBuilder.header(
            width: UInt32(width), height: UInt32(height), bitDepth: UInt8(depth), colorType: UInt8(type),
            interlace: interlace))
      ]
      if type == 3 || Int.random(in: 0..<8, using: &random) == 0 {
        let entries = Int.random(in: 1...(1 << min(depth, 8)), using: &random)
        chunks.append(
          TestPNGBuilder.chunk(
            "PLTE", (0..<(entries * 3)).map { _ in UInt8.random(in: 0...255, using: &random) }))
      }
      if Bool.random(using: &random) {
        let length = [1, 2, 6, Int.random(in: 0...20, using: &random)][Int.random(in: 0..<4, using: &random)]
        chunks.append(
          TestPNGBuilder.chunk("tRNS", (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }))
      }
      chunks.append(TestPNGBuilder.chunk("IDAT", TestPNGBuilder.zlibStored(data)))
      chunks.append(TestPNGBuilder.chunk("IEND", []))
      let bytes = TestPNGBuilder.file(chunks)
      do {
        Self.checkConsistent(try PNG.decode(bytes), bytes)
        decoded += 1
      } catch {
        errors[Self.kind(of: error), default: 0] += 1
      }
    }
    #expect(decoded > 300, "decoded \(decoded), errors \(errors)")
    #expect(errors.count >= 6, "errors \(errors)")
  }

  @Test func decodingThousandsOfMutatedFilesNeverTrapsAndYieldsConsistentBitmaps() throws {
    let seeds = try Self.seeds()
    var random = SeededRandom(seed: 0x5EED)
    var decoded = 0
    var errors: [String: Int] = [:]
    for _ in 0..<10_000 {
      let seed = seeds[Int.random(in: 0..<seeds.count, using: &random)]
      let bytes = Self.mutate(seed, using: &random)
      do {
        Self.checkConsistent(try PNG.decode(bytes), bytes)
        decoded += 1
      } catch {
        errors[Self.kind(of: error), default: 0] += 1
      }
    }
    // The mutations must reach deep into the decoder, not just the CRC check.
    #expect(decoded > 0)
    #expect(errors.count >= 8, "error kinds seen: \(errors)")
  }
}
