import PassageCore

extension Reel {
  /// Which of the frames starting at `times` (seconds, ascending) to show, and for how many
  /// centiseconds, so that the last one ends at `end`.
  ///
  /// Each time is rounded to a whole centisecond and a frame's delay is the difference between its
  /// rounded start and the next kept frame's, so rounding errors are carried, never accumulated:
  /// the delays add up to `round(end × 100) − round(times[0] × 100)`. A frame that would be shown
  /// for less than `minimumDelay` is skipped; when the last one would be, it replaces the frame
  /// kept before it. Only a lone frame may be lengthened (to `minimumDelay`). Conversions are
  /// total: times beyond ±9.2 × 10¹⁶ s saturate.
  ///
  /// - Complexity: O(n) in the number of times.
  static func schedule(times: [Double], end: Double, minimumDelay: Int) -> [(index: Int, delay: Int)] {
    guard !times.isEmpty else { return [] }
    let minimum = max(minimumDelay, 0)
    func centiseconds(_ t: Double) -> Int { Int(saturating: (t * 100).rounded()) }
    var kept: [(index: Int, start: Int)] = [(0, centiseconds(times[0]))]
    for index in times.indices.dropFirst() {
      let start = max(centiseconds(times[index]), kept[kept.count - 1].start)
      if start - kept[kept.count - 1].start >= minimum { kept.append((index, start)) }
    }
    let last = times.count - 1
    let finish = max(centiseconds(end), kept[kept.count - 1].start)
    // The last frame always shows: in place of the last kept one if it was skipped, or of the
    // one before that if it would be too short.
    kept[kept.count - 1].index = last
    if finish - kept[kept.count - 1].start < minimum, kept.count > 1 {
      kept.removeLast()
      kept[kept.count - 1].index = last
    }
    return kept.indices.map { k in
      let next = k + 1 < kept.count ? kept[k + 1].start : finish
      return (kept[k].index, max(next - kept[k].start, k + 1 < kept.count ? 0 : minimum))
    }
  }
}
