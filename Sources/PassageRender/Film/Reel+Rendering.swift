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

  /// A contact sheet of `count` evenly spaced scenes in `columns` columns, with its geometry.
  public func contactSheet(
    count: Int, columns: Int, compositor: Compositor, content: some LayerContentProvider
  ) -> (bitmap: Bitmap, geometry: ContactSheetGeometry) {
    let frames = evenlySpacedScenes(count: count).map { compositor.render($0, content: content) }
    let spacing = max(Int(compositor.scale * 8), 2)
    let sheet = ContactSheet.make(
      frames: frames, columns: columns, spacing: spacing, background: RGBA8(r: 242, g: 242, b: 247))
    let geometry = ContactSheetGeometry(
      columns: columns, count: frames.count, frameWidth: frames.first?.width ?? 0,
      frameHeight: frames.first?.height ?? 0, spacing: spacing)
    return (sheet, geometry)
  }
}
