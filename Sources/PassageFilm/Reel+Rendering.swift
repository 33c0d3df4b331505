import Passage
import PassageRecording
import PassageRender

extension Reel {
  /// Draws every scene with `compositor` and `content`; `progress` is called after each frame
  /// with (frames done, total).
  public func renderFrames(
    compositor: Compositor, content: some LayerContentProvider, progress: ((Int, Int) -> Void)? = nil
  ) -> [GIFFrame] {
    var frames: [GIFFrame] = []
    frames.reserveCapacity(scenes.count)
    for (i, (scene, delay)) in zip(scenes, delays).enumerated() {
      frames.append(GIFFrame(compositor.render(scene, content: content), delay: delay))
      progress?(i + 1, scenes.count)
    }
    return frames
  }

  /// The reel as a looping GIF, drawn frame by frame into the encoder on every core.
  ///
  /// Memory holds a few frames at a time, not the reel: each frame is drawn twice, once to
  /// choose the palette and once to encode it (see `GIF.encode(frames:options:)` (PassageRender) for the
  /// format, whose bytes this is). `progress` is called on the calling thread with (steps done, total), each frame
  /// counting once per pass.
  ///
  /// - Throws: `GIFError` for an empty reel or frames the encoder refuses.
  public func encodeGIF(
    compositor: Compositor, content: some LayerContentProvider, options: GIFOptions = GIFOptions(),
    progress: ((Int, Int) -> Void)? = nil
  ) throws(GIFError) -> [UInt8] {
    try encodeGIF(
      compositor: compositor, content: content, options: options, workers: Parallel.coreCount,
      progress: progress)
  }

  /// ``encodeGIF(compositor:content:options:progress:)`` on up to `workers` threads (the bytes
  /// do not depend on it).
  package func encodeGIF(
    compositor: Compositor, content: some LayerContentProvider, options: GIFOptions, workers: Int,
    progress: ((Int, Int) -> Void)? = nil
  ) throws(GIFError) -> [UInt8] {
    guard let first = scenes.first else { throw .noFrames }
    let (width, height) = compositor.pixelSize(of: first.containerSize)
    let stream = try GIFStream(width: width, height: height, options: options, workers: workers)
    let scenes = scenes
    if let first = scenes.first { compositor.prefetchContent(of: first, content: content, workers: workers) }
    return try stream.encode(
      delays: delays, drawing: { compositor.render(scenes[$0], content: content, into: &$1, workers: 1) },
      progress: progress)
  }

  /// ``encodeGIF(compositor:content:options:progress:)`` written to `path` as it is produced
  /// (atomically: to a temporary file renamed over `path`), so memory holds neither the frames nor the file.
  ///
  /// - Throws: `ImageFileError` naming `path`, with the `GIFError` or the failing write.
  package func writeGIF(
    compositor: Compositor, content: some LayerContentProvider, options: GIFOptions = GIFOptions(),
    workers: Int = Parallel.coreCount, to path: String, progress: ((Int, Int) -> Void)? = nil
  ) throws(ImageFileError) {
    guard let first = scenes.first else { throw ImageFileError(path: path, problem: .gif(.noFrames)) }
    let (width, height) = compositor.pixelSize(of: first.containerSize)
    let stream: GIFStream
    do {
      stream = try GIFStream(width: width, height: height, options: options, workers: workers)
    } catch {
      throw ImageFileError(path: path, problem: .gif(error))
    }
    let scenes = scenes
    compositor.prefetchContent(of: first, content: content, workers: workers)
    try stream.write(
      delays: delays, drawing: { compositor.render(scenes[$0], content: content, into: &$1, workers: 1) },
      to: path,
      progress: progress
    )
  }

  /// A contact sheet of `count` evenly spaced scenes in `columns` columns (clamped to
  /// 1…`count`), on a light grey background.
  ///
  /// Frames are drawn on every core and each is placed in its cell as soon as it is drawn, so
  /// memory holds the sheet and one frame per core.
  public func contactSheet(
    count: Int, columns: Int, compositor: Compositor, content: some LayerContentProvider
  ) -> Bitmap {
    contactSheet(
      count: count, columns: columns, compositor: compositor, content: content, workers: Parallel.coreCount
    ).bitmap
  }

  /// ``contactSheet(count:columns:compositor:content:)`` on up to `workers` threads (the pixels
  /// do not depend on it), with the sheet's layout.
  package func contactSheet(
    count: Int, columns: Int, compositor: Compositor, content: some LayerContentProvider, workers: Int
  ) -> (bitmap: Bitmap, geometry: ContactSheetGeometry) {
    let chosen = evenlySpacedScenes(count: count)
    let geometry = ContactSheet.geometry(
      frameSizes: chosen.map { compositor.pixelSize(of: $0.containerSize) }, columns: columns,
      spacing: Reel.contactSheetSpacing(scale: compositor.scale), labelled: false)
    var sheet = ContactSheet.canvas(geometry, background: RGBA8(r: 242, g: 242, b: 247), workers: workers)
    let (width, height) = (sheet.width, sheet.height)
    sheet.pixels.withUnsafeMutableBytes { pixels in
      let shared = SharedSheet(pixels: pixels)
      // Each worker draws a frame and places it in its own cell: one frame per worker in memory.
      if let first = chosen.first {
        compositor.prefetchContent(of: first, content: content, workers: workers)
      }
      _ = Parallel.map(chosen.count, workers: workers) { _, index in
        let frame = compositor.render(chosen[index], content: content, workers: 1)
        ContactSheet.place(
          frame, at: index, geometry: geometry, into: shared.pixels, width: width, height: height)
      }
    }
    return (sheet, geometry)
  }

  /// The pixels around and between the frames of ``contactSheet(count:columns:compositor:content:)``
  /// at `scale` pixels per point: 8 points, at least 2 pixels.
  public static func contactSheetSpacing(scale: Double) -> Int { max(Int(saturating: scale * 8), 2) }
}

/// A sheet's bytes, shared by workers that each write only inside their own cells.
private struct SharedSheet: @unchecked Sendable {
  // Safety: cells do not overlap, each worker writes only the cells of its frames, and the
  // buffer outlives `Parallel.map`, which returns when every worker is done.
  let pixels: UnsafeMutableRawBufferPointer
}
