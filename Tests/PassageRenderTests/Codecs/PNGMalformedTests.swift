import PassageRender
import PassageTestSupport
import Testing

/// Corrupt, truncated, inconsistent and hostile files are rejected with the right error.
@Suite struct PNGMalformedTests {
  typealias B = TestPNGBuilder

  /// A valid 4×3 RGB image as separate chunks, so tests can rearrange them.
  static let image = TestPNGBuilder.Image(
    width: 4, height: 3, colorType: 2, bitDepth: 8, interlaced: false, samples: (0..<36).map { $0 * 7 })
  static let ihdr = B.chunk("IHDR", B.header(width: 4, height: 3, bitDepth: 8, colorType: 2))
  static let idat = B.chunk("IDAT", B.zlibStored(B.scanlines(image, filters: { _ in 0 })))
  static let iend = B.chunk("IEND", [])
  static let valid = B.file([ihdr, idat, iend])

  static func header(
    width: UInt32 = 4, height: UInt32 = 3, depth: UInt8 = 8, type: UInt8 = 2, compression: UInt8 = 0,
    filter: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    B.chunk(
      "IHDR",
      B.header(
        width: width, height: height, bitDepth: depth, colorType: type, compression: compression,
        filter: filter,
        interlace: interlace))
  }

  /// A file whose image data is `scanlines` (raw, with filter bytes) in one stored zlib stream.
  static func file(header: [UInt8] = ihdr, scanlines: [UInt8], extra: [[UInt8]] = []) -> [UInt8] {
    B.file([header] + extra + [B.chunk("IDAT", B.zlibStored(scanlines)), iend])
  }

  @Test func theValidBaseFileDecodes() throws {
    try expectEqual(PNG.decode(Self.valid).pixels, B.expectedPixels(Self.image))
  }

  @Test func aWrongOrMissingSignatureIsRejected() {
    #expect(throws: PNGError.badSignature) { try PNG.decode([]) }
    #expect(throws: PNGError.badSignature) { try PNG.decode(Array(Self.valid.prefix(5))) }
    #expect(throws: PNGError.badSignature) { try PNG.decode(Array("GIF89a and more bytes".utf8)) }
    var flipped = Self.valid
    flipped[1] = UInt8(ascii: "p")
    #expect(throws: PNGError.badSignature) { try PNG.decode(flipped) }
    expectEqual(PNGError.badSignature.description, "not a PNG file (bad signature)")
  }

  @Test func aFileCutShortIsReportedAsATruncatedChunkOrAMissingIEND() {
    let idatStart = 8 + Self.ihdr.count
    #expect(throws: PNGError.truncatedChunk("IDAT")) {
      try PNG.decode(Array(Self.valid.prefix(idatStart + 20)))
    }
    #expect(throws: PNGError.truncatedChunk("????")) {
      try PNG.decode(Array(Self.valid.prefix(idatStart + 3)))
    }
    #expect(throws: PNGError.missingChunk("IEND")) {
      try PNG.decode(Array(Self.valid.prefix(idatStart + Self.idat.count)))
    }
    #expect(throws: PNGError.missingChunk("IHDR")) { try PNG.decode(B.signature) }
    expectEqual(PNGError.truncatedChunk("IDAT").description, "truncated chunk 'IDAT'")
  }

  @Test func aDamagedByteIsCaughtByTheCRCOfItsChunk() {
    var header = Self.valid
    header[8 + 8 + 3] ^= 0x01
    #expect(throws: PNGError.crcMismatch("IHDR")) { try PNG.decode(header) }
    var data = Self.valid
    data[8 + Self.ihdr.count + 20] ^= 0x40
    #expect(throws: PNGError.crcMismatch("IDAT")) { try PNG.decode(data) }
    expectEqual(PNGError.crcMismatch("IHDR").description, "CRC mismatch in chunk 'IHDR'")
  }

  @Test func invalidIHDRFieldsAreRejected() {
    let rows = [UInt8](repeating: 0, count: 39)
    #expect(throws: PNGError.invalidDimensions(width: 0, height: 3)) {
      try PNG.decode(Self.file(header: Self.header(width: 0), scanlines: rows))
    }
    #expect(throws: PNGError.invalidDimensions(width: 4, height: 0x8000_0000)) {
      try PNG.decode(Self.file(header: Self.header(height: 0x8000_0000), scanlines: rows))
    }
    #expect(throws: PNGError.invalidColorType(5)) {
      try PNG.decode(Self.file(header: Self.header(type: 5), scanlines: rows))
    }
    #expect(throws: PNGError.unsupportedBitDepth(16, colorType: 3)) {
      try PNG.decode(Self.file(header: Self.header(depth: 16, type: 3), scanlines: rows))
    }
    #expect(throws: PNGError.unsupportedBitDepth(4, colorType: 2)) {
      try PNG.decode(Self.file(header: Self.header(depth: 4), scanlines: rows))
    }
    #expect(throws: PNGError.unsupportedCompressionMethod(1)) {
      try PNG.decode(Self.file(header: Self.header(compression: 1), scanlines: rows))
    }
    #expect(throws: PNGError.unsupportedFilterMethod(64)) {
      try PNG.decode(Self.file(header: Self.header(filter: 64), scanlines: rows))
    }
    #expect(throws: PNGError.unsupportedInterlaceMethod(2)) {
      try PNG.decode(Self.file(header: Self.header(interlace: 2), scanlines: rows))
    }
    #expect(throws: PNGError.invalidChunkLength("IHDR", 14)) {
      try PNG.decode(
        B.file([
          B.chunk("IHDR", B.header(width: 4, height: 3, bitDepth: 8, colorType: 2) + [0]), Self.idat,
          Self.iend,
        ]))
    }
    expectEqual(
      PNGError.unsupportedBitDepth(16, colorType: 3).description,
      "unsupported bit depth 16 for colour type 3 (palette)")
  }

  @Test func oversizedImagesAreRejectedFromTheHeaderAloneBeforeAllocating() {
    let huge = Self.file(header: Self.header(width: 100_000, height: 100_000), scanlines: [0])
    #expect(throws: PNGError.imageTooLarge(width: 100_000, height: 100_000, limits: .standard)) {
      try PNG.decode(huge)
    }
    expectEqual(
      PNGError.imageTooLarge(width: 100_000, height: 100_000, limits: .standard).description,
      "image too large: 100000×100000 is over the limits of 16384 pixels a side and 268435456 pixels in all")
    let tall = Self.file(header: Self.header(width: 16384, height: 16385), scanlines: [0])
    #expect(throws: PNGError.imageTooLarge(width: 16384, height: 16385, limits: .standard)) {
      try PNG.decode(tall)
    }
    // Within each side's limit but too many pixels in all.
    let few = PNGLimits(maxDimension: 1000, maxPixelCount: 10_000)
    let wide = Self.file(header: Self.header(width: 200, height: 100), scanlines: [0])
    #expect(throws: PNGError.imageTooLarge(width: 200, height: 100, limits: few)) {
      try PNG.decode(wide, limits: few)
    }
    let limits = PNGLimits(maxDimension: 100, maxPixelCount: 11)
    #expect(throws: PNGError.imageTooLarge(width: 4, height: 3, limits: limits)) {
      try PNG.decode(Self.valid, limits: limits)
    }
    // Even the most permissive limits keep size arithmetic far from overflow.
    let unlimited = PNGLimits(maxDimension: .max, maxPixelCount: .max)
    expectEqual(unlimited, PNGLimits(maxDimension: 0x7FFF_FFFF, maxPixelCount: 1 << 40))
    let giant = Self.file(
      header: Self.header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, depth: 16, type: 6), scanlines: [0])
    #expect(throws: PNGError.imageTooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF, limits: unlimited)) {
      try PNG.decode(giant, limits: unlimited)
    }
    // Allowed by the limits but with almost no data: must fail cheaply, not allocate gigabytes.
    let empty = Self.file(header: Self.header(width: 16384, height: 16384), scanlines: [0])
    #expect(throws: PNGError.imageDataTooShort(expected: 16384 * (1 + 16384 * 3), actual: 1)) {
      try PNG.decode(empty)
    }
  }

  @Test func chunkLengthAndTypeFieldsAreValidated() {
    var tooLong = Self.valid
    tooLong.replaceSubrange((8 + Self.ihdr.count)..<(8 + Self.ihdr.count + 4), with: [0x80, 0, 0, 0])
    #expect(throws: PNGError.invalidChunkLength("IDAT", 0x8000_0000)) { try PNG.decode(tooLong) }
    let badType = B.file([Self.ihdr, B.chunk("ID\u{0}T", [1]), Self.idat, Self.iend])
    #expect(throws: PNGError.invalidChunkType("49 44 00 54")) { try PNG.decode(badType) }
    #expect(throws: PNGError.unknownCriticalChunk("ABCD")) {
      try PNG.decode(B.file([Self.ihdr, B.chunk("ABCD", []), Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.invalidChunkLength("IEND", 1)) {
      try PNG.decode(B.file([Self.ihdr, Self.idat, B.chunk("IEND", [0])]))
    }
  }

  @Test func unknownAncillaryChunksAndDataAfterIENDAreIgnored() throws {
    let file =
      B.file([Self.ihdr, B.chunk("teXt", [1, 2, 3]), Self.idat, B.chunk("zzZz", []), Self.iend]) + [1, 2, 3]
    try expectEqual(PNG.decode(file).pixels, B.expectedPixels(Self.image))
  }

  @Test func missingDuplicateAndMisplacedChunksAreRejected() {
    #expect(throws: PNGError.missingChunk("IHDR")) {
      try PNG.decode(B.file([Self.idat, Self.ihdr, Self.iend]))
    }
    #expect(throws: PNGError.missingChunk("IDAT")) { try PNG.decode(B.file([Self.ihdr, Self.iend])) }
    #expect(throws: PNGError.duplicateChunk("IHDR")) {
      try PNG.decode(B.file([Self.ihdr, Self.ihdr, Self.idat, Self.iend]))
    }
    let split = B.file([Self.ihdr, Self.idat, B.chunk("teXt", []), B.chunk("IDAT", []), Self.iend])
    #expect(throws: PNGError.misplacedChunk("IDAT")) { try PNG.decode(split) }
    let plte = B.chunk("PLTE", [1, 2, 3])
    #expect(throws: PNGError.misplacedChunk("PLTE")) {
      try PNG.decode(B.file([Self.ihdr, Self.idat, plte, Self.iend]))
    }
    #expect(throws: PNGError.duplicateChunk("PLTE")) {
      try PNG.decode(B.file([Self.ihdr, plte, plte, Self.idat, Self.iend]))
    }
    let grey = Self.header(type: 0)
    #expect(throws: PNGError.chunkNotAllowed("PLTE", colorType: 0)) {
      try PNG.decode(B.file([grey, plte, Self.idat, Self.iend]))
    }
    let palette = Self.header(type: 3)
    #expect(throws: PNGError.missingChunk("PLTE")) {
      try PNG.decode(B.file([palette, Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.invalidChunkLength("PLTE", 4)) {
      try PNG.decode(B.file([palette, B.chunk("PLTE", [1, 2, 3, 4]), Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.misplacedChunk("tRNS")) {
      try PNG.decode(B.file([palette, B.chunk("tRNS", [0]), plte, Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.misplacedChunk("tRNS")) {
      try PNG.decode(B.file([Self.ihdr, Self.idat, B.chunk("tRNS", [0]), Self.iend]))
    }
  }

  @Test func tRNSChunksOfTheWrongLengthAreRejected() {
    let plte = B.chunk("PLTE", [1, 2, 3, 4, 5, 6])
    let palette = Self.header(type: 3)
    #expect(throws: PNGError.invalidChunkLength("tRNS", 3)) {
      try PNG.decode(B.file([palette, plte, B.chunk("tRNS", [0, 0, 0]), Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.invalidChunkLength("tRNS", 4)) {
      try PNG.decode(B.file([Self.ihdr, B.chunk("tRNS", [0, 0, 0, 0]), Self.idat, Self.iend]))
    }
    #expect(throws: PNGError.invalidChunkLength("tRNS", 6)) {
      try PNG.decode(
        B.file([Self.header(type: 0), B.chunk("tRNS", [0, 0, 0, 0, 0, 0]), Self.idat, Self.iend]))
    }
  }

  @Test func imageDataOfTheWrongDecompressedSizeIsRejected() {
    let rows = B.scanlines(Self.image, filters: { _ in 0 })
    #expect(throws: PNGError.imageDataTooShort(expected: 39, actual: 38)) {
      try PNG.decode(Self.file(scanlines: Array(rows.dropLast())))
    }
    #expect(throws: PNGError.imageDataTooLong(expected: 39)) {
      try PNG.decode(Self.file(scanlines: rows + [0]))
    }
    #expect(throws: PNGError.imageDataTooLong(expected: 39)) {
      try PNG.decode(Self.file(scanlines: rows + rows + rows))
    }
  }

  @Test func corruptOrIncompleteZlibStreamsAreRejected() {
    let rows = B.scanlines(Self.image, filters: { _ in 0 })
    let stream = B.zlibStored(rows)
    let cut = B.file([Self.ihdr, B.chunk("IDAT", Array(stream.dropLast(2))), Self.iend])
    #expect(throws: PNGError.truncatedImageData) { try PNG.decode(cut) }
    let garbage = B.file([Self.ihdr, B.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]), Self.iend])
    #expect(throws: PNGError.corruptImageData("invalid block type")) { try PNG.decode(garbage) }
    var badChecksum = stream
    badChecksum[badChecksum.count - 1] ^= 1
    let checksum = B.file([Self.ihdr, B.chunk("IDAT", badChecksum), Self.iend])
    #expect(throws: PNGError.corruptImageData("incorrect data check")) { try PNG.decode(checksum) }
    let notZlib = B.file([Self.ihdr, B.chunk("IDAT", [0x12, 0x34, 0, 0]), Self.iend])
    #expect(throws: PNGError.corruptImageData("incorrect header check")) { try PNG.decode(notZlib) }
  }

  @Test func anUnknownFilterTypeByteIsRejectedWithItsScanline() {
    var rows = B.scanlines(Self.image, filters: { _ in 0 })
    rows[13 * 2] = 5
    #expect(throws: PNGError.invalidFilterType(5, row: 2)) { try PNG.decode(Self.file(scanlines: rows)) }
  }

  @Test func paletteIndicesPastTheEndOfThePaletteAreRejected() {
    let header = Self.header(width: 2, height: 1, depth: 8, type: 3)
    let file = Self.file(header: header, scanlines: [0, 1, 2], extra: [B.chunk("PLTE", [9, 9, 9, 8, 8, 8])])
    #expect(throws: PNGError.paletteIndexOutOfRange(index: 2, paletteSize: 2)) { try PNG.decode(file) }
  }
}
