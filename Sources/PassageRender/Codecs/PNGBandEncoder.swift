extension PNG {
  /// Encodes an opaque image whose rows are drawn straight into the encoder, band by band into a
  /// ring of rows, so that the whole image never exists: the file is the one ``encode(_:)`` makes
  /// of the whole image drawn at once.
  ///
  /// `draw(rows, ring)` must write every pixel of `rows` (premultiplied RGBA) into `ring`, which
  /// holds `n = ring.count / (width × 4)` rows, row `y` at row `y % n`; it is called for disjoint
  /// bands of rows on up to `workers` threads at once, and a pixel's bytes must not depend on
  /// the band.
  ///
  /// The threads take whatever work is ready, without waiting for each other in steps: a block
  /// of scanlines whose rows are all decided is deflated, a group of rows all drawn is checked
  /// opaque and decided (filtered or unfiltered), and a band is drawn as soon as the ring rows it
  /// will draw over are no longer read. The ring holds `ringRows` rows (at least those one block
  /// and one group read, with room to draw ahead): 1.2 MB for a 3× frame at the default 256,
  /// where the whole image takes 11.9 MB.
  ///
  /// - Returns: the file's bytes, or `nil` as soon as a drawn pixel is not opaque (an opaque
  ///   image is written as RGB; one that is not must be drawn whole and passed to ``encode(_:)``).
  /// - Throws: ``PNGError/invalidDimensions(width:height:)`` for an empty or oversized image, and
  ///   ``PNGError/compressionFailed(_:)`` if zlib fails.
  package static func encodeOpaque(
    width: Int, height: Int, workers: Int = Parallel.coreCount, ringRows: Int = 256,
    drawing draw: @escaping @Sendable (_ rows: Range<Int>, _ ring: UnsafeMutableRawBufferPointer) -> Void
  ) throws(PNGError) -> [UInt8]? {
    guard width > 0, height > 0, width <= PNGChunkReader.maxChunkLength,
      height <= PNGChunkReader.maxChunkLength
    else { throw .invalidDimensions(width: width, height: height) }
    let schedule = BandSchedule(width: width, height: height, ringRows: ringRows)
    let ring = UnsafeMutableRawBufferPointer.allocate(byteCount: schedule.ringRows * width * 4, alignment: 64)
    defer { ring.deallocate() }
    let shared = SharedRing(bytes: ring)
    let threads = max(1, min(workers, schedule.taskCount))
    // One loop per thread, each taking tasks until none is left.
    Parallel.forEach(threads, workers: threads) { _ in
      while let task = schedule.take() {
        let pixels = PNGPixelRows(UnsafeRawBufferPointer(shared.bytes), width: width)
        switch task {
        case .draw(let rows):
          draw(rows, shared.bytes)
          schedule.finish(task, outcome: .drawn)
        case .decide(let group, let rows):
          let opaque = rows.allSatisfy { isOpaque(pixels.row($0)) }
          schedule.finish(
            task,
            outcome: .decided(
              unfiltered: opaque
                ? isFlatGroupSmallerUnfiltered(pixels, group: group, height: height, channels: 3) : nil))
        case .deflate(let index, let unfiltered):
          schedule.finish(
            task,
            outcome: .deflated(
              deflateBlock(pixels, index: index, height: height, channels: 3, unfiltered: unfiltered)))
        }
      }
    }
    guard let blocks = schedule.blocks() else { return nil }
    return file(
      width: width, height: height, channels: 3, compressed: try PNGZlib.stream(of: blocks, level: 6))
  }
}

/// The ring of rows being drawn and encoded, shared by the threads that draw disjoint bands into
/// it and the threads that read rows already drawn.
private struct SharedRing: @unchecked Sendable {
  // Safety: `BandSchedule` hands out a band only when no task still reads the ring rows it draws
  // over, and rows to read only once they are drawn.
  let bytes: UnsafeMutableRawBufferPointer
}
