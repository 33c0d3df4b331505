import Passage
import PassageRecording

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

  /// The reel as a looping GIF, drawing one frame at a time into the encoder, so memory holds
  /// one frame and what the encoder keeps of the changes (not every frame); `progress` is called
  /// after each frame with (frames done, total).
  ///
  /// - Throws: ``GIFError`` for an empty reel or frames the encoder refuses.
  public func encodeGIF(
    compositor: Compositor, content: some LayerContentProvider, options: GIFOptions = GIFOptions(),
    progress: ((Int, Int) -> Void)? = nil
  ) throws(GIFError) -> [UInt8] {
    var encoder: GIFEncoder?
    for (i, (scene, delay)) in zip(scenes, delays).enumerated() {
      let bitmap = compositor.render(scene, content: content)
      if encoder == nil {
        encoder = try GIFEncoder(width: bitmap.width, height: bitmap.height, options: options)
      }
      try encoder?.add(bitmap, delay: delay)
      progress?(i + 1, scenes.count)
    }
    guard let encoder else { throw .noFrames }
    return try encoder.finish()
  }

  /// A contact sheet of `count` evenly spaced scenes in `columns` columns, with its geometry.
  public func contactSheet(
    count: Int, columns: Int, compositor: Compositor, content: some LayerContentProvider
  ) -> (bitmap: Bitmap, geometry: ContactSheetGeometry) {
    let frames = evenlySpacedScenes(count: count).map { compositor.render($0, content: content) }
    let geometry = ContactSheet.geometry(
      frames: frames, columns: columns, spacing: Reel.contactSheetSpacing(scale: compositor.scale),
      labelled: false)
    let sheet = ContactSheet.make(
      frames: frames, geometry: geometry, background: RGBA8(r: 242, g: 242, b: 247))
    return (sheet, geometry)
  }

  /// The pixels around and between the frames of ``contactSheet(count:columns:compositor:content:)``
  /// at `scale` pixels per point: 8 points, at least 2 pixels.
  public static func contactSheetSpacing(scale: Double) -> Int { max(Int(saturating: scale * 8), 2) }
}
