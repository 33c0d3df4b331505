/// The work of ``PNG/encodeOpaque(width:height:workers:ringRows:drawing:)`` and what is done of
/// it, behind one lock (``Monitor``): which bands of rows are drawn, which groups of rows
/// decided, which blocks of scanlines deflated, and so which tasks are ready and which ring rows
/// may be drawn over.
///
/// A thread asks for a task with ``take()`` (waiting while none is ready but others run) and
/// reports it with ``finish(_:outcome:)``. Ready blocks come first (they free ring rows), then
/// groups, then bands, each kind in order.
final class BandSchedule: @unchecked Sendable {
  // Safety: every stored property but the constants is read and written only with `monitor`'s
  // lock held.

  /// A piece of work.
  enum Task: Sendable {
    /// Draw the rows.
    case draw(Range<Int>)
    /// Check the rows of the group opaque and decide whether they stay unfiltered.
    case decide(group: Int, rows: Range<Int>)
    /// Deflate the block, with the groups' decisions.
    case deflate(block: Int, unfiltered: [Bool])
  }

  /// What a task gives.
  enum Outcome: Sendable {
    case drawn
    /// Whether the group is left unfiltered; `nil` when a pixel is not opaque.
    case decided(unfiltered: Bool?)
    case deflated(Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError>)
  }

  let width: Int
  let height: Int
  /// The rows the ring holds.
  let ringRows: Int
  /// Rows per band drawn.
  static let bandRows = 32

  private let bandCount: Int
  private let groupCount: Int
  private let blockCount: Int
  /// Per block, the rows it reads (without the row above).
  private let blockRows: [Range<Int>]
  private let monitor = Monitor()

  private var nextBand = 0
  private var nextGroup = 0
  private var nextBlock = 0
  private var bandDone: [Bool]
  private var groupDone: [Bool]
  private var deflated: [Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError>?]
  /// Rows from the top all drawn, all decided; blocks from the first all deflated.
  private var drawnRows = 0
  private var decidedRows = 0
  private var deflatedBlocks = 0
  private var unfiltered: [Bool]
  private var running = 0
  private var translucent = false

  /// Every task: the bands, groups and blocks.
  var taskCount: Int { bandCount + groupCount + blockCount }

  init(width: Int, height: Int, ringRows: Int) {
    let groupRows = PNG.unfilteredGroupRows
    self.width = width
    self.height = height
    bandCount = (height + Self.bandRows - 1) / Self.bandRows
    groupCount = (height + groupRows - 1) / groupRows
    blockCount = PNG.blockCount(width: width, height: height, channels: 3)
    blockRows = (0..<blockCount).map { PNG.rows(ofBlock: $0, width: width, height: height, channels: 3) }
    // Enough for a block's rows and a group's with their rows above, and a band drawn ahead.
    let least = (blockRows.map(\.count).max() ?? 0) + groupRows + Self.bandRows + 2
    self.ringRows = min(height, max(ringRows, least))
    bandDone = Array(repeating: false, count: bandCount)
    groupDone = Array(repeating: false, count: groupCount)
    deflated = Array(repeating: nil, count: blockCount)
    unfiltered = Array(repeating: false, count: groupCount)
  }

  /// The next ready task, waiting while none is but some run; `nil` when every task is taken or
  /// a pixel turned out translucent.
  func take() -> Task? {
    monitor.withLock {
      while !translucent && nextBlock < blockCount {
        if let task = readyTask() {
          running += 1
          return task
        }
        precondition(running > 0, "no task can start: the ring of rows is too small")
        monitor.wait()
      }
      return nil
    }
  }

  /// Records what `task` gave and wakes the threads waiting for a task.
  func finish(_ task: Task, outcome: Outcome) {
    monitor.withLock { record(task, outcome: outcome) }
  }

  /// ``finish(_:outcome:)`` with the lock held.
  private func record(_ task: Task, outcome: Outcome) {
    defer { monitor.announce() }
    running -= 1
    switch (task, outcome) {
    case (.draw(let rows), _):
      bandDone[rows.lowerBound / Self.bandRows] = true
      while drawnRows < height && bandDone[drawnRows / Self.bandRows] {
        drawnRows = min(drawnRows + Self.bandRows, height)
      }
    case (.decide(let group, _), .decided(let choice)):
      guard let choice else {
        translucent = true
        break
      }
      unfiltered[group] = choice
      groupDone[group] = true
      while decidedRows < height && groupDone[decidedRows / PNG.unfilteredGroupRows] {
        decidedRows = min(decidedRows + PNG.unfilteredGroupRows, height)
      }
    case (.deflate(let block, _), .deflated(let result)):
      deflated[block] = result
      while deflatedBlocks < blockCount && deflated[deflatedBlocks] != nil { deflatedBlocks += 1 }
    default:
      preconditionFailure("a task finished with another task's outcome")
    }
  }

  /// The deflated blocks in order once every task is done; `nil` when a pixel is not opaque.
  func blocks() -> [Result<(bytes: [UInt8], adler: UInt, count: Int), PNGError>]? {
    monitor.withLock { translucent ? nil : deflated.compactMap { $0 } }
  }

  /// A task whose rows are ready, blocks first; the lock must be held.
  private func readyTask() -> Task? {
    if nextBlock < blockCount, blockRows[nextBlock].upperBound <= decidedRows {
      nextBlock += 1
      return .deflate(block: nextBlock - 1, unfiltered: unfiltered)
    }
    let groupRows = PNG.unfilteredGroupRows
    if nextGroup < groupCount, min((nextGroup + 1) * groupRows, height) <= drawnRows {
      nextGroup += 1
      return .decide(
        group: nextGroup - 1, rows: ((nextGroup - 1) * groupRows)..<min(nextGroup * groupRows, height))
    }
    // A band may draw over ring rows no task will read again: the rows above those of the first
    // block not deflated and of the first group not decided (each with its row above).
    let needed = max(
      0, min(deflatedBlocks < blockCount ? blockRows[deflatedBlocks].lowerBound : height, decidedRows) - 1)
    guard nextBand < bandCount, min((nextBand + 1) * Self.bandRows, height) - ringRows <= needed else {
      return nil
    }
    nextBand += 1
    return .draw(((nextBand - 1) * Self.bandRows)..<min(nextBand * Self.bandRows, height))
  }
}
