import CZlib

extension PNG {
  /// Encodes a premultiplied RGBA8 bitmap as an 8-bit PNG file.
  ///
  /// Colours are un-premultiplied (rounded to nearest) on the way out, so decoding the result with
  /// ``decode(_:limits:)`` gives back exactly the same bitmap for any valid premultiplied input.
  /// When every pixel is opaque the file is written as RGB (colour type 2) instead of RGBA
  /// (colour type 6), which is smaller. Each row gets the filter (None, Sub, Up, Average or
  /// Paeth) with the smallest sum of absolute differences, except in groups of flat rows that
  /// deflate smaller unfiltered (interface pictures), and the data is deflated by zlib in
  /// independent 256 KiB blocks, each with the strategy its bytes call for
  /// (`PNGZlib.blockStrategy(_:)`: `Z_FILTERED`, `Z_RLE` for photo-like blocks, zlib's default
  /// for unfiltered ones).
  ///
  /// - Parameter bitmap: a bitmap of at least 1×1 pixels whose `pixels` array holds
  ///   `width × height × 4` bytes.
  /// - Returns: the bytes of a complete PNG file (signature, `IHDR`, `IDAT`…, `IEND`).
  /// - Throws: ``PNGError/invalidDimensions(width:height:)`` for an empty bitmap,
  ///   ``PNGError/invalidPixelCount(expected:actual:)`` for an inconsistent one, and
  ///   ``PNGError/compressionFailed(_:)`` if zlib fails (out of memory).
  public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    try encode(bitmap, workers: Parallel.coreCount)
  }

  /// ``encode(_:)`` with its filtering and deflate on up to `workers` threads (the bytes do not
  /// depend on the number).
  package static func encode(_ bitmap: Bitmap, workers: Int) throws(PNGError) -> [UInt8] {
    let width = bitmap.width
    let height = bitmap.height
    guard width > 0, height > 0, width <= PNGChunkReader.maxChunkLength,
      height <= PNGChunkReader.maxChunkLength
    else { throw .invalidDimensions(width: width, height: height) }
    guard bitmap.pixels.count == width * height * 4 else {
      throw .invalidPixelCount(expected: width * height * 4, actual: bitmap.pixels.count)
    }
    let opaque = isOpaque(bitmap.pixels)
    let channels = opaque ? 3 : 4
    let header = PNGHeader(
      width: width, height: height, bitDepth: 8, colorType: opaque ? .rgb : .rgba, interlaced: false)
    let compressed = try bitmap.pixels.withUnsafeBufferPointer { (pixels) throws(PNGError) in
      try deflatedScanlines(pixels, width: width, height: height, channels: channels, workers: workers)
    }
    let total = compressed.reduce(0) { $0 + $1.count }

    var file = signature
    file.reserveCapacity(signature.count + 25 + total + (total / maxDataChunk + 1) * 12 + 12)
    appendChunk(.header, header.encoded, 0..<13, to: &file)
    appendDataChunks(compressed, total: total, to: &file)
    appendChunk(.end, [], 0..<0, to: &file)
    return file
  }

  /// Appends the zlib stream made of `pieces` (`total` bytes) as `IDAT` chunks of
  /// ``maxDataChunk`` bytes (the last one shorter), copying each piece once, straight into the
  /// file.
  private static func appendDataChunks(_ pieces: [[UInt8]], total: Int, to file: inout [UInt8]) {
    var piece = 0
    var offset = 0
    var start = 0
    repeat {
      let length = min(maxDataChunk, total - start)
      file += bigEndian(UInt32(length))
      let type = PNGChunkType.data.bytes
      file += type
      var crc = PNGCRC.update(0, type, 0..<type.count)
      var remaining = length
      while remaining > 0 {
        let n = min(remaining, pieces[piece].count - offset)
        file += pieces[piece][offset..<(offset + n)]
        crc = PNGCRC.update(crc, pieces[piece], offset..<(offset + n))
        remaining -= n
        offset += n
        if offset == pieces[piece].count {
          piece += 1
          offset = 0
        }
      }
      file += bigEndian(crc)
      start += length
    } while start < total
  }

  /// The four bytes of `value`, most significant first.
  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }

  /// The most compressed bytes written into one `IDAT` chunk.
  private static let maxDataChunk = 1 << 20

  /// Whether every alpha byte of premultiplied RGBA `pixels` is 255.
  package static func isOpaque(_ pixels: [UInt8]) -> Bool {
    pixels.withUnsafeBufferPointer { p in
      var i = 3
      var all: UInt8 = 255
      while i < p.count {
        all &= p[i]
        i += 4
      }
      return all == 255
    }
  }

  /// Converts the pixels to straight RGB or RGBA scanlines, filters each with the best filter,
  /// and returns them with their filter type bytes, ready for deflate, in bands of rows (one
  /// after the other they are ``filteredScanlines(_:width:height:channels:workers:)``).
  package static func filterScanlines(
    _ pixels: [UInt8], width: Int, height: Int, channels: Int, workers: Int = Parallel.coreCount
  ) -> [[UInt8]] {
    let all = filteredScanlines(pixels, width: width, height: height, channels: channels, workers: workers)
    let rowBytes = width * channels + 1
    let bandCount = bandCount(height: height, workers: workers)
    return (0..<bandCount).map { band in
      Array(all[(band * height / bandCount * rowBytes)..<((band + 1) * height / bandCount * rowBytes)])
    }
  }

  private static func bandCount(height: Int, workers: Int) -> Int {
    workers > 1 ? min(height, 4 * workers) : 1
  }

  /// Converts the pixels to straight RGB or RGBA scanlines, filters each with the best filter,
  /// and returns them with their filter type bytes, ready for deflate, in one buffer.
  ///
  /// The rows are converted and filtered in bands, up to `workers` at once, each band writing
  /// its own rows of the buffer (so there is no join and no second copy): a band converts the
  /// row above it for its first row's filters. Each scanline's five filter sums are computed in
  /// one pass (``PNGFilter/best(row:previous:stride:)``) and only the chosen filter is written.
  /// Then each group of ``unfilteredGroupRows`` flat rows is left unfiltered where that deflates
  /// smaller (``unfilterFlatGroup(_:rows:width:channels:scanlines:)``). The bytes do not depend
  /// on the number of workers.
  package static func filteredScanlines(
    _ pixels: [UInt8], width: Int, height: Int, channels: Int, workers: Int = Parallel.coreCount
  ) -> [UInt8] {
    let rowBytes = width * channels
    let bandCount = bandCount(height: height, workers: workers)
    return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      let output = SharedScanlines(base: base)
      pixels.withUnsafeBufferPointer { pixels in
        let source = SharedPixels(pixels: pixels)
        Parallel.forEach(bandCount, workers: workers) { band in
          let rows = (band * height / bandCount)..<((band + 1) * height / bandCount)
          writeScanlines(
            source.pixels, rows: rows, width: width, channels: channels, unfiltered: nil,
            into: output.base + rows.lowerBound * (rowBytes + 1))
        }
        let groups = (height + unfilteredGroupRows - 1) / unfilteredGroupRows
        Parallel.forEach(groups, workers: workers) { group in
          let rows = (group * unfilteredGroupRows)..<min((group + 1) * unfilteredGroupRows, height)
          let scanlines = UnsafeMutableBufferPointer(
            start: output.base + rows.lowerBound * (rowBytes + 1), count: rows.count * (rowBytes + 1))
          if deflatesSmallerUnfiltered(
            source.pixels, rows: rows, width: width, channels: channels,
            filtered: UnsafeBufferPointer(scanlines))
          {
            writeScanlines(
              source.pixels, rows: rows, width: width, channels: channels, unfiltered: { _ in true },
              into: output.base + rows.lowerBound * (rowBytes + 1))
          }
        }
      }
      initialized = height * (rowBytes + 1)
    }
  }

  /// The zlib stream of ``filteredScanlines(_:width:height:channels:workers:)``, made block by
  /// block (``PNGZlib/blockSize`` bytes of scanlines each, up to `workers` at once) with each
  /// block's scanlines filtered just before it is deflated, so that no buffer of the image's
  /// scanlines is ever made: 8.9 MB and 2 200 fresh pages less for a 3× frame. The groups left
  /// unfiltered are chosen first, from each group filtered on its own; a block's scanlines are
  /// filtered again from the row above the 32 KiB window that primes it. The bytes are those of
  /// deflating the whole buffer in blocks.
  static func deflatedScanlines(
    _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int, workers: Int
  ) throws(PNGError) -> [[UInt8]] {
    let rowLength = width * channels + 1
    let total = height * rowLength
    let source = SharedPixels(pixels: pixels)
    let groups = (height + unfilteredGroupRows - 1) / unfilteredGroupRows
    let unfiltered = Parallel.map(groups, workers: workers) { _, group in
      let rows = (group * unfilteredGroupRows)..<min((group + 1) * unfilteredGroupRows, height)
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rows.count * rowLength) { scanlines in
        guard let base = scanlines.baseAddress else { return false }
        // Filtered eight rows at a time, and given up on as soon as too many bytes are not zero
        // for the group to be flat: a photograph's group after about a third of its rows.
        let allowed = Double(scanlines.count) * (1 - PNGZlib.runLengthZeroShare)
        var nonzero = 0
        for start in stride(from: rows.lowerBound, to: rows.upperBound, by: 8) {
          let chunk = start..<min(start + 8, rows.upperBound)
          let offset = (start - rows.lowerBound) * rowLength
          writeScanlines(
            source.pixels, rows: chunk, width: width, channels: channels, unfiltered: nil, into: base + offset
          )
          let written = UnsafeBufferPointer(start: base + offset, count: chunk.count * rowLength)
          nonzero += written.count - PNGZlib.zeroCount(written)
          if Double(nonzero) > allowed { return false }
        }
        return deflatesSmallerUnfiltered(
          source.pixels, rows: rows, width: width, channels: channels,
          filtered: UnsafeBufferPointer(scanlines))
      }
    }
    let blockSize = PNGZlib.blockSize
    let count = max(1, (total + blockSize - 1) / blockSize)
    let blocks = Parallel.map(count, workers: workers) { _, index in
      let range = (index * blockSize)..<min((index + 1) * blockSize, total)
      let rows =
        (max(0, range.lowerBound - 32 * 1024) / rowLength)..<((range.upperBound + rowLength - 1) / rowLength)
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rows.count * rowLength) {
        scanlines -> Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError> in
        guard let base = scanlines.baseAddress else { return .failure(.compressionFailed(Int(Z_MEM_ERROR))) }
        writeScanlines(
          source.pixels, rows: rows, width: width, channels: channels,
          unfiltered: { unfiltered[$0 / unfilteredGroupRows] }, into: base)
        return PNGZlib.deflateBlock(
          UnsafeBufferPointer(scanlines), from: rows.lowerBound * rowLength, range: range,
          isLast: index == count - 1, level: 6, scanlineLength: rowLength)
      }
    }
    return try PNGZlib.stream(of: blocks, level: 6)
  }

  /// The rows of a group that ``deflatesSmallerUnfiltered(_:rows:width:channels:filtered:)``
  /// leaves all filtered or all unfiltered.
  package static let unfilteredGroupRows = 64

  /// Whether the group of `rows`, whose scanlines filtered are `filtered`, is flat and deflates
  /// smaller unfiltered (filter type None for every row).
  ///
  /// The smallest sum of absolute differences is the usual guess at what deflates best, and it
  /// is a good one for photographs. It is a poor one for interface pictures (flat colours,
  /// repeated text and icons): there the raw pixels repeat exactly, far back, where the
  /// residuals of anti-aliased edges differ, and leaving the rows unfiltered made the 3× mock
  /// recede frame 17 % smaller. So a group whose filtered bytes are mostly zeros (at least
  /// ``PNGZlib/runLengthZeroShare``: flat pixels; photographs have far fewer) has the middle
  /// half of its rows deflated both ways at zlib's fastest level, a cheap stand-in for the real
  /// deflate (the whole group decided as well within 1 %, for twice the time), and the smaller
  /// way is kept for the whole group. Photo-like groups keep their filters without the trial.
  private static func deflatesSmallerUnfiltered(
    _ pixels: UnsafeBufferPointer<UInt8>, rows: Range<Int>, width: Int, channels: Int,
    filtered scanlines: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard
      Double(PNGZlib.zeroCount(scanlines)) >= PNGZlib.runLengthZeroShare * Double(scanlines.count)
    else { return false }
    let rowLength = width * channels + 1
    let sample = rows.count < 4 ? 0..<rows.count : (rows.count / 4)..<(rows.count / 4 + rows.count / 2)
    var unfiltered = [UInt8](repeating: 0, count: sample.count * rowLength)
    unfiltered.withUnsafeMutableBufferPointer { buffer in
      for (n, row) in sample.enumerated() {
        // Filter type 0 (None) is the zero the buffer starts with.
        straighten(
          pixels, row: rows.lowerBound + row, width: width, channels: channels,
          into: UnsafeMutableBufferPointer(rebasing: buffer[(n * rowLength + 1)..<((n + 1) * rowLength)]))
      }
    }
    let filteredSize = PNGZlib.compressedSize(
      UnsafeBufferPointer(
        rebasing: scanlines[(sample.lowerBound * rowLength)..<(sample.upperBound * rowLength)]),
      level: 1, strategy: Z_DEFAULT_STRATEGY)
    let unfilteredSize = unfiltered.withUnsafeBufferPointer {
      PNGZlib.compressedSize($0, level: 1, strategy: Z_DEFAULT_STRATEGY)
    }
    return unfilteredSize < filteredSize
  }

  /// Writes the scanlines of `rows` of `pixels` into `output`, each its filter type byte and its
  /// bytes: unfiltered (type None) for a row `unfiltered` says so of, else filtered with the
  /// filter of the smallest sum (``PNGFilter/best(row:previous:stride:)``) against the row above.
  private static func writeScanlines(
    _ pixels: UnsafeBufferPointer<UInt8>, rows: Range<Int>, width: Int, channels: Int,
    unfiltered: ((Int) -> Bool)?, into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowBytes = width * channels
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    if rows.lowerBound > 0 {
      previous.withUnsafeMutableBufferPointer { row in
        straighten(pixels, row: rows.lowerBound - 1, width: width, channels: channels, into: row)
      }
    }
    for (n, y) in rows.enumerated() {
      current.withUnsafeMutableBufferPointer { row in
        straighten(pixels, row: y, width: width, channels: channels, into: row)
      }
      let base = output + n * (rowBytes + 1)
      current.withUnsafeBufferPointer { row in
        guard unfiltered?(y) != true else {
          base.pointee = PNGFilter.none.rawValue
          if let start = row.baseAddress { (base + 1).update(from: start, count: rowBytes) }
          return
        }
        previous.withUnsafeBufferPointer { prior in
          let filter = PNGFilter.best(row: row, previous: prior, stride: channels)
          base.pointee = filter.rawValue
          PNGFilter.write(
            filter, row: row, previous: prior, stride: channels,
            output: UnsafeMutableBufferPointer(start: base + 1, count: rowBytes))
        }
      }
      swap(&previous, &current)
    }
  }

  /// Writes row `y` of premultiplied RGBA `pixels` into `row` as straight (un-premultiplied) RGB
  /// when `channels` is 3 or RGBA when it is 4; fully transparent pixels become all zeros.
  private static func straighten(
    _ pixels: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, channels: Int,
    into row: UnsafeMutableBufferPointer<UInt8>
  ) {
    let source = UnsafeRawBufferPointer(
      rebasing: UnsafeRawBufferPointer(pixels)[(y * width * 4)..<((y + 1) * width * 4)])
    let target = UnsafeMutableRawBufferPointer(row)
    for x in 0..<width {
      // One 32-bit load per pixel: bytes r, g, b, a from the least significant.
      let p = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self))
      let a = p >> 24
      var straight = p
      if a == 0 {
        straight = 0
      } else if a != 255 {
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
          min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift
        }
        straight = channel(0) | channel(8) | channel(16) | a << 24
      }
      if channels == 4 {
        target.storeBytes(of: straight.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
      } else {
        target[x &* 3] = UInt8(truncatingIfNeeded: straight)
        target[x &* 3 &+ 1] = UInt8(truncatingIfNeeded: straight >> 8)
        target[x &* 3 &+ 2] = UInt8(truncatingIfNeeded: straight >> 16)
      }
    }
  }

  /// Appends one chunk (length, type, `data[range]`, CRC) to `file`.
  private static func appendChunk(
    _ type: PNGChunkType, _ data: [UInt8], _ range: Range<Int>, to file: inout [UInt8]
  ) {
    file += bigEndian(UInt32(range.count))
    let typeStart = file.count
    file += type.bytes
    file += data[range]
    file += bigEndian(PNGCRC.update(0, file, typeStart..<file.count))
  }
}

/// The output buffer of ``PNG/filteredScanlines(_:width:height:channels:workers:)``, shared by
/// the bands.
private struct SharedScanlines: @unchecked Sendable {
  // Safety: each band writes only its own rows, and the buffer is read after all bands finish.
  let base: UnsafeMutablePointer<UInt8>
}

/// The bitmap's pixels, read (never written) by every band.
private struct SharedPixels: @unchecked Sendable {
  let pixels: UnsafeBufferPointer<UInt8>
}
