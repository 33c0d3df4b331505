import PassageCore

/// A function of one variable sampled at regular steps, read back with linear interpolation and
/// zero outside the sampled interval.
struct SampledCurve {
  /// The abscissa of the first sample.
  let origin: Double
  /// The distance between samples (> 0).
  let step: Double
  /// `1 / step`: a lookup multiplies instead of dividing.
  private let samplesPerUnit: Double
  /// The samples.
  let values: [Double]

  /// Samples `f` on `[start, end]` with at most `maxCount` samples no further apart than `step`.
  init(from start: Double, to end: Double, step: Double, maxCount: Int = 65_536, _ f: (Double) -> Double) {
    let length = max(end - start, 0)
    let count = max(2, Int(saturating: min((length / step).rounded(.up) + 1, Double(maxCount))))
    let actualStep = length > 0 ? length / Double(count - 1) : 1
    origin = start
    self.step = actualStep
    samplesPerUnit = 1 / actualStep
    values = (0..<count).map { f(start + Double($0) * actualStep) }
  }

  /// The interpolated value at `x`.
  @inline(__always)
  func value(at x: Double) -> Double {
    let t = (x - origin) * samplesPerUnit
    // Also false for NaN; below count − 1, so both samples read exist and `Int(t)` cannot trap.
    guard t >= 0, t < Double(values.count &- 1) else { return 0 }
    let i = Int(t)
    let f = t - Double(i)
    return values.withUnsafeBufferPointer { v in v[i] + (v[i &+ 1] - v[i]) * f }
  }
}

/// A function of two variables sampled on a regular grid, read back bilinearly with the nearest
/// edge sample repeated outside the grid.
struct SampledGrid {
  /// The position of sample (0, 0).
  let originX: Double
  let originY: Double
  /// The distance between samples in both directions (> 0).
  let cell: Double
  /// `1 / cell`: a lookup multiplies instead of dividing.
  private let samplesPerUnit: Double
  /// Samples per row and per column.
  let columns: Int
  let rows: Int
  /// Row-major samples.
  var values: [Float]

  /// Samples `f` at the centres of a grid covering `[minX, maxX] × [minY, maxY]`.
  init(
    minX: Double, minY: Double, maxX: Double, maxY: Double, cell: Double,
    _ f: (Double, Double) -> Double
  ) {
    columns = max(2, Int(saturating: ((maxX - minX) / cell).rounded(.up)) &+ 1)
    rows = max(2, Int(saturating: ((maxY - minY) / cell).rounded(.up)) &+ 1)
    originX = minX
    originY = minY
    self.cell = cell
    samplesPerUnit = 1 / cell
    var v = [Float](repeating: 0, count: columns * rows)
    for j in 0..<rows {
      let y = minY + Double(j) * cell
      for i in 0..<columns { v[j * columns + i] = Float(f(minX + Double(i) * cell, y)) }
    }
    values = v
  }

  /// The bilinearly interpolated value at `(x, y)`.
  @inline(__always)
  func value(x: Double, y: Double) -> Double {
    // NaN and −∞ go to the first sample, +∞ to the last.
    let rx = (x - originX) * samplesPerUnit
    let ry = (y - originY) * samplesPerUnit
    let tx = rx > 0 ? min(rx, Double(columns &- 1)) : 0
    let ty = ry > 0 ? min(ry, Double(rows &- 1)) : 0
    // 0 ≤ tx ≤ columns − 1 and 0 ≤ ty ≤ rows − 1, so the conversions cannot trap and the four
    // samples read exist.
    let i = min(Int(tx), columns &- 2)
    let j = min(Int(ty), rows &- 2)
    let fx = Float(tx - Double(i))
    let fy = Float(ty - Double(j))
    let (k, n) = (j &* columns &+ i, columns)
    return values.withUnsafeBufferPointer { v in
      let top = v[k] + (v[k &+ 1] - v[k]) * fx
      let bottom = v[k &+ n] + (v[k &+ n &+ 1] - v[k &+ n]) * fx
      return Double(top + (bottom - top) * fy)
    }
  }

  /// Convolves the samples with a normalised Gaussian of deviation `sigma` (in the same units as
  /// `cell`) along rows, then along columns, repeating the edge samples beyond the grid.
  mutating func blur(sigma: Double) {
    let radius = Int(saturating: (3 * sigma / cell).rounded(.up))
    guard radius > 0 else { return }
    var kernel = (-radius...radius).map { Float(GaussianMath.weight(Double($0) * cell, sigma: sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    var scratch = values
    let (w, h) = (columns, rows)
    for j in 0..<h {
      for i in 0..<w {
        var s: Float = 0
        for t in -radius...radius { s += kernel[t + radius] * values[j * w + min(max(i + t, 0), w - 1)] }
        scratch[j * w + i] = s
      }
    }
    for j in 0..<h {
      for i in 0..<w {
        var s: Float = 0
        for t in -radius...radius { s += kernel[t + radius] * scratch[min(max(j + t, 0), h - 1) * w + i] }
        values[j * w + i] = s
      }
    }
  }
}
