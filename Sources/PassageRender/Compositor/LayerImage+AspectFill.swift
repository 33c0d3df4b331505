import PassageCore

extension LayerImage {
  /// The part of this image that a layer of `bounds` shows when the image, laid out at
  /// `contentSize` points, keeps its aspect ratio, covers the bounds and hangs from their top,
  /// centred across (a page scaled into a card, as iOS's zoom shows it): the whole image when the
  /// aspect ratios agree, else its top rows or its middle columns, to the nearest pixel.
  /// Stretched over the bounds, it shows the content undistorted.
  func aspectFilling(_ bounds: Size, contentSize: Size) -> LayerImage {
    let (width, height) = (bitmap.width, bitmap.height)
    let scale = max(bounds.width / contentSize.width, bounds.height / contentSize.height)
    guard scale.isFinite, scale > 0 else { return self }
    let visibleWidth = min(bounds.width / (scale * contentSize.width), 1)
    let visibleHeight = min(bounds.height / (scale * contentSize.height), 1)
    let w = min(max(Int(saturating: (visibleWidth * Double(width)).rounded()), 1), width)
    let h = min(max(Int(saturating: (visibleHeight * Double(height)).rounded()), 1), height)
    guard w != width || h != height else { return self }
    let (x0, y0) = ((width - w) / 2, 0)
    var pixels = [UInt8]()
    pixels.reserveCapacity(w * h * 4)
    bitmap.pixels.withUnsafeBufferPointer { source in
      for y in y0..<(y0 + h) {
        let start = (y * width + x0) * 4
        pixels.append(contentsOf: source[start..<(start + w * 4)])
      }
    }
    guard let cropped = Bitmap(width: w, height: h, pixels: pixels) else { return self }
    return LayerImage(cropped, isOpaque: isOpaque)
  }
}

extension LayerImage {
  /// Wraps `bitmap` without scanning it: `isOpaque` must be true only when every pixel has alpha
  /// 255 (false is always safe).
  init(_ bitmap: Bitmap, isOpaque: Bool) {
    self.bitmap = bitmap
    self.isOpaque = isOpaque
  }
}
