/// How each canvas column reads the texels of an axis-aligned layer (a pure scale and
/// translation, see ``AxisAlignedBitmapShader``): computed once per frame, before the frame's
/// bands are painted, and shared by all of them.
struct ColumnTaps: Sendable {
  /// Per canvas column: first texel, second texel (the same at the last texel column), weight of
  /// the second (0…255).
  let columns: [(Int, Int, UInt32)]
  /// Whether one canvas pixel is exactly one texel horizontally.
  let isUnitStep: Bool
  /// For filtering a texel row (the step is not one texel and the bitmap is at least two texels
  /// wide; empty otherwise), per canvas column: the first texel of the pair read, the pair
  /// ending at the last texel column where there is no second texel...
  let pairStarts: [Int32]
  /// ...and the weights of the pair in 16-bit lanes, `256 − w` in the four lanes of the first
  /// texel and `w` in those of the second (0 and 256 at the last texel column), so that a
  /// column is one 8-byte load and one 8-lane multiply.
  let pairWeights: [SIMD8<UInt16>]

  /// The taps of `canvasWidth` columns of a layer `layerWidth` points wide whose content is
  /// `bitmapWidth` texels wide, for `inverse` (canvas pixels → layer points), axis-aligned with
  /// a positive `m33` (see ``Homography/isAxisAligned``).
  init(inverse m: Homography, bitmapWidth: Int, layerWidth: Double, canvasWidth: Int) {
    let kx = Double(bitmapWidth) / layerWidth
    let (ux, u0) = (m.m11 / m.m33, m.m31 / m.m33)
    isUnitStep = abs(ux * kx - 1) < 1e-9
    let columns = (0..<max(canvasWidth, 0)).map { i in
      BitmapShader.tap((ux * (Double(i) + 0.5) + u0) * kx - 0.5, count: bitmapWidth)
    }
    self.columns = columns
    let filters = !isUnitStep && bitmapWidth >= 2
    pairStarts = filters ? columns.map { x0, x1, _ in Int32(truncatingIfNeeded: x1 != x0 ? x0 : x0 - 1) } : []
    pairWeights =
      filters
      ? columns.map { x0, x1, wx in
        let w = UInt16(truncatingIfNeeded: x1 != x0 ? wx : 256)
        return SIMD8(lowHalf: SIMD4(repeating: 256 &- w), highHalf: SIMD4(repeating: w))
      } : []
  }
}
