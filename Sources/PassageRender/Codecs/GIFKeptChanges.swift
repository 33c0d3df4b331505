/// The changed pixels of the first frames of a ``GIFStream``, kept from its first pass for its
/// second (so those frames are not drawn again), in one buffer reserved once for the budget.
///
/// One buffer rather than an array per frame: the frames' rectangles differ in size from frame
/// to frame, and as many separate allocations, freed only at the end of the second pass, left
/// holes in the heap that later frames' buffers did not fit, so the peak memory of a long GIF
/// crept up with its length. The buffer's pages are touched only as pixels are appended.
struct GIFKeptChanges {
  /// The most colours kept: the budget in bytes over 4, and no more than every frame whole.
  let capacity: Int
  /// The kept pixels, frame after frame, each rectangle row by row.
  private var colors: [UInt32] = []
  /// Where each kept frame's pixels lie in `colors`, by frame index.
  private var ranges: [Int: Range<Int>] = [:]

  /// Room for `bytes` of packed colours (4 bytes each), for `frames` frames of `framePixels`.
  init(bytes: Int, frames: Int, framePixels: Int) {
    let (all, overflow) = frames.multipliedReportingOverflow(by: framePixels)
    capacity = min(max(0, bytes) / 4, overflow ? .max : all)
  }

  /// Keeps `rect` of `frame` (packed colours, `width` per row) as frame `index` when it fits in
  /// what is left of ``capacity``; returns whether it did.
  mutating func keep(_ rect: GIFRect, of frame: UnsafeBufferPointer<UInt32>, width: Int, as index: Int)
    -> Bool
  {
    let count = rect.width * rect.height
    guard count <= capacity - colors.count else { return false }
    if colors.capacity < capacity { colors.reserveCapacity(capacity) }
    let start = colors.count
    for y in rect.y..<(rect.y + rect.height) {
      colors.append(
        contentsOf: UnsafeBufferPointer(
          rebasing: frame[(y * width + rect.x)..<(y * width + rect.x + rect.width)]))
    }
    ranges[index] = start..<colors.count
    return true
  }

  /// `body` of frame `index`'s kept pixels (its rectangle, row by row), or `nil` when it was
  /// not kept.
  func withColors<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt32>) -> R) -> R? {
    guard let range = ranges[index] else { return nil }
    return colors.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
  }
}
