import PassageCore

extension LayerImage {
  /// The part of this image that a layer of `bounds` shows when the image, laid out at
  /// `contentSize` points, keeps its aspect ratio, covers the bounds and hangs from their top,
  /// centred across (``AspectFill``, the law the device's scaled page follows): the whole image when the
  /// aspect ratios agree, else its top rows or its middle columns, to the nearest pixel.
  /// Stretched over the bounds, it shows the content undistorted.
  /// With `hangingFromTop` false the rows are centred too (`.resizeAspectFill` exactly: a
  /// source's picture in its card).
  func aspectFilling(_ bounds: Size, contentSize: Size, hangingFromTop: Bool = true) -> LayerImage {
    let (width, height) = (bitmap.width, bitmap.height)
    guard let shown = AspectFill.visiblePart(of: contentSize, in: bounds, hangingFromTop: hangingFromTop)
    else {
      return self
    }
    let visibleWidth = shown.size.width / contentSize.width
    let visibleHeight = shown.size.height / contentSize.height
    let w = min(max(Int(saturating: (visibleWidth * Double(width)).rounded()), 1), width)
    let h = min(max(Int(saturating: (visibleHeight * Double(height)).rounded()), 1), height)
    guard w != width || h != height else { return self }
    let (x0, y0) = ((width - w) / 2, hangingFromTop ? 0 : (height - h) / 2)
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
  /// The part of this image, laid out at `screen` points, under `frame` (points), to the nearest
  /// pixel and clipped to the image; `nil` when nothing of it is inside.
  func cropped(to frame: Rect, of screen: Size) -> LayerImage? {
    let (width, height) = (bitmap.width, bitmap.height)
    guard screen.isUsable else { return nil }
    let (sx, sy) = (Double(width) / screen.width, Double(height) / screen.height)
    func pixel(_ v: Double, _ scale: Double, _ limit: Int) -> Int {
      let p = (v * scale).rounded()
      return p.isFinite ? min(max(Int(saturating: p), 0), limit) : 0
    }
    let (x0, x1) = (pixel(frame.minX, sx, width), pixel(frame.maxX, sx, width))
    let (y0, y1) = (pixel(frame.minY, sy, height), pixel(frame.maxY, sy, height))
    guard x1 > x0, y1 > y0 else { return nil }
    if x0 == 0, y0 == 0, x1 == width, y1 == height { return self }
    var pixels = [UInt8]()
    pixels.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    bitmap.pixels.withUnsafeBufferPointer { source in
      for y in y0..<y1 {
        let start = (y * width + x0) * 4
        pixels.append(contentsOf: source[start..<(start + (x1 - x0) * 4)])
      }
    }
    guard let cropped = Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels) else { return nil }
    return LayerImage(cropped, isOpaque: isOpaque)
  }

  /// Wraps `bitmap` without scanning it: `isOpaque` must be true only when every pixel has alpha
  /// 255 (false is always safe).
  init(_ bitmap: Bitmap, isOpaque: Bool) {
    self.bitmap = bitmap
    self.rows = 0..<bitmap.height
    self.isOpaque = isOpaque
  }
}
