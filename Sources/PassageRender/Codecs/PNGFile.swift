extension PNG {
  /// Reads and decodes the PNG file at `path`.
  ///
  /// - Parameters:
  ///   - path: a file path, relative to the current directory or absolute.
  ///   - limits: the largest image accepted (see ``PNGLimits``), which also bounds the file's size
  ///     (``PNGLimits/maxFileBytes``); the file must be a regular file that starts with PNG's
  ///     signature, checked before the rest is read.
  /// - Returns: the image as a premultiplied RGBA8 bitmap.
  /// - Throws: ``ImageFileError`` naming the file and the problem, for example
  ///   `screens/home.png: CRC mismatch in chunk 'IDAT'`.
  public static func read(contentsOf path: String, limits: PNGLimits = .standard) throws(ImageFileError)
    -> Bitmap
  {
    try EncodedPNG(contentsOf: path, limits: limits).decode()
  }

  /// Encodes `bitmap` with ``encode(_:)`` and writes it to `path` atomically (see
  /// renamed over it), replacing any existing file.
  ///
  /// - Throws: ``ImageFileError`` naming the file and the problem.
  public static func write(_ bitmap: Bitmap, to path: String) throws(ImageFileError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(bitmap)
    } catch {
      throw ImageFileError(path: path, problem: .png(error))
    }
    try AtomicFile.write(bytes, to: path)
  }
}
