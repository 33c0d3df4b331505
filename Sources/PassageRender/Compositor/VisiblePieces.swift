/// The columns of a canvas row that a layer still shows once the opaque layers above it have
/// hidden what they cover completely.
///
/// Keeps its storage between rows, so a painter finds the pieces of every row without
/// allocating.
struct VisiblePieces {
  private var storage: [Range<Int>] = []

  init() { storage.reserveCapacity(8) }

  /// `span` minus the fully covered columns of each of `occluders` on `row` of a canvas `width`
  /// pixels wide: disjoint ranges in increasing order, none empty. Valid until the next call.
  mutating func pieces(of span: Range<Int>, row: Int, occluders: [ProjectedRect], width: Int)
    -> [Range<Int>]
  {
    storage.removeAll(keepingCapacity: true)
    if span.isEmpty { return storage }
    storage.append(span)
    for occluder in occluders {
      let hole = occluder.span(row: row, inset: 0.5, width: width)
      if hole.isEmpty { continue }
      var k = 0
      while k < storage.count {
        let p = storage[k]
        guard hole.lowerBound < p.upperBound, hole.upperBound > p.lowerBound else {
          k += 1
          continue
        }
        let left = p.lowerBound..<max(p.lowerBound, hole.lowerBound)
        let right = min(p.upperBound, hole.upperBound)..<p.upperBound
        switch (left.isEmpty, right.isEmpty) {
        case (true, true):
          storage.remove(at: k)
        case (false, true):
          storage[k] = left
          k += 1
        case (true, false):
          storage[k] = right
          k += 1
        case (false, false):
          storage[k] = left
          storage.insert(right, at: k + 1)
          k += 2
        }
      }
      if storage.isEmpty { break }
    }
    return storage
  }
}
