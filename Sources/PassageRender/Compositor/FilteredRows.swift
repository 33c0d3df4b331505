/// Two texel rows of a scaled layer, each already filtered horizontally for the canvas columns
/// (widened pixels, see ``PackedPixel/widen(_:)``), kept from one canvas row to the next.
///
/// A canvas row of a scaled layer blends two texel rows, and the next canvas row reads the same
/// two or shares one of them, so a texel row filtered once serves every canvas row that reads
/// it: the horizontal half of each bilinear sample is computed once per texel row instead of
/// once per canvas row. A reference type so that a shader's non-mutating `paintRun` can fill it;
/// each painter has its own (it is never shared between threads).
final class FilteredRows {
  /// Columns per row: the canvas width.
  private let width: Int
  /// Two rows of `width` widened pixels.
  private var storage: [UInt64]
  /// The texel row each slot holds (−1: none) and the columns filled in it.
  private var texelRows = [-1, -1]
  private var filled = [0..<0, 0..<0]

  init(width: Int) {
    self.width = width
    storage = [UInt64](repeating: 0, count: 2 * width)
  }

  /// The slot (0 or 1) holding texel row `texelRow` filtered over at least `columns`. A row not
  /// held, or held over fewer columns, is filtered by `fill` (which writes the columns it is
  /// given, in canvas coordinates) into a slot that does not hold `other`, the other texel row
  /// the caller needs.
  @inline(__always)
  func slot(
    for texelRow: Int, over columns: Range<Int>, keeping other: Int,
    fill: (_ columns: Range<Int>, _ row: UnsafeMutableBufferPointer<UInt64>) -> Void
  ) -> Int {
    for slot in 0..<2 where texelRows[slot] == texelRow && filled[slot].covers(columns) {
      return slot
    }
    let slot = texelRows[0] == texelRow || (texelRows[0] != other && texelRows[1] != texelRow) ? 0 : 1
    storage.withUnsafeMutableBufferPointer { rows in
      fill(columns, UnsafeMutableBufferPointer(rebasing: rows[(slot * width)..<((slot + 1) * width)]))
    }
    texelRows[slot] = texelRow
    filled[slot] = columns
    return slot
  }

  /// The widened pixels of both slots, one per canvas column.
  @inline(__always)
  func withRows<R>(_ body: (_ first: UnsafeBufferPointer<UInt64>, _ second: UnsafeBufferPointer<UInt64>) -> R)
    -> R
  {
    storage.withUnsafeBufferPointer { rows in
      body(
        UnsafeBufferPointer(rebasing: rows[0..<width]),
        UnsafeBufferPointer(rebasing: rows[width..<(2 * width)]))
    }
  }
}

extension Range where Bound == Int {
  /// Whether every element of `other` is in this range (an empty `other` is always contained).
  fileprivate func covers(_ other: Range<Int>) -> Bool {
    other.isEmpty || (lowerBound <= other.lowerBound && other.upperBound <= upperBound)
  }
}
