import CZlib

extension PNGZlib {
  /// Compresses `data` into a zlib stream at `level` (0 = store … 9 = smallest, 6 = default),
  /// using the `Z_FILTERED` strategy that suits filtered scanlines.
  package static func deflate(_ data: [UInt8], level: Int32 = 6) throws(PNGError) -> [UInt8] {
    try deflate(pieces: [data], level: level)
  }

  /// ``deflate(_:level:)`` of the concatenation of `pieces`, fed to zlib one after the other
  /// (without flushing between them, so the stream is the one of the concatenation).
  package static func deflate(pieces: [[UInt8]], level: Int32 = 6) throws(PNGError) -> [UInt8] {
    var stream = z_stream()
    let initCode = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 9, Z_FILTERED, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard initCode == Z_OK else { throw .compressionFailed(Int(initCode)) }
    defer { deflateEnd(&stream) }
    let total = pieces.reduce(0) { $0 + $1.count }
    let bound = Int(deflateBound(&stream, UInt(total)))
    var code = Z_OK
    var produced = 0
    let output = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
      defer { initialized = produced }
      guard let outBase = out.baseAddress else {
        code = Z_BUF_ERROR
        return
      }
      var remaining = total
      for piece in pieces {
        piece.withUnsafeBufferPointer { input in
          stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
          var consumed = 0
          while code == Z_OK {
            let inChunk = min(input.count - consumed, 1 << 30)
            let outChunk = min(out.count - produced, 1 << 30)
            stream.avail_in = UInt32(inChunk)
            stream.next_out = outBase + produced
            stream.avail_out = UInt32(outChunk)
            let last = remaining - inChunk == 0
            let result = CZlib.deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
            let used = inChunk - Int(stream.avail_in)
            consumed += used
            remaining -= used
            produced += outChunk - Int(stream.avail_out)
            if result == Z_STREAM_END {
              code = Z_STREAM_END
            } else if result != Z_OK && result != Z_BUF_ERROR {
              code = result
            } else if produced == out.count {
              code = Z_BUF_ERROR
            } else if consumed == input.count && !last {
              return
            }
          }
        }
      }
    }
    guard code == Z_STREAM_END else { throw .compressionFailed(Int(code == Z_OK ? Z_BUF_ERROR : code)) }
    return output
  }
}

extension PNGZlib {
  /// The size of the independent blocks of ``deflate(inBlocks:level:workers:)``, in input bytes.
  package static let blockSize = 1 << 18

  /// A zlib stream of `data` compressed in independent blocks of ``blockSize`` input bytes, up to
  /// `workers` blocks at once — the method of pigz.
  ///
  /// Each block is a raw deflate stream primed with the 32 KiB of input before it
  /// (`deflateSetDictionary`, zlib.h), so matches still reach back across block boundaries, and
  /// ended by a sync flush (byte-aligned, never a final block) except the last, which finishes.
  /// Their concatenation, behind a zlib header and before the Adler-32 of all the data
  /// (`adler32_combine`), is one valid zlib stream. Blocks are cut at fixed offsets, so the bytes
  /// never depend on the number of workers; they differ from ``deflate(_:level:)``'s by the
  /// flush markers and the resets of zlib's match state (a fraction of a percent in size).
  ///
  /// With `scanlineLength` (a scanline's bytes, its filter type byte included), a block with
  /// unfiltered scanlines among its first (at least an eighth of them) is deflated with zlib's
  /// default strategy: raw pixels repeat as whole strings, which `Z_RLE` cannot match and
  /// ``blockStrategy(_:level:)``'s sample, made for filtered residuals, may not show.
  package static func deflate(
    inBlocks data: [UInt8], level: Int32 = 6, workers: Int = Parallel.coreCount, scanlineLength: Int? = nil
  ) throws(PNGError) -> [UInt8] {
    let pieces = try deflatePieces(
      inBlocks: data, level: level, workers: workers, scanlineLength: scanlineLength)
    var output: [UInt8] = []
    output.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
    for piece in pieces { output += piece }
    return output
  }

  /// The zlib stream of ``deflate(inBlocks:level:workers:scanlineLength:)`` in the pieces it is
  /// made of, in order: the 2-byte header, each block's deflate data, the 4-byte Adler-32. For a
  /// caller that copies the stream somewhere anyway (a PNG's `IDAT` chunks), so it is not first
  /// gathered into one more buffer of its size.
  package static func deflatePieces(
    inBlocks data: [UInt8], level: Int32 = 6, workers: Int = Parallel.coreCount, scanlineLength: Int? = nil
  ) throws(PNGError) -> [[UInt8]] {
    let count = max(1, (data.count + blockSize - 1) / blockSize)
    let blocks = Parallel.map(count, workers: workers) { _, index in
      data.withUnsafeBufferPointer { data in
        deflateBlock(
          data, from: 0, range: (index * blockSize)..<min((index + 1) * blockSize, data.count),
          isLast: index == count - 1, level: level, scanlineLength: scanlineLength)
      }
    }
    return try stream(of: blocks, level: level)
  }

  /// A zlib stream made of raw deflate blocks, in order, each with its Adler-32 and the number
  /// of bytes it compresses (``deflateBlock(_:from:range:isLast:level:scanlineLength:)``): the
  /// 2-byte header, each block's deflate data, and the 4-byte Adler-32 of the whole, in pieces.
  package static func stream(
    of blocks: [Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError>], level: Int32
  ) throws(PNGError) -> [[UInt8]] {
    // RFC 1950: CMF 0x78 (deflate, 32 KiB window); FLG with the level's FLEVEL and FCHECK.
    let flevel: UInt8 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    var flg = flevel << 6
    flg += UInt8(31 - (UInt16(0x78) << 8 | UInt16(flg)) % 31)
    var pieces: [[UInt8]] = [[0x78, flg]]
    pieces.reserveCapacity(blocks.count + 2)
    var adler = adler32(0, nil, 0)
    for block in blocks {
      let (bytes, blockAdler, count) = try block.get()
      pieces.append(bytes)
      adler = adler32_combine(adler, blockAdler, off_t(count))
    }
    pieces.append([
      UInt8(adler >> 24 & 0xFF), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF),
    ])
    return pieces
  }

  /// The zlib strategy for one block of filtered scanlines at `level`: `Z_RLE` when the block
  /// looks photo-like and a sample of it confirms that `Z_RLE` compresses it about as well,
  /// `Z_FILTERED` otherwise.
  ///
  /// Flat and text-like pixels filter to long runs of zeros with repeats further back, which
  /// `Z_FILTERED`'s match search finds cheaply. Photo-like pixels filter to small, varied
  /// residuals: there the search walks its whole hash chain at nearly every byte for matches of
  /// 3–5 bytes, and costs about ten times `Z_RLE` (runs at distance 1 plus Huffman coding) while
  /// giving a 9–10 % larger block. So a block with fewer than ``runLengthZeroShare`` zero bytes
  /// (one pass, a small fraction of deflating it) has its first ``strategySample`` bytes
  /// deflated both ways, and gets `Z_RLE` unless `Z_FILTERED` makes that sample more than 5 %
  /// smaller (a texture that repeats further back than the previous pixel, say). The choice
  /// depends only on the bytes, so files do not depend on threads.
  package static func blockStrategy(_ block: UnsafeBufferPointer<UInt8>, level: Int32 = 6) -> Int32 {
    guard let base = block.baseAddress, !block.isEmpty else { return Z_FILTERED }
    guard Double(zeroCount(block)) < runLengthZeroShare * Double(block.count) else { return Z_FILTERED }
    let sample = UnsafeBufferPointer(start: base, count: min(block.count, strategySample))
    let rle = compressedSize(sample, level: level, strategy: Z_RLE)
    let filtered = compressedSize(sample, level: level, strategy: Z_FILTERED)
    return Double(rle) <= 1.05 * Double(filtered) ? Z_RLE : Z_FILTERED
  }

  /// The share of zero bytes below which a block may be deflated with `Z_RLE`
  /// (see ``blockStrategy(_:level:)``).
  package static let runLengthZeroShare = 0.8

  /// The bytes of a block deflated both ways by ``blockStrategy(_:level:)``.
  package static let strategySample = 1 << 14

  /// Whether at least an eighth of the scanlines of `data` (each `scanlineLength` bytes, filter
  /// type first) that start in `range` are unfiltered (type 0).
  private static func partlyUnfiltered(
    _ data: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, scanlineLength: Int
  ) -> Bool {
    guard scanlineLength > 0 else { return false }
    let first = (range.lowerBound + scanlineLength - 1) / scanlineLength * scanlineLength
    var rows = 0
    var unfiltered = 0
    for offset in stride(from: first, to: range.upperBound, by: scanlineLength) {
      rows += 1
      if data[offset] == 0 { unfiltered += 1 }
    }
    return rows > 0 && 8 * unfiltered >= rows
  }

  /// How many bytes of `bytes` are zero (one pass, eight bytes at a time).
  package static func zeroCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let raw = UnsafeRawPointer(base)
    // A byte's high bit in `nonzero` is set when the byte is not zero.
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var nonzeroBytes = 0
    var i = 0
    while i + 8 <= bytes.count {
      let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      let nonzero = (((x & low) &+ low) | x) & ~low
      nonzeroBytes &+= nonzero.nonzeroBitCount
      i += 8
    }
    while i < bytes.count {
      if bytes[i] != 0 { nonzeroBytes += 1 }
      i += 1
    }
    return bytes.count - nonzeroBytes
  }

  /// The size of `data` as one raw deflate stream at `level` with `strategy` (`Int.max` if zlib
  /// fails).
  package static func compressedSize(_ data: UnsafeBufferPointer<UInt8>, level: Int32, strategy: Int32) -> Int
  {
    RawDeflateStreams.with(level: level, strategy: strategy) { stream in
      let bound = Int(deflateBound(stream, UInt(data.count)))
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { out in
        stream.pointee.next_in = UnsafeMutablePointer(mutating: data.baseAddress)
        stream.pointee.avail_in = UInt32(data.count)
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = UInt32(bound)
        return CZlib.deflate(stream, Z_FINISH) == Z_STREAM_END
          ? bound - Int(stream.pointee.avail_out) : Int.max
      }
    } ?? Int.max
  }

  /// The bytes `range` of a stream as one raw deflate block, with their Adler-32 and count:
  /// primed with the 32 KiB before them, ended by a sync flush (or, for the last block, as the
  /// end of the stream). `view` holds the stream's bytes from offset `viewStart` on, at least
  /// from 32 KiB before `range` (or the stream's start) to its end; `viewStart` is a scanline's
  /// start when `scanlineLength` is given.
  package static func deflateBlock(
    _ view: UnsafeBufferPointer<UInt8>, from viewStart: Int, range: Range<Int>, isLast: Bool, level: Int32,
    scanlineLength: Int?
  ) -> Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError> {
    let (start, end) = (range.lowerBound - viewStart, range.upperBound - viewStart)
    let strategy: Int32
    if let scanlineLength, partlyUnfiltered(view, start..<end, scanlineLength: scanlineLength) {
      strategy = Z_DEFAULT_STRATEGY
    } else {
      strategy = blockStrategy(UnsafeBufferPointer(rebasing: view[start..<end]), level: level)
    }
    let result = RawDeflateStreams.with(level: level, strategy: strategy) {
      stream -> Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError> in
      // An empty stream is one empty final block.
      guard let base = view.baseAddress, start < end else { return .success(([3, 0], 1, 0)) }
      let window = max(0, start - 32 * 1024)
      if window < start {
        let code = deflateSetDictionary(stream, base + window, UInt32(start - window))
        guard code == Z_OK else { return .failure(.compressionFailed(Int(code))) }
      }
      let bound = Int(deflateBound(stream, UInt(end - start))) + 16
      var code = Z_OK
      let bytes = [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base + start)
        stream.pointee.avail_in = UInt32(end - start)
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = UInt32(bound)
        code = CZlib.deflate(stream, isLast ? Z_FINISH : Z_SYNC_FLUSH)
        initialized = bound - Int(stream.pointee.avail_out)
      }
      let done =
        isLast
        ? code == Z_STREAM_END : code == Z_OK && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0
      guard done else { return .failure(.compressionFailed(Int(code))) }
      return .success((bytes, adler32(1, base + start, UInt32(end - start)), end - start))
    }
    return result ?? .failure(.compressionFailed(Int(Z_MEM_ERROR)))
  }
}
