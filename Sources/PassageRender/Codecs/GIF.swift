/// Encoding a whole animation at once.
public enum GIF {
  /// Encodes `frames` (all the same size, 1–65535 pixels per side) as a looping animated GIF;
  /// see ``GIFEncoder`` for how. The bytes are those of ``GIFEncoder``; the work runs on every
  /// core, and besides `frames` memory holds a few frames' worth of working pixels.
  ///
  /// - Throws: ``GIFError`` for no frames, frames of different or invalid sizes, or negative delays.
  public static func encode(frames: [GIFFrame], options: GIFOptions = GIFOptions()) throws(GIFError)
    -> [UInt8]
  {
    guard let first = frames.first else { throw .noFrames }
    let stream = try GIFStream(width: first.bitmap.width, height: first.bitmap.height, options: options)
    return try stream.encode(delays: frames.map(\.delay)) { frames[$0].bitmap }
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
