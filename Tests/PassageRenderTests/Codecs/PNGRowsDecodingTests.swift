import PassageTestSupport
import Testing

@testable import PassageRender

/// Decoding only some rows of a PNG gives those rows' bytes exactly, whatever the format, and
/// unfilters the image data only as far as the last of them (the rest is only inflated, to check
/// the stream: `PNGRowsVerificationTests`).
@Suite struct PNGRowsDecodingTests {
  /// The bytes of `rows` of `bitmap`.
  static func bytes(of bitmap: Bitmap, rows: Range<Int>) -> ArraySlice<UInt8> {
    bitmap.pixels[(rows.lowerBound * bitmap.width * 4)..<(rows.upperBound * bitmap.width * 4)]
  }

  @Test(arguments: PNGFormatTests.formats)
  func theRowsDecodedAreThoseOfTheWholeImageInEveryFormat(_ format: PNGFormatTests.Format) throws {
    let image = PNGFormatTests.image(format, width: 13, height: 11, seed: UInt64(format.bitDepth * 7 + 1))
    // Filters of every type, the previous row's among them.
    let file = TestPNGBuilder.png(image, filters: { UInt8($0 % 5) })
    let whole = try PNG.decode(file)
    for rows in [0..<0, 0..<1, 0..<5, 3..<8, 10..<11, 4..<5, 0..<11, -3..<40] {
      let part = try PNG.decode(file, rows: rows)
      let shown = rows.clamped(to: 0..<11)
      #expect((part.width, part.height) == (13, 11))
      expectEqual(Self.bytes(of: part, rows: shown), Self.bytes(of: whole, rows: shown), "\(format) \(rows)")
      // An interlaced image is decoded whole: its passes scatter over every row.
      #expect(Self.rowsAreMagenta(part, except: format.interlaced ? 0..<11 : shown), "\(format) \(rows)")
    }
  }

  /// Whether every row of `bitmap` outside `kept` is opaque magenta, as the rows a window
  /// leaves out are, so that a frame reading one shows it.
  static func rowsAreMagenta(_ bitmap: Bitmap, except kept: Range<Int>) -> Bool {
    (0..<bitmap.height).allSatisfy { y in
      kept.contains(y)
        || (0..<bitmap.width).allSatisfy { bitmap[$0, y] == RGBA8(r: 255, g: 0, b: 255, a: 255) }
    }
  }

  @Test func rowsOfACompressedImageSpanningManyPiecesAreThoseOfTheWholeImage() throws {
    // Rows of 1 201 bytes of scanline: about 54 a piece, so windows cross pieces.
    let picture = pattern(width: 300, height: 500)
    let file = try PNG.encode(picture)
    for rows in [0..<54, 53..<55, 54..<55, 100..<400, 499..<500, 0..<499] {
      let part = try PNG.decode(file, rows: rows)
      expectEqual(Self.bytes(of: part, rows: rows), Self.bytes(of: picture, rows: rows), "\(rows)")
    }
  }

  @Test func anInvalidFilterTypeBelowTheLastRowDecodedIsNotReadAndOneAboveItIs() throws {
    let image = PNGFormatTests.image(
      PNGFormatTests.Format(colorType: 2, bitDepth: 8, interlaced: false, transparency: false), width: 12,
      height: 10, seed: 3)
    var scanlines = TestPNGBuilder.scanlines(image, filters: { _ in 0 })
    scanlines[6 * (12 * 3 + 1)] = 9  // row 6's filter type
    let file = TestPNGBuilder.file([
      TestPNGBuilder.chunk("IHDR", TestPNGBuilder.header(width: 12, height: 10, bitDepth: 8, colorType: 2)),
      TestPNGBuilder.chunk("IDAT", TestPNGBuilder.zlibStored(scanlines)), TestPNGBuilder.chunk("IEND", []),
    ])
    #expect(throws: PNGError.invalidFilterType(9, row: 6)) { try PNG.decode(file) }
    #expect(throws: PNGError.invalidFilterType(9, row: 6)) { try PNG.decode(file, rows: 2..<7) }
    let top = try PNG.decode(file, rows: 0..<6)
    expectEqual(Self.bytes(of: top, rows: 0..<6), TestPNGBuilder.expectedPixels(image)[0..<(6 * 12 * 4)])
  }

  @Test func aStreamCutShortFailsWhateverRowsAreDecoded() throws {
    let picture = pattern(width: 40, height: 60)
    let file = try PNG.encode(picture, workers: 1)
    let container = try PNGContainer(file, limits: .standard)
    // The file with its image data cut to the first quarter of its bytes.
    let data = container.imageData.flatMap { file[$0] }
    let cut = TestPNGBuilder.file([
      Array(file[8..<33]), TestPNGBuilder.chunk("IDAT", Array(data.prefix(data.count / 4))),
      TestPNGBuilder.chunk("IEND", []),
    ])
    #expect(throws: PNGError.truncatedImageData) { try PNG.decode(cut) }
    #expect(throws: PNGError.truncatedImageData) { try PNG.decode(cut, rows: 0..<60) }
    #expect(throws: PNGError.truncatedImageData) { try PNG.decode(cut, rows: 0..<2) }
    #expect(throws: PNGError.truncatedImageData) { try PNG.decode(cut, rows: 0..<0) }
  }

  @Test func anInterlacedImageIsDecodedWhole() throws {
    let format = PNGFormatTests.Format(colorType: 6, bitDepth: 8, interlaced: true, transparency: false)
    let image = PNGFormatTests.image(format, width: 9, height: 9, seed: 5)
    let file = TestPNGBuilder.png(image)
    try expectEqual(PNG.decode(file, rows: 2..<3), PNG.decode(file))
  }
}
