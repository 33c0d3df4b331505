/// Encodes an animation whose frames are produced on demand, in two passes over them, so memory
/// holds a few frames at a time however many frames there are.
///
/// Pass one composites each frame over ``GIFOptions/background``, finds the rectangle that
/// changed since the previous frame and counts the colours in it; the palette is chosen from
/// those counts exactly as ``GIFEncoder`` does. Pass two asks for every frame again, maps the
/// changed rectangles to palette indices and writes them. Between passes the rectangles (one per
/// frame, 32 bytes) and the histogram (8 MiB) are kept, and the changed pixels themselves while
/// they fit in ``keptBytes`` (so a short animation is drawn once, a long one twice with bounded
/// memory); the file is byte for byte what ``GIFEncoder`` writes for the same frames.
///
/// Frames are produced and processed in batches on up to `workers` threads: a batch is drawn,
/// composited, compared and mapped in parallel, then applied to the display in order, and its
/// LZW compression runs in parallel again. A batch holds at most `2 × workers` frames and about
/// ``batchBytes`` of pixels (up to twice that when one frame per worker needs it,
/// ``batchSize``), so memory does not depend on the number of frames. The output does not depend
/// on the number of workers.
///
/// Each frame in flight is drawn into storage reused from batch to batch (``GIFFrameSlots``) and
/// the kept pixels share one buffer (``GIFKeptChanges``), so no frame-sized memory is allocated
/// per frame and a long GIF's peak memory is a short one's.
///
/// - Important: a frame must be drawn the same each time it is asked for (the compositor is
///   deterministic); the second pass relies on the first.
package struct GIFStream: Sendable {
  /// The canvas width in pixels, 1–65535.
  package let width: Int
  /// The canvas height in pixels, 1–65535.
  package let height: Int
  /// The settings of the file.
  package let options: GIFOptions
  /// Threads used at most, ≥ 1.
  package let workers: Int
  /// The most bytes of changed pixels kept from pass one for pass two (4 per pixel, first frames
  /// first); the frames beyond are drawn again.
  package let keptBytes: Int

  /// The default of ``keptBytes``: 32 MiB, e.g. 24 whole frames of 390×844 or 6 of 780×1688.
  package static let defaultKeptBytes = 32 << 20

  /// The most bytes of frames in flight at once (unless one frame alone is larger): 64 MiB. A
  /// frame in flight costs 9 bytes per pixel (RGBA, packed colours, indices).
  package static let batchBytes = 64 << 20

  /// Prepares a `width × height` animation encoded on up to `workers` threads, keeping up to
  /// `keptBytes` of changed pixels between the passes.
  ///
  /// - Throws: ``GIFError/invalidCanvasSize(width:height:)`` or
  ///   ``GIFError/invalidColorCount(_:)`` when `options.maxColors` is outside 2…256.
  package init(
    width: Int, height: Int, options: GIFOptions, workers: Int = Parallel.coreCount,
    keptBytes: Int = GIFStream.defaultKeptBytes
  ) throws(GIFError) {
    try GIFEncoder.check(width: width, height: height, options: options)
    self.width = width
    self.height = height
    self.options = options
    self.workers = max(1, workers)
    self.keptBytes = max(0, keptBytes)
  }

  /// Frames processed together: twice the workers, fewer for large frames — but one for each
  /// worker while those stay within twice ``batchBytes``, so that frames too large for the budget
  /// two at a time (a phone's at 4×, 47 MB each) still keep every core busy rather than one.
  var batchSize: Int {
    let frame = max(1, 9 * width * height)
    let perWorker = workers * frame <= 2 * Self.batchBytes ? workers : 1
    return max(1, min(2 * workers, max(Self.batchBytes / frame, perWorker)))
  }

  /// The GIF of `delays.count` frames, frame `i` being `frame(i)` shown for `delays[i]`
  /// hundredths of a second. `progress` is called on the calling thread with (steps done, total),
  /// a step being one frame in one pass, so the total is twice the number of frames.
  ///
  /// - Throws: ``GIFError`` for no frames, a frame of the wrong size or pixel count, or a delay
  ///   outside 0…``GIFEncoder/maxDelay``.
  package func encode(
    delays: [Int], frame: @Sendable (Int) -> Bitmap, progress: ((Int, Int) -> Void)? = nil
  ) throws(GIFError) -> [UInt8] {
    try encode(delays: delays, drawing: { Self.copy(frame($0), into: &$1) }, progress: progress)
  }

  /// Like ``encode(delays:frame:progress:)``, frame `i` being drawn by `drawing(i, &canvas)` into
  /// a canvas reused from frame to frame (empty at first; see ``Compositor/render(_:content:into:)``),
  /// so that no frame-sized memory is allocated per frame.
  package func encode(
    delays: [Int], drawing: @Sendable (Int, inout Bitmap) -> Void, progress: ((Int, Int) -> Void)? = nil
  ) throws(GIFError) -> [UInt8] {
    var file: [UInt8] = []
    try run(delays: delays, drawing: drawing, progress: progress) { bytes in
      file += bytes
      return true
    }
    return file
  }

  /// Like ``encode(delays:drawing:progress:)``, writing the file to `path` atomically as it is
  /// produced (to a temporary file renamed over `path`), so not even the file is held in memory.
  ///
  /// - Throws: ``ImageFileError`` naming `path`, with the ``GIFError`` or the failing write.
  package func write(
    delays: [Int], drawing: @Sendable (Int, inout Bitmap) -> Void, to path: String,
    progress: ((Int, Int) -> Void)? = nil
  ) throws(ImageFileError) {
    try AtomicFile.write(to: path) { (output: inout AtomicFile.Output) throws(ImageFileError) in
      var writeError: ImageFileError?
      do throws(GIFError) {
        try run(delays: delays, drawing: drawing, progress: progress) { bytes in
          do throws(ImageFileError) {
            try output.append(bytes)
            return true
          } catch {
            writeError = error
            return false
          }
        }
      } catch {
        throw ImageFileError(path: path, problem: .gif(error))
      }
      if let writeError { throw writeError }
    }
  }

  /// ``write(delays:drawing:to:progress:)`` of frames produced whole.
  package func write(
    delays: [Int], frame: @Sendable (Int) -> Bitmap, to path: String, progress: ((Int, Int) -> Void)? = nil
  ) throws(ImageFileError) {
    try write(delays: delays, drawing: { Self.copy(frame($0), into: &$1) }, to: path, progress: progress)
  }

  /// Puts a frame produced whole into `canvas`, copying its bytes when the sizes agree, so that
  /// the canvas keeps its own storage.
  private static func copy(_ bitmap: Bitmap, into canvas: inout Bitmap) {
    guard canvas.width == bitmap.width, canvas.height == bitmap.height,
      canvas.pixels.count == bitmap.pixels.count
    else {
      canvas = bitmap
      return
    }
    canvas.pixels.withUnsafeMutableBufferPointer { target in
      bitmap.pixels.withUnsafeBufferPointer { source in
        if let to = target.baseAddress, let from = source.baseAddress {
          to.update(from: from, count: source.count)
        }
      }
    }
  }

  /// The two passes; the file goes to `emit` in pieces, and the run stops, without an error, at
  /// the first piece `emit` refuses (returns `false` for). Not generic over the caller's error:
  /// a specialisation per caller cost the optimiser 0.4 s each.
  private func run(
    delays: [Int], drawing: @Sendable (Int, inout Bitmap) -> Void, progress: ((Int, Int) -> Void)?,
    emit: ([UInt8]) -> Bool
  ) throws(GIFError) {
    guard !delays.isEmpty else { throw .noFrames }
    if let bad = delays.firstIndex(where: { !(0...GIFEncoder.maxDelay).contains($0) }) {
      throw .invalidDelay(frame: bad, delay: delays[bad])
    }
    let count = delays.count
    let steps = 2 * count
    let (width, height, background) = (width, height, options.background)
    let slots = GIFFrameSlots(batchSize: batchSize)

    // Pass one: what changes, and its colours.
    var rects: [GIFRect?] = []
    rects.reserveCapacity(count)
    var histogram = GIFHistogram()
    var kept = GIFKeptChanges(bytes: keptBytes, frames: count, framePixels: width * height)
    for batch in batches(count) {
      try collect(
        Parallel.map(batch.count, workers: workers) { _, k in
          slots.draw(batch.lowerBound + k, with: drawing, width: width, height: height, over: background)
        })
      let changes = Parallel.map(batch.count, workers: workers) { _, k in
        let index = batch.lowerBound + k
        guard index > 0 else { return GIFRect(x: 0, y: 0, width: width, height: height) as GIFRect? }
        return slots.withColors(of: index - 1) { old in
          slots.withColors(of: index) { new in
            GIFFrameDiff.changedRect(old, new, width: width, height: height)
          }
        }
      }
      for (k, rect) in changes.enumerated() {
        if let rect {
          slots.withColors(of: batch.lowerBound + k) { colors in
            histogram.add(rect, of: colors, width: width)
            _ = kept.keep(rect, of: colors, width: width, as: batch.lowerBound + k)
          }
        }
        rects.append(rect)
        progress?(rects.count, steps)
      }
    }

    // Pass two: the changes as palette indices, written in order.
    let palette = GIFPalette.make(
      for: histogram, frameCount: rects.count(where: { $0 != nil }), options: options)
    histogram = GIFHistogram()
    var output = GIFImageWriter(
      width: width, height: height, palette: palette, loopsForever: options.loopsForever)
    let palettes = PerWorker(repeating: palette, workers: workers)
    let changed = rects
    let saved = kept
    kept = GIFKeptChanges(bytes: 0, frames: 0, framePixels: 0)
    for batch in batches(count) {
      let indexed = try collect(
        Parallel.map(batch.count, workers: workers) { worker, k -> Result<[UInt8]?, GIFError> in
          let index = batch.lowerBound + k
          guard let rect = changed[index] else { return .success(nil) }
          if let indices = saved.withColors(
            of: index,
            { pixels in
              palettes.with(worker) { $0.indices(of: rect, in: pixels, rowLength: rect.width, start: 0) }
            })
          {
            return .success(indices)
          }
          return slots.draw(index, with: drawing, width: width, height: height, over: background).map {
            slots.withColors(of: index) { pixels in
              palettes.with(worker) {
                $0.indices(of: rect, in: pixels, rowLength: width, start: rect.y * width + rect.x)
              }
            }
          }
        })
      for (k, indices) in indexed.enumerated() {
        let index = batch.lowerBound + k
        if let indices, let rect = changed[index] {
          output.add(indices, in: rect, delay: delays[index])
        } else {
          output.lengthen(by: delays[index])
        }
        progress?(count + index + 1, steps)
      }
      output.flush(workers: workers)
      guard emit(output.take()) else { return }
    }
    _ = emit(output.finish(workers: workers))
  }

  /// The frame indices in batches of ``batchSize``.
  private func batches(_ count: Int) -> [Range<Int>] {
    stride(from: 0, to: count, by: batchSize).map { $0..<min($0 + batchSize, count) }
  }

  /// The values, or the first failure in order.
  private func collect<T>(_ results: [Result<T, GIFError>]) throws(GIFError) -> [T] {
    var values: [T] = []
    values.reserveCapacity(results.count)
    for result in results {
      switch result {
      case .success(let value): values.append(value)
      case .failure(let error): throw error
      }
    }
    return values
  }
}
