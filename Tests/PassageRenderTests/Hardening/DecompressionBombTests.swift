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
    #expect(throws: PNGError.imageTooLarge(width: 4096, height: 4096, limits: limits)) {
      try PNG.decode(bomb(width: 4096, height: 4096, depth: 16, type: 6), limits: limits)
    }
    // The same size at 8 bits is within the limits: it fails later, on its (wrong) data.
    #expect(throws: PNGError.self) {
      try PNG.decode(bomb(width: 4096, height: 4096, depth: 8, type: 6), limits: limits)
    }
    do {
      _ = try PNG.decode(bomb(width: 4096, height: 4096, depth: 8, type: 6), limits: limits)
    } catch {
      #expect(error != .imageTooLarge(width: 4096, height: 4096, limits: limits))
    }
  }

  @Test func theStandardLimitsRefuseASixteenBitImageWhoseDataWouldInflateToTwoGiB() {
    // 16384² at 16-bit RGBA would inflate to 2 GiB beside a 1 GiB bitmap.
    #expect(throws: PNGError.imageTooLarge(width: 16384, height: 16384, limits: .standard)) {
      try PNG.decode(bomb(width: 16384, height: 16384, depth: 16, type: 6))
    }
  }

  @Test func limitsStateTheirDecompressedAndFileBudgets() {
    let limits = PNGLimits(maxDimension: 8192, maxPixelCount: 1 << 24)
    #expect(limits.maxDecompressedBytes == 5 << 24)
    #expect(limits.maxFileBytes > limits.maxDecompressedBytes)
    #expect(limits.maxFileBytes < 2 * limits.maxDecompressedBytes)
  }
}
