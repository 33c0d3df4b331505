/// The global colour table of an animation and a fast colour → index lookup for it.
///
/// Colours are packed `0xRRGGBB`. When the palette holds every colour of the animation
/// (``isExact``) lookups are exact through a small hash table. Otherwise a colour that is in the
/// palette still maps to its own entry, and any other colour to the palette entry nearest to it,
/// found on first use and cached per colour, so a repeated lookup costs two hash probes;
/// optional ordered dithering nudges colours first.
struct GIFPalette: Sendable {
  /// The palette colours, 1–256 of them.
  let colors: [UInt32]
  /// The index reserved for "unchanged" pixels, if any (equal to `colors.count`).
  let transparentIndex: Int?
  /// Whether every colour that will be looked up is in `colors`.
  let isExact: Bool
  /// Whether ordered dithering is applied (never when exact).
  let dithering: Bool

  /// Open-addressing table of the palette's `color | 0x1000000` keys (0 = empty) and indices.
  private var exactKeys: [UInt32]
  private var exactValues: [UInt8]
  /// Approximate mode: a cache of colour (`color | 0x1000000`, 0 = empty) → nearest palette index.
  private var cacheKeys: [UInt32]
  private var cells: [UInt16]
  /// Nearest-colour search over `colors`, for filling `cells`.
  private let search: GIFNearestColor

  private static let exactTableBits = 10

  /// Creates the lookup for `colors` (1–256 packed colours).
  init(colors: [UInt32], transparentIndex: Int?, isExact: Bool, dithering: Bool) {
    self.colors = colors
    self.transparentIndex = transparentIndex
    self.isExact = isExact
    self.dithering = dithering && !isExact
    search = GIFNearestColor(
      colors.map { (Double($0 >> 16), Double(($0 >> 8) & 0xFF), Double($0 & 0xFF)) })
    var keys = [UInt32](repeating: 0, count: 1 << Self.exactTableBits)
    var values = [UInt8](repeating: 0, count: 1 << Self.exactTableBits)
    for (index, color) in colors.enumerated() {
      var slot = Self.hash(color)
      while keys[slot] != 0 { slot = (slot + 1) & ((1 << Self.exactTableBits) - 1) }
      keys[slot] = color | 0x100_0000
      values[slot] = UInt8(truncatingIfNeeded: index)
    }
    exactKeys = keys
    exactValues = values
    cells = isExact ? [] : [UInt16](repeating: 0xFFFF, count: 1 << 18)
    cacheKeys = isExact ? [] : [UInt32](repeating: 0, count: 1 << 18)
  }

  /// The global palette of an animation of `frameCount` stored frames whose encoded pixels
  /// `histogram` counted: every colour exactly if they fit in `options.maxColors`, otherwise a
  /// quantized one; with a transparent entry for unchanged pixels when there is more than one
  /// frame and room for it.
  static func make(for histogram: GIFHistogram, frameCount: Int, options: GIFOptions) -> GIFPalette {
    let animated = frameCount > 1
    let limit = options.maxColors
    if let distinct = histogram.distinctColors, distinct.count <= limit {
      let colors = distinct.sorted()
      return GIFPalette(
        colors: colors, transparentIndex: animated && colors.count < limit ? colors.count : nil,
        isExact: true, dithering: false)
    }
    let colors = GIFColorQuantizer.palette(for: histogram.entries, count: animated ? limit - 1 : limit)
    return GIFPalette(
      colors: colors, transparentIndex: animated ? colors.count : nil, isExact: false,
      dithering: options.dithering)
  }

  /// The palette indices of the packed colours of `rect` (canvas coordinates), read row by row
  /// from `pixels`, where the rectangle's first pixel is at `start` and rows are `rowLength`
  /// apart.
  mutating func indices(
    of rect: GIFRect, in pixels: UnsafeBufferPointer<UInt32>, rowLength: Int, start: Int
  ) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: rect.width * rect.height) { out, initialized in
      for row in 0..<rect.height {
        let from = start + row * rowLength
        map(
          UnsafeBufferPointer(rebasing: pixels[from..<(from + rect.width)]), x: rect.x, y: rect.y + row,
          into: UnsafeMutableBufferPointer(rebasing: out[(row * rect.width)..<((row + 1) * rect.width)]))
      }
      initialized = rect.width * rect.height
    }
  }

  /// How many entries the GIF colour table needs (a power of two, 2–256) and its size code
  /// (log₂ of that minus 1, 0–7).
  var tableSize: (entries: Int, bits: Int) {
    let used = colors.count + (transparentIndex == nil ? 0 : 1)
    var bits = 1
    while 1 << bits < used { bits += 1 }
    return (1 << bits, bits)
  }

  @inline(__always)
  private static func hash(_ color: UInt32) -> Int {
    Int((color &* 0x9E37_79B1) >> UInt32(32 - exactTableBits))
  }

  /// 8×8 Bayer matrix, values 0–63.
  private static let bayer: [Int] = [
    0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
  ]

  /// Maps the packed colours of `pixels` (one row segment starting at canvas column `x`, row
  /// `y`) to palette indices in `out`.
  mutating func map(
    _ pixels: UnsafeBufferPointer<UInt32>, x: Int, y: Int, into out: UnsafeMutableBufferPointer<UInt8>
  ) {
    guard let first = pixels.first else { return }
    if isExact {
      var last = first
      var lastIndex = UInt8(truncatingIfNeeded: max(0, exactIndex(first)))
      for i in pixels.indices {
        let c = pixels[i]
        if c != last {
          last = c
          lastIndex = UInt8(truncatingIfNeeded: max(0, exactIndex(c)))
        }
        out[i] = lastIndex
      }
    } else if dithering {
      let row = (y & 7) * 8
      for i in pixels.indices {
        let offset = (Self.bayer[row + ((x + i) & 7)] - 32) * 3 / 8
        let c = pixels[i]
        func nudge(_ v: UInt32) -> UInt32 { UInt32(max(0, min(255, Int(v & 0xFF) + offset))) }
        out[i] = approximateIndex(nudge(c >> 16) << 16 | nudge(c >> 8) << 8 | nudge(c))
      }
    } else {
      var last = first
      var lastIndex = approximateIndex(first)
      for i in pixels.indices {
        let c = pixels[i]
        if c != last {
          last = c
          lastIndex = approximateIndex(c)
        }
        out[i] = lastIndex
      }
    }
  }

  /// The palette index of `color` if it is in the palette, otherwise -1.
  @inline(__always)
  private func exactIndex(_ color: UInt32) -> Int {
    let key = color | 0x100_0000
    var slot = Self.hash(color)
    for _ in 0..<(1 << Self.exactTableBits) {
      let stored = exactKeys[slot]
      if stored == key { return Int(exactValues[slot]) }
      if stored == 0 { break }
      slot = (slot + 1) & ((1 << Self.exactTableBits) - 1)
    }
    return -1
  }

  /// The palette index for `color`: its own entry if present, otherwise its cell's.
  @inline(__always)
  private mutating func approximateIndex(_ color: UInt32) -> UInt8 {
    let exact = exactIndex(color)
    return exact >= 0 ? UInt8(truncatingIfNeeded: exact) : cellIndex(color)
  }

  /// The nearest palette index of a colour that is not in the palette: exact (the search runs
  /// for the colour itself), cached per colour in an open-addressing table of 2^18 slots; when
  /// the probe sequence is long the search result is used uncached.
  @inline(__always)
  private mutating func cellIndex(_ color: UInt32) -> UInt8 {
    let key = color | 0x100_0000
    let mask = (1 << 18) - 1
    var slot = Int((color &* 0x9E37_79B1) >> 14) & mask
    for _ in 0..<8 {
      let stored = cacheKeys[slot]
      if stored == key { return UInt8(truncatingIfNeeded: cells[slot]) }
      if stored == 0 {
        let index = nearest(color)
        cacheKeys[slot] = key
        cells[slot] = UInt16(index)
        return index
      }
      slot = (slot + 1) & mask
    }
    return nearest(color)
  }

  /// The index of the palette colour closest to `color`.
  func nearest(_ color: UInt32) -> UInt8 {
    UInt8(
      truncatingIfNeeded: search.nearest(
        Double(color >> 16), Double((color >> 8) & 0xFF), Double(color & 0xFF)))
  }
}
