import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// The compositor's inner loops — widened bilinear blending, texel coordinates
/// rounded without checked conversions, a perspective run sampled in spans without checks inside
/// the image, a scaled layer's filtered rows — give exactly the values of the plain per-channel,
/// per-pixel arithmetic they replace (and the stepped coordinates stay within 2/256 texel).
@Suite struct PixelArithmeticTests {
  /// `(a·(256 − w) + b·w) / 256` rounded down, one channel at a time.
  static func referenceLerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
    (0..<4).reduce(UInt32(0)) { result, channel in
      let shift = UInt32(channel * 8)
      let (a, b) = ((p >> shift) & 255, (q >> shift) & 255)
      return result | ((a * (256 - w) + b * w) >> 8) << shift
    }
  }

  /// Two packed pixels as the 8 bytes `loadPair` reads from memory.
  static func pair(_ p: UInt32, _ q: UInt32) -> SIMD8<UInt8> {
    var bytes = [UInt8](repeating: 0, count: 8)
    for k in 0..<4 {
      bytes[k] = UInt8((p >> UInt32(8 * k)) & 255)
      bytes[4 + k] = UInt8((q >> UInt32(8 * k)) & 255)
    }
    return bytes.withUnsafeBytes { PackedPixel.loadPair($0, pixel: 0) }
  }

  @Test func bilinearBlendingIsThreeLerpsOfEachChannelRoundedDown() {
    var random = SeededRandom(seed: 13)
    for trial in 0..<pixelTrials(50_000) {
      let p = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
      // Weights 0 and 256 (exact copies) come up often, the rest uniformly.
      let weights: [UInt32] = [0, 256, UInt32.random(in: 0...256, using: &random)]
      let wx = weights[trial % 3]
      let wy = weights[(trial / 3) % 3]
      let expected = Self.referenceLerp(
        Self.referenceLerp(p[0], p[1], wx), Self.referenceLerp(p[2], p[3], wx), wy)
      let (top, bottom) = (Self.pair(p[0], p[1]), Self.pair(p[2], p[3]))
      // Compared plainly and recorded on the first mismatch: `#expect` on each of its trials
      // trials took most of the test's time.
      let actual = PackedPixel.bilinear(top, bottom, wx: wx, wy: wy)
      let tabulated = PackedPixel.bilinear(
        top, bottom, wx: Int(wx), wy: Int(wy), weights: BilinearWeights.table)
      let lerp = PackedPixel.lerp(p[0], p[1], wx)
      guard actual == expected, tabulated == expected, lerp == Self.referenceLerp(p[0], p[1], wx) else {
        Issue.record(
          "\(p) wx \(wx) wy \(wy): bilinear \(actual), from the table \(tabulated), expected \(expected); lerp \(lerp)"
        )
        return
      }
    }
  }

  @Test func texelCoordinatesRoundHalfUpAndClampLikeACheckedConversion() {
    var random = SeededRandom(seed: 7)
    let last = Double(Compositor.maximumPixelSize - 1)
    var samples: [Double] = [.nan, .infinity, -.infinity, -0.0, 0, last, last + 1e-9, 1e300, -1e300]
    for k in 0..<5_000 {
      // Exact halves of 1/256 texel, and their neighbours one ulp away.
      let tie = (Double(k) + 0.5) / 256
      samples += [tie, tie.nextUp, tie.nextDown, Double(k), Double(k) / 256]
    }
    for _ in 0..<pixelTrials(25_000) { samples.append(Double.random(in: -10...(last + 10), using: &random)) }
    for t in samples {
      for last in [0, 1, 2, 1169, last] as [Double] {
        let expected = Int((t > 0 ? min(t, last) : 0) * 256 + 0.5)
        expectEqual(BitmapShader.fixedTexel(t, last: last), expected, "t \(t) last \(last)")
      }
    }
  }

  /// A random projective map, including parts behind the viewer and far outside the image.
  static func randomInverse(_ random: inout SeededRandom) -> Homography {
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
    return Homography(
      m11: r(-2...2), m12: r(-2...2), m13: r(-0.02...0.02), m21: r(-2...2), m22: r(-2...2),
      m23: r(-0.02...0.02), m31: r(-40...40), m32: r(-40...40), m33: r(0.2...2))
  }

  /// The texel coordinates (1/256 texel) that `shader`'s spans give each pixel of `run`, x and y
  /// interleaved; −1 for a pixel in no span (behind the viewer).
  static func spanCoordinates(of shader: BitmapShader, in run: Range<Int>) -> [Int] {
    var fixed = [Int](repeating: -1, count: 2 * run.count)
    var next = run.lowerBound
    shader.forEachSpan(in: run) { span in
      #expect(span.columns.lowerBound >= next && span.columns.upperBound <= run.upperBound)
      next = span.columns.upperBound
      var (x, y, dx, dy) = (span.x, span.y, span.dx, span.dy)
      for column in span.columns {
        let (fx, fy) = (
          BitmapShader.rounded(x, last: shader.bitmapWidth - 1),
          BitmapShader.rounded(y, last: shader.bitmapHeight - 1)
        )
        if span.isInside {
          // Inside, no coordinate needed clamping and the texel has both neighbours.
          let unclamped = { (t: Int) in
            (t + 1 << (BitmapShader.Span.fraction - 9)) >> (BitmapShader.Span.fraction - 8)
          }
          #expect(fx == unclamped(x) && fy == unclamped(y))
          #expect(fx < (shader.bitmapWidth - 1) * 256 && fy < (shader.bitmapHeight - 1) * 256)
        }
        (fixed[2 * (column - run.lowerBound)], fixed[2 * (column - run.lowerBound) + 1]) = (fx, fy)
        (x, y, dx, dy) = (x + dx, y + dy, dx + span.ddx, dy + span.ddy)
      }
    }
    return fixed
  }

  @Test func steppedTexelCoordinatesStayWithinTwoRoundingStepsOfDividingEachPixel() {
    var random = SeededRandom(seed: 99)
    let (width, height) = (37, 23)
    let texels = [UInt8](repeating: 0, count: width * height * 4)
    var worst = 0
    for trial in 0..<2_000 {
      // Wild maps, and the gentle turns transitions make (small m13, as for m34 = −1/1 000).
      var inverse = Self.randomInverse(&random)
      if trial % 2 == 0 { (inverse.m13, inverse.m23) = (inverse.m13 / 50, inverse.m23 / 50) }
      texels.withUnsafeBytes { texels in
        var shader = BitmapShader(
          pixels: texels, bitmapWidth: width, bitmapHeight: height, isOpaque: true, layerWidth: 12,
          layerHeight: 8, inverse: inverse)
        let row = Int.random(in: 0..<100, using: &random)
        shader.beginRow(row)
        let (start, count) = (Int.random(in: 0..<50, using: &random), Int.random(in: 1...300, using: &random))
        let fixed = Self.spanCoordinates(of: shader, in: start..<(start + count))
        let y = Double(row) + 0.5
        for k in 0..<count {
          // The painter's u and v for this pixel, and the exact rounding of `color(column:u:v:)`.
          let x = Double(start + k) + 0.5
          let c = inverse.m13 * x + (inverse.m23 * y + inverse.m33)
          guard c >= Double.leastNormalMagnitude else {
            expectEqual(fixed[2 * k], -1)
            continue
          }
          let u = (inverse.m11 * x + (inverse.m21 * y + inverse.m31)) * (1 / c)
          let v = (inverse.m12 * x + (inverse.m22 * y + inverse.m32)) * (1 / c)
          let fx = BitmapShader.fixedTexel(u * shader.kx - 0.5, last: Double(width - 1))
          let fy = BitmapShader.fixedTexel(v * shader.ky - 0.5, last: Double(height - 1))
          worst = max(worst, abs(Int(fixed[2 * k]) - fx), abs(Int(fixed[2 * k + 1]) - fy))
        }
      }
    }
    #expect(worst <= 2, "worst difference \(worst)/256 texel")
  }

  @Test func aScreenTurnedLikeACardIsFollowedByParabolasWithinTwoRoundingStepsOfTheProjection() throws {
    // A 390×844-point screen turned 30° about y at m34 = −1/1 000, drawn at 3×: the benchmark's
    // perspective frame, where the exact division every 32 pixels is what parabolas buy.
    let turn = Transform3D.perspective(distance: 1000).rotated(angle: Double.pi / 6, x: 0, y: 1, z: 0)
    let layer = LayerState(
      role: .presented, content: .presentedScreen, frame: Rect(x: 0, y: 0, width: 390, height: 844),
      transform: turn)
    let geometry = try #require(LayerGeometry(layer: layer, scale: 3))
    let (width, height) = (1170, 2532)
    let texels = [UInt8](repeating: 0, count: width * height * 4)
    var (parabolaPixels, allPixels, worst) = (0, 0, 0)
    texels.withUnsafeBytes { texels in
      var shader = BitmapShader(
        pixels: texels, bitmapWidth: width, bitmapHeight: height, isOpaque: true, layerWidth: 390,
        layerHeight: 844, inverse: geometry.inverse)
      for row in stride(from: 0, to: 2532, by: 97) {
        shader.beginRow(row)
        let run = geometry.bounds.span(row: row, inset: 0.5, width: 1170)
        shader.forEachSpan(in: run) { span in
          allPixels += span.columns.count
          if span.columns.count > BitmapShader.step { parabolaPixels += span.columns.count }
        }
        let fixed = Self.spanCoordinates(of: shader, in: run)
        for (k, column) in run.enumerated() {
          let exact = shader.exactCoordinates(column: column)
          let (fx, fy) = (
            BitmapShader.rounded(exact.x << 16, last: width - 1),
            BitmapShader.rounded(exact.y << 16, last: height - 1)
          )
          worst = max(worst, abs(fixed[2 * k] - fx), abs(fixed[2 * k + 1] - fy))
        }
      }
    }
    #expect(allPixels > 20_000)
    #expect(parabolaPixels * 10 > allPixels * 9, "\(parabolaPixels) of \(allPixels) pixels in parabolas")
    #expect(worst <= 2, "worst difference \(worst)/256 texel")
  }

  @Test func aRunSamplesEachPixelAtItsSpansCoordinatesWithAllChecksInsideTheImageOrNot() {
    var random = SeededRandom(seed: 97)
    let image = pattern(width: 37, height: 23)
    var insidePixels = 0
    var edgePixels = 0
    for trial in 0..<400 {
      func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
      // Turned layers whose runs cross the image's edges and stay inside it: the fast path
      // (no clamping, no neighbour checks, prefetching) and the checked path in one run.
      let inverse = Homography(
        m11: r(0.03...0.08), m12: r(-0.02...0.02), m13: r(-0.002...0.002), m21: r(-0.02...0.02),
        m22: r(0.03...0.08), m23: r(-0.002...0.002), m31: r(-1...3), m32: r(-1...3), m33: r(0.8...1.2))
      let width = 300
      let weight: UInt32 = trial % 3 == 0 ? 200 : 256
      let background = (0..<(width * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37) }
      var runs = background
      var expected = background
      image.pixels.withUnsafeBytes { texels in
        var shader = BitmapShader(
          pixels: texels, bitmapWidth: image.width, bitmapHeight: image.height, isOpaque: true,
          layerWidth: 12, layerHeight: 8, inverse: inverse)
        shader.beginRow(Int.random(in: 0..<100, using: &random))
        let run = Int.random(in: 0..<20, using: &random)..<Int.random(in: 150...width, using: &random)
        runs.withUnsafeMutableBytes { canvas in
          _ = shader.paintRun(run, weight: weight, into: canvas, rowBase: 0)
        }
        shader.forEachSpan(in: run) { span in
          if span.isInside { insidePixels += span.columns.count } else { edgePixels += span.columns.count }
        }
        let fixed = Self.spanCoordinates(of: shader, in: run)
        expected.withUnsafeMutableBytes { canvas in
          for column in run where fixed[2 * (column - run.lowerBound)] >= 0 {
            let k = 2 * (column - run.lowerBound)
            let color = shader.sample(fx: fixed[k], fy: fixed[k + 1])
            PackedPixel.blend(color, weight: weight, into: canvas, pixel: column)
          }
        }
      }
      let differing = zip(runs, expected).filter { $0 != $1 }.count
      expectEqual(differing, 0, "trial \(trial): \(differing) bytes differ")
      if differing > 0 { return }
    }
    #expect(
      insidePixels > 10_000 && edgePixels > 10_000, "inside \(insidePixels), at the edges \(edgePixels)")
  }

  @Test func aPerspectiveRunLooksLikeItsPixelsSampledOneByOne() {
    var random = SeededRandom(seed: 98)
    let image = pattern(width: 37, height: 23)
    for _ in 0..<300 {
      let inverse = Self.randomInverse(&random)
      let width = 150
      var runs = [UInt8](repeating: 0, count: width * 4)
      var pixels = [UInt8](repeating: 0, count: width * 4)
      image.pixels.withUnsafeBytes { texels in
        var shader = BitmapShader(
          pixels: texels, bitmapWidth: image.width, bitmapHeight: image.height, isOpaque: true,
          layerWidth: 12,
          layerHeight: 8, inverse: inverse)
        let row = Int.random(in: 0..<100, using: &random)
        shader.beginRow(row)
        let y = Double(row) + 0.5
        runs.withUnsafeMutableBytes { canvas in
          _ = shader.paintRun(3..<(width - 2), weight: 256, into: canvas, rowBase: 0)
        }
        pixels.withUnsafeMutableBytes { canvas in
          for column in 3..<(width - 2) {
            let x = Double(column) + 0.5
            let c = inverse.m13 * x + (inverse.m23 * y + inverse.m33)
            guard c >= Double.leastNormalMagnitude else { continue }
            let u = (inverse.m11 * x + (inverse.m21 * y + inverse.m31)) * (1 / c)
            let v = (inverse.m12 * x + (inverse.m22 * y + inverse.m32)) * (1 / c)
            PackedPixel.store(shader.color(column: column, u: u, v: v), canvas, pixel: column)
          }
        }
      }
      // Coordinates 2/256 texel apart move a channel of the pattern (at most 53 levels from one
      // texel to the next) by less than one level, plus one for the rounding of each lerp.
      let worst = zip(runs, pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 2)
      if worst > 2 { return }
    }
  }

  @Test func aScaledLayersRunsBlendRowsFilteredOnceExactlyAsItsPixelsAreSampled() {
    var random = SeededRandom(seed: 31)
    let image = pattern(width: 41, height: 29)
    for _ in 0..<200 {
      func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
      // Canvas pixels → layer points: scales around 1 (a receding screen) and far from it.
      let (sx, sy) = (r(0.05...0.6), r(0.05...0.6))
      let inverse = Homography(
        m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: r(-3...3), m32: r(-3...3), m33: r(0.5...2))
      let width = 90
      var runs = [UInt8](repeating: 0, count: width * 60 * 4)
      var pixels = runs
      image.pixels.withUnsafeBytes { texels in
        var shader = AxisAlignedBitmapShader(
          pixels: texels, bitmapWidth: image.width, bitmapHeight: image.height, isOpaque: true,
          layerHeight: 7,
          inverse: inverse,
          taps: ColumnTaps(inverse: inverse, bitmapWidth: image.width, layerWidth: 10, canvasWidth: width))
        for row in 0..<60 {
          shader.beginRow(row)
          // Runs that grow, shrink and move from row to row, as occluders cut them.
          let lo = Int.random(in: 0..<40, using: &random)
          let hi = Int.random(in: lo...width, using: &random)
          runs.withUnsafeMutableBytes { canvas in
            _ = shader.paintRun(lo..<hi, weight: 256, into: canvas, rowBase: row * width)
          }
          pixels.withUnsafeMutableBytes { canvas in
            for column in lo..<hi {
              PackedPixel.store(shader.color(column: column, u: 0, v: 0), canvas, pixel: row * width + column)
            }
          }
        }
      }
      expectEqual(runs, pixels)
      if runs != pixels { return }
    }
  }
}
