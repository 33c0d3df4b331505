import PassageTestSupport
import Testing

@testable import PassageRender

/// `PNG.encode` followed by `PNG.decode` must give back exactly the same bitmap.
@Suite struct PNGRoundTripTests {
  static func randomOpaque(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var random = SeededRandom(seed: seed)
    var bitmap = Bitmap(width: width, height: height)
    for i in 0..<(width * height) {
      bitmap.pixels[4 * i] = UInt8.random(in: 0...255, using: &random)
      bitmap.pixels[4 * i + 1] = UInt8.random(in: 0...255, using: &random)
      bitmap.pixels[4 * i + 2] = UInt8.random(in: 0...255, using: &random)
      bitmap.pixels[4 * i + 3] = 255
    }
    return bitmap
  }

  /// Random valid premultiplied pixels: every channel at most its alpha, with many alpha
  /// values of 0, 255 and in between.
  static func randomPremultiplied(width: Int, height: Int, seed: UInt64) -> Bitmap {
    var random = SeededRandom(seed: seed)
    var bitmap = Bitmap(width: width, height: height)
    for i in 0..<(width * height) {
      let a: UInt8 = [0, 255, UInt8.random(in: 0...255, using: &random)][
        Int.random(in: 0..<3, using: &random)]
      for c in 0..<3 { bitmap.pixels[4 * i + c] = UInt8.random(in: 0...a, using: &random) }
      bitmap.pixels[4 * i + 3] = a
    }
    return bitmap
  }

  /// A smooth picture, like a screen: gradients and flat areas.
  static func gradient(width: Int, height: Int) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: RGBA8(r: 240, g: 240, b: 245))
    for y in 0..<height where y < height / 2 {
      for x in 0..<width {
        bitmap[x, y] = RGBA8(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height), b: 128)
      }
    }
    return bitmap
  }

  /// The colour type byte of an encoded file's IHDR.
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  @Test func randomOpaqueImagesRoundTripLosslesslyAsRGB() throws {
    for (n, size) in [(1, 1), (1, 7), (7, 1), (31, 17), (128, 64)].enumerated() {
      let bitmap = Self.randomOpaque(width: size.0, height: size.1, seed: UInt64(n))
      let png = try PNG.encode(bitmap)
      expectEqual(Self.colorType(png), 2)
      try expectEqual(PNG.decode(png), bitmap)
    }
  }

  @Test func randomPremultipliedImagesWithAlphaRoundTripLosslesslyAsRGBA() throws {
    for (n, size) in [(1, 1), (2, 9), (33, 20), (100, 50)].enumerated() {
      var bitmap = Self.randomPremultiplied(width: size.0, height: size.1, seed: UInt64(100 + n))
      bitmap[0, 0] = RGBA8(r: 9, g: 17, b: 0, a: 17)  // at least one translucent pixel
      let png = try PNG.encode(bitmap)
      expectEqual(Self.colorType(png), 6)
      try expectEqual(PNG.decode(png), bitmap)
    }
  }

  @Test func everyPremultipliedValueRoundTripsForEveryAlpha() throws {
    var bitmap = Bitmap(width: 256, height: 256)
    for a in 0..<256 {
      for c in 0..<256 {
        let value = UInt8(min(c, a))
        bitmap[c, a] = RGBA8(r: value, g: UInt8(a / 2), b: 0, a: UInt8(a))
      }
    }
    try expectEqual(PNG.decode(PNG.encode(bitmap)), bitmap)
  }

  @Test func smoothImagesUseThePredictionFiltersAndCompressWell() throws {
    let bitmap = Self.gradient(width: 390, height: 844)
    let png = try PNG.encode(bitmap)
    #expect(png.count < 20_000)
    try expectEqual(PNG.decode(png), bitmap)
    let container = try PNGContainer(png, limits: .standard)
    let raw = try PNGZlib.inflate(
      png, ranges: container.imageData, expectedSize: container.header.decompressedSize)
    let filters = Set(stride(from: 0, to: raw.count, by: 390 * 3 + 1).map { raw[$0] })
    #expect(filters.count >= 2, "filters used: \(filters.sorted())")
  }

  @Test func theEncodedFileHasCorrectCRCsAndAWellFormedChunkLayout() throws {
    let png = try PNG.encode(Self.randomPremultiplied(width: 40, height: 30, seed: 5))
    expectEqual(Array(png.prefix(8)), TestPNGBuilder.signature)
    var offset = 8
    var types: [String] = []
    while offset < png.count {
      let length =
        Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
      let body = Array(png[(offset + 4)..<(offset + 8 + length)])
      let stored = Array(png[(offset + 8 + length)..<(offset + 12 + length)])
      expectEqual(stored, TestPNGBuilder.be32(TestPNGBuilder.crc32(body)))
      types.append(String(decoding: body.prefix(4), as: UTF8.self))
      offset += 12 + length
    }
    expectEqual(offset, png.count)
    expectEqual(types.first, "IHDR")
    expectEqual(types.last, "IEND")
    #expect(types.dropFirst().dropLast().allSatisfy { $0 == "IDAT" })
  }

  @Test func aFullyTransparentPixelIsStoredAsTransparentBlack() throws {
    let bitmap = Bitmap(width: 3, height: 2, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
    try expectEqual(PNG.decode(PNG.encode(bitmap)), bitmap)
  }

  @Test func encodingAnEmptyOrInconsistentBitmapThrows() {
    #expect(throws: PNGError.invalidDimensions(width: 0, height: 5)) {
      try PNG.encode(Bitmap(width: 0, height: 5))
    }
    var broken = Bitmap(width: 2, height: 2)
    broken.pixels.removeLast()
    #expect(throws: PNGError.invalidPixelCount(expected: 16, actual: 15)) { try PNG.encode(broken) }
  }
}
