/// The first chunks of a PNG, written independently of the code under test: the signature, an
/// `IHDR` with a correct CRC, and a small `IDAT` (enough for a reader to judge the header).
enum TinyPNG {
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
  }

  static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(crc32(body)))
  }

  static func header(width: Int, height: Int, depth: Int, colorType: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [UInt8(depth), UInt8(colorType), 0, 0, 0])
      + chunk("IDAT", [0x78, 0x01, 0x01, 0x00, 0x00, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x01])
      + chunk("IEND", [])
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  /// A complete 8-bit RGB file of `width` × `height` pixels (at most 65 535 bytes of scanlines)
  /// in one stored deflate block; with `damagedRow`, one bit of that row's first sample flipped
  /// after the stream's Adler-32 was computed, every chunk's CRC still correct.
  static func rgb(width: Int, height: Int, damagedRow: Int? = nil) -> [UInt8] {
    let scanline = 1 + 3 * width
    var rows = [UInt8](repeating: 0, count: scanline * height)
    for i in rows.indices where i % scanline != 0 { rows[i] = UInt8(truncatingIfNeeded: i &* 7) }
    let count = rows.count
    var stream: [UInt8] = [0x78, 0x01, 0x01, UInt8(count & 0xFF), UInt8(count >> 8)]
    stream += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
    stream += rows + be32(Int(adler32(rows)))
    if let damagedRow { stream[7 + damagedRow * scanline + 1] ^= 0x10 }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0]) + chunk("IDAT", stream)
      + chunk("IEND", [])
  }
}

/// The frame delays of a GIF, read by walking its blocks (independently of the encoder).
enum TinyGIF {
  /// Each graphic control extension's delay, in centiseconds, in file order; `[]` if the file
  /// is not a well-formed GIF.
  static func delays(_ bytes: [UInt8]) -> [Int] {
    guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { return [] }
    func tableSize(_ packed: UInt8) -> Int { packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 7) + 1) }
    var i = 13 + tableSize(bytes[10])
    var result: [Int] = []
    func skipSubBlocks() {
      while i < bytes.count, bytes[i] != 0 { i += Int(bytes[i]) + 1 }
      i += 1
    }
    while i < bytes.count {
      switch bytes[i] {
      case 0x21:
        if i + 5 < bytes.count, bytes[i + 1] == 0xF9 {
          result.append(Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8)
        }
        i += 2
        skipSubBlocks()
      case 0x2C:
        guard i + 9 < bytes.count else { return [] }
        i += 10 + tableSize(bytes[i + 9]) + 1
        skipSubBlocks()
      case 0x3B:
        return result
      default:
        return []
      }
    }
    return []
  }
}
