extension PNG {
  /// Encodes a premultiplied RGBA8 bitmap as an 8-bit PNG file.
  ///
  /// Colours are un-premultiplied (rounded to nearest) on the way out, so decoding the result with
  /// ``decode(_:limits:)`` gives back exactly the same bitmap for any valid premultiplied input.
  /// When every pixel is opaque the file is written as RGB (colour type 2) instead of RGBA
  /// (colour type 6), which is smaller. Each row gets the filter (None, Sub, Up, Average or
  /// Paeth) with the smallest sum of absolute differences, and the data is deflated by zlib.
  ///
  /// - Parameter bitmap: a bitmap of at least 1×1 pixels whose `pixels` array holds
  ///   `width × height × 4` bytes.
  /// - Returns: the bytes of a complete PNG file (signature, `IHDR`, `IDAT`…, `IEND`).
  /// - Throws: ``PNGError/invalidDimensions(width:height:)`` for an empty bitmap,
  ///   ``PNGError/invalidPixelCount(expected:actual:)`` for an inconsistent one, and
  ///   ``PNGError/compressionFailed(_:)`` if zlib fails (out of memory).
  public static func encode(_ bitmap: Bitmap) throws(PNGError) -> [UInt8] {
    let width = bitmap.width
    let height = bitmap.height
    guard width > 0, height > 0, width <= PNGChunkReader.maxChunkLength,
      height <= PNGChunkReader.maxChunkLength
    else { throw .invalidDimensions(width: width, height: height) }
    guard bitmap.pixels.count == width * height * 4 else {
      throw .invalidPixelCount(expected: width * height * 4, actual: bitmap.pixels.count)
    }
    let opaque = isOpaque(bitmap.pixels)
    let channels = opaque ? 3 : 4
    let header = PNGHeader(
      width: width, height: height, bitDepth: 8, colorType: opaque ? .rgb : .rgba, interlaced: false)
    let filtered = filterScanlines(bitmap.pixels, width: width, height: height, channels: channels)
    let compressed = try PNGZlib.deflate(filtered)

    var file = signature
    file.reserveCapacity(compressed.count + 64 + compressed.count / maxDataChunk * 12)
    appendChunk(.header, header.encoded, 0..<13, to: &file)
    var start = 0
    repeat {
      let end = min(start + maxDataChunk, compressed.count)
      appendChunk(.data, compressed, start..<end, to: &file)
      start = end
    } while start < compressed.count
    appendChunk(.end, [], 0..<0, to: &file)
    return file
  }

  /// The most compressed bytes written into one `IDAT` chunk.
  private static let maxDataChunk = 1 << 20

  /// Whether every alpha byte of premultiplied RGBA `pixels` is 255.
  private static func isOpaque(_ pixels: [UInt8]) -> Bool {
    pixels.withUnsafeBufferPointer { p in
      var i = 3
      var all: UInt8 = 255
      while i < p.count {
        all &= p[i]
        i += 4
      }
      return all == 255
    }
  }

  /// Converts the pixels to straight RGB or RGBA scanlines, filters each with the best filter,
  /// and returns them with their filter type bytes, ready for deflate.
  private static func filterScanlines(_ pixels: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    let rowBytes = width * channels
    var output = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var current = [UInt8](repeating: 0, count: rowBytes)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var candidate = [UInt8](repeating: 0, count: rowBytes)
    var best = [UInt8](repeating: 0, count: rowBytes)
    pixels.withUnsafeBufferPointer { pixels in
      output.withUnsafeMutableBufferPointer { output in
        for y in 0..<height {
          current.withUnsafeMutableBufferPointer { row in
            straighten(pixels, row: y, width: width, channels: channels, into: row)
          }
          var bestFilter = PNGFilter.none
          var bestSum = Int.max
          current.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { prior in
              for filter in PNGFilter.allCases {
                let sum = candidate.withUnsafeMutableBufferPointer { out in
                  PNGFilter.apply(filter, row: row, previous: prior, stride: channels, output: out)
                }
                if sum < bestSum {
                  bestSum = sum
                  bestFilter = filter
                  swap(&best, &candidate)
                }
              }
            }
          }
          let base = y * (rowBytes + 1)
          output[base] = bestFilter.rawValue
          best.withUnsafeBufferPointer { best in
            _ = UnsafeMutableBufferPointer(rebasing: output[(base + 1)...]).initialize(from: best)
          }
          swap(&previous, &current)
        }
      }
    }
    return output
  }

  /// Writes row `y` of premultiplied RGBA `pixels` into `row` as straight (un-premultiplied) RGB
  /// when `channels` is 3 or RGBA when it is 4; fully transparent pixels become all zeros.
  private static func straighten(
    _ pixels: UnsafeBufferPointer<UInt8>, row y: Int, width: Int, channels: Int,
    into row: UnsafeMutableBufferPointer<UInt8>
  ) {
    var source = y * width * 4
    var target = 0
    for _ in 0..<width {
      let a = pixels[source + 3]
      for c in 0..<3 {
        let value = pixels[source + c]
        switch a {
        case 255: row[target + c] = value
        case 0: row[target + c] = 0
        default: row[target + c] = UInt8(min(255, (Int(value) * 255 + Int(a) / 2) / Int(a)))
        }
      }
      if channels == 4 { row[target + 3] = a }
      source += 4
      target += channels
    }
  }

  /// Appends one chunk (length, type, `data[range]`, CRC) to `file`.
  private static func appendChunk(
    _ type: PNGChunkType, _ data: [UInt8], _ range: Range<Int>, to file: inout [UInt8]
  ) {
    let length = UInt32(range.count)
    file += [
      UInt8(truncatingIfNeeded: length >> 24), UInt8(truncatingIfNeeded: length >> 16),
      UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length),
    ]
    let typeStart = file.count
    file += type.bytes
    file += data[range]
    let crc = PNGCRC.update(0, file, typeStart..<file.count)
    file += [
      UInt8(truncatingIfNeeded: crc >> 24), UInt8(truncatingIfNeeded: crc >> 16),
      UInt8(truncatingIfNeeded: crc >> 8), UInt8(truncatingIfNeeded: crc),
    ]
  }
}
