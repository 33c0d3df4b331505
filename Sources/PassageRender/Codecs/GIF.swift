/// Encoding a whole animation at once.
public enum GIF {
  /// Encodes `frames` (all the same size, 1–65535 pixels per side) as a looping animated GIF89a.
  ///
  /// Each frame is composited over ``GIFOptions/background`` and stored as the rectangle that
  /// changed since the previous frame (unchanged pixels transparent; a repeated frame extends the
  /// previous one's delay), with one global palette of up to ``GIFOptions/maxColors`` colours
  /// chosen from every frame. The work runs on every core, and besides `frames` memory holds a
  /// few frames' worth of working pixels.
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
  /// (to a temporary file beside it, then renamed over it, so readers never see part of it).
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
