import Passage
import PassageRecording
import PassageRender

extension SnapshotStrategy where Value == TransitionRecording, Format == Bitmap {
  /// A contact sheet of the recording's samples drawn by the software compositor with the mock
  /// screens, compared within `tolerance`.
  ///
  /// - Parameters:
  ///   - scale: pixels per point (default 0.25: small references, still legible).
  ///   - columns: frames per row.
  ///   - tolerance: the allowed difference.
  public static func contactSheet(
    scale: Double = 0.25, columns: Int = 6, tolerance: ImageTolerance = ImageTolerance()
  ) -> SnapshotStrategy<TransitionRecording, Bitmap> {
    SnapshotStrategy(pathExtension: "png", diffing: .image(tolerance: tolerance)) { recording in
      let compositor = Compositor(scale: scale)
      let content = ScreenImages.mock()
      let frames = recording.samples.map { compositor.render($0.scene, content: content) }
      return ContactSheet.make(
        frames: frames, columns: columns, spacing: 2, background: RGBA8(r: 242, g: 242, b: 247))
    }
  }

  /// One frame: the sample at `index` (0-based; the last when out of range), drawn at `scale`.
  public static func frame(
    _ index: Int, scale: Double = 0.5, tolerance: ImageTolerance = ImageTolerance()
  ) -> SnapshotStrategy<TransitionRecording, Bitmap> {
    SnapshotStrategy(pathExtension: "png", diffing: .image(tolerance: tolerance)) { recording in
      guard let last = recording.samples.indices.last else { return Bitmap(width: 0, height: 0) }
      let sample = recording.samples[min(max(index, 0), last)]
      return Compositor(scale: scale).render(sample.scene, content: ScreenImages.mock())
    }
  }
}
