import PassageCore

extension Bitmap {
  /// This bitmap stretched to `width × height` pixels (each at least 1): area averaging along an
  /// axis that shrinks (every source pixel contributes by the area it covers), linear
  /// interpolation along an axis that grows. Premultiplied channels are filtered directly, so
  /// transparent pixels do not darken their neighbours.
  ///
  /// Returns the bitmap unchanged when the size is already right, and a transparent bitmap when
  /// this one is empty.
  /// - Complexity: O(output pixels × (1 + shrink factor)).
  public func resampled(width: Int, height: Int) -> Bitmap {
    let (w, h) = (max(1, width), max(1, height))
    if w == self.width && h == self.height { return self }
    guard self.width > 0, self.height > 0 else { return Bitmap(width: w, height: h) }
    let across = Bitmap.resamplingWeights(from: self.width, to: w)
    let down = Bitmap.resamplingWeights(from: self.height, to: h)
    // Horizontal pass into floats: h_src rows × w columns × 4 channels.
    var middle = [Float](repeating: 0, count: self.height * w * 4)
    for y in 0..<self.height {
      let row = y * self.width * 4
      for x in 0..<w {
        var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (source, weight) in across[x] {
          let i = row + source * 4
          acc.0 += weight * Float(pixels[i])
          acc.1 += weight * Float(pixels[i + 1])
          acc.2 += weight * Float(pixels[i + 2])
          acc.3 += weight * Float(pixels[i + 3])
        }
        let o = (y * w + x) * 4
        (middle[o], middle[o + 1], middle[o + 2], middle[o + 3]) = acc
      }
    }
    var out = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
        for (source, weight) in down[y] {
          let i = (source * w + x) * 4
          acc.0 += weight * middle[i]
          acc.1 += weight * middle[i + 1]
          acc.2 += weight * middle[i + 2]
          acc.3 += weight * middle[i + 3]
        }
        let a = min(max(acc.3 + 0.5, 0), 255)
        let o = (y * w + x) * 4
        out[o] = UInt8(min(max(acc.0 + 0.5, 0), a))
        out[o + 1] = UInt8(min(max(acc.1 + 0.5, 0), a))
        out[o + 2] = UInt8(min(max(acc.2 + 0.5, 0), a))
        out[o + 3] = UInt8(a)
      }
    }
    return Bitmap(width: w, height: h, pixels: out) ?? Bitmap(width: w, height: h)
  }

  /// For each of `count` output pixels, the source pixels and weights (summing to 1) along one axis
  /// of `sourceCount` pixels.
  static func resamplingWeights(from sourceCount: Int, to count: Int) -> [[(Int, Float)]] {
    let ratio = Double(sourceCount) / Double(count)
    return (0..<count).map { i in
      if ratio > 1 {
        // Box: the output pixel covers [i·ratio, (i+1)·ratio) of the source.
        let lo = Double(i) * ratio
        let hi = lo + ratio
        var taps: [(Int, Float)] = []
        var s = Int(saturating: lo)
        while Double(s) < hi && s < sourceCount {
          let overlap = min(Double(s + 1), hi) - max(Double(s), lo)
          if overlap > 0 { taps.append((s, Float(overlap / ratio))) }
          s += 1
        }
        return taps
      }
      // Tent: linear interpolation between the two nearest source centres.
      let t = min(max((Double(i) + 0.5) * ratio - 0.5, 0), Double(sourceCount - 1))
      let s0 = Int(saturating: t)
      let s1 = min(s0 + 1, sourceCount - 1)
      let f = Float(t - Double(s0))
      return f > 0 ? [(s0, 1 - f), (s1, f)] : [(s0, Float(1))]
    }
  }
}
