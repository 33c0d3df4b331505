/// The monotone relation between a transition's progress and how far its tracked layer has
/// travelled (0…1 of the gesture's extent), so that an interactive transition keeps the page
/// exactly under the finger even when the layer's track is not linear in progress.
///
/// Stored as a table of samples at evenly spaced progress and interpolated linearly in both
/// directions. ``identity`` (travel = progress) is exact.
package struct TravelCurve: Sendable, Hashable {
  /// Travel at progress `i / (count − 1)`; non-decreasing, from 0 to 1. Empty means identity.
  package let samples: [Double]

  /// Travel equals progress.
  package static let identity = TravelCurve(samples: [])

  /// Creates a curve from travel samples at evenly spaced progress. Samples are normalised to run
  /// from 0 to 1 and made non-decreasing; fewer than two samples, a flat or non-finite table give
  /// the identity.
  package init(samples raw: [Double]) {
    guard raw.count >= 2, let first = raw.first, let last = raw.last, last != first,
      raw.allSatisfy(\.isFinite)
    else {
      samples = []
      return
    }
    var running = 0.0
    var clean: [Double] = []
    clean.reserveCapacity(raw.count)
    for value in raw {
      running = max(running, ((value - first) / (last - first)).clampedToUnit)
      clean.append(running)
    }
    samples = clean
  }

  /// The steepest progress per unit of travel anywhere on the curve (1 for the identity), capped at
  /// 1000 where the layer barely moves: how far progress can be from its end when travel is.
  package var maximumProgressPerTravel: Double {
    guard samples.count >= 2 else { return 1 }
    let step = 1 / Double(samples.count - 1)
    var steepest = 1.0
    for i in 0..<(samples.count - 1) {
      let rise = samples[i + 1] - samples[i]
      steepest = max(steepest, rise > step / 1000 ? step / rise : 1000)
    }
    return steepest
  }

  /// The travel (0…1) at progress `u` (clamped to 0…1).
  package func travel(atProgress u: Double) -> Double {
    let p = u.clampedToUnit
    guard samples.count >= 2 else { return p }
    let x = p * Double(samples.count - 1)
    let i = min(Int(saturating: x), samples.count - 2)
    return samples[i] + (samples[i + 1] - samples[i]) * (x - Double(i))
  }

  /// The progress (0…1) at which the layer has travelled `travel` (clamped to 0…1); the first such
  /// progress where the curve is flat.
  package func progress(atTravel travel: Double) -> Double {
    let y = travel.clampedToUnit
    guard samples.count >= 2 else { return y }
    var low = 0
    var high = samples.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if samples[mid] < y { low = mid } else { high = mid }
    }
    let span = samples[high] - samples[low]
    let fraction = span > 0 ? (y - samples[low]) / span : 0
    return (Double(low) + fraction.clampedToUnit) / Double(samples.count - 1)
  }
}
