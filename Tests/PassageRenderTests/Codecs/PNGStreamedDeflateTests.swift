import PassageTestSupport
import Testing

@testable import PassageRender

/// The encoder filters each block of scanlines just before deflating it, instead of filtering
/// the whole image first; the stream is the one deflating the whole filtered image in blocks
/// gives, whatever the picture, its size against the block size, and the threads.
@Suite struct PNGStreamedDeflateTests {
  /// An interface half (flat colours and text, groups left unfiltered) over a photograph-like half
  /// (every pixel noisy, groups kept filtered), and translucent pixels when `alpha` is set.
  static func picture(width: Int, height: Int, alpha: Bool, seed: UInt64) -> Bitmap {
    var random = SeededRandom(seed: seed)
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        if y < height / 2 {
          let ink = (x / 3 + y / 5) % 7 == 0
          bitmap[x, y] = ink ? RGBA8(r: 20, g: 20, b: 30, a: 255) : RGBA8(r: 242, g: 242, b: 247, a: 255)
        } else {
          func channel(_ base: Int) -> UInt8 {
            UInt8(clamping: base + Int.random(in: -9...9, using: &random))
          }
          let a: UInt8 = alpha ? UInt8(128 + (x % 128)) : 255
          // Premultiplied: no channel above alpha.
          bitmap[x, y] = RGBA8(
            r: min(channel(x % 200 + 20), a), g: min(channel(y % 180 + 30), a), b: min(channel(90), a), a: a)
        }
      }
    }
    return bitmap
  }

  @Test func filteringBlockByBlockGivesTheStreamOfTheWholeFilteredImage() throws {
    // Rows of 3·601 + 1 bytes (not a divisor of a block) and of 4·64 + 1; images of several
    // blocks and of less than one.
    for (width, height, alpha) in [(601, 220, false), (64, 1100, true), (300, 40, false), (1, 1, false)] {
      let bitmap = Self.picture(width: width, height: height, alpha: alpha, seed: UInt64(width))
      let channels = PNG.isOpaque(bitmap.pixels) ? 3 : 4
      let whole = try PNGZlib.deflatePieces(
        inBlocks: PNG.filteredScanlines(bitmap.pixels, width: width, height: height, channels: channels),
        scanlineLength: width * channels + 1)
      for workers in [1, 2, 3] {
        let streamed = try bitmap.pixels.withUnsafeBytes { pixels in
          try PNG.deflatedScanlines(
            PNGPixelRows(pixels, width: width), height: height, channels: channels, workers: workers)
        }
        expectEqual(streamed, whole, "\(width)×\(height), \(workers) workers")
      }
    }
  }
}
