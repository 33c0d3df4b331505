/// The rows of an image made for a single frame that the frame does not read
/// (``LayerImage/rows``): filled with one loud colour rather than left as allocated, so a bound
/// on the rows read that is too narrow draws opaque magenta into the frame, which a test
/// comparing it with the frame from the whole image sees, instead of whatever the memory held.
///
/// Filling costs one store per pixel of those rows; what the window saves (decoding or drawing
/// them) is kept.
enum UnwrittenRows {
  /// Opaque magenta, premultiplied RGBA8 packed as ``PackedPixel`` packs it.
  static let pixel = PackedPixel.pack(r: 255, g: 0, b: 255, a: 255)

  /// Fills every row outside `written` of the `width`-pixel-wide RGBA8 image in `buffer`
  /// (`height` rows) with ``pixel``.
  static func fill(
    outside written: Range<Int>, width: Int, height: Int, in buffer: UnsafeMutableRawBufferPointer
  ) {
    let kept = written.clamped(to: 0..<height)
    let (top, bottom) =
      kept.isEmpty ? (0..<height, height..<height) : (0..<kept.lowerBound, kept.upperBound..<height)
    for rows in [top, bottom] {
      for i in (rows.lowerBound * width)..<(rows.upperBound * width) {
        PackedPixel.store(pixel, buffer, pixel: i)
      }
    }
  }
}
