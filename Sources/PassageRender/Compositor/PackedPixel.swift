/// Fixed-point arithmetic on one premultiplied RGBA8 pixel packed in a `UInt32`
/// (`r | g << 8 | b << 16 | a << 24`, the little-endian reading of the bytes r, g, b, a).
///
/// Two channels are processed per 32-bit multiply (`0x00FF00FF` lanes). Weights are in 0…256, where
/// 256 means 1: a weight of 0 or 256 reproduces its input exactly, so untransformed content is
/// copied pixel for pixel.
enum PackedPixel {
  /// The mask selecting red and blue (or, shifted, green and alpha).
  static let lanes: UInt32 = 0x00FF_00FF

  /// Reads the pixel at byte offset `offset` of a buffer of RGBA bytes.
  @inline(__always)
  static func load(_ buffer: UnsafeRawBufferPointer, pixel index: Int) -> UInt32 {
    UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
  }

  /// Reads the pixel `index` of a mutable buffer of RGBA bytes.
  @inline(__always)
  static func load(_ buffer: UnsafeMutableRawBufferPointer, pixel index: Int) -> UInt32 {
    UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
  }

  /// Writes the pixel `index` of a buffer of RGBA bytes.
  @inline(__always)
  static func store(_ value: UInt32, _ buffer: UnsafeMutableRawBufferPointer, pixel index: Int) {
    buffer.storeBytes(of: value.littleEndian, toByteOffset: index &* 4, as: UInt32.self)
  }

  /// Packs four 8-bit channels.
  @inline(__always)
  static func pack(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// The alpha channel, 0…255.
  @inline(__always)
  static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

  /// `(p·(256 − w) + q·w) / 256` in each channel, rounded down; `w` in 0…256.
  @inline(__always)
  static func lerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
    narrow(lerp(wide: widen(p), widen(q), w))
  }

  /// The pixel `index` and the one after it: 8 bytes, r g b a r g b a.
  @inline(__always)
  static func loadPair(_ buffer: UnsafeRawBufferPointer, pixel index: Int) -> SIMD8<UInt8> {
    buffer.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<UInt8>.self)
  }

  /// Bilinear filtering of two pairs of neighbouring texels, `top` (p00, p01) above `bottom`
  /// (p10, p11), with weights 0…256: ``lerp(_:_:_:)`` of each pair by `wx`, then of the two
  /// results by `wy`, each step rounded down exactly as `lerp` does.
  ///
  /// All eight channels of a pair are weighed in one 16-lane multiply, so the blend is a few
  /// vector instructions (SSE2 or NEON) instead of a dozen multiplies.
  @inline(__always)
  static func bilinear(_ top: SIMD8<UInt8>, _ bottom: SIMD8<UInt8>, wx: UInt32, wy: UInt32) -> UInt32 {
    let rows = lerp(pairs: top, bottom, wx, wx)
    return narrow(lanes: lerp(lanes: rows.lowHalf, rows.highHalf, wy))
  }

  /// ``lerp(_:_:_:)`` of the two texels of `first` by `w0` and of those of `second` by `w1`
  /// (weights 0…256): two pixels, each channel in a 16-bit lane, r g b a r g b a.
  @inline(__always)
  static func lerp(pairs first: SIMD8<UInt8>, _ second: SIMD8<UInt8>, _ w0: UInt32, _ w1: UInt32) -> SIMD8<
    UInt16
  > {
    let (x0, x1) = (UInt16(truncatingIfNeeded: w0), UInt16(truncatingIfNeeded: w1))
    let (v0, v1) = (256 &- x0, 256 &- x1)
    let texels = SIMD16(lowHalf: widen(first), highHalf: widen(second))
    // A channel times 256 is at most 65 280, and so is the sum of the two weighted channels.
    let weighed = texels &* SIMD16(v0, v0, v0, v0, x0, x0, x0, x0, v1, v1, v1, v1, x1, x1, x1, x1)
    return SIMD8(
      lowHalf: weighed.lowHalf.lowHalf &+ weighed.lowHalf.highHalf,
      highHalf: weighed.highHalf.lowHalf &+ weighed.highHalf.highHalf) &>> 8
  }

  /// `(upper·(256 − w) + lower·w) / 256` in each 16-bit lane, rounded down: ``lerp(_:_:_:)`` of
  /// pixels kept in lanes (each lane ≤ 255), two at a time.
  @inline(__always)
  static func lerp(lanes upper: SIMD8<UInt16>, _ lower: SIMD8<UInt16>, _ w: UInt32) -> SIMD8<UInt16> {
    let y = UInt16(truncatingIfNeeded: w)
    return (upper &* (256 &- y) &+ lower &* y) &>> 8
  }

  /// ``lerp(lanes:_:_:)`` of one pixel.
  @inline(__always)
  static func lerp(lanes upper: SIMD4<UInt16>, _ lower: SIMD4<UInt16>, _ w: UInt32) -> SIMD4<UInt16> {
    let y = UInt16(truncatingIfNeeded: w)
    return (upper &* (256 &- y) &+ lower &* y) &>> 8
  }

  /// The packed pixel of lanes r g b a, each ≤ 255.
  @inline(__always)
  static func narrow(lanes: SIMD4<UInt16>) -> UInt32 {
    UInt32(littleEndian: unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: lanes), to: UInt32.self))
  }

  /// The two packed pixels of 8 bytes r g b a r g b a.
  @inline(__always)
  static func unpack(_ pair: SIMD8<UInt8>) -> (UInt32, UInt32) {
    let bytes = UInt64(littleEndian: unsafeBitCast(pair, to: UInt64.self))
    return (UInt32(truncatingIfNeeded: bytes), UInt32(truncatingIfNeeded: bytes >> 32))
  }

  /// The 8 bytes of `pair` in 16-bit lanes, in order: one byte interleave with zeros (SSE2
  /// `punpcklbw`, NEON `ushll`), written lane by lane so that it is inlined into the loops.
  @inline(__always)
  static func widen(_ pair: SIMD8<UInt8>) -> SIMD8<UInt16> {
    let zero: UInt8 = 0
    let bytes = SIMD16<UInt8>(
      pair[0], zero, pair[1], zero, pair[2], zero, pair[3], zero,
      pair[4], zero, pair[5], zero, pair[6], zero, pair[7], zero)
    return unsafeBitCast(bytes, to: SIMD8<UInt16>.self)
  }

  /// The mask selecting the four 16-bit lanes' low bytes of a widened pixel.
  private static let wideLanes: UInt64 = 0x00FF_00FF_00FF_00FF

  /// The channels of `p` in the low bytes of four 16-bit lanes: red, blue, green, alpha from the
  /// least significant end. A lane holds a channel times 256 without reaching the next one.
  @inline(__always)
  static func widen(_ p: UInt32) -> UInt64 {
    let q = UInt64(p)
    return (q | q << 24) & wideLanes
  }

  /// The packed pixel of a widened one whose lanes are all ≤ 255 (the inverse of ``widen(_:)``).
  @inline(__always)
  static func narrow(_ e: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: e | e >> 24)
  }

  /// ``lerp(_:_:_:)`` of widened pixels, all four channels per multiply.
  @inline(__always)
  static func lerp(wide p: UInt64, _ q: UInt64, _ w: UInt32) -> UInt64 {
    let w = UInt64(w)
    return ((p &* (256 &- w) &+ q &* w) >> 8) & wideLanes
  }

  /// Every channel times `k/256`, truncated; `k` in 0…256.
  @inline(__always)
  static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
    let rb = ((p & lanes) &* k) >> 8
    let ga = ((p >> 8) & lanes) &* k
    return (rb & lanes) | (ga & ~lanes)
  }

  /// Porter–Duff "source over" of premultiplied pixels: `src + dst·(255 − src.a)/255`, rounded.
  @inline(__always)
  static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let inv = 255 &- (src >> 24)
    var rb = (dst & lanes) &* inv &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
    var ga = ((dst >> 8) & lanes) &* inv &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & lanes)) & ~lanes
    return src &+ (rb | ga)
  }

  /// Composites `src` scaled by the weight `k` (0…256) over the pixel `index` of `buffer`.
  @inline(__always)
  static func blend(
    _ src: UInt32, weight k: UInt32, into buffer: UnsafeMutableRawBufferPointer, pixel index: Int
  ) {
    if k >= 256 {
      if src >= 0xFF00_0000 {
        store(src, buffer, pixel: index)
      } else if src != 0 {
        store(over(src, load(buffer, pixel: index)), buffer, pixel: index)
      }
    } else {
      let s = scale(src, k)
      if s != 0 { store(over(s, load(buffer, pixel: index)), buffer, pixel: index) }
    }
  }
}
