/// Colour statistics gathered from every pixel the animation encodes, for choosing a palette.
///
/// Colours are packed as `0xRRGGBB` in a `UInt32`. The histogram has 64×64×64 bins (6 bits per
/// channel); each bin keeps its pixel count and channel sums so the bin's mean colour is exact.
/// Alongside, the distinct colours are tracked exactly until there are more than 256.
struct GIFHistogram: Sendable {
  /// Per bin: pixel count, then the sums of red, green and blue.
  private(set) var bins: [UInt64]
  /// Every distinct colour seen, or `nil` once there have been more than 256.
  private(set) var distinctColors: Set<UInt32>?

  /// Creates an empty histogram.
  init() {
    bins = [UInt64](repeating: 0, count: 64 * 64 * 64 * 4)
    distinctColors = []
  }

  /// The bin of a packed colour.
  @inline(__always)
  static func bin(_ color: UInt32) -> Int {
    let r: UInt32 = (color >> 6) & 0x3_F000
    let g: UInt32 = (color >> 4) & 0x0FC0
    let b: UInt32 = (color >> 2) & 0x003F
    return Int(r | g | b)
  }

  /// Adds every colour of `pixels` (packed `0xRRGGBB`).
  mutating func add(_ pixels: UnsafeBufferPointer<UInt32>) {
    guard let first = pixels.first else { return }
    var distinct = distinctColors
    distinctColors = nil
    var table = bins
    bins = []
    table.withUnsafeMutableBufferPointer { table in
      var run = first
      var count: UInt64 = 0
      for color in pixels {
        if color == run {
          count += 1
          continue
        }
        Self.add(run, count: count, to: table)
        Self.insert(run, into: &distinct)
        run = color
        count = 1
      }
      Self.add(run, count: count, to: table)
      Self.insert(run, into: &distinct)
    }
    bins = table
    distinctColors = distinct
  }

  /// Adds the colours of `rect` of a canvas `width` pixels wide (packed `0xRRGGBB`, row by row).
  mutating func add(_ rect: GIFRect, of pixels: UnsafeBufferPointer<UInt32>, width: Int) {
    for y in rect.y..<(rect.y + rect.height) {
      add(UnsafeBufferPointer(rebasing: pixels[(y * width + rect.x)..<(y * width + rect.x + rect.width)]))
    }
  }

  @inline(__always)
  private static func insert(_ color: UInt32, into distinct: inout Set<UInt32>?) {
    guard distinct != nil else { return }
    distinct?.insert(color)
    if let count = distinct?.count, count > 256 { distinct = nil }
  }

  @inline(__always)
  private static func add(_ color: UInt32, count: UInt64, to bins: UnsafeMutableBufferPointer<UInt64>) {
    let i = bin(color) * 4
    bins[i] &+= count
    bins[i + 1] &+= count &* UInt64(color >> 16)
    bins[i + 2] &+= count &* UInt64((color >> 8) & 0xFF)
    bins[i + 3] &+= count &* UInt64(color & 0xFF)
  }

  /// The non-empty bins as weighted mean colours.
  var entries: [GIFColorQuantizer.Entry] {
    var result: [GIFColorQuantizer.Entry] = []
    for bin in 0..<(64 * 64 * 64) {
      let count = bins[bin * 4]
      guard count > 0 else { continue }
      let w = Double(count)
      result.append(
        GIFColorQuantizer.Entry(
          r: Double(bins[bin * 4 + 1]) / w, g: Double(bins[bin * 4 + 2]) / w,
          b: Double(bins[bin * 4 + 3]) / w,
          weight: w))
    }
    return result
  }
}
