/// Upper bounds on the size of images that ``PNG/decode(_:limits:)`` accepts.
///
/// The header is checked against the limits before any pixel memory is allocated, so a hostile
/// file that declares a huge image is rejected cheaply with ``PNGError/imageTooLarge(width:height:limits:)``.
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

  /// Whether an image of `width × height` pixels (both positive) is within the limits.
  func allow(width: Int, height: Int) -> Bool {
    guard width <= maxDimension, height <= maxDimension else { return false }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    return !overflow && count <= maxPixelCount
  }
}
