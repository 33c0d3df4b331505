import PassageCore

/// Whether two numbers are within `tolerance` of each other (NaN is never close).
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two transforms agree entry by entry within `tolerance`.
public func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9) -> Bool {
  zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two points agree within `tolerance` in each coordinate.
public func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// The largest entry-wise difference between two transforms.
public func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
  zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
}
