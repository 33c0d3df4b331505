/// The weight vectors of a bilinear blend for every weight 0…256, built once: a blend that
/// loads them spends no vector-shuffle instructions broadcasting its weights, and shuffles are
/// what a bilinear sample on SSE2 or NEON runs short of (one port on x86-64).
enum BilinearWeights {
  /// For weight `w`, three vectors from `table + 4·w`: `256 − w` in all eight lanes, `w` in all
  /// eight lanes, then `256 − w` in the first four lanes and `w` in the last four (the fourth is
  /// unused: a stride of 64 bytes makes the address one shift of the weight). 16 KiB, never
  /// freed (it lives as long as the process, like a constant).
  // Safety: written only by this initializer, which Swift runs once, before any read.
  nonisolated(unsafe) static let table: UnsafePointer<SIMD8<UInt16>> = {
    let table = UnsafeMutablePointer<SIMD8<UInt16>>.allocate(capacity: 4 * 257)
    for w in 0...256 {
      let (x, v) = (UInt16(w), UInt16(256 - w))
      table[4 * w] = SIMD8(repeating: v)
      table[4 * w + 1] = SIMD8(repeating: x)
      table[4 * w + 2] = SIMD8(lowHalf: SIMD4(repeating: v), highHalf: SIMD4(repeating: x))
      table[4 * w + 3] = .zero
    }
    return UnsafePointer(table)
  }()
}

extension PackedPixel {
  /// ``bilinear(_:_:wx:wy:)`` with the weights read from ``BilinearWeights/table``: the same
  /// value, with the left texels of both rows weighed against the right ones in one multiply
  /// pair and the two filtered rows against each other in one multiply.
  @inline(__always)
  static func bilinear(
    _ top: SIMD8<UInt8>, _ bottom: SIMD8<UInt8>, wx: Int, wy: Int, weights: UnsafePointer<SIMD8<UInt16>>
  ) -> UInt32 {
    let (upper, lower) = (widen(top), widen(bottom))
    let left = SIMD8(lowHalf: upper.lowHalf, highHalf: lower.lowHalf)
    let right = SIMD8(lowHalf: upper.highHalf, highHalf: lower.highHalf)
    let horizontal = weights + wx << 2
    // A channel times 256 is at most 65 280, and so is the sum of the two weighted channels.
    let rows = (left &* horizontal[0] &+ right &* horizontal[1]) &>> 8
    let weighed = rows &* weights[wy << 2 &+ 2]
    return narrow(lanes: (weighed.lowHalf &+ weighed.highHalf) &>> 8)
  }
}
