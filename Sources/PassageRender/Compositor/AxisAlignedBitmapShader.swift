/// Bilinear sampling for a layer whose map is a pure scale and translation (no rotation, skew or
/// perspective): texel columns and weights are computed once per canvas column, the texel row once
/// per canvas row.
///
/// Runs of fully covered pixels take fast paths: when a canvas pixel steps exactly one texel
/// (content drawn at its own scale, e.g. a translated screen) the horizontal weight is the same
/// for the whole run, and an unfiltered opaque run is a plain copy; otherwise (a scaled screen)
/// each texel row is filtered horizontally once, kept in ``FilteredRows`` for the canvas rows
/// that read it, and runs only blend two filtered rows.
struct AxisAlignedBitmapShader: PixelShader {
  let pixels: UnsafeRawBufferPointer
  let bitmapWidth: Int
  let bitmapHeight: Int
  /// Whether every texel has alpha 255.
  let isOpaque: Bool
  /// How the canvas columns read the texels.
  private let taps: ColumnTaps
  /// The texel row of a canvas row y is `(vy·(y + ½) + v0)·ky − ½`.
  private let vy: Double
  private let v0: Double
  private let ky: Double
  private var row0 = 0
  private var row1 = 0
  private var wy: UInt32 = 0
  /// The texel rows of the current canvas row.
  private var texelRow0 = 0
  private var texelRow1 = 0
  /// Filtered texel rows, for runs when the step is not one texel.
  private let filtered: FilteredRows?

  /// `inverse` must be axis-aligned with a positive `m33` (see ``Homography/isAxisAligned``), and
  /// `taps` computed for it and this bitmap.
  init(
    pixels: UnsafeRawBufferPointer, bitmapWidth: Int, bitmapHeight: Int, isOpaque: Bool, layerHeight: Double,
    inverse m: Homography, taps: ColumnTaps
  ) {
    self.pixels = pixels
    self.bitmapWidth = bitmapWidth
    self.bitmapHeight = bitmapHeight
    self.isOpaque = isOpaque
    ky = Double(bitmapHeight) / layerHeight
    vy = m.m22 / m.m33
    v0 = m.m32 / m.m33
    self.taps = taps
    filtered = taps.isUnitStep ? nil : FilteredRows(width: taps.columns.count)
  }

  static var needsLayerPoint: Bool { false }

  mutating func beginRow(_ row: Int) {
    let v = vy * (Double(row) + 0.5) + v0
    let (y0, y1, w) = BitmapShader.tap(v * ky - 0.5, count: bitmapHeight)
    (texelRow0, texelRow1) = (y0, y1)
    row0 = y0 * bitmapWidth
    row1 = y1 * bitmapWidth
    wy = w
  }

  @inline(__always)
  func color(column: Int, u: Double, v: Double) -> UInt32 {
    let (x0, x1, wx) = taps.columns[column]
    return sample(x0, x1, wx)
  }

  @inline(__always)
  private func sample(_ x0: Int, _ x1: Int, _ wx: UInt32) -> UInt32 {
    guard x1 != x0 else {
      // The last column (weight 0 on a second texel that does not exist).
      return PackedPixel.lerp(
        PackedPixel.load(pixels, pixel: row0 &+ x0), PackedPixel.load(pixels, pixel: row1 &+ x0), wy)
    }
    return PackedPixel.bilinear(
      PackedPixel.loadPair(pixels, pixel: row0 &+ x0), PackedPixel.loadPair(pixels, pixel: row1 &+ x0),
      wx: wx,
      wy: wy)
  }

  func paintRun(_ run: Range<Int>, weight: UInt32, into canvas: UnsafeMutableRawBufferPointer, rowBase: Int)
    -> Bool
  {
    let replaces = isOpaque && weight >= 256
    if let filtered {
      paintFiltered(run, filtered, replaces: replaces, weight: weight, into: canvas, rowBase: rowBase)
      return true
    }
    guard let first = run.first else { return true }
    let (start, _, wx) = taps.columns[first]
    let count = run.count
    // One texel per pixel with one weight, unless the run reaches a clamped edge of the bitmap.
    let (end, _, endWeight) = taps.columns[run.upperBound &- 1]
    guard end == start &+ count &- 1, endWeight == wx, end &+ (wx > 0 ? 1 : 0) < bitmapWidth else {
      return false
    }
    let target = rowBase &+ first
    let (r0, r1, wy) = (row0 &+ start, row1 &+ start, self.wy)
    let pixels = self.pixels
    switch (wx == 0, wy == 0) {
    case (true, true):
      if replaces, let source = pixels.baseAddress, let destination = canvas.baseAddress {
        (destination + target &* 4).copyMemory(from: source + r0 &* 4, byteCount: count &* 4)
      } else {
        emit(count, target, replaces, weight, canvas) {
          PackedPixel.load(pixels, pixel: r0 &+ $0)
        } quads: {
          PackedPixel.loadQuad(pixels, pixel: r0 &+ $0)
        }
      }
    case (false, true):
      emit(count, target, replaces, weight, canvas) {
        PackedPixel.lerp(
          PackedPixel.load(pixels, pixel: r0 &+ $0), PackedPixel.load(pixels, pixel: r0 &+ $0 &+ 1), wx)
      } quads: {
        PackedPixel.lerp(
          quads: PackedPixel.loadQuad(pixels, pixel: r0 &+ $0),
          PackedPixel.loadQuad(pixels, pixel: r0 &+ $0 &+ 1), wx)
      }
    case (true, false):
      emit(count, target, replaces, weight, canvas) {
        PackedPixel.lerp(
          PackedPixel.load(pixels, pixel: r0 &+ $0), PackedPixel.load(pixels, pixel: r1 &+ $0), wy)
      } quads: {
        PackedPixel.lerp(
          quads: PackedPixel.loadQuad(pixels, pixel: r0 &+ $0), PackedPixel.loadQuad(pixels, pixel: r1 &+ $0),
          wy)
      }
    case (false, false):
      emit(count, target, replaces, weight, canvas) {
        PackedPixel.bilinear(
          PackedPixel.loadPair(pixels, pixel: r0 &+ $0), PackedPixel.loadPair(pixels, pixel: r1 &+ $0),
          wx: wx,
          wy: wy)
      } quads: {
        PackedPixel.bilinear(
          quads: PackedPixel.loadQuad(pixels, pixel: r0 &+ $0),
          PackedPixel.loadQuad(pixels, pixel: r0 &+ $0 &+ 1),
          PackedPixel.loadQuad(pixels, pixel: r1 &+ $0), PackedPixel.loadQuad(pixels, pixel: r1 &+ $0 &+ 1),
          wx: wx, wy: wy)
      }
    }
    return true
  }

  /// Paints `run` by blending the current row's two texel rows, filtered horizontally once for
  /// every canvas row that reads them: the same arithmetic, step for step, as `sample`, two
  /// pixels at a time.
  private func paintFiltered(
    _ run: Range<Int>, _ filtered: FilteredRows, replaces: Bool, weight: UInt32,
    into canvas: UnsafeMutableRawBufferPointer, rowBase: Int
  ) {
    let (t0, t1, wy) = (texelRow0, texelRow1, self.wy)
    let top = filtered.slot(for: t0, over: run, keeping: t1) { filter(t0, over: $0, into: $1) }
    let bottom =
      wy == 0 ? top : filtered.slot(for: t1, over: run, keeping: t0) { filter(t1, over: $0, into: $1) }
    @inline(__always) func put(_ p: UInt32, _ column: Int) {
      if replaces {
        PackedPixel.store(p, canvas, pixel: rowBase &+ column)
      } else {
        PackedPixel.blend(p, weight: weight, into: canvas, pixel: rowBase &+ column)
      }
    }
    filtered.withRows { first, second in
      let (upper, lower) = (top == 0 ? first : second, bottom == 0 ? first : second)
      // The two pixels from `column` on.
      @inline(__always) func pair(_ column: Int) -> SIMD8<UInt8> {
        let lanes = PackedPixel.lerp(
          lanes: upper.loadUnaligned(fromByteOffset: column &* 8, as: SIMD8<UInt16>.self),
          lower.loadUnaligned(fromByteOffset: column &* 8, as: SIMD8<UInt16>.self), wy)
        return SIMD8<UInt8>(truncatingIfNeeded: lanes)
      }
      var column = run.lowerBound
      if replaces {
        while column &+ 4 <= run.upperBound {
          PackedPixel.storeQuad(
            SIMD16(lowHalf: pair(column), highHalf: pair(column &+ 2)), canvas, pixel: rowBase &+ column)
          column &+= 4
        }
      }
      while column &+ 1 < run.upperBound {
        let (p, q) = PackedPixel.unpack(pair(column))
        put(p, column)
        put(q, column &+ 1)
        column &+= 2
      }
      if column < run.upperBound {
        let p = PackedPixel.narrow(
          lanes: PackedPixel.lerp(
            lanes: upper.loadUnaligned(fromByteOffset: column &* 8, as: SIMD4<UInt16>.self),
            lower.loadUnaligned(fromByteOffset: column &* 8, as: SIMD4<UInt16>.self), wy))
        put(p, column)
      }
    }
  }

  /// Texel row `texelRow` filtered horizontally for `columns`, into `row` (8 bytes per canvas
  /// column, see ``FilteredRows``), two columns at a time.
  private func filter(_ texelRow: Int, over columns: Range<Int>, into row: UnsafeMutableRawBufferPointer) {
    let base = texelRow &* bitmapWidth
    let pixels = self.pixels
    guard !taps.pairStarts.isEmpty else {
      // A bitmap one texel wide: that texel in every column.
      let texel = pixels.loadUnaligned(fromByteOffset: base &* 4, as: SIMD4<UInt8>.self)
      let lanes = PackedPixel.widen(SIMD8(lowHalf: texel, highHalf: texel)).lowHalf
      for column in columns { row.storeBytes(of: lanes, toByteOffset: column &* 8, as: SIMD4<UInt16>.self) }
      return
    }
    taps.pairStarts.withUnsafeBufferPointer { texels in
      taps.pairWeights.withUnsafeBufferPointer { weights in
        @inline(__always) func weighed(_ column: Int) -> SIMD8<UInt16> {
          PackedPixel.widen(PackedPixel.loadPair(pixels, pixel: base &+ Int(texels[column])))
            &* weights[column]
        }
        var column = columns.lowerBound
        while column &+ 1 < columns.upperBound {
          let (a, b) = (weighed(column), weighed(column &+ 1))
          // A channel times 256 is at most 65 280, and so is the sum of the two weighted channels.
          let sum =
            SIMD8(lowHalf: a.lowHalf, highHalf: b.lowHalf) &+ SIMD8(lowHalf: a.highHalf, highHalf: b.highHalf)
          row.storeBytes(of: sum &>> 8, toByteOffset: column &* 8, as: SIMD8<UInt16>.self)
          column &+= 2
        }
        if column < columns.upperBound {
          let a = weighed(column)
          row.storeBytes(
            of: (a.lowHalf &+ a.highHalf) &>> 8, toByteOffset: column &* 8, as: SIMD4<UInt16>.self)
        }
      }
    }
  }

  /// Writes `count` pixels from canvas pixel `target` on: `fetch(k)` replaces the canvas pixel when
  /// `replaces`, and is composited with `weight` otherwise. Replacing pixels, and an opaque
  /// image's composited with one weight, are written four at a time from `quads(k)`, pixels k to
  /// k + 3, which must equal `fetch` of each (the source pixel read last by a quad is one that
  /// `fetch` of its last pixel reads).
  @inline(__always)
  private func emit(
    _ count: Int, _ target: Int, _ replaces: Bool, _ weight: UInt32, _ canvas: UnsafeMutableRawBufferPointer,
    _ fetch: (Int) -> UInt32, quads: (Int) -> SIMD16<UInt8>
  ) {
    guard isOpaque else {
      for k in 0..<count { PackedPixel.blend(fetch(k), weight: weight, into: canvas, pixel: target &+ k) }
      return
    }
    // Opaque pixels replace the canvas at full weight; faded by one weight (a cross-fade, Reduce
    // Motion) they all keep the same share of it. Either way four pixels go at a time.
    var k = 0
    while k &+ 4 <= count {
      let quad =
        replaces
        ? quads(k)
        : PackedPixel.blend(
          opaque: quads(k), weight: weight, over: PackedPixel.loadQuad(canvas, pixel: target &+ k))
      PackedPixel.storeQuad(quad, canvas, pixel: target &+ k)
      k &+= 4
    }
    while k < count {
      PackedPixel.blend(fetch(k), weight: weight, into: canvas, pixel: target &+ k)
      k &+= 1
    }
  }
}
