/// An independent, deliberately simple PNG writer for tests: its own CRC-32 and Adler-32, zlib
/// "stored" (uncompressed) deflate blocks, any colour type and bit depth, Adam7, and a chosen
/// filter per scanline. It shares no code with the decoder under test.
struct TestPNGBuilder {
  /// One image: samples per pixel at the given bit depth, row by row.
  struct Image: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    var colorType: Int
    var bitDepth: Int
    var interlaced: Bool
    /// `width × height × channels` sample values, each below `1 << bitDepth`.
    var samples: [Int]
    /// Palette RGB triples (colour type 3).
    var palette: [UInt8] = []
    /// Raw `tRNS` data, if any.
    var transparency: [UInt8]? = nil

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }

    var description: String {
      "type \(colorType) depth \(bitDepth)\(interlaced ? " interlaced" : "")"
        + "\(transparency == nil ? "" : " tRNS") \(width)×\(height)"
    }
  }

  // MARK: Checksums

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  // MARK: Containers

  /// A zlib stream of stored blocks holding `data`.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let count = min(65535, data.count - start)
      let final: UInt8 = start + count == data.count ? 1 : 0
      out += [
        final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
      ]
      out += data[start..<(start + count)]
      start += count
    } while start < data.count
    return out + be32(adler32(data))
  }

  /// A chunk with a correct CRC; `type` is four ASCII characters.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The 13 bytes of an `IHDR`.
  static func header(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, compression: UInt8 = 0,
    filter: UInt8 = 0,
    interlace: UInt8 = 0
  ) -> [UInt8] {
    be32(width) + be32(height) + [bitDepth, colorType, compression, filter, interlace]
  }

  /// A file from already built chunks.
  static func file(_ chunks: [[UInt8]]) -> [UInt8] {
    signature + chunks.flatMap { $0 }
  }

  // MARK: Scanlines

  static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
  ]

  /// The filtered scanlines (with filter bytes) of `image`; row `n` of the whole file uses
  /// filter `filters(n)`.
  static func scanlines(_ image: Image, filters: (Int) -> UInt8) -> [UInt8] {
    let passes = image.interlaced ? adam7 : [(0, 0, 1, 1)]
    let bitsPerPixel = image.channels * image.bitDepth
    let bpp = max(1, bitsPerPixel / 8)
    var out: [UInt8] = []
    var rowNumber = 0
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: image.width, by: dx))
      let ys = Array(stride(from: y0, to: image.height, by: dy))
      guard !xs.isEmpty, !ys.isEmpty else { continue }
      var prior = [UInt8](repeating: 0, count: (xs.count * bitsPerPixel + 7) / 8)
      for y in ys {
        // Pack the samples of this row.
        var raw = [UInt8](repeating: 0, count: prior.count)
        var bit = 0
        for x in xs {
          for c in 0..<image.channels {
            let value = image.samples[(y * image.width + x) * image.channels + c]
            if image.bitDepth == 16 {
              raw[bit / 8] = UInt8(value >> 8)
              raw[bit / 8 + 1] = UInt8(value & 0xFF)
            } else {
              raw[bit / 8] |= UInt8(value << (8 - image.bitDepth - bit % 8))
            }
            bit += image.bitDepth
          }
        }
        let type = filters(rowNumber)
        out.append(type)
        for i in raw.indices {
          let a = i >= bpp ? Int(raw[i - bpp]) : 0
          let b = Int(prior[i])
          let c = i >= bpp ? Int(prior[i - bpp]) : 0
          let predictor: Int
          switch type {
          case 1: predictor = a
          case 2: predictor = b
          case 3: predictor = (a + b) / 2
          case 4:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
          default: predictor = 0
          }
          out.append(UInt8((Int(raw[i]) - predictor + 256) % 256))
        }
        prior = raw
        rowNumber += 1
      }
    }
    return out
  }

  /// A complete, valid PNG of `image`, split over `idatCount` `IDAT` chunks.
  static func png(_ image: Image, filters: (Int) -> UInt8 = { UInt8($0 % 5) }, idatCount: Int = 2) -> [UInt8]
  {
    let ihdr = header(
      width: UInt32(image.width), height: UInt32(image.height), bitDepth: UInt8(image.bitDepth),
      colorType: UInt8(image.colorType), interlace: image.interlaced ? 1 : 0)
    let stream = zlibStored(scanlines(image, filters: filters))
    var chunks = [chunk("IHDR", ihdr), chunk("tEXt", Array("Comment\u{0}test".utf8))]
    if !image.palette.isEmpty { chunks.append(chunk("PLTE", image.palette)) }
    if let t = image.transparency { chunks.append(chunk("tRNS", t)) }
    let part = max(1, (stream.count + idatCount - 1) / idatCount)
    var start = 0
    while start < stream.count {
      chunks.append(chunk("IDAT", Array(stream[start..<min(stream.count, start + part)])))
      start += part
    }
    chunks.append(chunk("IEND", []))
    return file(chunks)
  }

  /// The premultiplied RGBA8 pixels a correct decoder must produce for `image`, computed with
  /// floating point straight from the specification.
  static func expectedPixels(_ image: Image) -> [UInt8] {
    let maxValue = Double((1 << image.bitDepth) - 1)
    func to8(_ v: Int) -> Int { Int((Double(v) * 255 / maxValue).rounded()) }
    func key(_ i: Int) -> Int? {
      guard let t = image.transparency, t.count >= 2 * i + 2 else { return nil }
      return Int(t[2 * i]) << 8 | Int(t[2 * i + 1])
    }
    var out: [UInt8] = []
    for p in 0..<(image.width * image.height) {
      let s = Array(image.samples[(p * image.channels)..<((p + 1) * image.channels)])
      var rgba: (Int, Int, Int, Int)
      switch image.colorType {
      case 0:
        rgba = (to8(s[0]), to8(s[0]), to8(s[0]), s[0] == key(0) ? 0 : 255)
      case 2:
        let transparent = s[0] == key(0) && s[1] == key(1) && s[2] == key(2)
        rgba = (to8(s[0]), to8(s[1]), to8(s[2]), transparent ? 0 : 255)
      case 3:
        let i = s[0]
        let alpha = i < (image.transparency?.count ?? 0) ? Int(image.transparency?[i] ?? 255) : 255
        rgba = (
          Int(image.palette[3 * i]), Int(image.palette[3 * i + 1]), Int(image.palette[3 * i + 2]), alpha
        )
      case 4:
        rgba = (to8(s[0]), to8(s[0]), to8(s[0]), to8(s[1]))
      default:
        rgba = (to8(s[0]), to8(s[1]), to8(s[2]), to8(s[3]))
      }
      func pm(_ c: Int) -> UInt8 { UInt8((Double(c * rgba.3) / 255).rounded()) }
      out += [pm(rgba.0), pm(rgba.1), pm(rgba.2), UInt8(rgba.3)]
    }
    return out
  }
}
