import PassageCore

extension ScreenImages {
  /// The screens of the single frame `scene` drawn by `compositor`, of which only the rows the
  /// frame reads are decoded or drawn (``Compositor/rowsRead(in:opaque:)``): a frame of the
  /// recede halfway decodes the top half of each file. A `nil` side is its mock screen; a file
  /// whose size differs from the screen's is decoded whole and resampled. The two files are
  /// decoded at the same time, on up to `workers` threads.
  ///
  /// The frame drawn is the frame drawn from the whole files, byte for byte.
  ///
  /// - Throws: ``ImageFileError`` for the first file, presenting then presented, whose chunks,
  ///   compressed data (checked to its end, ``PNG/decode(_:limits:rows:)``) or rows decoded hold
  ///   a problem.
  package static func decoding(
    presenting: EncodedPNG?, presented: EncodedPNG?, for scene: TransitionScene, compositor: Compositor,
    workers: Int
  ) throws(ImageFileError) -> ScreenImages {
    let files = [presenting, presented]
    let sides: [LayerContent] = [.presentingScreen, .presentedScreen]
    // Mock screens are drawn over an opaque white.
    let rows = compositor.rowsRead(in: scene) { files[$0 == .presentingScreen ? 0 : 1]?.isOpaque ?? true }
    let sources = Parallel.map(files.count, workers: workers) { _, index -> Result<Source?, ImageFileError> in
      guard let file = files[index] else { return .success(nil) }
      let requests = rows.filter { $0.key.content == sides[index] }
      do throws(ImageFileError) {
        if requests.count == 1, let (request, shown) = requests.first,
          request.pixelWidth == file.width, request.pixelHeight == file.height
        {
          return .success(.rowsOfBitmap(try file.decode(rows: shown), rows: shown))
        }
        return .success(.bitmap(try file.decode()))
      } catch {
        return .failure(error)
      }
    }
    return ScreenImages(
      presenting: try sources[0].get() ?? .mock(.timeline),
      presented: try sources[1].get() ?? .mock(.webPage),
      mockRows: rows)
  }
}
