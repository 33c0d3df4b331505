/// Builds an animated GIF89a from frames added one at a time.
///
/// ```swift
/// var encoder = try GIFEncoder(width: 390, height: 844)
/// for frame in frames { try encoder.add(frame, delay: 2) }  // 2 hundredths of a second each
/// let bytes = try encoder.finish()
/// ```
///
/// Each frame is composited over ``GIFOptions/background`` (GIF pixels are opaque). Only the
/// bounding rectangle of the pixels that changed since the previous frame is kept, and a frame
/// identical to the previous one just extends that one's delay, so memory grows with the amount
/// of change rather than the number of frames. ``finish()`` then chooses one global palette of up
/// to 256 colours from every encoded pixel (exact when there are few enough colours, otherwise
/// median cut refined by k-means), maps pixels to it, and writes each frame as the rectangle
/// that changed, with unchanged pixels inside it transparent and disposal method 1 ("do not
/// dispose"), LZW-compressed. The `NETSCAPE2.0` extension makes it loop forever.
public struct GIFEncoder: Sendable {
  /// The canvas width in pixels, 1–65535.
  public let width: Int
  /// The canvas height in pixels, 1–65535.
  public let height: Int
  /// The settings given at creation.
  public let options: GIFOptions

  private var frames: [StoredFrame] = []
  private var previous: [UInt32] = []
  private var scratch: [UInt32] = []
  private var histogram = GIFHistogram()
  private var added = 0

  /// A frame as kept until ``finish()``: the changed rectangle's colours, row by row.
  private struct StoredFrame: Sendable {
    var rect: GIFRect
    var pixels: [UInt32]
    var delay: Int
  }

  /// Creates an encoder for a `width × height` pixel canvas (each side 1–65535).
  ///
  /// - Throws: ``GIFError/invalidCanvasSize(width:height:)`` or
  ///   ``GIFError/invalidColorCount(_:)`` when `options.maxColors` is outside 2…256.
  public init(width: Int, height: Int, options: GIFOptions = GIFOptions()) throws(GIFError) {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw .invalidCanvasSize(width: width, height: height)
    }
    guard (2...256).contains(options.maxColors) else { throw .invalidColorCount(options.maxColors) }
    self.width = width
    self.height = height
    self.options = options
  }

  /// The number of frames that will be written so far (frames identical to their predecessor
  /// are merged into it and not counted).
  public var frameCount: Int { frames.count }

  /// The longest accepted delay of one frame: 6 553 500 hundredths of a second (about 18 hours).
  public static let maxDelay = 65535 * 100

  /// Adds a frame shown for `delay` hundredths of a second (0 to ``maxDelay``).
  ///
  /// - Throws: ``GIFError`` if the bitmap's size differs from the canvas, its pixel array is
  ///   inconsistent, or the delay is out of range. The encoder is unchanged when it throws.
  public mutating func add(_ frame: Bitmap, delay: Int) throws(GIFError) {
    guard frame.width == width, frame.height == height else {
      throw .frameSizeMismatch(
        frame: added, width: frame.width, height: frame.height, canvasWidth: width, canvasHeight: height)
    }
    guard frame.pixels.count == width * height * 4 else {
      throw .invalidPixelCount(frame: added, expected: width * height * 4, actual: frame.pixels.count)
    }
    guard (0...Self.maxDelay).contains(delay) else { throw .invalidDelay(frame: added, delay: delay) }
    added += 1
    if scratch.count != width * height { scratch = [UInt32](repeating: 0, count: width * height) }
    GIFFrameDiff.composite(frame.pixels, over: options.background, into: &scratch)
    let rect: GIFRect
    if frames.isEmpty {
      rect = GIFRect(x: 0, y: 0, width: width, height: height)
    } else if let changed = GIFFrameDiff.changedRect(previous, scratch, width: width, height: height) {
      rect = changed
    } else {
      frames[frames.count - 1].delay += delay
      return
    }
    let crop = GIFFrameDiff.crop(scratch, width: width, to: rect)
    crop.withUnsafeBufferPointer { histogram.add($0) }
    frames.append(StoredFrame(rect: rect, pixels: crop, delay: delay))
    swap(&previous, &scratch)
  }

  /// Chooses the palette and returns the complete GIF file. The encoder can still take more
  /// frames afterwards; calling `finish()` again encodes all of them.
  ///
  /// - Throws: ``GIFError/noFrames`` if no frame was added.
  public func finish() throws(GIFError) -> [UInt8] {
    guard !frames.isEmpty else { throw .noFrames }
    var palette = makePalette()
    let minCodeSize = max(2, palette.tableSize.bits)
    var writer = GIFWriter()
    writer.header(width: width, height: height, palette: palette)
    if options.loopsForever { writer.loopForever() }

    var displayed = [UInt8](repeating: 0, count: width * height)
    var pending: GIFFrameDiff.EncodedFrame?
    for (n, frame) in frames.enumerated() {
      var indices = [UInt8](repeating: 0, count: frame.pixels.count)
      frame.pixels.withUnsafeBufferPointer { pixels in
        indices.withUnsafeMutableBufferPointer { out in
          for row in 0..<frame.rect.height {
            let range = (row * frame.rect.width)..<((row + 1) * frame.rect.width)
            palette.map(
              UnsafeBufferPointer(rebasing: pixels[range]), x: frame.rect.x, y: frame.rect.y + row,
              into: UnsafeMutableBufferPointer(rebasing: out[range]))
          }
        }
      }
      let transparent = n == 0 ? nil : palette.transparentIndex
      guard
        let encoded = GIFFrameDiff.update(
          &displayed, width: width, with: indices, in: frame.rect, delay: frame.delay,
          transparentIndex: transparent)
      else {
        pending?.delay += frame.delay
        continue
      }
      if let pending { write(pending, palette: palette, minCodeSize: minCodeSize, to: &writer) }
      pending = encoded
    }
    if let pending { write(pending, palette: palette, minCodeSize: minCodeSize, to: &writer) }
    writer.trailer()
    return writer.bytes
  }

  /// The global palette: every colour exactly if they fit, otherwise a quantized one; with a
  /// transparent entry for unchanged pixels when there is more than one frame and room for it.
  private func makePalette() -> GIFPalette {
    let animated = frames.count > 1
    let limit = options.maxColors
    if let distinct = histogram.distinctColors, distinct.count <= limit {
      let colors = distinct.sorted()
      return GIFPalette(
        colors: colors, transparentIndex: animated && colors.count < limit ? colors.count : nil,
        isExact: true,
        dithering: false)
    }
    let colors = GIFColorQuantizer.palette(for: histogram.entries, count: animated ? limit - 1 : limit)
    return GIFPalette(
      colors: colors, transparentIndex: animated ? colors.count : nil, isExact: false,
      dithering: options.dithering)
  }

  /// Writes one frame; delays above GIF's 65535 are carried by extra 1×1 frames that change nothing.
  private func write(
    _ frame: GIFFrameDiff.EncodedFrame, palette: GIFPalette, minCodeSize: Int, to writer: inout GIFWriter
  ) {
    writer.graphicControl(delay: min(frame.delay, 65535), transparentIndex: frame.transparentIndex)
    writer.image(frame.rect, indices: frame.indices, minCodeSize: minCodeSize)
    var remaining = frame.delay - 65535
    while remaining > 0 {
      let index = palette.transparentIndex ?? Int(frame.cornerIndex)
      writer.graphicControl(delay: min(remaining, 65535), transparentIndex: palette.transparentIndex)
      writer.image(
        GIFRect(x: 0, y: 0, width: 1, height: 1), indices: [UInt8(truncatingIfNeeded: index)],
        minCodeSize: minCodeSize)
      remaining -= 65535
    }
  }
}
