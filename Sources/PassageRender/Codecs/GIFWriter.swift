/// Writes the blocks of a GIF89a file into a byte array.
struct GIFWriter {
  /// The file so far.
  private(set) var bytes: [UInt8] = []

  private mutating func u16(_ value: Int) {
    bytes.append(UInt8(truncatingIfNeeded: value))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  /// The `GIF89a` header, logical screen descriptor and global colour table.
  mutating func header(width: Int, height: Int, palette: GIFPalette) {
    bytes += Array("GIF89a".utf8)
    u16(width)
    u16(height)
    let table = palette.tableSize
    let bits = table.bits - 1
    bytes.append(UInt8(0x80 | bits << 4 | bits))  // global table, colour resolution, table size
    bytes.append(0)  // background colour index
    bytes.append(0)  // pixel aspect ratio: unspecified
    for i in 0..<table.entries {
      let color = i < palette.colors.count ? palette.colors[i] : 0
      bytes += [
        UInt8(truncatingIfNeeded: color >> 16), UInt8(truncatingIfNeeded: color >> 8),
        UInt8(truncatingIfNeeded: color),
      ]
    }
  }

  /// The `NETSCAPE2.0` application extension with a loop count of 0 (loop forever).
  mutating func loopForever() {
    bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
  }

  /// A graphic control extension: disposal method 1 (leave in place), the delay in hundredths
  /// of a second (0–65535) and the optional transparent index.
  mutating func graphicControl(delay: Int, transparentIndex: Int?) {
    bytes += [0x21, 0xF9, 0x04, transparentIndex == nil ? 0x04 : 0x05]
    u16(delay)
    bytes.append(UInt8(truncatingIfNeeded: transparentIndex ?? 0))
    bytes.append(0)
  }

  /// An image descriptor for the rectangle (no local colour table, not interlaced) followed by
  /// its LZW code stream (``compress(_:minCodeSize:)``) in data sub-blocks of up to 255 bytes.
  mutating func image(_ rect: GIFRect, compressed data: [UInt8], minCodeSize: Int) {
    bytes.append(0x2C)
    u16(rect.x)
    u16(rect.y)
    u16(rect.width)
    u16(rect.height)
    bytes.append(0)
    bytes.append(UInt8(minCodeSize))
    var start = 0
    while start < data.count {
      let count = min(255, data.count - start)
      bytes.append(UInt8(count))
      bytes += data[start..<(start + count)]
      start += count
    }
    bytes.append(0)
  }

  /// The LZW code stream of palette indices, for ``image(_:compressed:minCodeSize:)``.
  static func compress(_ indices: [UInt8], minCodeSize: Int) -> [UInt8] {
    indices.withUnsafeBufferPointer { GIFLZW.encode($0, minCodeSize: minCodeSize) }
  }

  /// The bytes written since the last call, which are then forgotten.
  mutating func take() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// The trailer that ends the file.
  mutating func trailer() {
    bytes.append(0x3B)
  }
}

/// A rectangle of the canvas, in pixels.
struct GIFRect: Sendable, Equatable {
  /// Left column, 0 or more.
  var x: Int
  /// Top row, 0 or more.
  var y: Int
  /// Width, 1 or more.
  var width: Int
  /// Height, 1 or more.
  var height: Int
}
