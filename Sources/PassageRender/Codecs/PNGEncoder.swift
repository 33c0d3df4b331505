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
    let compressed = try bitmap.pixels.withUnsafeBufferPointer { (pixels) throws(PNGError) in
      try deflatedScanlines(
        PNGPixelRows(UnsafeRawBufferPointer(pixels), width: width), height: height, channels: channels,
        workers: workers)
    }
    return file(width: width, height: height, channels: channels, compressed: compressed)
  }

  /// The bytes of a PNG file of an 8-bit image of `channels` (3, RGB, or 4, RGBA) whose zlib
  /// stream is the concatenation of `compressed`.
  static func file(width: Int, height: Int, channels: Int, compressed: [[UInt8]]) -> [UInt8] {
    let header = PNGHeader(
      width: width, height: height, bitDepth: 8, colorType: channels == 3 ? .rgb : .rgba, interlaced: false)
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
    pixels.withUnsafeBytes(isOpaque)
  }

  /// Whether every alpha byte of premultiplied RGBA `pixels` is 255.
  static func isOpaque(_ pixels: UnsafeRawBufferPointer) -> Bool {
    var i = 3
    var all: UInt8 = 255
    while i < pixels.count {
      all &= pixels[i]
      i += 4
    }
    return all == 255
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
      pixels.withUnsafeBytes { pixels in
        let source = PNGPixelRows(pixels, width: width)
        Parallel.forEach(bandCount, workers: workers) { band in
          let rows = (band * height / bandCount)..<((band + 1) * height / bandCount)
          writeScanlines(
            source, rows: rows, channels: channels, unfiltered: nil,
            into: output.base + rows.lowerBound * (rowBytes + 1))
        }
        let groups = (height + unfilteredGroupRows - 1) / unfilteredGroupRows
        Parallel.forEach(groups, workers: workers) { group in
          let rows = (group * unfilteredGroupRows)..<min((group + 1) * unfilteredGroupRows, height)
          let scanlines = UnsafeMutableBufferPointer(
            start: output.base + rows.lowerBound * (rowBytes + 1), count: rows.count * (rowBytes + 1))
          if deflatesSmallerUnfiltered(
            source, rows: rows, channels: channels, filtered: UnsafeBufferPointer(scanlines))
          {
            writeScanlines(
              source, rows: rows, channels: channels, unfiltered: { _ in true },
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
  /// unfiltered are chosen first (``isFlatGroupSmallerUnfiltered(_:group:height:channels:)``);
  /// a block's scanlines are filtered again from the row above the 32 KiB window that primes it
  /// (``deflateBlock(_:index:height:channels:unfiltered:)``). The bytes are those of deflating
  /// the whole buffer in blocks.
  static func deflatedScanlines(
    _ pixels: PNGPixelRows, height: Int, channels: Int, workers: Int
  ) throws(PNGError) -> [[UInt8]] {
    let groups = (height + unfilteredGroupRows - 1) / unfilteredGroupRows
    let unfiltered = Parallel.map(groups, workers: workers) { _, group in
      isFlatGroupSmallerUnfiltered(pixels, group: group, height: height, channels: channels)
    }
    let count = blockCount(width: pixels.width, height: height, channels: channels)
    let blocks = Parallel.map(count, workers: workers) { _, index in
      deflateBlock(pixels, index: index, height: height, channels: channels, unfiltered: unfiltered)
    }
    return try PNGZlib.stream(of: blocks, level: 6)
  }

  /// The number of ``PNGZlib/blockSize`` blocks the scanlines of an image are deflated in.
  static func blockCount(width: Int, height: Int, channels: Int) -> Int {
    max(1, (height * (width * channels + 1) + PNGZlib.blockSize - 1) / PNGZlib.blockSize)
  }

  /// The bytes of the image's scanlines (`height` rows of `width × channels + 1` bytes, one
  /// after the other) that block `index` deflates.
  static func bytes(ofBlock index: Int, width: Int, height: Int, channels: Int) -> Range<Int> {
    (index * PNGZlib.blockSize)..<min((index + 1) * PNGZlib.blockSize, height * (width * channels + 1))
  }

  /// The rows whose scanlines block `index` deflates or is primed with (the 32 KiB window before
  /// it); filtering them reads the row above too.
  static func rows(ofBlock index: Int, width: Int, height: Int, channels: Int) -> Range<Int> {
    let rowLength = width * channels + 1
    let range = bytes(ofBlock: index, width: width, height: height, channels: channels)
    return
      (max(0, range.lowerBound - 32 * 1024) / rowLength)..<((range.upperBound + rowLength - 1) / rowLength)
  }

  /// Deflates block `index` of the scanlines of `pixels` (an image `height` rows tall), filtering
  /// its rows (``rows(ofBlock:width:height:channels:)``, which `pixels` must hold with the row
  /// above) into a temporary buffer, the rows of group `g` left unfiltered where `unfiltered[g]`.
  static func deflateBlock(
    _ pixels: PNGPixelRows, index: Int, height: Int, channels: Int, unfiltered: [Bool]
  ) -> Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError> {
    let rowLength = pixels.width * channels + 1
    let range = bytes(ofBlock: index, width: pixels.width, height: height, channels: channels)
    let rows = rows(ofBlock: index, width: pixels.width, height: height, channels: channels)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rows.count * rowLength) {
      scanlines -> Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError> in
      guard let base = scanlines.baseAddress else { return .failure(.compressionFailed(Int(Z_MEM_ERROR))) }
      writeScanlines(
        pixels, rows: rows, channels: channels, unfiltered: { unfiltered[$0 / unfilteredGroupRows] },
        into: base)
      return PNGZlib.deflateBlock(
        UnsafeBufferPointer(scanlines), from: rows.lowerBound * rowLength, range: range,
        isLast: range.upperBound == height * rowLength, level: 6, scanlineLength: rowLength)
    }
  }

  /// Whether group `group` (rows `group × unfilteredGroupRows` on) of `pixels`, an image `height`
  /// rows tall, is flat and deflates smaller unfiltered; `pixels` must hold the group's rows and
  /// the row above.
  ///
  /// The group is filtered eight rows at a time into a temporary buffer and given up on as soon
  /// as too many bytes are not zero for it to be flat (a photograph's group after about a third
  /// of its rows); then ``deflatesSmallerUnfiltered(_:rows:channels:filtered:)`` decides.
  static func isFlatGroupSmallerUnfiltered(_ pixels: PNGPixelRows, group: Int, height: Int, channels: Int)
    -> Bool
  {
    let rowLength = pixels.width * channels + 1
    let rows = (group * unfilteredGroupRows)..<min((group + 1) * unfilteredGroupRows, height)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: rows.count * rowLength) { scanlines in
      guard let base = scanlines.baseAddress else { return false }
      let allowed = Double(scanlines.count) * (1 - PNGZlib.runLengthZeroShare)
      var nonzero = 0
      for start in stride(from: rows.lowerBound, to: rows.upperBound, by: 8) {
        let chunk = start..<min(start + 8, rows.upperBound)
        let offset = (start - rows.lowerBound) * rowLength
        writeScanlines(pixels, rows: chunk, channels: channels, unfiltered: nil, into: base + offset)
        let written = UnsafeBufferPointer(start: base + offset, count: chunk.count * rowLength)
        nonzero += written.count - PNGZlib.zeroCount(written)
        if Double(nonzero) > allowed { return false }
      }
      return deflatesSmallerUnfiltered(
        pixels, rows: rows, channels: channels, filtered: UnsafeBufferPointer(scanlines))
    }
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
    _ pixels: PNGPixelRows, rows: Range<Int>, channels: Int, filtered scanlines: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard
      Double(PNGZlib.zeroCount(scanlines)) >= PNGZlib.runLengthZeroShare * Double(scanlines.count)
    else { return false }
    let rowLength = pixels.width * channels + 1
    let sample = rows.count < 4 ? 0..<rows.count : (rows.count / 4)..<(rows.count / 4 + rows.count / 2)
    var unfiltered = [UInt8](repeating: 0, count: sample.count * rowLength)
    unfiltered.withUnsafeMutableBufferPointer { buffer in
      for (n, row) in sample.enumerated() {
        // Filter type 0 (None) is the zero the buffer starts with.
        straighten(
          pixels, row: rows.lowerBound + row, channels: channels,
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
    _ pixels: PNGPixelRows, rows: Range<Int>, channels: Int, unfiltered: ((Int) -> Bool)?,
    into output: UnsafeMutablePointer<UInt8>
  ) {
    let rowBytes = pixels.width * channels
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    if rows.lowerBound > 0 {
      previous.withUnsafeMutableBufferPointer { row in
        straighten(pixels, row: rows.lowerBound - 1, channels: channels, into: row)
      }
    }
    for (n, y) in rows.enumerated() {
      current.withUnsafeMutableBufferPointer { row in
        straighten(pixels, row: y, channels: channels, into: row)
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
    _ pixels: PNGPixelRows, row y: Int, channels: Int, into row: UnsafeMutableBufferPointer<UInt8>
  ) {
    let width = pixels.width
    let source = pixels.row(y)
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

/// Rows of premultiplied RGBA pixels the encoder reads, shared by the threads that read them: a
/// whole image, or a ring of its rows being drawn (row `y` at row `y % n` of the `n` rows held).
struct PNGPixelRows: @unchecked Sendable {
  // Safety: the rows are only read here, while the caller keeps them alive and unchanged.
  let bytes: UnsafeRawBufferPointer
  /// Pixels per row, > 0.
  let width: Int
  /// The rows `bytes` holds.
  let count: Int

  init(_ bytes: UnsafeRawBufferPointer, width: Int) {
    self.bytes = bytes
    self.width = width
    count = max(1, bytes.count / (width * 4))
  }

  /// The `width × 4` bytes of image row `y` (≥ 0).
  func row(_ y: Int) -> UnsafeRawBufferPointer {
    let start = (y % count) * width * 4
    return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + width * 4)])
  }
}
