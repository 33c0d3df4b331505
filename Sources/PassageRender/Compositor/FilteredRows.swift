/// Two texel rows of a scaled layer, each already filtered horizontally for the canvas columns,
/// kept from one canvas row to the next: per canvas column 8 bytes, the channels r g b a in
/// 16-bit lanes (see ``PackedPixel/lerp(pairs:_:_:_:)``).
///
/// A canvas row of a scaled layer blends two texel rows, and the next canvas row reads the same
/// two or shares one of them, so a texel row filtered once serves every canvas row that reads
/// it: the horizontal half of each bilinear sample is computed once per texel row instead of
/// once per canvas row. A reference type so that a shader's non-mutating `paintRun` can fill it;
/// each painter has its own (it is never shared between threads).
final class FilteredRows {
  /// Columns per row: the canvas width.
  private let width: Int
  /// Two rows of `width` pixels in lanes.
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
    fill: (_ columns: Range<Int>, _ row: UnsafeMutableRawBufferPointer) -> Void
  ) -> Int {
    for slot in 0..<2 where texelRows[slot] == texelRow && filled[slot].covers(columns) {
      return slot
    }
    let slot = texelRows[0] == texelRow || (texelRows[0] != other && texelRows[1] != texelRow) ? 0 : 1
    storage.withUnsafeMutableBytes { rows in
      fill(
        columns, UnsafeMutableRawBufferPointer(rebasing: rows[(slot * width * 8)..<((slot + 1) * width * 8)]))
    }
    texelRows[slot] = texelRow
    filled[slot] = columns
    return slot
  }

  /// The bytes of both slots, 8 per canvas column.
  @inline(__always)
  func withRows<R>(_ body: (_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> R) -> R {
    storage.withUnsafeBytes { rows in
      body(
        UnsafeRawBufferPointer(rebasing: rows[0..<(width * 8)]),
        UnsafeRawBufferPointer(rebasing: rows[(width * 8)..<(2 * width * 8)]))
    }
  }
}

extension Range where Bound == Int {
  /// Whether every element of `other` is in this range (an empty `other` is always contained).
  fileprivate func covers(_ other: Range<Int>) -> Bool {
    other.isEmpty || (lowerBound <= other.lowerBound && other.upperBound <= upperBound)
  }
}
