import PassageTestSupport
import Testing

@testable import PassageRender

/// An image is bounded by the size its header declares, before anything is inflated — the
/// inflated data included, not only the bitmap (docs/HARDENING.md, “Limits come before the work”).
@Suite struct DecompressionBombTests {
  /// A PNG whose header declares `width × height` at `depth` bits of colour type `type`, with a
  /// tiny (and wrong) IDAT: refused before the data is read if the header is over the limits.
  private func bomb(width: UInt32, height: UInt32, depth: UInt8, type: UInt8) -> [UInt8] {
    TestPNGBuilder.file([
      TestPNGBuilder.chunk(
        "IHDR", TestPNGBuilder.header(width: width, height: height, bitDepth: depth, colorType: type)),
      TestPNGBuilder.chunk("IDAT", TestPNGBuilder.zlibStored([0, 0, 0, 0])),
      TestPNGBuilder.chunk("IEND", []),
    ])
  }

  @Test func sixteenBitImagesMayHaveHalfThePixelsOfEightBitOnes() {
    let limits = PNGLimits(maxDimension: 8192, maxPixelCount: 1 << 24)
    // 4096 × 4096 RGBA at 16 bits inflates to 134 MB, over 5 bytes per allowed pixel (84 MB).
    #expect(
      throws: PNGError.imageDataTooLarge(
        width: 4096, height: 4096, bytes: 4096 * (1 + 4096 * 8), limits: limits)
    ) {
      try PNG.decode(bomb(width: 4096, height: 4096, depth: 16, type: 6), limits: limits)
    }
    // The same size at 8 bits is within the limits: it fails later, on its (wrong) data.
    #expect(throws: PNGError.self) {
      try PNG.decode(bomb(width: 4096, height: 4096, depth: 8, type: 6), limits: limits)
    }
    do {
      _ = try PNG.decode(bomb(width: 4096, height: 4096, depth: 8, type: 6), limits: limits)
    } catch {
      #expect(!error.description.hasPrefix("image too large"))
    }
  }

  @Test func theStandardLimitsRefuseASixteenBitImageWhoseDataWouldInflateToTwoGiB() {
    // 16384² at 16-bit RGBA would inflate to 2 GiB beside a 1 GiB bitmap.
    #expect(
      throws: PNGError.imageDataTooLarge(
        width: 16384, height: 16384, bytes: 16384 * (1 + 16384 * 8), limits: .standard)
    ) {
      try PNG.decode(bomb(width: 16384, height: 16384, depth: 16, type: 6))
    }
  }

  /// The message of a refused `bomb`, or `nil` when it is not refused for its size.
  private func sizeMessage(_ bytes: [UInt8], limits: PNGLimits) -> String? {
    do {
      _ = try PNG.decode(bytes, limits: limits)
      return nil
    } catch {
      let text = error.description
      return text.hasPrefix("image too large") ? text : nil
    }
  }

  @Test func eachSizeMessageNamesTheLimitThatWasExceeded() {
    let limits = PNGLimits(maxDimension: 8192, maxPixelCount: 1 << 24)
    // Each side at its limit, but four times the pixels.
    expectEqual(
      sizeMessage(bomb(width: 8192, height: 8192, depth: 8, type: 6), limits: limits),
      "image too large: 8192×8192 is 67108864 pixels, over the limit of 16777216 pixels in all")
    // Within the pixel limit, but its 16-bit data inflates past 5 bytes per allowed pixel.
    expectEqual(
      sizeMessage(bomb(width: 4096, height: 4096, depth: 16, type: 6), limits: limits),
      "image too large: 4096×4096 inflates to 134221824 bytes of image data, over the limit of 83886080 bytes"
    )
    // A side over its limit, the pixels within theirs.
    expectEqual(
      sizeMessage(bomb(width: 8193, height: 1, depth: 8, type: 6), limits: limits),
      "image too large: 8193×1 is over the limit of 8192 pixels a side")
    // Both a side and the pixels in all over their limits.
    expectEqual(
      sizeMessage(bomb(width: 100_000, height: 100_000, depth: 8, type: 6), limits: limits),
      "image too large: 100000×100000 is over the limits of 8192 pixels a side and 16777216 pixels in all")
  }

  @Test func limitsStateTheirDecompressedAndFileBudgets() {
    let limits = PNGLimits(maxDimension: 8192, maxPixelCount: 1 << 24)
    expectEqual(limits.maxDecompressedBytes, 5 << 24)
    #expect(limits.maxFileBytes > limits.maxDecompressedBytes)
    #expect(limits.maxFileBytes < 2 * limits.maxDecompressedBytes)
  }
}
