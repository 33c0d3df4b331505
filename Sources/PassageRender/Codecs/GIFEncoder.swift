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
package struct GIFEncoder: Sendable {
  /// The canvas width in pixels, 1–65535.
  package let width: Int
  /// The canvas height in pixels, 1–65535.
  package let height: Int
  /// The settings given at creation.
  package let options: GIFOptions

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
  package init(width: Int, height: Int, options: GIFOptions = GIFOptions()) throws(GIFError) {
    try Self.check(width: width, height: height, options: options)
    self.width = width
    self.height = height
    self.options = options
  }

  /// Refuses a canvas outside 1…65535 pixels a side or `options.maxColors` outside 2…256.
  static func check(width: Int, height: Int, options: GIFOptions) throws(GIFError) {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw .invalidCanvasSize(width: width, height: height)
    }
    guard (2...256).contains(options.maxColors) else { throw .invalidColorCount(options.maxColors) }
  }

  /// The number of frames that will be written so far (frames identical to their predecessor
  /// are merged into it and not counted).
  package var frameCount: Int { frames.count }

  /// The longest accepted delay of one frame: 6 553 500 hundredths of a second (about 18 hours).
  package static let maxDelay = 65535 * 100

  /// Adds a frame shown for `delay` hundredths of a second (0 to ``maxDelay``).
  ///
  /// - Throws: ``GIFError`` if the bitmap's size differs from the canvas, its pixel array is
  ///   inconsistent, or the delay is out of range. The encoder is unchanged when it throws.
  package mutating func add(_ frame: Bitmap, delay: Int) throws(GIFError) {
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
  package func finish() throws(GIFError) -> [UInt8] {
    guard !frames.isEmpty else { throw .noFrames }
    var palette = GIFPalette.make(for: histogram, frameCount: frames.count, options: options)
    var output = GIFImageWriter(
      width: width, height: height, palette: palette, loopsForever: options.loopsForever)
    for frame in frames {
      let indices = frame.pixels.withUnsafeBufferPointer {
        palette.indices(of: frame.rect, in: $0, rowLength: frame.rect.width, start: 0)
      }
      output.add(indices, in: frame.rect, delay: frame.delay)
    }
    return output.finish(workers: 1)
  }
}
