/// Why a PNG file could not be decoded, or a bitmap could not be encoded as PNG.
///
/// Chunk types are given as their four-letter names (for example `"IDAT"`); bytes that are not
/// printable ASCII are shown as `?`. ``description`` is a complete English sentence fragment
/// suitable for showing to a user, such as `CRC mismatch in chunk 'IHDR'`.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data does not start with the 8-byte PNG signature.
  case badSignature
  /// The file ends inside the named chunk (or inside a chunk header, named `"????"`).
  case truncatedChunk(String)
  /// The stored CRC-32 of the named chunk does not match its type and data.
  case crcMismatch(String)
  /// A chunk type contains bytes that are not ASCII letters (shown as hex, e.g. `"49 48 00 52"`).
  case invalidChunkType(String)
  /// The named chunk has a length (in bytes) that is not allowed for it.
  case invalidChunkLength(String, Int)
  /// A chunk the file must contain (`IHDR`, `PLTE` for palette images, `IDAT`, `IEND`) is missing.
  case missingChunk(String)
  /// The named chunk appears twice but may appear only once.
  case duplicateChunk(String)
  /// The named chunk appears in a position the specification forbids (e.g. `PLTE` after `IDAT`).
  case misplacedChunk(String)
  /// The named chunk is not allowed for the image's colour type (the raw `IHDR` value).
  case chunkNotAllowed(String, colorType: Int)
  /// A critical chunk this decoder does not know, so the image cannot be shown correctly.
  case unknownCriticalChunk(String)
  /// The width or height (pixels) is zero or above the PNG maximum of 2³¹ − 1.
  case invalidDimensions(width: Int, height: Int)
  /// The declared size (pixels) exceeds the decoder's ``PNGLimits``: a side is over
  /// ``PNGLimits/maxDimension``, or `width × height` over ``PNGLimits/maxPixelCount``.
  case imageTooLarge(width: Int, height: Int, limits: PNGLimits)
  /// The declared size is within the pixel limits, but its image data would inflate to `bytes`,
  /// over ``PNGLimits/maxDecompressedBytes`` (an image of 16-bit samples, say).
  case imageDataTooLarge(width: Int, height: Int, bytes: Int, limits: PNGLimits)
  /// The colour type byte of `IHDR` is not 0, 2, 3, 4 or 6.
  case invalidColorType(Int)
  /// The bit depth (bits per sample) is not allowed for the colour type (both raw `IHDR` values).
  case unsupportedBitDepth(Int, colorType: Int)
  /// The compression method byte of `IHDR` is not 0 (zlib deflate).
  case unsupportedCompressionMethod(Int)
  /// The filter method byte of `IHDR` is not 0 (adaptive filtering).
  case unsupportedFilterMethod(Int)
  /// The interlace method byte of `IHDR` is not 0 (none) or 1 (Adam7).
  case unsupportedInterlaceMethod(Int)
  /// A scanline starts with a filter type byte above 4; `row` counts scanlines from 0 across all passes.
  case invalidFilterType(Int, row: Int)
  /// A pixel refers to palette entry `index` but the palette has only `paletteSize` entries.
  case paletteIndexOutOfRange(index: Int, paletteSize: Int)
  /// zlib rejected the compressed image data; the string is zlib's own explanation.
  case corruptImageData(String)
  /// The compressed image data ends before the zlib stream is complete.
  case truncatedImageData
  /// The image data decompresses to fewer bytes than the header implies.
  case imageDataTooShort(expected: Int, actual: Int)
  /// The image data decompresses to more bytes than the header implies.
  case imageDataTooLong(expected: Int)
  /// Encoding: the bitmap's `pixels` array does not hold `width × height × 4` bytes.
  case invalidPixelCount(expected: Int, actual: Int)
  /// Encoding: zlib failed with the given return code (for example out of memory).
  case compressionFailed(Int)

  /// A clear English explanation of the problem.
  public var description: String {
    switch self {
    case .badSignature:
      return "not a PNG file (bad signature)"
    case .truncatedChunk(let type):
      return "truncated chunk '\(type)'"
    case .crcMismatch(let type):
      return "CRC mismatch in chunk '\(type)'"
    case .invalidChunkType(let hex):
      return "invalid chunk type (bytes \(hex))"
    case .invalidChunkLength(let type, let length):
      return "chunk '\(type)' has an invalid length of \(length) bytes"
    case .missingChunk(let type):
      return "missing chunk '\(type)'"
    case .duplicateChunk(let type):
      return "chunk '\(type)' appears more than once"
    case .misplacedChunk(let type):
      return "chunk '\(type)' is out of order"
    case .chunkNotAllowed(let type, let colorType):
      return "chunk '\(type)' is not allowed in a \(PNGColorType.name(of: colorType)) image"
    case .unknownCriticalChunk(let type):
      return "unknown critical chunk '\(type)'"
    case .invalidDimensions(let width, let height):
      return "invalid image size \(width)×\(height) (each side must be 1 to 2147483647 pixels)"
    case .imageTooLarge(let width, let height, let limits):
      // Only the limits this size is over are named: a message that quotes a limit the image
      // is within (its sides, say, when only the pixels in all are too many) contradicts itself.
      let side = width > limits.maxDimension || height > limits.maxDimension
      let (count, overflow) = width.multipliedReportingOverflow(by: height)
      let pixels = overflow || count > limits.maxPixelCount
      let sideLimit = "\(limits.maxDimension) pixels a side"
      let pixelLimit = "\(limits.maxPixelCount) pixels in all"
      switch (side, pixels) {
      case (true, true):
        return "image too large: \(width)×\(height) is over the limits of \(sideLimit) and \(pixelLimit)"
      case (true, false):
        return "image too large: \(width)×\(height) is over the limit of \(sideLimit)"
      case (false, true):
        let total = overflow ? "more than \(Int.max)" : "\(count)"
        return "image too large: \(width)×\(height) is \(total) pixels, over the limit of \(pixelLimit)"
      case (false, false):
        // Not thrown by the decoder, which throws this only for a size over a limit.
        return "image too large: \(width)×\(height) (the limits are \(sideLimit) and \(pixelLimit))"
      }
    case .imageDataTooLarge(let width, let height, let bytes, let limits):
      return "image too large: \(width)×\(height) inflates to \(bytes) bytes of image data, "
        + "over the limit of \(limits.maxDecompressedBytes) bytes"
    case .invalidColorType(let type):
      return "invalid colour type \(type)"
    case .unsupportedBitDepth(let depth, let colorType):
      return "unsupported bit depth \(depth) for colour type \(colorType) "
        + "(\(PNGColorType.name(of: colorType)))"
    case .unsupportedCompressionMethod(let method):
      return "unsupported compression method \(method)"
    case .unsupportedFilterMethod(let method):
      return "unsupported filter method \(method)"
    case .unsupportedInterlaceMethod(let method):
      return "unsupported interlace method \(method)"
    case .invalidFilterType(let type, let row):
      return "invalid filter type \(type) on scanline \(row)"
    case .paletteIndexOutOfRange(let index, let size):
      return "palette index \(index) is out of range (the palette has \(size) entries)"
    case .corruptImageData(let message):
      return "corrupt image data (zlib: \(message))"
    case .truncatedImageData:
      return "truncated image data (the zlib stream is incomplete)"
    case .imageDataTooShort(let expected, let actual):
      return "image data too short: expected \(expected) bytes, got \(actual)"
    case .imageDataTooLong(let expected):
      return "image data too long: expected \(expected) bytes, got more"
    case .invalidPixelCount(let expected, let actual):
      return "bitmap has \(actual) bytes of pixels, expected \(expected)"
    case .compressionFailed(let code):
      return "zlib compression failed with code \(code)"
    }
  }
}
