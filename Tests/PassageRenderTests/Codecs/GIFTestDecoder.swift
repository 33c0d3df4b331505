/// A small, strict GIF decoder for verifying the encoder: header, logical screen descriptor,
/// global and local colour tables, graphic control and application extensions, image
/// descriptors with sub-rectangles, LZW, and compositing with disposal methods 0–3.
/// Interlaced images are not supported (the encoder never writes them).
enum GIFTestDecoder {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  struct Frame {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// Hundredths of a second.
    var delay: Int
    var transparentIndex: Int?
    var disposal: Int
    var indices: [UInt8]
    /// The whole canvas after this frame is drawn, packed `0xRRGGBB`.
    var canvas: [UInt32]
  }

  struct Animation {
    var width: Int
    var height: Int
    var palette: [UInt32]
    /// The `NETSCAPE2.0` loop count (0 = forever), or `nil` without the extension.
    var loopCount: Int?
    var frames: [Frame]
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func byte() throws -> Int {
      guard offset < bytes.count else { throw Failure(description: "unexpected end of file at \(offset)") }
      defer { offset += 1 }
      return Int(bytes[offset])
    }

    mutating func u16() throws -> Int { try byte() | byte() << 8 }

    mutating func take(_ count: Int) throws -> [UInt8] {
      guard count <= bytes.count - offset else { throw Failure(description: "unexpected end of file") }
      defer { offset += count }
      return Array(bytes[offset..<(offset + count)])
    }

    mutating func subBlocks() throws -> [UInt8] {
      var data: [UInt8] = []
      while true {
        let size = try byte()
        if size == 0 { return data }
        data += try take(size)
      }
    }

    mutating func colorTable(_ count: Int) throws -> [UInt32] {
      try (0..<count).map { _ in UInt32(try byte()) << 16 | UInt32(try byte()) << 8 | UInt32(try byte()) }
    }
  }

  static func decode(_ bytes: [UInt8]) throws -> Animation {
    var r = Reader(bytes: bytes)
    guard try r.take(6) == Array("GIF89a".utf8) else { throw Failure(description: "not GIF89a") }
    let width = try r.u16()
    let height = try r.u16()
    let flags = try r.byte()
    let background = try r.byte()
    _ = try r.byte()
    let palette = flags & 0x80 != 0 ? try r.colorTable(2 << (flags & 7)) : []
    var animation = Animation(width: width, height: height, palette: palette, loopCount: nil, frames: [])
    var canvas = [UInt32](
      repeating: background < palette.count ? palette[background] : 0, count: width * height)
    var control: (delay: Int, transparent: Int?, disposal: Int) = (0, nil, 0)
    var previousDisposal: (disposal: Int, rect: (Int, Int, Int, Int), saved: [UInt32])?

    while true {
      switch try r.byte() {
      case 0x3B:
        guard r.offset == bytes.count else { throw Failure(description: "data after the trailer") }
        return animation
      case 0x21:
        let label = try r.byte()
        if label == 0xF9 {
          guard try r.byte() == 4 else { throw Failure(description: "bad graphic control size") }
          let packed = try r.byte()
          let delay = try r.u16()
          let transparent = try r.byte()
          guard try r.byte() == 0 else { throw Failure(description: "graphic control not terminated") }
          control = (delay, packed & 1 != 0 ? transparent : nil, (packed >> 2) & 7)
        } else if label == 0xFF {
          guard try r.byte() == 11 else { throw Failure(description: "bad application extension size") }
          let identifier = try r.take(11)
          let data = try r.subBlocks()
          if identifier == Array("NETSCAPE2.0".utf8) {
            guard data.count == 3, data[0] == 1 else { throw Failure(description: "bad NETSCAPE2.0 data") }
            animation.loopCount = Int(data[1]) | Int(data[2]) << 8
          }
        } else {
          _ = try r.subBlocks()
        }
      case 0x2C:
        let x = try r.u16()
        let y = try r.u16()
        let w = try r.u16()
        let h = try r.u16()
        let packed = try r.byte()
        guard packed & 0x40 == 0 else { throw Failure(description: "interlaced images are not supported") }
        let local = packed & 0x80 != 0 ? try r.colorTable(2 << (packed & 7)) : nil
        let table = local ?? palette
        guard x + w <= width, y + h <= height, w > 0, h > 0 else {
          throw Failure(description: "frame outside the canvas")
        }
        let minCodeSize = try r.byte()
        let indices = try lzwDecode(try r.subBlocks(), minCodeSize: minCodeSize, pixelCount: w * h)
        if let p = previousDisposal {
          let (px, py, pw, ph) = p.rect
          for row in 0..<ph {
            for col in 0..<pw {
              let i = (py + row) * width + px + col
              if p.disposal == 2 { canvas[i] = background < palette.count ? palette[background] : 0 }
              if p.disposal == 3 { canvas[i] = p.saved[i] }
            }
          }
        }
        let saved = canvas
        for row in 0..<h {
          for col in 0..<w {
            let index = Int(indices[row * w + col])
            if index == control.transparent { continue }
            guard index < table.count else {
              throw Failure(description: "index \(index) outside the colour table")
            }
            canvas[(y + row) * width + x + col] = table[index]
          }
        }
        animation.frames.append(
          Frame(
            x: x, y: y, width: w, height: h, delay: control.delay, transparentIndex: control.transparent,
            disposal: control.disposal, indices: indices, canvas: canvas))
        previousDisposal = (control.disposal, (x, y, w, h), saved)
        control = (0, nil, 0)
      default:
        throw Failure(description: "unknown block at \(r.offset - 1)")
      }
    }
  }

  /// Decodes a GIF LZW code stream into exactly `pixelCount` indices.
  static func lzwDecode(_ data: [UInt8], minCodeSize: Int, pixelCount: Int) throws -> [UInt8] {
    guard (2...8).contains(minCodeSize) else {
      throw Failure(description: "bad minimum code size \(minCodeSize)")
    }
    let clear = 1 << minCodeSize
    let end = clear + 1
    var prefixes = [Int](repeating: -1, count: 4096)
    var suffixes = [UInt8](repeating: 0, count: 4096)
    var lengths = [Int](repeating: 1, count: 4096)
    for i in 0..<clear { suffixes[i] = UInt8(i) }
    var codeSize = minCodeSize + 1
    var next = end + 1
    var previous: Int?
    var output: [UInt8] = []
    var bitPosition = 0
    var sawClearFirst = false

    func string(_ code: Int) -> [UInt8] {
      var result = [UInt8](repeating: 0, count: lengths[code])
      var c = code
      var i = lengths[code] - 1
      while i >= 0 {
        result[i] = suffixes[c]
        c = prefixes[c]
        i -= 1
      }
      return result
    }

    while true {
      guard bitPosition + codeSize <= data.count * 8 else {
        throw Failure(description: "LZW data ended without an end code")
      }
      var code = 0
      for bit in 0..<codeSize where data[(bitPosition + bit) / 8] & (1 << ((bitPosition + bit) % 8)) != 0 {
        code |= 1 << bit
      }
      bitPosition += codeSize
      if !sawClearFirst {
        guard code == clear else { throw Failure(description: "LZW data does not start with a clear code") }
        sawClearFirst = true
      }
      if code == clear {
        codeSize = minCodeSize + 1
        next = end + 1
        previous = nil
        continue
      }
      if code == end { break }
      guard let prior = previous else {
        guard code < clear else {
          throw Failure(description: "first code \(code) after clear is not a literal")
        }
        output.append(UInt8(code))
        previous = code
        continue
      }
      let entry: [UInt8]
      if code < next {
        entry = string(code)
      } else if code == next {
        let p = string(prior)
        entry = p + [p[0]]
      } else {
        throw Failure(description: "LZW code \(code) is beyond the table (\(next))")
      }
      output += entry
      if next < 4096 {
        prefixes[next] = prior
        suffixes[next] = entry[0]
        lengths[next] = lengths[prior] + 1
        next += 1
        if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
      }
      previous = code
    }
    guard output.count == pixelCount else {
      throw Failure(description: "LZW produced \(output.count) indices, expected \(pixelCount)")
    }
    guard (bitPosition + 7) / 8 == data.count else {
      throw Failure(description: "data after the LZW end code")
    }
    return output
  }
}
