import Testing

@testable import PassageRender

/// Decoding only some rows of a PNG still checks all of its compressed image data: a flipped bit
/// anywhere in it, in the rows decoded or below them, is an error, as it is when every row is
/// decoded; only what the rows' bytes mean (filter types, palette indices) goes unread outside
/// the rows decoded.
@Suite struct PNGRowsVerificationTests {
  /// A 12×10 RGB file of stored (uncompressed) deflate blocks whose row `row` has one bit of its
  /// first sample flipped after the Adler-32 was computed, every chunk's CRC correct: damage that
  /// only the stream's checksum shows.
  static func storedFile(flippingARowOf row: Int) -> [UInt8] {
    let image = PNGFormatTests.image(
      PNGFormatTests.Format(colorType: 2, bitDepth: 8, interlaced: false, transparency: false), width: 12,
      height: 10, seed: 3)
    var stream = TestPNGBuilder.zlibStored(TestPNGBuilder.scanlines(image, filters: { _ in 0 }))
    // After the zlib header and the stored block's header, the row's first sample.
    stream[2 + 5 + row * (12 * 3 + 1) + 1] ^= 0x10
    return TestPNGBuilder.file([
      TestPNGBuilder.chunk("IHDR", TestPNGBuilder.header(width: 12, height: 10, bitDepth: 8, colorType: 2)),
      TestPNGBuilder.chunk("IDAT", stream), TestPNGBuilder.chunk("IEND", []),
    ])
  }

  @Test func aFlippedBitInTheRowsDecodedIsAnIncorrectDataCheck() throws {
    let file = Self.storedFile(flippingARowOf: 2)
    let check = PNGError.corruptImageData("incorrect data check")
    #expect(throws: check) { try PNG.decode(file) }
    #expect(throws: check) { try PNG.decode(file, rows: 0..<6) }
    #expect(throws: check) { try PNG.decode(file, rows: 2..<3) }
  }

  @Test func aFlippedBitBelowTheRowsDecodedIsAnIncorrectDataCheck() throws {
    let file = Self.storedFile(flippingARowOf: 8)
    let check = PNGError.corruptImageData("incorrect data check")
    #expect(throws: check) { try PNG.decode(file, rows: 0..<6) }
    #expect(throws: check) { try PNG.decode(file, rows: 0..<0) }
  }

  /// Every 11th bit of a compressed file's image data flipped in turn, its `IDAT`'s CRC
  /// recomputed: whenever decoding every row refuses the file, decoding its top rows refuses it
  /// too, whether the flip garbles the deflate codes or only the data they give.
  @Test func everyFlippedBitThatTheWholeDecodeRefusesARowsDecodeRefusesToo() throws {
    let file = try PNG.encode(pattern(width: 40, height: 60), workers: 1)
    let container = try PNGContainer(file, limits: .standard)
    let data = container.imageData.flatMap { file[$0] }
    var refused = 0
    var accepted: [Int] = []
    for bit in stride(from: 0, to: data.count * 8, by: 11) {
      var damaged = data
      damaged[bit / 8] ^= 1 << UInt8(bit % 8)
      let flipped = TestPNGBuilder.file([
        Array(file[8..<33]), TestPNGBuilder.chunk("IDAT", damaged), TestPNGBuilder.chunk("IEND", []),
      ])
      guard (try? PNG.decode(flipped)) == nil else { continue }
      refused += 1
      if (try? PNG.decode(flipped, rows: 0..<15)) != nil { accepted.append(bit) }
    }
    #expect(refused > data.count / 2)
    #expect(accepted.isEmpty, "flipped bits a decode of the top rows accepted: \(accepted)")
  }
}
