import CZlib
import PassageTestSupport
import Testing

@testable import PassageRender

/// The PNG encoder's raw deflate streams are reused from one block or trial to the next; a reused
/// stream, whatever it compressed before and with whatever level and strategy, compresses like a
/// new one.
@Suite struct RawDeflateStreamsTests {
  /// The raw deflate bytes of `data` from a stream made for the purpose.
  static func fresh(_ data: [UInt8], level: Int32, strategy: Int32) -> [UInt8] {
    var stream = z_stream()
    expectEqual(
      deflateInit2_(
        &stream, level, Z_DEFLATED, -15, 9, strategy, zlibVersion(), Int32(MemoryLayout<z_stream>.size)), Z_OK
    )
    defer { deflateEnd(&stream) }
    return deflated(data, &stream)
  }

  static func deflated(_ data: [UInt8], _ stream: UnsafeMutablePointer<z_stream>) -> [UInt8] {
    let bound = Int(deflateBound(stream, UInt(data.count)))
    return data.withUnsafeBufferPointer { input in
      [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = UInt32(bound)
        expectEqual(CZlib.deflate(stream, Z_FINISH), Z_STREAM_END)
        initialized = bound - Int(stream.pointee.avail_out)
      }
    }
  }

  @Test func aReusedStreamCompressesLikeANewOneWhateverItDidBefore() {
    // Photo-like residuals, runs and text-like repeats, so that the strategies differ.
    var seed: UInt32 = 7
    let data = (0..<200_000).map { i -> UInt8 in
      seed = seed &* 1_103_515_245 &+ 12_345
      return i % 3_000 < 1_000
        ? UInt8(truncatingIfNeeded: seed >> 24) & 7 : i % 3_000 < 2_000 ? 0 : UInt8(i % 251)
    }
    let settings: [(Int32, Int32)] = [
      (6, Z_FILTERED), (6, Z_RLE), (1, Z_DEFAULT_STRATEGY), (9, Z_FILTERED), (6, Z_DEFAULT_STRATEGY),
      (1, Z_RLE),
    ]
    let expected = settings.map { Self.fresh(data, level: $0.0, strategy: $0.1) }
    #expect(Set(expected).count > 3)
    for order in [Array(settings.indices), settings.indices.reversed(), [3, 0, 5, 1, 4, 2, 0, 3]] {
      for k in order {
        let (level, strategy) = settings[k]
        let bytes = RawDeflateStreams.with(level: level, strategy: strategy) { Self.deflated(data, $0) }
        expectEqual(bytes, expected[k], "level \(level), strategy \(strategy)")
      }
    }
  }
}
