/// A PNG file read and its chunks checked, its pixels not yet decoded: so that a single frame
/// can decode only the rows it shows (``PNG/decode(_:limits:rows:)``).
package struct EncodedPNG: Sendable {
  /// The path as given.
  package let path: String
  /// The file's bytes.
  private let bytes: [UInt8]
  /// Its chunks, checked.
  private let container: PNGContainer

  /// Reads the file at `path` and checks its chunks, as ``PNG/read(contentsOf:limits:)`` does
  /// before decoding.
  ///
  /// - Throws: ``ImageFileError`` naming the file and the problem.
  package init(contentsOf path: String, limits: PNGLimits = .standard) throws(ImageFileError) {
    do {
      bytes = try ImageFile.bytes(
        contentsOf: path, maxBytes: limits.maxFileBytes, signature: (PNG.signature, "PNG"))
    } catch  where error.problem == .wrongSignature(expected: "PNG") {
      throw ImageFileError(path: path, problem: .png(.badSignature))
    }
    do {
      container = try PNGContainer(bytes, limits: limits)
    } catch {
      throw ImageFileError(path: path, problem: .png(error))
    }
    self.path = path
  }

  /// The image's width in pixels, 1 or more.
  package var width: Int { container.header.width }
  /// The image's height in pixels, 1 or more.
  package var height: Int { container.header.height }

  /// Whether every pixel is opaque whatever the data holds: a colour type without alpha and no
  /// `tRNS` chunk.
  package var isOpaque: Bool {
    switch container.header.colorType {
    case .grey, .rgb, .palette: container.transparency.isEmpty
    case .greyAlpha, .rgba: false
    }
  }

  /// The image, or only `rows` of it (see ``PNG/decode(_:limits:rows:)``); all rows when `nil`.
  ///
  /// - Throws: ``ImageFileError`` naming the file and the problem in its image data.
  package func decode(rows: Range<Int>? = nil) throws(ImageFileError) -> Bitmap {
    do {
      return try PNG.decode(bytes, container: container, rows: rows)
    } catch {
      throw ImageFileError(path: path, problem: .png(error))
    }
  }
}
