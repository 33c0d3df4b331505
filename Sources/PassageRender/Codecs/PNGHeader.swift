/// The validated contents of a PNG `IHDR` chunk and the scanline geometry that follows from it.
struct PNGHeader: Sendable, Equatable {
  /// Width in pixels, 1 or more.
  let width: Int
  /// Height in pixels, 1 or more.
  let height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16, as allowed for the colour type.
  let bitDepth: Int
  /// How samples map to colours.
  let colorType: PNGColorType
  /// Whether the image data is Adam7-interlaced.
  let interlaced: Bool

  /// Creates a header from already valid values (used by the encoder and tests).
  init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool) {
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.interlaced = interlaced
  }

  /// Parses and validates the 13 data bytes of `IHDR`, including the size limits.
  init(_ bytes: [UInt8], _ range: Range<Int>, limits: PNGLimits) throws(PNGError) {
    guard range.count == 13 else { throw .invalidChunkLength("IHDR", range.count) }
    let b = range.lowerBound
    func uint32(_ i: Int) -> Int {
      Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }
    let width = uint32(b)
    let height = uint32(b + 4)
    let depth = Int(bytes[b + 8])
    let type = Int(bytes[b + 9])
    guard (1...PNGChunkReader.maxChunkLength).contains(width),
      (1...PNGChunkReader.maxChunkLength).contains(height)
    else { throw .invalidDimensions(width: width, height: height) }
    guard let colorType = PNGColorType(rawValue: type) else { throw .invalidColorType(type) }
    guard colorType.allows(bitDepth: depth) else { throw .unsupportedBitDepth(depth, colorType: type) }
    guard bytes[b + 10] == 0 else { throw .unsupportedCompressionMethod(Int(bytes[b + 10])) }
    guard bytes[b + 11] == 0 else { throw .unsupportedFilterMethod(Int(bytes[b + 11])) }
    guard bytes[b + 12] <= 1 else { throw .unsupportedInterlaceMethod(Int(bytes[b + 12])) }
    guard limits.allow(width: width, height: height) else {
      throw .imageTooLarge(width: width, height: height, limits: limits)
    }
    self.init(
      width: width, height: height, bitDepth: depth, colorType: colorType, interlaced: bytes[b + 12] == 1)
    let inflated = decompressedSize
    guard inflated <= limits.maxDecompressedBytes else {
      throw .imageDataTooLarge(width: width, height: height, bytes: inflated, limits: limits)
    }
  }

  /// Bits per pixel: samples per pixel × bit depth (1 to 64).
  var bitsPerPixel: Int { colorType.channels * bitDepth }

  /// The distance in bytes between a byte and the one it is filtered against (1 to 8).
  var filterStride: Int { max(1, bitsPerPixel / 8) }

  /// Bytes in one scanline of `pixels` pixels, without the filter type byte.
  func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

  /// The passes the scanlines are stored in: seven for Adam7, otherwise one covering every pixel.
  var passes: [PNGPass] { interlaced ? PNGPass.adam7 : [PNGPass.whole] }

  /// The exact number of bytes the image data must decompress to (filter bytes included).
  var decompressedSize: Int {
    passes.reduce(0) { total, pass in
      let columns = pass.columns(inWidth: width)
      let rows = pass.rows(inHeight: height)
      return columns == 0 || rows == 0 ? total : total + rows * (1 + rowBytes(pixels: columns))
    }
  }

  /// The 13 data bytes of the `IHDR` chunk for this header.
  var encoded: [UInt8] {
    func be(_ value: Int) -> [UInt8] {
      [
        UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
        UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
      ]
    }
    return be(width) + be(height) + [
      UInt8(bitDepth), UInt8(colorType.rawValue), 0, 0, interlaced ? 1 : 0,
    ]
  }
}

/// One pass of the scanline layout: the pixels at columns `x0 + k·dx` and rows `y0 + k·dy`.
struct PNGPass: Sendable, Equatable {
  /// First column, 0–7.
  let x0: Int
  /// First row, 0–7.
  let y0: Int
  /// Column step, 1–8.
  let dx: Int
  /// Row step, 1–8.
  let dy: Int

  /// The single pass of a non-interlaced image.
  static let whole = PNGPass(x0: 0, y0: 0, dx: 1, dy: 1)

  /// The seven passes of Adam7 interlacing, in file order.
  static let adam7: [PNGPass] = [
    PNGPass(x0: 0, y0: 0, dx: 8, dy: 8), PNGPass(x0: 4, y0: 0, dx: 8, dy: 8),
    PNGPass(x0: 0, y0: 4, dx: 4, dy: 8), PNGPass(x0: 2, y0: 0, dx: 4, dy: 4),
    PNGPass(x0: 0, y0: 2, dx: 2, dy: 4), PNGPass(x0: 1, y0: 0, dx: 2, dy: 2),
    PNGPass(x0: 0, y0: 1, dx: 1, dy: 2),
  ]

  /// How many columns of an image `width` pixels wide fall in this pass (0 or more).
  func columns(inWidth width: Int) -> Int { width > x0 ? (width - x0 + dx - 1) / dx : 0 }

  /// How many rows of an image `height` pixels high fall in this pass (0 or more).
  func rows(inHeight height: Int) -> Int { height > y0 ? (height - y0 + dy - 1) / dy : 0 }
}
