/// A rectangle of 8-bit RGBA pixels with premultiplied alpha, stored row by row from the top left.
///
/// `Bitmap` is what the compositor draws into and what the PNG and GIF codecs read and write.
/// Colour channels are premultiplied by alpha (like `CGImageAlphaInfo.premultipliedLast`), so a
/// channel value never exceeds its pixel's alpha.
public struct Bitmap: Sendable, Equatable {
  /// The width in pixels, zero or more.
  public let width: Int
  /// The height in pixels, zero or more.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, rows top to bottom.
  public var pixels: [UInt8]

  /// Creates a bitmap filled with one premultiplied colour (transparent black by default).
  ///
  /// Negative sizes are treated as zero.
  public init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0)) {
    self.width = max(0, width)
    self.height = max(0, height)
    var row = [UInt8]()
    row.reserveCapacity(self.width * 4)
    for _ in 0..<self.width { row += [fill.r, fill.g, fill.b, fill.a] }
    var all = [UInt8]()
    all.reserveCapacity(self.width * self.height * 4)
    for _ in 0..<self.height { all += row }
    self.pixels = all
  }

  /// Wraps existing premultiplied RGBA bytes; returns `nil` unless `pixels.count == width × height × 4`.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (both zero-based, must be inside the bitmap).
  public subscript(x: Int, y: Int) -> RGBA8 {
    get {
      let i = (y * width + x) * 4
      return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      pixels[i] = newValue.r
      pixels[i + 1] = newValue.g
      pixels[i + 2] = newValue.b
      pixels[i + 3] = newValue.a
    }
  }
}

/// One premultiplied 8-bit RGBA pixel.
public struct RGBA8: Sendable, Equatable, Hashable {
  /// Red, 0–255, premultiplied by alpha.
  public var r: UInt8
  /// Green, 0–255, premultiplied by alpha.
  public var g: UInt8
  /// Blue, 0–255, premultiplied by alpha.
  public var b: UInt8
  /// Alpha, 0 (transparent) – 255 (opaque).
  public var a: UInt8

  /// Creates a pixel from premultiplied channels.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }
}
