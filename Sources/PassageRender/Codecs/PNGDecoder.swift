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
    try decode(bytes, container: try PNGContainer(bytes, limits: limits), rows: nil)
  }

  /// Decodes `rows` of a complete PNG file (clamped to the image) into a bitmap of the whole
  /// image's size, for a single frame that reads no more (``LayerImage/rows``): the bytes of
  /// those rows are ``decode(_:limits:)``'s, the other rows are opaque magenta (`UnwrittenRows`), so
  /// a frame that read one would show it.
  ///
  /// The image data is inflated a piece of about 64 KiB at a time, each scanline unfiltered
  /// against the one before and converted only if it is one of `rows`; past the last of them the
  /// rest of the stream is inflated without being unfiltered or converted, to check it to its end
  /// and its Adler-32. So damage to the compressed data anywhere, in the rows decoded or below
  /// them, is an error as in ``decode(_:limits:)``; what goes unread is only what the bytes of
  /// the other rows mean: the filter types of rows below the last one decoded and the palette
  /// indices of rows not decoded. An interlaced image, whose passes scatter over all rows, is
  /// decoded whole.
  ///
  /// - Throws: ``PNGError`` describing the first problem found in the chunks, in the compressed
  ///   data, or in the rows up to the last one decoded; malformed input never traps.
  package static func decode(_ bytes: [UInt8], limits: PNGLimits = .standard, rows: Range<Int>)
    throws(PNGError)
    -> Bitmap
  {
    try decode(bytes, container: try PNGContainer(bytes, limits: limits), rows: rows)
  }

  /// ``decode(_:limits:rows:)`` of the file `bytes` whose chunks are `container`; all rows
  /// when `rows` is `nil`.
  static func decode(_ bytes: [UInt8], container: PNGContainer, rows: Range<Int>?) throws(PNGError) -> Bitmap
  {
    let header = container.header
    let clamped = (rows ?? 0..<header.height).clamped(to: 0..<header.height)
    let window = clamped.isEmpty ? 0..<0 : clamped
    guard !header.interlaced, window != 0..<header.height else {
      return try decodeWhole(bytes, container: container)
    }
    let converter = PNGPixelConverter(container)
    let scanline = header.rowBytes(pixels: header.width) + 1
    let pieceRows = max(1, (1 << 16) / scanline)
    // Row `k` of a piece lands in slot `k + 1`; slot 0 keeps the piece before's last row.
    var slots = [UInt8](repeating: 0, count: (pieceRows + 1) * scanline)
    var failure: PNGError?
    let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) {
      pixels, initialized in
      do throws(PNGError) {
        try slots.withUnsafeMutableBufferPointer { (slots) throws(PNGError) in
          var y = 0
          func slot(_ k: Int) -> UnsafeMutableBufferPointer<UInt8> {
            UnsafeMutableBufferPointer(rebasing: slots[(k * scanline + 1)..<((k + 1) * scanline)])
          }
          try PNGZlib.inflate(
            bytes, ranges: container.imageData, count: window.upperBound * scanline,
            expectedSize: header.decompressedSize,
            through: UnsafeMutableBufferPointer(rebasing: slots[scanline...])
          ) { (count) throws(PNGError) in
            let rowsInPiece = count / scanline
            for k in 1...rowsInPiece {
              let filterByte = slots[k * scanline]
              guard let filter = PNGFilter(rawValue: filterByte) else {
                throw .invalidFilterType(Int(filterByte), row: y)
              }
              PNGFilter.unfilter(
                filter, row: slot(k), previous: y > 0 ? UnsafeBufferPointer(slot(k - 1)) : nil,
                stride: header.filterStride)
              if window.contains(y) {
                try converter.convert(
                  row: UnsafeBufferPointer(slot(k)), count: header.width, into: pixels,
                  start: y * header.width * 4, step: 4)
              }
              y += 1
            }
            _ = slot(0).update(fromContentsOf: slot(rowsInPiece))
          }
        }
      } catch {
        failure = error
      }
      UnwrittenRows.fill(
        outside: window, width: header.width, height: header.height, in: UnsafeMutableRawBufferPointer(pixels)
      )
      initialized = header.width * header.height * 4
    }
    if let failure { throw failure }
    guard let bitmap = Bitmap(width: header.width, height: header.height, pixels: pixels) else {
      throw .invalidDimensions(width: header.width, height: header.height)
    }
    return bitmap
  }

  /// All rows of the file `bytes` whose chunks are `container`.
  private static func decodeWhole(_ bytes: [UInt8], container: PNGContainer) throws(PNGError) -> Bitmap {
    let header = container.header
    let converter = PNGPixelConverter(container)
    let pixelBytes = header.width * header.height * 4
    let size = header.decompressedSize
    // A non-interlaced image of at most 4 bytes per pixel (all but 16-bit RGB and RGBA) is
    // inflated into the end of its own pixel buffer (one byte a row larger for RGBA, whose
    // scanlines are) and converted there in place, so no second image-sized buffer is faulted
    // in. Adam7's passes, which scatter their pixels over the image, and wider samples, which
    // would leave the buffer twice the pixels' size for the bitmap's life, are inflated into a
    // buffer of their own.
    let inPlace = !header.interlaced && size <= pixelBytes + header.height
    let capacity = inPlace ? max(pixelBytes, size) : pixelBytes
    // Every pixel is written exactly once (the passes of Adam7 cover the image), so the buffer
    // is not cleared first; on an error it is thrown away unread.
    var failure: PNGError?
    let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { pixels, initialized in
      do throws(PNGError) {
        if !inPlace {
          var data = try PNGZlib.inflate(bytes, ranges: container.imageData, expectedSize: size)
          try data.withUnsafeMutableBufferPointer { (data) throws(PNGError) in
            try reconstruct(header, data: data, converter: converter, into: pixels)
          }
        } else {
          let data = UnsafeMutableBufferPointer(rebasing: pixels[(capacity - size)...])
          try PNGZlib.inflate(bytes, ranges: container.imageData, into: data)
          try reconstructInPlace(header, data: data, converter: converter, into: pixels)
        }
      } catch {
        failure = error
      }
      initialized = pixelBytes
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

  /// Unfilters the scanlines of a non-interlaced image in place in `data`, the end of `pixels`,
  /// and converts each into `pixels` from the start, overwriting only rows already used.
  ///
  /// Row `y + 1` is unfiltered before row `y` is converted, while row `y` is still intact to
  /// serve as its previous row. A converted row ends no later than the next scanline starts
  /// (`data` begins at least `height × (4 × width − rowBytes − 1)` bytes in when scanlines are
  /// shorter than pixel rows, at 0 when they are longer), and within a row each pixel is read
  /// before its 4 bytes are written, which never reach a later pixel's bytes; so nothing is
  /// overwritten before it is read. Errors come in the same order as row by row: an invalid
  /// filter type of the next row is thrown after the current row converts.
  private static func reconstructInPlace(
    _ header: PNGHeader, data: UnsafeMutableBufferPointer<UInt8>, converter: PNGPixelConverter,
    into pixels: UnsafeMutableBufferPointer<UInt8>
  ) throws(PNGError) {
    let scanline = header.rowBytes(pixels: header.width) + 1
    func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt8> {
      UnsafeMutableBufferPointer(rebasing: data[(y * scanline + 1)..<((y + 1) * scanline)])
    }
    func unfilter(_ y: Int) -> PNGError? {
      let filterByte = data[y * scanline]
      guard let filter = PNGFilter(rawValue: filterByte) else {
        return .invalidFilterType(Int(filterByte), row: y)
      }
      let previous = y > 0 ? UnsafeBufferPointer(row(y - 1)) : nil
      PNGFilter.unfilter(filter, row: row(y), previous: previous, stride: header.filterStride)
      return nil
    }
    if let error = unfilter(0) { throw error }
    for y in 0..<header.height {
      let nextError = y + 1 < header.height ? unfilter(y + 1) : nil
      try converter.convert(
        row: UnsafeBufferPointer(row(y)), count: header.width, into: pixels, start: y * header.width * 4,
        step: 4)
      if let nextError { throw nextError }
    }
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
