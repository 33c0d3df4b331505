import CZlib

/// A four-letter PNG chunk type such as `IHDR`, stored big-endian in a `UInt32`.
struct PNGChunkType: Equatable, Hashable, Sendable {
  /// The four type bytes as a big-endian number.
  let rawValue: UInt32

  /// Image header.
  static let header = PNGChunkType("IHDR")
  /// Palette.
  static let palette = PNGChunkType("PLTE")
  /// Image data.
  static let data = PNGChunkType("IDAT")
  /// Image end.
  static let end = PNGChunkType("IEND")
  /// Transparency.
  static let transparency = PNGChunkType("tRNS")

  /// Creates a type from its four ASCII letters.
  init(_ name: StaticString) {
    var value: UInt32 = 0
    name.withUTF8Buffer { bytes in
      for byte in bytes.prefix(4) { value = value << 8 | UInt32(byte) }
    }
    rawValue = value
  }

  /// Creates a type from its big-endian numeric value.
  init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The four bytes, first letter first.
  var bytes: [UInt8] {
    [
      UInt8(truncatingIfNeeded: rawValue >> 24), UInt8(truncatingIfNeeded: rawValue >> 16),
      UInt8(truncatingIfNeeded: rawValue >> 8), UInt8(truncatingIfNeeded: rawValue),
    ]
  }

  /// The type as text; bytes that are not printable ASCII become `?`.
  var name: String {
    String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  /// Whether all four bytes are ASCII letters, as the specification requires.
  var isValid: Bool {
    bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
  }

  /// Whether a decoder must understand the chunk (its first letter is upper case).
  var isCritical: Bool { rawValue & 0x2000_0000 == 0 }
}

/// One chunk of a PNG file: its type and where its data lies in the file's bytes.
struct PNGChunk: Sendable {
  /// The chunk type.
  let type: PNGChunkType
  /// The byte offsets of the chunk's data (without length, type and CRC) in the file.
  let data: Range<Int>
}

/// The CRC-32 used by PNG chunks, computed by zlib.
enum PNGCRC {
  /// The CRC-32 of `bytes[range]`, continuing from `crc` (0 to start).
  static func update(_ crc: UInt32, _ bytes: [UInt8], _ range: Range<Int>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !range.isEmpty else { return crc }
      var result = UInt(crc)
      var offset = range.lowerBound
      while offset < range.upperBound {
        let count = min(range.upperBound - offset, 1 << 30)
        result = CZlib.crc32(result, base + offset, UInt32(count))
        offset += count
      }
      return UInt32(truncatingIfNeeded: result)
    }
  }
}

/// Walks the chunks of a PNG file, checking the signature, lengths and CRCs.
struct PNGChunkReader {
  /// The largest chunk length the specification allows, 2³¹ − 1 bytes.
  static let maxChunkLength = Int(Int32.max)

  private let bytes: [UInt8]
  private var offset: Int

  /// Starts reading `bytes`, which must begin with the PNG signature.
  init(_ bytes: [UInt8]) throws(PNGError) {
    guard bytes.count >= PNG.signature.count, bytes.prefix(PNG.signature.count).elementsEqual(PNG.signature)
    else { throw .badSignature }
    self.bytes = bytes
    offset = PNG.signature.count
  }

  /// The next chunk, or `nil` at the exact end of the data.
  mutating func next() throws(PNGError) -> PNGChunk? {
    let remaining = bytes.count - offset
    if remaining == 0 { return nil }
    guard remaining >= 8 else { throw .truncatedChunk("????") }
    let length = Int(readUInt32(at: offset))
    let type = PNGChunkType(rawValue: readUInt32(at: offset + 4))
    guard length <= Self.maxChunkLength else { throw .invalidChunkLength(type.name, length) }
    guard remaining - 12 >= length else { throw .truncatedChunk(type.name) }
    let dataStart = offset + 8
    let dataEnd = dataStart + length
    let stored = readUInt32(at: dataEnd)
    let computed = PNGCRC.update(0, bytes, (offset + 4)..<dataEnd)
    guard stored == computed else { throw .crcMismatch(type.name) }
    guard type.isValid else {
      throw .invalidChunkType(type.bytes.map { hex($0) }.joined(separator: " "))
    }
    offset = dataEnd + 4
    return PNGChunk(type: type, data: dataStart..<dataEnd)
  }

  /// The big-endian 32-bit number at `index` (the caller guarantees four bytes are there).
  private func readUInt32(at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }
}
