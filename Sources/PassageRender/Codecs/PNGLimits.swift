/// Upper bounds on the size of images that ``PNG/decode(_:limits:)`` accepts.
///
/// The header is checked against the limits before any pixel memory is allocated or any data
/// inflated, so a hostile file that declares a huge image is rejected cheaply with
/// ``PNGError/imageTooLarge(width:height:limits:)`` (too many pixels) or
/// ``PNGError/imageDataTooLarge(width:height:bytes:limits:)`` (too many bytes of image data).
///
/// Decoding holds the inflated image data and the RGBA bitmap at once. The bitmap takes 4 bytes
/// per pixel; the inflated data takes from 1/8 byte (1-bit greyscale) to 8 bytes (16-bit RGBA)
/// per pixel plus a filter byte per row, and is allowed at most 5 bytes per pixel of
/// ``maxPixelCount`` — enough for every 8-bit format at the full pixel count, while an image of
/// 16-bit samples may have fewer pixels. So decoding needs at most 9 × ``maxPixelCount`` bytes
/// besides the file itself (2.25 GiB for ``standard``), and the file may be at most
/// ``maxFileBytes``.
public struct PNGLimits: Sendable, Equatable {
  /// The largest accepted width and height, in pixels (1 to 2³¹ − 1).
  public let maxDimension: Int
  /// The largest accepted `width × height`, in pixels (1 to 2⁴⁰).
  public let maxPixelCount: Int

  /// Creates limits. `maxDimension` is clamped to 1…2³¹ − 1 (the PNG maximum) and
  /// `maxPixelCount` to 1…2⁴⁰, which keeps every size computation far from overflow.
  public init(maxDimension: Int, maxPixelCount: Int) {
    self.maxDimension = min(max(1, maxDimension), Int(Int32.max))
    self.maxPixelCount = min(max(1, maxPixelCount), 1 << 40)
  }

  /// 16384 pixels per side and 2²⁸ (268 435 456) pixels in all, which is at most 1 GiB of RGBA.
  public static let standard = PNGLimits(maxDimension: 16384, maxPixelCount: 1 << 28)

  /// The most bytes of image data inflated: 5 × ``maxPixelCount``.
  public var maxDecompressedBytes: Int { 5 * maxPixelCount }

  /// The largest file accepted by ``PNG/read(contentsOf:limits:)``: the data of an uncompressed
  /// image at ``maxDecompressedBytes`` with its zlib framing, plus 16 MiB of other chunks.
  public var maxFileBytes: Int { maxDecompressedBytes + maxDecompressedBytes / 1000 + (16 << 20) }

  /// Whether an image of `width × height` pixels (both positive) is within ``maxDimension`` and
  /// ``maxPixelCount``; its data is checked against ``maxDecompressedBytes`` apart, so that the
  /// error says which limit it is over.
  func allow(width: Int, height: Int) -> Bool {
    guard width <= maxDimension, height <= maxDimension else { return false }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && count <= maxPixelCount
  }
}
