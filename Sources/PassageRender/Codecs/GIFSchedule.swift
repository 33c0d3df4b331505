/// The work of one ``GIFStream`` and what is done of it, behind one lock (``Monitor``): the
/// threads take whatever task is ready instead of working in batches that wait for their slowest
/// frame, so that the steps that must run in order (counting a frame's colours, applying it to
/// the display, writing it) overlap the drawing, comparing, mapping and compressing of others.
///
/// Tasks that run in frame order touch the caller's state (histogram, kept pixels, the image
/// writer) and are handed only to the calling thread, which prefers them; the others go to any
/// thread. Memory stays bounded: a frame is drawn into slot `i % slots` only once the frame that
/// held it is released, and pass two maps at most `ahead` frames beyond the one applied last.
final class GIFSchedule: @unchecked Sendable {
  // Safety: every stored property but the constants is read and written only with `monitor`'s
  // lock held; the caller's state is touched only by the calling thread.

  /// A piece of work.
  enum Task: Sendable {
    /// Pass one, any thread: draw frame `i` into its slot and composite it over the background.
    case draw(Int)
    /// Pass one, any thread: the rectangle of frame `i` (≥ 1) that differs from frame `i − 1`.
    case compare(Int)
    /// Pass one, calling thread: count the colours of frame `i`'s rectangle and keep its pixels.
    case account(Int)
    /// Between the passes, calling thread: choose the palette.
    case choosePalette
    /// Pass two, any thread: the palette indices of frame `i`'s rectangle (drawing it again
    /// unless its pixels were kept).
    case map(Int)
    /// Pass two, calling thread: apply frame `i`'s indices to the display, queueing an image.
    case update(Int, indices: [UInt8]?)
    /// Pass two, any thread: LZW-compress queued image `number`.
    case compress(number: Int, indices: [UInt8])
    /// Pass two, calling thread: hand compressed images to the writer, which writes them in order.
    case write([(number: Int, data: [UInt8])])
    /// Calling thread: every frame is applied and every image compressed; finish the file.
    case finish
    /// Calling thread: a task failed; nothing more is handed out.
    case fail(GIFError)
  }

  let count: Int
  let slots: Int
  let ahead: Int
  private let monitor = Monitor()

  private var stopped = false
  private var running = 0
  /// The first failure in frame order among the tasks run.
  private var failure: (frame: Int, error: GIFError)?

  // Pass one.
  private var nextDraw = 0
  private var drawn: [Bool]
  private var nextCompare = 1
  private var compared: [Bool]
  /// Frames from the first whose rectangle is known.
  private var comparedPrefix = 0
  private var rects: [GIFRect?]
  private var accounted = 0
  private var paletteChosen = false

  // Pass two.
  private var nextMap = 0
  private var mapped: [[UInt8]??]
  private var mappedPrefix = 0
  private var updated = 0
  private var jobs: [(number: Int, indices: [UInt8])] = []
  private var compressing = 0
  private var compressed: [(number: Int, data: [UInt8])] = []

  /// The schedule of `count` frames (≥ 1) drawn into `slots` slots (≥ 2), mapping up to `ahead`
  /// frames (≥ 1) beyond the one applied last.
  init(count: Int, slots: Int, ahead: Int, width: Int, height: Int) {
    self.count = count
    self.slots = max(2, slots)
    self.ahead = max(1, ahead)
    drawn = Array(repeating: false, count: count)
    compared = Array(repeating: false, count: count)
    rects = Array(repeating: nil, count: count)
    rects[0] = GIFRect(x: 0, y: 0, width: width, height: height)
    mapped = Array(repeating: nil, count: count)
  }

  /// The next task for the calling thread (`caller`) or another, waiting while none is ready;
  /// `nil` once the run has stopped.
  func take(caller: Bool) -> Task? {
    monitor.withLock {
      while !stopped {
        if let failure {
          if caller && running == 0 { return .fail(failure.error) }
        } else {
          if caller, let task = readyInOrder() { return task }
          if let task = readyAnywhere() {
            running += 1
            return task
          }
        }
        monitor.wait()
      }
      return nil
    }
  }

  /// The rectangle of frame `i` that changes (the whole canvas for the first), once compared;
  /// `nil` when it changes nothing.
  func rect(of i: Int) -> GIFRect? {
    monitor.withLock { rects[i] }
  }

  /// The frames that change something, once all are compared.
  var changedFrames: Int {
    monitor.withLock { rects.count(where: { $0 != nil }) }
  }

  /// Ends the run: every thread's ``take(caller:)`` returns `nil` from now on.
  func stop() {
    monitor.withLock {
      stopped = true
      monitor.announce()
    }
  }

  /// What a task that any thread runs gave.
  enum Outcome: Sendable {
    /// Frame drawn, or the reason it could not be.
    case drawn(GIFError?)
    /// The rectangle that changes; `nil` when nothing does.
    case compared(GIFRect?)
    /// The frame's indices; `nil` for a frame that changes nothing.
    case mapped([UInt8]?)
    /// Pass two could not draw the frame again.
    case mappingFailed(GIFError)
    /// The image's LZW code stream.
    case compressed([UInt8])
  }

  /// Records what `task`, run by any thread, gave.
  func finish(_ task: Task, _ outcome: Outcome) {
    monitor.withLock {
      defer { monitor.announce() }
      running -= 1
      switch (task, outcome) {
      case (.draw(let i), .drawn(let error)):
        if let error { fail(i, error) }
        drawn[i] = true
        if i == 0 { compared[0] = true }
        advanceComparedPrefix()
      case (.compare(let i), .compared(let rect)):
        rects[i] = rect
        compared[i] = true
        advanceComparedPrefix()
      case (.map(let i), .mapped(let indices)):
        mapped[i] = .some(indices)
        while mappedPrefix < count && mapped[mappedPrefix] != nil { mappedPrefix += 1 }
      case (.map(let i), .mappingFailed(let error)):
        fail(i + count, error)
      case (.compress(let number, _), .compressed(let data)):
        compressing -= 1
        compressed.append((number, data))
      default:
        preconditionFailure("a task finished with another task's outcome, or one of the calling thread's")
      }
    }
  }

  /// Records that the calling thread did `task`; `queued` is the image an update queued, with
  /// its indices, for compressing.
  func finishInOrder(_ task: Task, queued: (number: Int, indices: [UInt8])? = nil) {
    monitor.withLock {
      switch task {
      case .account: accounted += 1
      case .choosePalette: paletteChosen = true
      case .update(let i, _):
        mapped[i] = .some(nil)  // the indices are the writer's now
        updated += 1
        if let queued { jobs.append(queued) }
      default: break
      }
      monitor.announce()
    }
  }

  private func fail(_ order: Int, _ error: GIFError) {
    if failure.map({ order < $0.frame }) ?? true { failure = (order, error) }
  }

  private func advanceComparedPrefix() {
    while comparedPrefix < count && compared[comparedPrefix] && drawn[comparedPrefix] { comparedPrefix += 1 }
  }

  /// The frames whose slots may be drawn over: counted, and compared with by the frame after.
  private var released: Int {
    comparedPrefix == count ? accounted : min(accounted, max(0, comparedPrefix - 1))
  }

  /// A task for the calling thread whose inputs are ready; the lock must be held.
  private func readyInOrder() -> Task? {
    if accounted < count {
      return accounted < comparedPrefix ? .account(accounted) : nil
    }
    if !paletteChosen { return .choosePalette }
    if !compressed.isEmpty {
      defer { compressed.removeAll(keepingCapacity: true) }
      return .write(compressed)
    }
    if updated < count {
      guard let indices = mapped[updated] else { return nil }
      return .update(updated, indices: indices)
    }
    return jobs.isEmpty && compressing == 0 ? .finish : nil
  }

  /// A task for any thread whose inputs are ready and whose memory is free; the lock must be held.
  private func readyAnywhere() -> Task? {
    if !jobs.isEmpty {
      let job = jobs.removeFirst()
      compressing += 1
      return .compress(number: job.number, indices: job.indices)
    }
    if accounted < count {
      if nextCompare < count && drawn[nextCompare] && drawn[nextCompare - 1] {
        nextCompare += 1
        return .compare(nextCompare - 1)
      }
      if nextDraw < count && nextDraw < released + slots {
        nextDraw += 1
        return .draw(nextDraw - 1)
      }
      return nil
    }
    guard paletteChosen, nextMap < count, nextMap < mappedPrefix + slots, nextMap < updated + ahead else {
      return nil
    }
    nextMap += 1
    return .map(nextMap - 1)
  }
}
