import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// The SIMD fast path: runs of four pixels (a moved screen's lerps, a dimming layer's "over")
/// give, pixel for pixel, what the one-pixel arithmetic gives.
@Suite struct PackedPixelQuadTests {
  /// Four random pixels, as a quad and one by one.
  static func randomQuad(_ random: inout SeededRandom) -> (SIMD16<UInt8>, [UInt32]) {
    let pixels = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
    return (quad(pixels), pixels)
  }

  /// The 16 bytes of four packed pixels as they lie in memory.
  static func quad(_ pixels: [UInt32]) -> SIMD16<UInt8> {
    var bytes = [UInt8](repeating: 0, count: 16)
    bytes.withUnsafeMutableBytes { buffer in
      for (k, p) in pixels.enumerated() { PackedPixel.store(p, buffer, pixel: k) }
    }
    return bytes.withUnsafeBytes { PackedPixel.loadQuad($0, pixel: 0) }
  }

  /// The four packed pixels of a quad.
  static func pixels(_ quad: SIMD16<UInt8>) -> [UInt32] {
    withUnsafeBytes(of: quad) { buffer in (0..<4).map { PackedPixel.load(buffer, pixel: $0) } }
  }

  @Test func splittingAndJoiningAQuadGivesItsBytesBack() {
    var random = SeededRandom(seed: 41)
    for _ in 0..<1_000 {
      let (quad, pixels) = Self.randomQuad(&random)
      let (even, odd) = PackedPixel.split(quad)
      expectEqual(PackedPixel.join(even, odd), quad)
      expectEqual(Self.pixels(quad), pixels)
    }
  }

  @Test func aQuadOfOpaquePixelsBlendedWithOneWeightIsEachPixelBlended() {
    var random = SeededRandom(seed: 43)
    for k in UInt32(0)...255 {
      for _ in 0..<8 {
        let source = (0..<4).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) | 0xFF00_0000 }
        let (under, canvas) = Self.randomQuad(&random)
        var expected = [UInt8](repeating: 0, count: 16)
        expected.withUnsafeMutableBytes { buffer in
          for (i, p) in canvas.enumerated() {
            PackedPixel.store(p, buffer, pixel: i)
            PackedPixel.blend(source[i], weight: k, into: buffer, pixel: i)
          }
        }
        let blended = PackedPixel.blend(opaque: Self.quad(source), weight: k, over: under)
        expectEqual(
          Self.pixels(blended),
          expected.withUnsafeBytes { b in (0..<4).map { PackedPixel.load(b, pixel: $0) } }, "k \(k)")
      }
    }
  }

  @Test func aQuadsLerpAndBilinearBlendAreThoseOfEachPixel() {
    var random = SeededRandom(seed: 42)
    for trial in 0..<pixelTrials(15_000) {
      let weights: [UInt32] = [0, 256, UInt32.random(in: 0...256, using: &random)]
      let (wx, wy) = (weights[trial % 3], weights[(trial / 3) % 3])
      let (top, p) = Self.randomQuad(&random)
      let (topRight, q) = Self.randomQuad(&random)
      let (bottom, r) = Self.randomQuad(&random)
      let (bottomRight, s) = Self.randomQuad(&random)
      let lerps = Self.pixels(PackedPixel.lerp(quads: top, topRight, wx))
      let expectedLerps = (0..<4).map { PackedPixel.lerp(p[$0], q[$0], wx) }
      let blends = Self.pixels(
        PackedPixel.bilinear(quads: top, topRight, bottom, bottomRight, wx: wx, wy: wy))
      let expected = (0..<4).map { k in
        PackedPixel.bilinear(
          PixelArithmeticTests.pair(p[k], q[k]), PixelArithmeticTests.pair(r[k], s[k]), wx: wx, wy: wy)
      }
      // Compared plainly and recorded on the first mismatch (`#expect` per trial is slow).
      guard lerps == expectedLerps, blends == expected else {
        Issue.record(
          "wx \(wx) wy \(wy): lerps \(lerps) for \(expectedLerps), blends \(blends) for \(expected)")
        return
      }
    }
  }

  @Test func aQuadOverIsTheOverOfEachPixelForPremultipliedSources() {
    var random = SeededRandom(seed: 43)
    for trial in 0..<pixelTrials(15_000) {
      // A premultiplied source: every colour channel at most its alpha (0 and 255 often).
      let alpha = [0, 255, UInt32.random(in: 0...255, using: &random)][trial % 3]
      let src =
        UInt32.random(in: 0...alpha, using: &random) | UInt32.random(in: 0...alpha, using: &random) << 8
        | UInt32.random(in: 0...alpha, using: &random) << 16 | alpha << 24
      let (dst, pixels) = Self.randomQuad(&random)
      let actual = Self.pixels(PackedPixel.over(src, quad: dst))
      let expected = pixels.map { PackedPixel.over(src, $0) }
      expectEqual(actual, expected, "src \(src)")
      if actual != expected { return }
    }
  }

  @Test func aMovedLayersRunsAreItsPixelsSampledOneByOne() {
    var random = SeededRandom(seed: 44)
    let image = pattern(width: 61, height: 29)
    for trial in 0..<300 {
      // One texel per canvas pixel, moved by whole and fractional amounts in x, y or both.
      let fractions = [0.0, 0.5, Double.random(in: 0..<1, using: &random)]
      let (fx, fy) = (fractions[trial % 3], fractions[(trial / 3) % 3])
      let inverse = Homography(
        m11: 0.2, m12: 0, m13: 0, m21: 0, m22: 0.2, m23: 0,
        m31: -(Double(Int.random(in: 0...10, using: &random)) + fx) * 0.2,
        m32: -(Double(Int.random(in: 0...10, using: &random)) + fy) * 0.2, m33: 1)
      let width = 50
      let (opaque, weight): (Bool, UInt32) =
        trial % 4 == 0 ? (false, 256) : (true, trial % 5 == 0 ? 180 : 256)
      let background = (0..<(width * 4)).map { UInt8(truncatingIfNeeded: $0 &* 29) }
      var runs = background
      var pixels = background
      image.pixels.withUnsafeBytes { texels in
        var shader = AxisAlignedBitmapShader(
          pixels: texels, bitmapWidth: image.width, bitmapHeight: image.height, isOpaque: opaque,
          layerHeight: 29 * 0.2,
          inverse: inverse,
          taps: ColumnTaps(
            inverse: inverse, bitmapWidth: image.width, layerWidth: 61 * 0.2, canvasWidth: width))
        shader.beginRow(Int.random(in: 0..<15, using: &random))
        let lo = Int.random(in: 0..<20, using: &random)
        let run = lo..<Int.random(in: lo...(width - 10), using: &random)
        var painted = false
        runs.withUnsafeMutableBytes { canvas in
          painted = shader.paintRun(run, weight: weight, into: canvas, rowBase: 0)
        }
        pixels.withUnsafeMutableBytes { canvas in
          for column in run where painted {
            PackedPixel.blend(
              shader.color(column: column, u: 0, v: 0), weight: weight, into: canvas, pixel: column)
          }
        }
      }
      let differing = zip(runs, pixels).filter { $0 != $1 }.count
      expectEqual(differing, 0, "trial \(trial): \(differing) bytes differ")
      if differing > 0 { return }
    }
  }

  @Test func aTranslucentColoursRunIsItsPixelsCompositedOneByOne() {
    var random = SeededRandom(seed: 45)
    for trial in 0..<300 {
      let color = LayerColor(
        red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
        blue: Double.random(in: 0...1, using: &random), alpha: [0.04, 0.3, 1][trial % 3])
      let shader = SolidShader(packed: color.packedPremultiplied)
      let weight: UInt32 = trial % 2 == 0 ? 256 : UInt32.random(in: 1...255, using: &random)
      let width = 40
      let background = (0..<(width * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
      var runs = background
      var pixels = background
      let lo = Int.random(in: 0..<10, using: &random)
      let run = lo..<Int.random(in: lo...width, using: &random)
      runs.withUnsafeMutableBytes { _ = shader.paintRun(run, weight: weight, into: $0, rowBase: 0) }
      pixels.withUnsafeMutableBytes { canvas in
        for column in run { PackedPixel.blend(shader.packed, weight: weight, into: canvas, pixel: column) }
      }
      expectEqual(runs, pixels, "trial \(trial)")
      if runs != pixels { return }
    }
  }
}
