import PassageCore

extension Compositor {
  /// Draws `scene` and encodes it as a PNG file: the bytes of
  /// `PNG.encode(render(scene, content: content))`.
  ///
  /// Over an opaque ``background`` (the default) the frame is drawn band by band straight into
  /// the encoder, through a ring of rows that are drawn, encoded and drawn over, so that the
  /// whole canvas never exists: a 3× frame holds 1.2 MB of rows instead of 11.9 MB. Over a
  /// translucent one it is drawn whole first.
  ///
  /// - Throws: ``PNGError/invalidDimensions(width:height:)`` when the container is empty in
  ///   pixels, and ``PNGError/compressionFailed(_:)`` if zlib fails (out of memory).
  public func renderPNG(_ scene: TransitionScene, content: some LayerContentProvider) throws(PNGError)
    -> [UInt8]
  {
    try renderPNG(scene, content: content, workers: Parallel.coreCount)
  }

  /// ``renderPNG(_:content:)`` on up to `workers` threads, through a ring of `ringRows` rows (the
  /// bytes depend on neither).
  package func renderPNG(
    _ scene: TransitionScene, content: some LayerContentProvider, workers: Int, ringRows: Int = 256
  ) throws(PNGError) -> [UInt8] {
    let frame = prepare(scene, content: content)
    if frame.isOpaque,
      let file = try PNG.encodeOpaque(
        width: frame.width, height: frame.height, workers: workers, ringRows: ringRows,
        drawing: { rows, ring in frame.paint(rows: rows, into: ring) })
    {
      return file
    }
    return try PNG.encode(render(scene, content: content, workers: workers), workers: workers)
  }
}
