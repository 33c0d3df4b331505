/// Finds the closest of a set of colours (squared Euclidean RGB distance) quickly: the colours
/// are sorted along the channel where they spread most, and the search walks outwards from the
/// query's position on that axis, stopping once the axis distance alone exceeds the best match.
struct GIFNearestColor: Sendable {
  /// Indices into the original colour list, in sorted order.
  private let order: [Int]
  /// The colours' channels in sorted order, three per colour; the sort key is channel `axis`.
  private let channels: [Double]
  private let axis: Int

  /// Prepares the search over `colors` (each `(r, g, b)`, channels 0–255); needs at least one.
  init(_ colors: [(r: Double, g: Double, b: Double)]) {
    var spread = [0.0, 0.0, 0.0]
    for c in 0..<3 {
      let values = colors.map { c == 0 ? $0.r : c == 1 ? $0.g : $0.b }
      spread[c] = (values.max() ?? 0) - (values.min() ?? 0)
    }
    let axis = spread.indices.max { spread[$0] < spread[$1] } ?? 0
    func key(_ i: Int) -> Double { axis == 0 ? colors[i].r : axis == 1 ? colors[i].g : colors[i].b }
    let order = colors.indices.sorted { key($0) < key($1) || (key($0) == key($1) && $0 < $1) }
    self.order = order
    self.axis = axis
    channels = order.flatMap { [colors[$0].r, colors[$0].g, colors[$0].b] }
  }

  /// The index (in the original list) of the colour closest to `(r, g, b)`.
  func nearest(_ r: Double, _ g: Double, _ b: Double) -> Int {
    let count = order.count
    guard count > 1 else { return order.first ?? 0 }
    let query = axis == 0 ? r : axis == 1 ? g : b
    // First sorted position whose key is not below the query.
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if channels[3 * mid + axis] < query { low = mid + 1 } else { high = mid }
    }
    var best = 0
    var bestDistance = Double.infinity
    var up = low
    var down = low - 1
    while up < count || down >= 0 {
      if up < count {
        let d = channels[3 * up + axis] - query
        if d * d >= bestDistance {
          up = count
        } else {
          let distance = Self.distance(channels, up, r, g, b)
          if distance < bestDistance || (distance == bestDistance && order[up] < order[best]) {
            bestDistance = distance
            best = up
          }
          up += 1
        }
      }
      if down >= 0 {
        let d = query - channels[3 * down + axis]
        if d * d >= bestDistance {
          down = -1
        } else {
          let distance = Self.distance(channels, down, r, g, b)
          if distance < bestDistance || (distance == bestDistance && order[down] < order[best]) {
            bestDistance = distance
            best = down
          }
          down -= 1
        }
      }
    }
    return order[best]
  }

  @inline(__always)
  private static func distance(_ channels: [Double], _ i: Int, _ r: Double, _ g: Double, _ b: Double)
    -> Double
  {
    let dr = channels[3 * i] - r
    let dg = channels[3 * i + 1] - g
    let db = channels[3 * i + 2] - b
    return dr * dr + dg * dg + db * db
  }
}
