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
/// Frames are produced and processed on up to `workers` threads through one schedule
/// (``GIFSchedule``), without batches: whichever thread is free draws and composites a frame,
/// compares it with the frame before, maps it to palette indices or LZW-compresses it, while the
/// calling thread does what must run in frame order (counting colours and keeping pixels,
/// applying frames to the display, writing them), taking other tasks when none of those is
/// ready. At most ``framesInFlight`` + 1 frames are drawn and not yet done with, and pass two maps
/// at most `2 × workers` frames ahead of the display, so memory does not depend on the number of
/// frames. The output does not depend on the number of workers.
///
/// Each frame in flight is drawn into storage reused from frame to frame (``GIFFrameSlots``) and
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
  package static let inFlightBytes = 64 << 20

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

  /// Frames drawn and not yet done with, besides the one the next is compared with: twice the
  /// workers, fewer for large frames — but one for each worker while those stay within twice
  /// ``inFlightBytes``, so that frames too large for the budget two at a time (a phone's at 4×,
  /// 47 MB each) still keep every core busy rather than one.
  var framesInFlight: Int {
    let frame = max(1, 9 * width * height)
    let perWorker = workers * frame <= 2 * Self.inFlightBytes ? workers : 1
    return max(1, min(2 * workers, max(Self.inFlightBytes / frame, perWorker)))
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
    let (width, height, background, options, workers) = (width, height, options.background, options, workers)
    let slots = GIFFrameSlots(framesInFlight: framesInFlight)
    let schedule = GIFSchedule(
      count: count, slots: framesInFlight + 1, ahead: 2 * workers, width: width, height: height)
    let context = PassTwoContext()

    /// Runs a task any thread may take, as worker `worker`.
    @Sendable func perform(_ task: GIFSchedule.Task, worker: Int) {
      switch task {
      case .draw(let index):
        let result = slots.draw(index, with: drawing, width: width, height: height, over: background)
        if case .failure(let error) = result {
          schedule.finish(task, .drawn(error))
        } else {
          schedule.finish(task, .drawn(nil))
        }
      case .compare(let index):
        let rect = slots.withColors(of: index - 1) { old in
          slots.withColors(of: index) { new in
            GIFFrameDiff.changedRect(old, new, width: width, height: height)
          }
        }
        schedule.finish(task, .compared(rect))
      case .map(let index):
        guard let rect = schedule.rect(of: index) else {
          schedule.finish(task, .mapped(nil))
          return
        }
        guard let palettes = context.palettes else { preconditionFailure("pass two before the palette") }
        let kept = context.kept
        if let indices = kept.withColors(
          of: index,
          { pixels in
            palettes.with(worker) { $0.indices(of: rect, in: pixels, rowLength: rect.width, start: 0) }
          })
        {
          schedule.finish(task, .mapped(indices))
          return
        }
        switch slots.draw(index, with: drawing, width: width, height: height, over: background) {
        case .failure(let error): schedule.finish(task, .mappingFailed(error))
        case .success:
          let indices = slots.withColors(of: index) { pixels in
            palettes.with(worker) {
              $0.indices(of: rect, in: pixels, rowLength: width, start: rect.y * width + rect.x)
            }
          }
          schedule.finish(task, .mapped(indices))
        }
      case .compress(_, let indices):
        schedule.finish(task, .compressed(GIFWriter.compress(indices, minCodeSize: context.minCodeSize)))
      default:
        preconditionFailure("a task of the calling thread handed to another")
      }
    }

    var failure: GIFError?
    Parallel.withHelpers(
      workers,
      worker: { worker in
        while let task = schedule.take(caller: false) { perform(task, worker: worker) }
      },
      caller: {
        var histogram: GIFHistogram? = GIFHistogram()
        var kept = GIFKeptChanges(bytes: keptBytes, frames: count, framePixels: width * height)
        var output: GIFImageWriter?
        while let task = schedule.take(caller: true) {
          switch task {
          case .account(let index):
            if let rect = schedule.rect(of: index) {
              slots.withColors(of: index) { colors in
                histogram?.add(rect, of: colors, width: width)
                _ = kept.keep(rect, of: colors, width: width, as: index)
              }
            }
            schedule.finishInOrder(task)
            progress?(index + 1, steps)
          case .choosePalette:
            let palette = GIFPalette.make(
              for: histogram ?? GIFHistogram(), frameCount: schedule.changedFrames, options: options)
            histogram = nil
            let writer = GIFImageWriter(
              width: width, height: height, palette: palette, loopsForever: options.loopsForever)
            // Published to the other threads by the schedule's lock, before any task of pass two.
            context.kept = kept
            context.palettes = PerWorker(repeating: palette, workers: workers)
            context.minCodeSize = writer.minCodeSize
            output = writer
            kept = GIFKeptChanges(bytes: 0, frames: 0, framePixels: 0)
            schedule.finishInOrder(task)
          case .update(let index, let indices):
            var queued: (number: Int, indices: [UInt8])?
            if let indices, let rect = schedule.rect(of: index) {
              let before = output?.queuedCount ?? 0
              output?.add(indices, in: rect, delay: delays[index])
              if let output, output.queuedCount > before {
                queued = (before, output.indices(ofQueued: before))
              }
            } else {
              output?.lengthen(by: delays[index])
            }
            schedule.finishInOrder(task, queued: queued)
            progress?(count + index + 1, steps)
          case .write(let images):
            for image in images { output?.setCompressed(image.data, number: image.number) }
            if let bytes = output?.take(), !bytes.isEmpty, !emit(bytes) {
              schedule.stop()
              return
            }
          case .finish:
            if let file = output?.finish(workers: 1) { _ = emit(file) }
            schedule.stop()
          case .fail(let error):
            failure = error
            schedule.stop()
          default:
            perform(task, worker: 0)
          }
        }
      })
    if let failure { throw failure }
  }
}

/// What pass two's tasks read, set by the calling thread when it chooses the palette.
private final class PassTwoContext: @unchecked Sendable {
  // Safety: written once, by the calling thread, before the schedule hands out any task of pass
  // two (its lock orders the writes before the reads), and only read after.
  var kept = GIFKeptChanges(bytes: 0, frames: 0, framePixels: 0)
  var palettes: PerWorker<GIFPalette>?
  var minCodeSize = 2
}
