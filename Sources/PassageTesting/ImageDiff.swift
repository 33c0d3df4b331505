import PassageCore
import PassageRender

/// How different two images may be and still match.
public struct ImageTolerance: Sendable, Hashable {
  /// The largest difference allowed in any one channel of a pixel (0…255) for that pixel to count
  /// as equal.
  public var perChannel: Int
  /// The share of pixels (0…1) allowed to differ by more than `perChannel`.
  public var differingPixels: Double

  /// Creates a tolerance; values are clamped to their ranges.
  public init(perChannel: Int = 2, differingPixels: Double = 0.001) {
    self.perChannel = min(max(perChannel, 0), 255)
    self.differingPixels = differingPixels.clampedToUnit
  }

  /// Only identical images match.
  public static let exact = ImageTolerance(perChannel: 0, differingPixels: 0)
}

/// Pixel comparison of bitmaps with a tolerance, and a diff image that shows where they differ.
package enum ImageDiff {
  /// `nil` when the images match within `tolerance`; otherwise the size mismatch, or how many
  /// pixels differ, the largest channel difference and the bounding box of the differing region,
  /// with a PNG diff image (differences in red over a faded copy of the reference).
  package static func compare(_ reference: Bitmap, _ actual: Bitmap, tolerance: ImageTolerance)
    -> SnapshotDifference?
  {
    guard reference.width == actual.width, reference.height == actual.height else {
      return SnapshotDifference(
        message:
          "the image size differs: expected \(reference.width)×\(reference.height), got \(actual.width)×\(actual.height)"
      )
    }
    let (w, h) = (reference.width, reference.height)
    var differing = 0
    var largest = 0
    var box = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
    var diff = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let i = (y * w + x) * 4
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(reference.pixels[i + c]) - Int(actual.pixels[i + c]))) }
        largest = max(largest, delta)
        if delta > tolerance.perChannel {
          differing += 1
          box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
          diff[i] = 255
          diff[i + 3] = 255
        } else {
          let grey = UInt8(
            (Int(reference.pixels[i]) + Int(reference.pixels[i + 1]) + Int(reference.pixels[i + 2])) / 12
              + 190)
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (grey, grey, grey, 255)
        }
      }
    }
    let share = w * h > 0 ? Double(differing) / Double(w * h) : 0
    guard differing > 0, share > tolerance.differingPixels else { return nil }
    let message =
      "\(differing) of \(w * h) pixels differ by more than \(tolerance.perChannel) (allowed share \(tolerance.differingPixels),"
      + " got \(share)); largest channel difference \(largest); differing region x \(box.minX)…\(box.maxX),"
      + " y \(box.minY)…\(box.maxY)"
    let image = Bitmap(width: w, height: h, pixels: diff).flatMap { try? PNG.encode($0) }
    return SnapshotDifference(
      message: message, artifact: image.map { .init(bytes: $0, pathExtension: "png") })
  }
}

extension SnapshotFormat where Format == Bitmap {
  /// PNG files compared pixel by pixel within `tolerance`.
  public static func image(tolerance: ImageTolerance = ImageTolerance()) -> SnapshotFormat<Bitmap> {
    SnapshotFormat(
      toBytes: { try PNG.encode($0) }, fromBytes: { try PNG.decode($0) },
      compare: { ImageDiff.compare($0, $1, tolerance: tolerance) })
  }
}
