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
    let scanlines = filteredScanlines(
      bitmap.pixels, width: width, height: height, channels: channels, workers: workers)
    let compressed = try PNGZlib.deflatePieces(
      inBlocks: scanlines, workers: workers, scanlineLength: width * channels + 1)
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
          filterBand(
            source.pixels, rows: rows, width: width, channels: channels,
            into: output.base + rows.lowerBound * (rowBytes + 1))
        }
        let groups = (height + unfilteredGroupRows - 1) / unfilteredGroupRows
        Parallel.forEach(groups, workers: workers) { group in
          let rows = (group * unfilteredGroupRows)..<min((group + 1) * unfilteredGroupRows, height)
          unfilterFlatGroup(
            source.pixels, rows: rows, width: width, channels: channels,
            scanlines: UnsafeMutableBufferPointer(
              start: output.base + rows.lowerBound * (rowBytes + 1), count: rows.count * (rowBytes + 1)))
        }
      }
      initialized = height * (rowBytes + 1)
    }
  }

  /// The rows of a group that ``unfilterFlatGroup(_:rows:width:channels:scanlines:)`` leaves all
  /// filtered or all unfiltered.
  package static let unfilteredGroupRows = 64

  /// Rewrites the filtered `scanlines` of `rows` unfiltered (filter type None) when the group is
  /// flat and its unfiltered bytes deflate smaller.
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
  private static func unfilterFlatGroup(
    _ pixels: UnsafeBufferPointer<UInt8>, rows: Range<Int>, width: Int, channels: Int,
    scanlines: UnsafeMutableBufferPointer<UInt8>
  ) {
    guard
      Double(PNGZlib.zeroCount(UnsafeBufferPointer(scanlines)))
        >= PNGZlib.runLengthZeroShare * Double(scanlines.count)
    else { return }
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
    guard unfilteredSize < filteredSize else { return }
    for (n, row) in rows.enumerated() {
      scanlines[n * rowLength] = 0
      straighten(
        pixels, row: row, width: width, channels: channels,
        into: UnsafeMutableBufferPointer(rebasing: scanlines[(n * rowLength + 1)..<((n + 1) * rowLength)]))
    }
  }

  /// Filters `rows` of `pixels` into `output` (their filter bytes and filtered scanlines).
  private static func filterBand(
    _ pixels: UnsafeBufferPointer<UInt8>, rows: Range<Int>, width: Int, channels: Int,
    into output: UnsafeMutablePointer<UInt8>
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
      current.withUnsafeBufferPointer { row in
        previous.withUnsafeBufferPointer { prior in
          let filter = PNGFilter.best(row: row, previous: prior, stride: channels)
          let base = output + n * (rowBytes + 1)
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
    let length = UInt32(range.count)
    file += [
      UInt8(truncatingIfNeeded: length >> 24), UInt8(truncatingIfNeeded: length >> 16),
      UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length),
    ]
    let typeStart = file.count
    file += type.bytes
    file += data[range]
    let crc = PNGCRC.update(0, file, typeStart..<file.count)
    file += [
      UInt8(truncatingIfNeeded: crc >> 24), UInt8(truncatingIfNeeded: crc >> 16),
      UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc),
    ]
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
