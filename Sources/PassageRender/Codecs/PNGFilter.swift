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

  /// ``paeth(_:_:_:)`` of 16 bytes at once, with the same ties.
  @inline(__always)
  static func paeth(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
    typealias Wide = SIMD16<Int16>
    let (wa, wb, wc) = (Wide(truncatingIfNeeded: a), Wide(truncatingIfNeeded: b), Wide(truncatingIfNeeded: c))
    let da = wb &- wc
    let db = wa &- wc
    let dc = da &+ db
    let pa = pointwiseMax(da, 0 &- da)
    let pb = pointwiseMax(db, 0 &- db)
    let pc = pointwiseMax(dc, 0 &- dc)
    var wide = wc
    wide.replace(with: wb, where: pb .<= pc)
    wide.replace(with: wa, where: (pa .<= pb) .& (pa .<= pc))
    return SIMD16<UInt8>(truncatingIfNeeded: wide)
  }

  /// Reverses this filter in place on `row` (the scanline without its filter byte), given the
  /// already reconstructed previous scanline of the same pass (`nil` for the first one) and the
  /// byte distance `stride` between corresponding bytes of neighbouring pixels (1–8).
  static func unfilter(
    _ type: PNGFilter, row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
    stride: Int
  ) {
    let count = row.count
    if stride == 3 || stride == 4, type == .paeth || type == .average,
      unfilterPixels(type, row: row, previous: previous, stride: stride)
    {
      return
    }
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

  /// ``unfilter(_:row:previous:stride:)`` of an Average or Paeth row of 3- or 4-byte pixels,
  /// one pixel at a time in 16-bit vector lanes (the Paeth choice made for all channels at once
  /// with masks instead of unpredictable branches), and the last pixel byte by byte. Each pixel
  /// is read and written with one 4-byte access; for 3-byte pixels the fourth byte, the next
  /// pixel's, is written back unchanged. Returns false, doing nothing, for rows it does not cover.
  /// (Sub is left to the byte loop, whose one add per byte is faster than a pixel's lanes.)
  private static func unfilterPixels(
    _ type: PNGFilter, row: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
    stride: Int
  ) -> Bool {
    let count = row.count
    guard count >= 4, let r = row.baseAddress else { return false }
    let prior = previous?.baseAddress
    if prior == nil && type != .sub { return false }
    typealias Pixel = SIMD4<Int16>
    let out = UnsafeMutableRawPointer(r)
    let up = UnsafeRawPointer(prior ?? UnsafePointer(r))
    @inline(__always) func load(_ pointer: UnsafeRawPointer, _ i: Int) -> Pixel {
      Pixel(truncatingIfNeeded: pointer.loadUnaligned(fromByteOffset: i, as: SIMD4<UInt8>.self))
    }
    // Lane 3 keeps the byte read when pixels are 3 bytes (it belongs to the next pixel).
    let keep = SIMD4<Int16>(0, 0, 0, stride == 3 ? -1 : 0) .!= 0
    var a = Pixel()
    var c = Pixel()
    var i = 0
    while i + 4 <= count {
      let x = load(out, i)
      var value: Pixel
      switch type {
      case .sub:
        value = x &+ a
      case .average:
        value = x &+ ((a &+ load(up, i)) &>> 1)
      default:
        let b = load(up, i)
        let pa = pointwiseMax(b &- c, c &- b)
        let pb = pointwiseMax(a &- c, c &- a)
        let sum = a &+ b &- c &- c
        let pc = pointwiseMax(sum, 0 &- sum)
        var predictor = c
        predictor.replace(with: b, where: pb .<= pc)
        predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        value = x &+ predictor
        c = b
      }
      value &= 0xFF
      value.replace(with: x, where: keep)
      out.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), toByteOffset: i, as: SIMD4<UInt8>.self)
      a = value
      i += stride
    }
    while i < count {
      let left = row[i - stride]
      switch type {
      case .sub: row[i] &+= left
      case .average:
        row[i] &+= UInt8(
          truncatingIfNeeded: (Int(left) + Int(up.load(fromByteOffset: i, as: UInt8.self))) >> 1)
      default:
        row[i] &+= paeth(
          left, up.load(fromByteOffset: i, as: UInt8.self),
          up.load(fromByteOffset: i - stride, as: UInt8.self))
      }
      i += 1
    }
    return true
  }

  /// The filter ``apply(_:row:previous:stride:output:)`` would pick for `row` by the smallest sum
  /// of magnitudes (the first of None, Sub, Up, Average, Paeth on a tie), found in one pass over
  /// the row that computes all five sums at once without writing any filtered bytes.
  static func best(
    row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, stride: Int
  ) -> PNGFilter {
    let count = row.count
    @inline(__always) func magnitude(_ value: UInt8) -> Int { Int(Int8(truncatingIfNeeded: value).magnitude) }
    var none = 0
    var sub = 0
    var up = 0
    var average = 0
    var paeth = 0
    let head = min(stride, count)
    for i in 0..<head {
      let x = row[i]
      let b = previous[i]
      none &+= magnitude(x)
      sub &+= magnitude(x)
      up &+= magnitude(x &- b)
      average &+= magnitude(x &- b >> 1)
      paeth &+= magnitude(x &- b)
    }
    var i = head
    // 16 bytes at a time; the sums of magnitudes (each ≤ 128) are kept per lane in 16 bits and
    // moved to the totals every 256 steps, before a lane could overflow.
    if count - head >= 16, let rowBase = row.baseAddress, let priorBase = previous.baseAddress {
      let x0 = UnsafeRawPointer(rowBase)
      let p0 = UnsafeRawPointer(priorBase)
      typealias Bytes = SIMD16<UInt8>
      @inline(__always) func magnitudes(_ v: Bytes) -> SIMD16<UInt16> {
        SIMD16<UInt16>(truncatingIfNeeded: pointwiseMin(v, 0 &- v))
      }
      var lanes = (SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>())
      var steps = 0
      @inline(__always) func total(_ lanes: SIMD16<UInt16>) -> Int {
        Int(SIMD16<UInt32>(truncatingIfNeeded: lanes).wrappedSum())
      }
      func drain() {
        none &+= total(lanes.0)
        sub &+= total(lanes.1)
        up &+= total(lanes.2)
        average &+= total(lanes.3)
        paeth &+= total(lanes.4)
        lanes = (SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>(), SIMD16<UInt16>())
        steps = 0
      }
      while i + 16 <= count {
        let x = x0.loadUnaligned(fromByteOffset: i, as: Bytes.self)
        let a = x0.loadUnaligned(fromByteOffset: i - stride, as: Bytes.self)
        let b = p0.loadUnaligned(fromByteOffset: i, as: Bytes.self)
        let c = p0.loadUnaligned(fromByteOffset: i - stride, as: Bytes.self)
        // ⌊(a + b) / 2⌋ without overflow.
        let mean = (a & b) &+ ((a ^ b) &>> 1)
        let predictor = Self.paeth(a, b, c)
        lanes.0 &+= magnitudes(x)
        lanes.1 &+= magnitudes(x &- a)
        lanes.2 &+= magnitudes(x &- b)
        lanes.3 &+= magnitudes(x &- mean)
        lanes.4 &+= magnitudes(x &- predictor)
        steps += 1
        if steps == 256 { drain() }
        i += 16
      }
      drain()
    }
    while i < count {
      let x = row[i]
      let a = row[i - stride]
      let b = previous[i]
      let c = previous[i - stride]
      none &+= magnitude(x)
      sub &+= magnitude(x &- a)
      up &+= magnitude(x &- b)
      average &+= magnitude(x &- UInt8(truncatingIfNeeded: (Int(a) + Int(b)) >> 1))
      paeth &+= magnitude(x &- Self.paeth(a, b, c))
      i += 1
    }
    var best = PNGFilter.none
    var bestSum = none
    for (filter, sum) in [(PNGFilter.sub, sub), (.up, up), (.average, average), (.paeth, paeth)]
    where sum < bestSum {
      best = filter
      bestSum = sum
    }
    return best
  }

  /// Writes `row` filtered with this filter into `output` (same length), like
  /// ``apply(_:row:previous:stride:output:)`` without the sum, 16 bytes at a time.
  static func write(
    _ type: PNGFilter, row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
    stride: Int, output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let count = row.count
    let head = min(stride, count)
    guard type != .none, count - head >= 16, let x0 = row.baseAddress, let p0 = previous.baseAddress,
      let o0 = output.baseAddress
    else {
      _ = apply(type, row: row, previous: previous, stride: stride, output: output)
      return
    }
    for i in 0..<head {
      switch type {
      case .sub, .none: output[i] = row[i]
      case .up, .paeth: output[i] = row[i] &- previous[i]
      case .average: output[i] = row[i] &- previous[i] >> 1
      }
    }
    typealias Bytes = SIMD16<UInt8>
    let x = UnsafeRawPointer(x0)
    let p = UnsafeRawPointer(p0)
    let o = UnsafeMutableRawPointer(o0)
    var i = head
    while i + 16 <= count {
      let v = x.loadUnaligned(fromByteOffset: i, as: Bytes.self)
      let a = x.loadUnaligned(fromByteOffset: i - stride, as: Bytes.self)
      let b = p.loadUnaligned(fromByteOffset: i, as: Bytes.self)
      let filtered: Bytes
      switch type {
      case .none: filtered = v
      case .sub: filtered = v &- a
      case .up: filtered = v &- b
      case .average: filtered = v &- ((a & b) &+ ((a ^ b) &>> 1))
      case .paeth:
        let c = p.loadUnaligned(fromByteOffset: i - stride, as: Bytes.self)
        filtered = v &- paeth(a, b, c)
      }
      o.storeBytes(of: filtered, toByteOffset: i, as: Bytes.self)
      i += 16
    }
    while i < count {
      let a = row[i - stride]
      let b = previous[i]
      switch type {
      case .none: output[i] = row[i]
      case .sub: output[i] = row[i] &- a
      case .up: output[i] = row[i] &- b
      case .average: output[i] = row[i] &- UInt8(truncatingIfNeeded: (Int(a) + Int(b)) >> 1)
      case .paeth: output[i] = row[i] &- paeth(a, b, previous[i - stride])
      }
      i += 1
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
