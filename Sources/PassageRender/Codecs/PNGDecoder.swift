extension PNG {
  /// Decodes a complete PNG file into a premultiplied RGBA8 bitmap.
  ///
  /// Supports every standard format: greyscale at 1, 2, 4, 8 and 16 bits, palette at 1, 2, 4 and
  /// 8 bits, greyscale with alpha, RGB and RGBA at 8 and 16 bits (16-bit samples are rounded to 8
  /// bits), `tRNS` transparency, all five filter types, and Adam7 interlacing. Ancillary chunks
  /// other than `tRNS` (gamma, colour profiles, text, …) are ignored.
  ///
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - limits: the largest image accepted; checked before any pixel memory is allocated.
  /// - Throws: ``PNGError`` describing the first problem found; malformed input never traps.
  public static func decode(_ bytes: [UInt8], limits: PNGLimits = .standard) throws(PNGError) -> Bitmap {
    let container = try PNGContainer(bytes, limits: limits)
    let header = container.header
    var data = try PNGZlib.inflate(bytes, ranges: container.imageData, expectedSize: header.decompressedSize)
    let converter = PNGPixelConverter(container)
    // Every pixel is written exactly once (the passes of Adam7 cover the image), so the buffer
    // is not cleared first; on an error it is thrown away unread.
    var failure: PNGError?
    let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) {
      pixels, initialized in
      do throws(PNGError) {
        try data.withUnsafeMutableBufferPointer { (data) throws(PNGError) in
          try reconstruct(header, data: data, converter: converter, into: pixels)
        }
      } catch {
        failure = error
      }
      initialized = pixels.count
    }
    if let failure { throw failure }
    guard let bitmap = Bitmap(width: header.width, height: header.height, pixels: pixels) else {
      throw .invalidDimensions(width: header.width, height: header.height)
    }
    return bitmap
  }

  /// Only the zlib part of ``decode(_:limits:)``: the file's inflated (still filtered) image
  /// data, for measuring decoding against the inflate floor.
  package static func inflatedData(_ bytes: [UInt8], limits: PNGLimits = .standard) throws(PNGError)
    -> [UInt8]
  {
    let container = try PNGContainer(bytes, limits: limits)
    return try PNGZlib.inflate(
      bytes, ranges: container.imageData, expectedSize: container.header.decompressedSize)
  }

  /// Unfilters every scanline of every pass in place and converts it into `pixels`.
  private static func reconstruct(
    _ header: PNGHeader, data: UnsafeMutableBufferPointer<UInt8>, converter: PNGPixelConverter,
    into pixels: UnsafeMutableBufferPointer<UInt8>
  ) throws(PNGError) {
    var offset = 0
    var scanline = 0
    for pass in header.passes {
      let columns = pass.columns(inWidth: header.width)
      let rows = pass.rows(inHeight: header.height)
      guard columns > 0, rows > 0 else { continue }
      let rowBytes = header.rowBytes(pixels: columns)
      var previous: UnsafeBufferPointer<UInt8>?
      for r in 0..<rows {
        let filterByte = data[offset]
        guard let filter = PNGFilter(rawValue: filterByte) else {
          throw .invalidFilterType(Int(filterByte), row: scanline)
        }
        let row = UnsafeMutableBufferPointer(rebasing: data[(offset + 1)..<(offset + 1 + rowBytes)])
        PNGFilter.unfilter(filter, row: row, previous: previous, stride: header.filterStride)
        let y = pass.y0 + r * pass.dy
        try converter.convert(
          row: UnsafeBufferPointer(row), count: columns, into: pixels,
          start: (y * header.width + pass.x0) * 4, step: pass.dx * 4)
        previous = UnsafeBufferPointer(row)
        offset += 1 + rowBytes
        scanline += 1
      }
    }
  }
}
