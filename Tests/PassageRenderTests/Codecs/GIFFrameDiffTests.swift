import PassageTestSupport
import Testing

@testable import PassageRender

/// The frames a GIF writes after the first: only what changed, the rest transparent, or the
/// colour of the run it continues.
@Suite struct GIFFrameDiffTests {
  static let transparent: UInt8 = 9

  @Test func compositingInPlaceGivesTheColoursOfCompositingIntoANewBuffer() {
    var random = SeededRandom(seed: 17)
    let background = RGBA8(r: 30, g: 140, b: 250)
    for count in [0, 1, 7, 8, 9, 16, 23, 64, 100] {
      // Opaque runs of eight, runs broken by one translucent pixel, and premultiplied noise.
      for translucentEvery in [0, 5, 1] {
        var pixels: [UInt8] = []
        for k in 0..<count {
          let a: UInt8 =
            translucentEvery > 0 && k % translucentEvery == 0
            ? UInt8.random(in: 0...254, using: &random) : 255
          pixels += (0..<3).map { _ in UInt8.random(in: 0...a, using: &random) } + [a]
        }
        var expected = [UInt32](repeating: 0, count: count)
        GIFFrameDiff.composite(pixels, over: background, into: &expected)
        pixels.withUnsafeMutableBufferPointer { GIFFrameDiff.compositeInPlace($0, over: background) }
        let packed = pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        expectEqual(packed, expected, "\(count) pixels, translucent every \(translucentEvery)")
      }
    }
  }

  @Test func anUnchangedPixelContinuingARunIsWrittenAsItsColourAndOthersAreTransparent() throws {
    // One row of 7: pixels 0, 4 and 6 change; 1–3 are unchanged and of the colour written at 0.
    var displayed: [UInt8] = [1, 4, 4, 4, 1, 3, 1]
    let frame = try #require(
      GIFFrameDiff.update(
        &displayed, width: 7, with: [4, 4, 4, 4, 2, 3, 2], in: GIFRect(x: 0, y: 0, width: 7, height: 1),
        delay: 3, transparentIndex: Int(Self.transparent)))
    let t = Self.transparent
    expectEqual(frame.rect, GIFRect(x: 0, y: 0, width: 7, height: 1))
    expectEqual(frame.indices, [4, 4, 4, 4, 2, t, 2])
    expectEqual(displayed, [4, 4, 4, 4, 2, 3, 2])
  }

  @Test func whatTheFrameWritesShowsTheNewIndicesOverTheOldOnes() throws {
    var random = SeededRandom(seed: 3)
    for _ in 0..<200 {
      let (width, height) = (Int.random(in: 1...9, using: &random), Int.random(in: 1...6, using: &random))
      let old = (0..<(width * height)).map { _ in UInt8.random(in: 0...3, using: &random) }
      let new = old.map { Bool.random(using: &random) ? $0 : UInt8.random(in: 0...3, using: &random) }
      var displayed = old
      let full = GIFRect(x: 0, y: 0, width: width, height: height)
      guard
        let frame = GIFFrameDiff.update(
          &displayed, width: width, with: new, in: full, delay: 1, transparentIndex: Int(Self.transparent))
      else {
        expectEqual(old, new)
        continue
      }
      // Show the frame as a decoder does: transparent leaves the pixel, anything else sets it.
      var shown = old
      for (k, index) in frame.indices.enumerated() where index != Self.transparent {
        shown[(frame.rect.y + k / frame.rect.width) * width + frame.rect.x + k % frame.rect.width] = index
      }
      expectEqual(shown, new)
      expectEqual(displayed, new)
    }
  }
}
