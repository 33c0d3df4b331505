/// The five PNG scanline filters (filter method 0).
enum PNGFilter: UInt8, CaseIterable, Sendable {
  case none = 0
  case sub = 1
  case up = 2
  case average = 3
  case paeth = 4

  /// The Paeth predictor of the specification: whichever of left, up, up-left is closest to
  /// `left + up − upLeft`.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// Reverses this filter in place on `row` (the scanline without its filter byte), given the
  /// already reconstructed previous scanline of the same pass (`nil` for the first one) and the
  /// byte distance `stride` between corresponding bytes of neighbouring pixels (1–8).
  static func unfilter(
    _ type: PNGFilter, row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
    stride: Int
  ) {
    let count = row.count
    switch (type, previous) {
    case (.none, _), (.up, nil):
      return
    case (.sub, _), (.paeth, nil):
      var i = stride
      while i < count {
        row[i] &+= row[i - stride]
        i += 1
      }
    case (.up, let prior?):
      for i in 0..<count { row[i] &+= prior[i] }
    case (.average, nil):
      var i = stride
      while i < count {
        row[i] &+= row[i - stride] >> 1
        i += 1
      }
    case (.average, let prior?):
      for i in 0..<min(stride, count) { row[i] &+= prior[i] >> 1 }
      var i = stride
      while i < count {
        row[i] &+= UInt8(truncatingIfNeeded: (Int(row[i - stride]) + Int(prior[i])) >> 1)
        i += 1
      }
    case (.paeth, let prior?):
      for i in 0..<min(stride, count) { row[i] &+= prior[i] }
      var i = stride
      while i < count {
        row[i] &+= paeth(row[i - stride], prior[i], prior[i - stride])
        i += 1
      }
    }
  }

  /// Writes `row` filtered with this filter into `output` (same length), given the previous
  /// scanline (all zeros for the first) and the byte distance between neighbouring pixels.
  /// Returns the sum of the output bytes read as signed values' magnitudes, the heuristic
  /// used to pick a filter per row.
  static func apply(
    _ type: PNGFilter, row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
    stride: Int, output: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let count = row.count
    var sum = 0
    @inline(__always) func put(_ i: Int, _ value: UInt8) {
      output[i] = value
      sum &+= Int(Int8(truncatingIfNeeded: value).magnitude)
    }
    let head = min(stride, count)
    switch type {
    case .none:
      for i in 0..<count { put(i, row[i]) }
    case .sub:
      for i in 0..<head { put(i, row[i]) }
      var i = head
      while i < count {
        put(i, row[i] &- row[i - stride])
        i += 1
      }
    case .up:
      for i in 0..<count { put(i, row[i] &- previous[i]) }
    case .average:
      for i in 0..<head { put(i, row[i] &- previous[i] >> 1) }
      var i = head
      while i < count {
        put(i, row[i] &- UInt8(truncatingIfNeeded: (Int(row[i - stride]) + Int(previous[i])) >> 1))
        i += 1
      }
    case .paeth:
      for i in 0..<head { put(i, row[i] &- previous[i]) }
      var i = head
      while i < count {
        put(i, row[i] &- paeth(row[i - stride], previous[i], previous[i - stride]))
        i += 1
      }
    }
    return sum
  }
}
