import PassageRender
import PassageTestSupport
import Testing

/// Decoding every PNG pixel format, built by the independent ``TestPNGBuilder``.
@Suite struct PNGFormatTests {
  struct Format: Sendable, CustomStringConvertible {
    var colorType: Int
    var bitDepth: Int
    var interlaced: Bool
    var transparency: Bool
    var description: String {
      "type \(colorType) depth \(bitDepth)\(interlaced ? " interlaced" : "")\(transparency ? " tRNS" : "")"
    }
  }

  static let formats: [Format] = {
    let depths = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    var result: [Format] = []
    for type in [0, 2, 3, 4, 6] {
      for depth in depths[type] ?? [] {
        for interlaced in [false, true] {
          for transparency in [0, 2, 3].contains(type) ? [false, true] : [false] {
            result.append(
              Format(colorType: type, bitDepth: depth, interlaced: interlaced, transparency: transparency))
          }
        }
      }
    }
    return result
  }()

  /// A random image of `format`; with tRNS, some pixels are made to match the transparent key.
  static func image(_ format: Format, width: Int, height: Int, seed: UInt64) -> TestPNGBuilder.Image {
    var random = SeededRandom(seed: seed)
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][format.colorType] ?? 1
    let maxValue = (1 << format.bitDepth) - 1
    var image = TestPNGBuilder.Image(
      width: width, height: height, colorType: format.colorType, bitDepth: format.bitDepth,
      interlaced: format.interlaced, samples: [])
    if format.colorType == 3 {
      let entries = min(1 << format.bitDepth, 200)
      image.palette = (0..<(entries * 3)).map { _ in UInt8.random(in: 0...255, using: &random) }
      image.samples = (0..<(width * height)).map { _ in Int.random(in: 0..<entries, using: &random) }
      if format.transparency {
        image.transparency = (0..<max(1, entries / 2)).map { _ in UInt8.random(in: 0...255, using: &random) }
      }
      return image
    }
    image.samples = (0..<(width * height * channels)).map { _ in Int.random(in: 0...maxValue, using: &random)
    }
    if format.transparency {
      let key = (0..<channels).map { _ in Int.random(in: 0...maxValue, using: &random) }
      image.transparency = key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      for p in stride(from: 0, to: width * height, by: 3) {
        for c in 0..<channels { image.samples[p * channels + c] = key[c] }
      }
    }
    return image
  }

  @Test(arguments: formats)
  func decodesEveryColourTypeAndBitDepthInterlacedOrNot(_ format: Format) throws {
    for (n, size) in [(11, 9), (1, 1), (3, 2), (17, 5)].enumerated() {
      let image = Self.image(format, width: size.0, height: size.1, seed: UInt64(n * 100 + format.bitDepth))
      let bitmap = try PNG.decode(TestPNGBuilder.png(image))
      expectEqual(bitmap.width, size.0)
      expectEqual(bitmap.height, size.1)
      expectEqual(bitmap.pixels, TestPNGBuilder.expectedPixels(image), "\(image)")
    }
  }

  @Test(arguments: 0...4)
  func decodesEachFilterTypeOnItsOwn(_ filter: Int) throws {
    for format in [
      Format(colorType: 6, bitDepth: 8, interlaced: false, transparency: false),
      Format(colorType: 2, bitDepth: 16, interlaced: true, transparency: false),
      Format(colorType: 0, bitDepth: 2, interlaced: false, transparency: false),
    ] {
      let image = Self.image(format, width: 23, height: 7, seed: 7)
      let bytes = TestPNGBuilder.png(image, filters: { _ in UInt8(filter) })
      try expectEqual(PNG.decode(bytes).pixels, TestPNGBuilder.expectedPixels(image))
    }
  }

  @Test func decodesImageDataSplitIntoManyIDATChunksIncludingEmptyOnes() throws {
    let image = Self.image(
      Format(colorType: 6, bitDepth: 8, interlaced: false, transparency: false), width: 9, height: 9, seed: 3)
    let stream = TestPNGBuilder.zlibStored(TestPNGBuilder.scanlines(image, filters: { _ in 4 }))
    var chunks = [
      TestPNGBuilder.chunk("IHDR", TestPNGBuilder.header(width: 9, height: 9, bitDepth: 8, colorType: 6))
    ]
    chunks.append(TestPNGBuilder.chunk("IDAT", []))
    for byte in stream { chunks.append(TestPNGBuilder.chunk("IDAT", [byte])) }
    chunks.append(TestPNGBuilder.chunk("IEND", []))
    try expectEqual(PNG.decode(TestPNGBuilder.file(chunks)).pixels, TestPNGBuilder.expectedPixels(image))
  }

  @Test func ignoresTRNSInImagesThatHaveAnAlphaChannel() throws {
    var image = Self.image(
      Format(colorType: 4, bitDepth: 8, interlaced: false, transparency: false), width: 4, height: 4, seed: 9)
    let expected = TestPNGBuilder.expectedPixels(image)
    image.transparency = [0, 0]
    try expectEqual(PNG.decode(TestPNGBuilder.png(image)).pixels, expected)
  }
}
