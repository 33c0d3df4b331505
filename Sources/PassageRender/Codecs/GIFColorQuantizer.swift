/// Chooses a palette for many colours: median cut on a colour histogram (each box split where
/// it minimises the total squared error), refined by weighted k-means (Lloyd) iterations.
/// Distances are squared Euclidean in RGB, which minimises the per-channel error.
enum GIFColorQuantizer {
  /// A colour with a weight (how many pixels it stands for); channels are 0–255.
  struct Entry: Sendable {
    var r: Double
    var g: Double
    var b: Double
    var weight: Double
  }

  /// A palette of at most `count` packed `0xRRGGBB` colours (1 or more) for `entries`.
  static func palette(for entries: [Entry], count: Int, refinements: Int = 10) -> [UInt32] {
    guard !entries.isEmpty else { return [0] }
    var centres = medianCut(entries, count: max(1, count))
    for _ in 0..<refinements {
      guard refine(&centres, entries) else { break }
    }
    var seen = Set<UInt32>()
    return centres.map(pack).filter { seen.insert($0).inserted }
  }

  private static func pack(_ e: Entry) -> UInt32 {
    func channel(_ v: Double) -> UInt32 { UInt32(max(0, min(255, v.rounded()))) }
    return channel(e.r) << 16 | channel(e.g) << 8 | channel(e.b)
  }

  /// A box of the median cut: a range of the entry array and its weighted statistics.
  private struct Box {
    var range: Range<Int>
    var mean: Entry
    var error: Double
    var widest: Int
  }

  private static func box(_ entries: [Entry], _ range: Range<Int>) -> Box {
    var w = 0.0
    var s = (0.0, 0.0, 0.0)
    var q = (0.0, 0.0, 0.0)
    for e in entries[range] {
      w += e.weight
      s.0 += e.weight * e.r
      s.1 += e.weight * e.g
      s.2 += e.weight * e.b
      q.0 += e.weight * e.r * e.r
      q.1 += e.weight * e.g * e.g
      q.2 += e.weight * e.b * e.b
    }
    let mean = Entry(r: s.0 / w, g: s.1 / w, b: s.2 / w, weight: w)
    let variance = [max(0, q.0 - s.0 * s.0 / w), max(0, q.1 - s.1 * s.1 / w), max(0, q.2 - s.2 * s.2 / w)]
    let widest = variance.indices.max { variance[$0] < variance[$1] } ?? 0
    return Box(range: range, mean: mean, error: variance.reduce(0, +), widest: widest)
  }

  private static func medianCut(_ input: [Entry], count: Int) -> [Entry] {
    var entries = input
    var boxes = [box(entries, 0..<entries.count)]
    while boxes.count < count {
      guard
        let pick = boxes.indices.filter({ boxes[$0].range.count > 1 && boxes[$0].error > 0 })
          .max(by: { boxes[$0].error < boxes[$1].error })
      else { break }
      let chosen = boxes[pick]
      let range = chosen.range
      let key: (Entry) -> Double =
        switch chosen.widest {
        case 0: { $0.r }
        case 1: { $0.g }
        default: { $0.b }
        }
      entries[range].sort { key($0) < key($1) }
      let split = bestSplit(entries, range)
      boxes[pick] = box(entries, range.lowerBound..<split)
      boxes.append(box(entries, split..<range.upperBound))
    }
    return boxes.map(\.mean)
  }

  /// The index in `range` (sorted along one axis) that splits it into two non-empty parts with
  /// the smallest total weighted squared error.
  private static func bestSplit(_ entries: [Entry], _ range: Range<Int>) -> Int {
    var total = (0.0, 0.0, 0.0, 0.0)
    for e in entries[range] {
      total.0 += e.weight
      total.1 += e.weight * e.r
      total.2 += e.weight * e.g
      total.3 += e.weight * e.b
    }
    // Minimising the error of both halves equals maximising Σ |sum|² / weight over the halves.
    var left = (0.0, 0.0, 0.0, 0.0)
    var best = range.lowerBound + 1
    var bestScore = -Double.infinity
    for i in range.dropLast() {
      let e = entries[i]
      left.0 += e.weight
      left.1 += e.weight * e.r
      left.2 += e.weight * e.g
      left.3 += e.weight * e.b
      let right = (total.0 - left.0, total.1 - left.1, total.2 - left.2, total.3 - left.3)
      guard left.0 > 0, right.0 > 0 else { continue }
      let score =
        (left.1 * left.1 + left.2 * left.2 + left.3 * left.3) / left.0
        + (right.1 * right.1 + right.2 * right.2 + right.3 * right.3) / right.0
      if score > bestScore {
        bestScore = score
        best = i + 1
      }
    }
    return best
  }

  /// One k-means step: moves each centre to the weighted mean of the entries nearest to it.
  /// Returns whether any centre moved noticeably.
  private static func refine(_ centres: inout [Entry], _ entries: [Entry]) -> Bool {
    var sums = [Entry](repeating: Entry(r: 0, g: 0, b: 0, weight: 0), count: centres.count)
    let search = GIFNearestColor(centres.map { ($0.r, $0.g, $0.b) })
    for e in entries {
      let best = search.nearest(e.r, e.g, e.b)
      sums[best].r += e.r * e.weight
      sums[best].g += e.g * e.weight
      sums[best].b += e.b * e.weight
      sums[best].weight += e.weight
    }
    var moved = false
    for i in centres.indices where sums[i].weight > 0 {
      let w = sums[i].weight
      let next = Entry(r: sums[i].r / w, g: sums[i].g / w, b: sums[i].b / w, weight: w)
      if abs(next.r - centres[i].r) + abs(next.g - centres[i].g) + abs(next.b - centres[i].b) > 0.25 {
        moved = true
      }
      centres[i] = next
    }
    return moved
  }
}
