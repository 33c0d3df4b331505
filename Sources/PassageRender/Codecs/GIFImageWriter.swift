/// The second half of GIF encoding, shared by ``GIFEncoder`` and ``GIFStream``: the palette
/// indices of each frame's changed rectangle in, the file out.
///
/// Each frame is reduced to the smallest rectangle whose displayed indices change (unchanged
/// pixels inside it transparent, except in the first frame); a frame that changes nothing on
/// screen lengthens the one before it. Frames wait in a queue until ``flush(workers:)``, which
/// LZW-compresses them on up to `workers` threads and writes all but the last (whose delay may
/// still grow); the bytes do not depend on when or with how many threads it runs.
struct GIFImageWriter {
  /// The canvas width in pixels.
  let width: Int
  /// The global palette the indices refer to.
  let palette: GIFPalette
  /// The GIF "LZW minimum code size" of every image, 2–8.
  let minCodeSize: Int
  private var writer = GIFWriter()
  /// The indices on screen after the frames so far.
  private var displayed: [UInt8]
  /// Frames not yet written, oldest first, with their code streams once compressed.
  private var queue: [(frame: GIFFrameDiff.EncodedFrame, data: [UInt8]?)] = []
  private var started = false

  /// Writes the header, the palette and (if `loopsForever`) the looping extension.
  init(width: Int, height: Int, palette: GIFPalette, loopsForever: Bool) {
    self.width = width
    self.palette = palette
    minCodeSize = max(2, palette.tableSize.bits)
    displayed = [UInt8](repeating: 0, count: width * height)
    writer.header(width: width, height: height, palette: palette)
    if loopsForever { writer.loopForever() }
  }

  /// Adds a frame that changes `rect` (in canvas pixels) to `indices` (row by row), shown for
  /// `delay` hundredths of a second.
  mutating func add(_ indices: [UInt8], in rect: GIFRect, delay: Int) {
    let transparent = started ? palette.transparentIndex : nil
    started = true
    if let encoded = GIFFrameDiff.update(
      &displayed, width: width, with: indices, in: rect, delay: delay, transparentIndex: transparent)
    {
      queue.append((encoded, nil))
      queuedCount += 1
    } else {
      lengthen(by: delay)
    }
  }

  /// Shows the last frame `delay` hundredths of a second longer (a frame identical to it).
  mutating func lengthen(by delay: Int) {
    guard !queue.isEmpty else { return }
    queue[queue.count - 1].frame.delay += delay
  }

  /// Compresses the queued frames on up to `workers` threads and writes all but the last.
  mutating func flush(workers: Int) {
    let waiting = queue.indices.filter { queue[$0].data == nil }
    let frames = waiting.map { queue[$0].frame.indices }
    let minCodeSize = minCodeSize
    let compressed = Parallel.map(frames.count, workers: workers) { _, k in
      GIFWriter.compress(frames[k], minCodeSize: minCodeSize)
    }
    for (k, index) in waiting.enumerated() { queue[index].data = compressed[k] }
    writeCompressed()
  }

  /// The frames queued so far, each numbered in order from 0 (a frame that lengthens the one
  /// before is not queued).
  private(set) var queuedCount = 0

  /// The palette indices of queued frame `number` (``queuedCount`` − 1 just after ``add(_:in:delay:)``
  /// queued it), to compress elsewhere and hand back with ``setCompressed(_:number:)``.
  func indices(ofQueued number: Int) -> [UInt8] {
    queue[position(ofQueued: number)].frame.indices
  }

  /// Sets the LZW code stream of queued frame `number`, compressed from its
  /// ``indices(ofQueued:)``, and writes every frame before the last whose stream is set, in order.
  mutating func setCompressed(_ data: [UInt8], number: Int) {
    queue[position(ofQueued: number)].data = data
    writeCompressed()
  }

  /// Where queued frame `number` is in `queue` (frames written are removed from its front).
  private func position(ofQueued number: Int) -> Int { number - (queuedCount - queue.count) }

  /// Writes the frames at the front of the queue whose code streams are set, all but the last
  /// (whose delay may still grow), and removes them.
  private mutating func writeCompressed() {
    var written = 0
    while written < queue.count - 1, let data = queue[written].data {
      write(queue[written].frame, data)
      written += 1
    }
    queue.removeFirst(written)
  }

  /// Writes every frame and the trailer and returns the file (what ``take()`` has not taken).
  consuming func finish(workers: Int) -> [UInt8] {
    flush(workers: workers)
    if let last = queue.last { write(last.frame, last.data ?? []) }
    writer.trailer()
    return writer.take()
  }

  /// The bytes of the file written so far and not taken before, for writing them out.
  mutating func take() -> [UInt8] { writer.take() }

  /// Writes one frame; delays above GIF's 65535 are carried by extra 1×1 frames that change nothing.
  private mutating func write(_ frame: GIFFrameDiff.EncodedFrame, _ data: [UInt8]) {
    writer.graphicControl(delay: min(frame.delay, 65535), transparentIndex: frame.transparentIndex)
    writer.image(frame.rect, compressed: data, minCodeSize: minCodeSize)
    var remaining = frame.delay - 65535
    while remaining > 0 {
      let index = palette.transparentIndex ?? Int(frame.cornerIndex)
      writer.graphicControl(delay: min(remaining, 65535), transparentIndex: palette.transparentIndex)
      writer.image(
        GIFRect(x: 0, y: 0, width: 1, height: 1),
        compressed: GIFWriter.compress([UInt8(truncatingIfNeeded: index)], minCodeSize: minCodeSize),
        minCodeSize: minCodeSize)
      remaining -= 65535
    }
  }
}
