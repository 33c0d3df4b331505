import CZlib

/// zlib compression for PNG image data, with strictly bounded output when inflating.
enum PNGZlib {
  /// Compresses `data` into a zlib stream at `level` (0 = store … 9 = smallest, 6 = default),
  /// using the `Z_FILTERED` strategy that suits filtered scanlines.
  static func deflate(_ data: [UInt8], level: Int32 = 6) throws(PNGError) -> [UInt8] {
    var stream = z_stream()
    let initCode = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 9, Z_FILTERED, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard initCode == Z_OK else { throw .compressionFailed(Int(initCode)) }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, UInt(data.count)))
    var output = [UInt8](repeating: 0, count: bound)
    let result: (code: Int32, produced: Int) = data.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.next_out = out.baseAddress
        var consumed = 0
        var produced = 0
        while true {
          let inChunk = min(input.count - consumed, 1 << 30)
          let outChunk = min(out.count - produced, 1 << 30)
          stream.avail_in = UInt32(inChunk)
          stream.avail_out = UInt32(outChunk)
          let last = consumed + inChunk == input.count
          let code = CZlib.deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
          consumed += inChunk - Int(stream.avail_in)
          produced += outChunk - Int(stream.avail_out)
          if code == Z_STREAM_END { return (Z_OK, produced) }
          if code != Z_OK && code != Z_BUF_ERROR { return (code, produced) }
          if produced == out.count { return (Z_BUF_ERROR, produced) }
        }
      }
    }
    guard result.code == Z_OK else { throw .compressionFailed(Int(result.code)) }
    output.removeSubrange(result.produced...)
    return output
  }

  /// Inflates the zlib stream formed by `bytes[ranges[0]] + bytes[ranges[1]] + …` into exactly
  /// `expectedSize` bytes.
  ///
  /// The output buffer starts small and grows only as data actually decompresses, so a tiny
  /// hostile file that declares a large image cannot make the decoder allocate much; it never
  /// grows past `expectedSize + 1` bytes (the extra byte detects excess data).
  static func inflate(_ bytes: [UInt8], ranges: [Range<Int>], expectedSize: Int) throws(PNGError) -> [UInt8] {
    var stream = z_stream()
    let initCode = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard initCode == Z_OK else { throw .corruptImageData("cannot initialise inflate (code \(initCode))") }
    defer { inflateEnd(&stream) }
    let capacity = expectedSize + 1
    let compressedSize = ranges.reduce(0) { $0 + $1.count }
    var output = [UInt8](repeating: 0, count: min(capacity, max(1 << 16, compressedSize * 4)))
    var produced = 0
    let outcome: InflateOutcome = bytes.withUnsafeBufferPointer { input in
      guard let inBase = input.baseAddress else { return .truncated }
      for range in ranges where !range.isEmpty {
        stream.next_in = UnsafeMutablePointer(mutating: inBase + range.lowerBound)
        stream.avail_in = UInt32(range.count)
        while stream.avail_in > 0 {
          if produced == output.count {
            output += repeatElement(0, count: min(capacity, output.count * 2) - output.count)
          }
          let availableBefore = stream.avail_in
          let (code, made) = output.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
            guard let outBase = out.baseAddress else { return (Z_BUF_ERROR, 0) }
            let room = min(out.count - produced, 1 << 30)
            stream.next_out = outBase + produced
            stream.avail_out = UInt32(room)
            let code = CZlib.inflate(&stream, Z_NO_FLUSH)
            return (code, room - Int(stream.avail_out))
          }
          produced += made
          if produced > expectedSize { return .tooLong }
          switch code {
          case Z_STREAM_END:
            return .ended
          case Z_OK, Z_BUF_ERROR:
            if stream.avail_in == availableBefore && made == 0 { return .failed("inflate made no progress") }
          case Z_NEED_DICT:
            return .failed("a preset dictionary is required")
          default:
            return .failed(stream.msg.map { String(cString: $0) } ?? "error code \(code)")
          }
        }
      }
      return .truncated
    }
    switch outcome {
    case .ended:
      guard produced == expectedSize else {
        throw .imageDataTooShort(expected: expectedSize, actual: produced)
      }
      output.removeSubrange(produced...)
      return output
    case .tooLong: throw .imageDataTooLong(expected: expectedSize)
    case .truncated: throw .truncatedImageData
    case .failed(let message): throw .corruptImageData(message)
    }
  }

  private enum InflateOutcome {
    case ended
    case tooLong
    case truncated
    case failed(String)
  }
}
