import CZlib

extension PNGZlib {
  /// Inflates the zlib stream formed by `bytes[ranges[0]] + bytes[ranges[1]] + …` into exactly
  /// `expectedSize` bytes.
  ///
  /// The output buffer is reserved once, at `expectedSize` bytes, and never grows or moves; its
  /// memory is not touched before data decompresses into it, so a tiny hostile file that
  /// declares a large image (within the caller's ``PNGLimits``) reserves address space but does
  /// not make the process resident in it.
  package static func inflate(_ bytes: [UInt8], ranges: [Range<Int>], expectedSize: Int) throws(PNGError)
    -> [UInt8]
  {
    var failure: PNGError?
    let output = [UInt8](unsafeUninitializedCapacity: expectedSize) { out, initialized in
      do throws(PNGError) {
        try inflate(bytes, ranges: ranges, into: out)
      } catch {
        failure = error
      }
      initialized = failure == nil ? expectedSize : 0
    }
    if let failure { throw failure }
    return output
  }

  /// Inflates the zlib stream formed by `bytes[ranges[0]] + bytes[ranges[1]] + …` into `out`,
  /// which it must fill exactly (a stream that ends short or goes on is an error).
  ///
  /// Data that would go past `out` goes to one spare byte instead, which tells a stream too long
  /// from one that ends there without writing outside `out`; so a caller may inflate into the
  /// end of a larger buffer, such as the pixels a PNG's rows are converted into in place.
  package static func inflate(
    _ bytes: [UInt8], ranges: [Range<Int>], into out: UnsafeMutableBufferPointer<UInt8>
  )
    throws(PNGError)
  {
    try inflate(bytes, ranges: ranges, count: out.count, expectedSize: out.count, through: out) {
      _ throws(PNGError) in
    }
  }

  /// Inflates the zlib stream formed by `bytes[ranges[0]] + bytes[ranges[1]] + …`, which must
  /// decompress to exactly `expectedSize` bytes, handing its first `count` (≤ `expectedSize`) to
  /// `consume` a piece at a time: `chunk` is filled from its start again and again, and
  /// `consume(n)` called after each piece of `n` bytes (`chunk.count`, the last one fewer).
  ///
  /// The rest of the stream is inflated too, into `chunk` again and unread, so that the whole
  /// stream is checked whatever `count` is: invalid deflate data, a stream that ends short or goes
  /// on (what goes past is inflated into one spare byte, never outside `chunk`) and a wrong
  /// Adler-32 are errors, thrown after the pieces before them were consumed.
  package static func inflate(
    _ bytes: [UInt8], ranges: [Range<Int>], count: Int, expectedSize: Int,
    through chunk: UnsafeMutableBufferPointer<UInt8>, consume: (Int) throws(PNGError) -> Void
  ) throws(PNGError) {
    precondition(expectedSize == 0 || !chunk.isEmpty, "inflating into an empty chunk")
    var stream = z_stream()
    let initCode = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard initCode == Z_OK else { throw .corruptImageData("cannot initialise inflate (code \(initCode))") }
    defer { inflateEnd(&stream) }
    var produced = 0
    var filled = 0
    var spare: UInt8 = 0
    let outcome = try withUnsafeMutablePointer(to: &spare) { (spare) throws(PNGError) -> InflateOutcome in
      try bytes.withUnsafeBufferPointer { (input) throws(PNGError) -> InflateOutcome in
        guard let inBase = input.baseAddress else { return .truncated }
        for range in ranges where !range.isEmpty {
          stream.next_in = UnsafeMutablePointer(mutating: inBase + range.lowerBound)
          stream.avail_in = UInt32(range.count)
          while stream.avail_in > 0 {
            let availableBefore = stream.avail_in
            let room: Int
            let consuming = produced < count
            let intoChunk = produced < expectedSize
            if consuming, let outBase = chunk.baseAddress {
              room = min(count - produced, chunk.count - filled, 1 << 30)
              stream.next_out = outBase + filled
            } else if intoChunk, let outBase = chunk.baseAddress {
              // Past the bytes consumed: inflated only to be checked, over the chunk.
              room = min(expectedSize - produced, chunk.count, 1 << 30)
              stream.next_out = outBase
            } else {
              room = 1
              stream.next_out = spare
            }
            stream.avail_out = UInt32(room)
            let code = CZlib.inflate(&stream, Z_NO_FLUSH)
            let made = room - Int(stream.avail_out)
            if !intoChunk {
              if made > 0 { return .tooLong }
            } else {
              produced += made
            }
            if consuming {
              filled += made
              if filled == chunk.count || (produced == count && filled > 0) {
                try consume(filled)
                filled = 0
              }
            }
            switch code {
            case Z_STREAM_END:
              return .ended
            case Z_OK, Z_BUF_ERROR:
              if stream.avail_in == availableBefore && made == 0 {
                return .failed("inflate made no progress")
              }
            case Z_NEED_DICT:
              return .failed("a preset dictionary is required")
            default:
              return .failed(Self.message(stream, code))
            }
          }
        }
        return .truncated
      }
    }
    switch outcome {
    case .ended:
      guard produced == expectedSize else {
        throw .imageDataTooShort(expected: expectedSize, actual: produced)
      }
    case .tooLong: throw .imageDataTooLong(expected: expectedSize)
    case .truncated: throw .truncatedImageData
    case .failed(let message): throw .corruptImageData(message)
    }
  }

  /// zlib's message for `code`, or the code.
  private static func message(_ stream: z_stream, _ code: Int32) -> String {
    stream.msg.map { String(cString: $0) } ?? "error code \(code)"
  }

  private enum InflateOutcome {
    case ended
    case tooLong
    case truncated
    case failed(String)
  }
}
