/// Encoding a whole animation at once.
public enum GIF {
  /// Encodes `frames` (all the same size, 1–65535 pixels per side) as a looping animated GIF;
  /// see ``GIFEncoder`` for how.
  ///
  /// - Throws: ``GIFError`` for no frames, frames of different or invalid sizes, or negative delays.
  public static func encode(frames: [GIFFrame], options: GIFOptions = GIFOptions()) throws(GIFError)
    -> [UInt8]
  {
    guard let first = frames.first else { throw .noFrames }
    var encoder = try GIFEncoder(width: first.bitmap.width, height: first.bitmap.height, options: options)
    for frame in frames { try encoder.add(frame.bitmap, delay: frame.delay) }
    return try encoder.finish()
  }

  /// Encodes `frames` with ``encode(frames:options:)`` and writes the file to `path` atomically
  /// (see ``AtomicFile/write(_:to:)``).
  ///
  /// - Throws: ``ImageFileError`` naming the file and the problem.
  public static func write(frames: [GIFFrame], options: GIFOptions = GIFOptions(), to path: String)
    throws(ImageFileError)
  {
    let bytes: [UInt8]
    do {
      bytes = try encode(frames: frames, options: options)
    } catch {
      throw ImageFileError(path: path, problem: .gif(error))
    }
    try AtomicFile.write(bytes, to: path)
  }
}
