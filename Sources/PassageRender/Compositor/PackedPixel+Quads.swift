/// Four pixels at a time: 16 bytes, r g b a × 4, split into two vectors of eight 16-bit lanes —
/// the even bytes (red and blue) and the odd ones (green and alpha) — so that splitting and
/// joining are a mask and shifts, never a shuffle (SSE2 or NEON). Every channel is computed on its
/// own, so each operation gives, pixel for pixel, exactly what its one-pixel counterpart gives.
extension PackedPixel {
  /// The pixels `index` to `index + 3` of a buffer of RGBA bytes.
  @inline(__always)
  static func loadQuad(_ buffer: UnsafeRawBufferPointer, pixel index: Int) -> SIMD16<UInt8> {
    buffer.loadUnaligned(fromByteOffset: index &* 4, as: SIMD16<UInt8>.self)
  }

  /// The pixels `index` to `index + 3` of a mutable buffer of RGBA bytes.
  @inline(__always)
  static func loadQuad(_ buffer: UnsafeMutableRawBufferPointer, pixel index: Int) -> SIMD16<UInt8> {
    buffer.loadUnaligned(fromByteOffset: index &* 4, as: SIMD16<UInt8>.self)
  }

  /// Writes the pixels `index` to `index + 3`.
  @inline(__always)
  static func storeQuad(_ quad: SIMD16<UInt8>, _ buffer: UnsafeMutableRawBufferPointer, pixel index: Int) {
    buffer.storeBytes(of: quad, toByteOffset: index &* 4, as: SIMD16<UInt8>.self)
  }

  /// The channels of four pixels in 16-bit lanes: the even bytes, then the odd ones.
  @inline(__always)
  static func split(_ quad: SIMD16<UInt8>) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
    let lanes = unsafeBitCast(quad, to: SIMD8<UInt16>.self)
    return (lanes & 0x00FF, lanes &>> 8)
  }

  /// The four pixels of channels split by ``split(_:)``, each lane ≤ 255.
  @inline(__always)
  static func join(_ even: SIMD8<UInt16>, _ odd: SIMD8<UInt16>) -> SIMD16<UInt8> {
    unsafeBitCast(even | odd &<< 8, to: SIMD16<UInt8>.self)
  }

  /// ``lerp(_:_:_:)`` of four pairs of pixels by the same weight `w` (0…256).
  @inline(__always)
  static func lerp(quads p: SIMD16<UInt8>, _ q: SIMD16<UInt8>, _ w: UInt32) -> SIMD16<UInt8> {
    let (p, q) = (split(p), split(q))
    return join(lerp(lanes: p.0, q.0, w), lerp(lanes: p.1, q.1, w))
  }

  /// ``bilinear(_:_:wx:wy:)`` of four neighbouring pixels: `top` and `topRight` are the texels
  /// at and right of each pixel's in the upper row, `bottom` and `bottomRight` in the lower.
  @inline(__always)
  static func bilinear(
    quads top: SIMD16<UInt8>, _ topRight: SIMD16<UInt8>, _ bottom: SIMD16<UInt8>,
    _ bottomRight: SIMD16<UInt8>,
    wx: UInt32, wy: UInt32
  ) -> SIMD16<UInt8> {
    let (t, tr, b, br) = (split(top), split(topRight), split(bottom), split(bottomRight))
    return join(
      lerp(lanes: lerp(lanes: t.0, tr.0, wx), lerp(lanes: b.0, br.0, wx), wy),
      lerp(lanes: lerp(lanes: t.1, tr.1, wx), lerp(lanes: b.1, br.1, wx), wy))
  }

  /// ``over(_:_:)`` of the same premultiplied `src` over four pixels.
  @inline(__always)
  static func over(_ src: UInt32, quad dst: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let s = split(unsafeBitCast(SIMD4<UInt32>(repeating: src.littleEndian), to: SIMD16<UInt8>.self))
    let inv = 255 &- UInt16(truncatingIfNeeded: src >> 24)
    // d·inv + 128 ≤ 65 153, and adding its high byte stays below 65 536; the result plus the
    // source channel is at most 255 for a premultiplied source, as in the one-pixel version.
    @inline(__always) func composite(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>) -> SIMD8<UInt16> {
      let t = d &* inv &+ 128
      return s &+ ((t &+ (t &>> 8)) &>> 8)
    }
    let d = split(dst)
    return join(composite(s.0, d.0), composite(s.1, d.1))
  }

  /// ``blend(_:weight:into:pixel:)`` of four opaque pixels `src` (every alpha 255), each scaled
  /// by the weight `k` (0…255), over the four pixels `dst`: ``scale(_:_:)`` then ``over(_:_:)``
  /// lane by lane. The scaled alpha, and so the share of `dst` kept, is the same for all four.
  @inline(__always)
  static func blend(opaque src: SIMD16<UInt8>, weight k: UInt32, over dst: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let k16 = UInt16(truncatingIfNeeded: k)
    let inv = 255 &- UInt16(truncatingIfNeeded: (255 &* k) >> 8)
    // c·k ≤ 255 · 255 fits a lane; d·inv + 128 and its high byte added stay below 65 536.
    @inline(__always) func composite(_ s: SIMD8<UInt16>, _ d: SIMD8<UInt16>) -> SIMD8<UInt16> {
      let t = d &* inv &+ 128
      return (s &* k16) &>> 8 &+ ((t &+ (t &>> 8)) &>> 8)
    }
    let (s, d) = (split(src), split(dst))
    return join(composite(s.0, d.0), composite(s.1, d.1))
  }
}
