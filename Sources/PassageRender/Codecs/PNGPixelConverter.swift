/// Turns reconstructed scanlines of any PNG pixel format into premultiplied RGBA8 pixels.
struct PNGPixelConverter: Sendable {
  private let header: PNGHeader
  /// 256 premultiplied RGBA entries; entries past `paletteSize` are unused.
  private let paletteRGBA: [UInt8]
  private let paletteSize: Int
  /// The transparent sample values from `tRNS` for greyscale (one) or RGB (three) images.
  private let transparentKey: [Int]

  /// Prepares the conversion for a validated container.
  init(_ container: PNGContainer) {
    header = container.header
    paletteSize = container.palette.count / 3
    var table = [UInt8](repeating: 0, count: 256 * 4)
    for entry in 0..<paletteSize {
      let alpha = entry < container.transparency.count ? container.transparency[entry] : 255
      table[entry * 4] = Self.premultiply(container.palette[entry * 3], alpha)
      table[entry * 4 + 1] = Self.premultiply(container.palette[entry * 3 + 1], alpha)
      table[entry * 4 + 2] = Self.premultiply(container.palette[entry * 3 + 2], alpha)
      table[entry * 4 + 3] = alpha
    }
    paletteRGBA = table
    let t = container.transparency
    switch container.header.colorType {
    case .grey where t.count == 2, .rgb where t.count == 6:
      transparentKey = stride(from: 0, to: t.count, by: 2).map { Int(t[$0]) << 8 | Int(t[$0 + 1]) }
    default:
      transparentKey = []
    }
  }

  /// `channel × alpha / 255`, rounded to nearest.
  @inline(__always)
  static func premultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
    let t = Int(channel) * Int(alpha) + 128
    return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
  }

  /// Converts the `count` pixels of `row` (a reconstructed scanline without its filter byte) and
  /// stores them in `out` starting at byte `start`, `step` bytes apart. Throws only for palette
  /// indices past the end of the palette.
  func convert(
    row: UnsafeBufferPointer<UInt8>, count: Int, into out: UnsafeMutableBufferPointer<UInt8>,
    start: Int, step: Int
  ) throws(PNGError) {
    var o = start
    @inline(__always) func store(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
      out[o] = r
      out[o + 1] = g
      out[o + 2] = b
      out[o + 3] = a
      o += step
    }
    let depth = header.bitDepth
    if depth == 8 && step == 4 && convertContiguous8(row: row, count: count, into: out, start: start) {
      return
    }
    switch header.colorType {
    case .rgb where depth == 8:
      let key = transparentKey
      for i in 0..<count {
        let r = row[3 * i]
        let g = row[3 * i + 1]
        let b = row[3 * i + 2]
        if key.count == 3 && Int(r) == key[0] && Int(g) == key[1] && Int(b) == key[2] {
          store(0, 0, 0, 0)
        } else {
          store(r, g, b, 255)
        }
      }
    case .rgba where depth == 8:
      for i in 0..<count {
        let a = row[4 * i + 3]
        if a == 255 {
          store(row[4 * i], row[4 * i + 1], row[4 * i + 2], 255)
        } else {
          store(
            Self.premultiply(row[4 * i], a), Self.premultiply(row[4 * i + 1], a),
            Self.premultiply(row[4 * i + 2], a), a)
        }
      }
    case .palette:
      for i in 0..<count {
        let index = Int(sample(row, i))
        guard index < paletteSize else {
          throw .paletteIndexOutOfRange(index: index, paletteSize: paletteSize)
        }
        store(
          paletteRGBA[4 * index], paletteRGBA[4 * index + 1], paletteRGBA[4 * index + 2],
          paletteRGBA[4 * index + 3])
      }
    case .grey:
      let maxValue = (1 << depth) - 1
      for i in 0..<count {
        let value = sample(row, i)
        if transparentKey.count == 1 && value == transparentKey[0] {
          store(0, 0, 0, 0)
        } else {
          let grey = UInt8(truncatingIfNeeded: (value * 255 + maxValue / 2) / maxValue)
          store(grey, grey, grey, 255)
        }
      }
    case .rgb:
      for i in 0..<count {
        let r = sample(row, 3 * i)
        let g = sample(row, 3 * i + 1)
        let b = sample(row, 3 * i + 2)
        if transparentKey.count == 3 && r == transparentKey[0] && g == transparentKey[1]
          && b == transparentKey[2]
        {
          store(0, 0, 0, 0)
        } else {
          store(to8(r), to8(g), to8(b), 255)
        }
      }
    case .greyAlpha:
      for i in 0..<count {
        let a = to8(sample(row, 2 * i + 1))
        let grey = Self.premultiply(to8(sample(row, 2 * i)), a)
        store(grey, grey, grey, a)
      }
    case .rgba:
      for i in 0..<count {
        let a = to8(sample(row, 4 * i + 3))
        store(
          Self.premultiply(to8(sample(row, 4 * i)), a), Self.premultiply(to8(sample(row, 4 * i + 1)), a),
          Self.premultiply(to8(sample(row, 4 * i + 2)), a), a)
      }
    }
  }

  /// The common 8-bit RGB (without a transparent colour) and RGBA scanlines of a non-interlaced
  /// image, one 32-bit store per pixel; returns `false`, converting nothing, for other formats.
  @inline(__always)
  private func convertContiguous8(
    row: UnsafeBufferPointer<UInt8>, count: Int, into out: UnsafeMutableBufferPointer<UInt8>, start: Int
  ) -> Bool {
    let source = UnsafeRawBufferPointer(row)
    let target = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(out)[start...])
    switch header.colorType {
    case .rgb where transparentKey.isEmpty:
      for i in 0..<count {
        let p = UInt32(source[3 &* i]) | UInt32(source[3 &* i &+ 1]) << 8 | UInt32(source[3 &* i &+ 2]) << 16
        target.storeBytes(of: (p | 0xFF00_0000).littleEndian, toByteOffset: i &* 4, as: UInt32.self)
      }
      return true
    case .rgba:
      for i in 0..<count {
        var p = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
        let a = UInt8(truncatingIfNeeded: p >> 24)
        if a != 255 {
          @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            UInt32(Self.premultiply(UInt8(truncatingIfNeeded: p >> shift), a)) << shift
          }
          p = channel(0) | channel(8) | channel(16) | UInt32(a) << 24
        }
        target.storeBytes(of: p.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
      }
      return true
    default:
      return false
    }
  }

  /// The `index`-th sample of a scanline at the header's bit depth (1, 2, 4, 8 or 16 bits).
  @inline(__always)
  private func sample(_ row: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
    switch header.bitDepth {
    case 8: return Int(row[index])
    case 16: return Int(row[2 * index]) << 8 | Int(row[2 * index + 1])
    default:
      let bits = header.bitDepth
      let bit = index * bits
      let shift = 8 - bits - (bit & 7)
      return Int(row[bit >> 3] >> UInt8(shift)) & ((1 << bits) - 1)
    }
  }

  /// Scales a sample of the header's bit depth (8 or 16) to 8 bits, rounding to nearest.
  @inline(__always)
  private func to8(_ value: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: header.bitDepth == 16 ? (value + 128) / 257 : value)
  }
}
