import PassageRender
import PassageTestSupport
import Testing

/// The animated GIF encoder, checked by decoding its output with ``GIFTestDecoder``.
@Suite struct GIFEncoderTests {
  /// An opaque bitmap whose pixel (x, y) is `color(x, y)` (packed `0xRRGGBB`).
  static func bitmap(_ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        bitmap[x, y] = RGBA8(r: UInt8(c >> 16), g: UInt8((c >> 8) & 0xFF), b: UInt8(c & 0xFF))
      }
    }
    return bitmap
  }

  /// The packed colours of an opaque bitmap.
  static func packed(_ bitmap: Bitmap) -> [UInt32] {
    stride(from: 0, to: bitmap.pixels.count, by: 4).map {
      UInt32(bitmap.pixels[$0]) << 16 | UInt32(bitmap.pixels[$0 + 1]) << 8 | UInt32(bitmap.pixels[$0 + 2])
    }
  }

  /// The largest per-channel difference between two packed images.
  static func maxError(_ a: [UInt32], _ b: [UInt32]) -> Int {
    zip(a, b).map { p, q in
      [16, 8, 0].map { abs(Int((p >> UInt32($0)) & 0xFF) - Int((q >> UInt32($0)) & 0xFF)) }.max() ?? 0
    }.max() ?? 0
  }

  /// The mean per-channel difference between two packed images.
  static func meanError(_ a: [UInt32], _ b: [UInt32]) -> Double {
    var total = 0
    for (p, q) in zip(a, b) {
      for shift: UInt32 in [16, 8, 0] {
        let d: Int = Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)
        total += abs(d)
      }
    }
    return Double(total) / Double(max(1, a.count * 3))
  }

  /// Frames of a screen-like animation with at most 255 colours: a card sliding over a striped
  /// background.
  static func slidingCard(frames: Int) -> [Bitmap] {
    (0..<frames).map { n in
      bitmap(60, 40) { x, y in
        if x >= 50 - n * 5 && x < 70 - n * 5 && (10..<30).contains(y) { return 0xE03020 + UInt32(y - 10) }
        return y % 8 < 4 ? 0xF0F0F5 : UInt32(x * 4) << 8
      }
    }
  }

  @Test func framesWithAtMost255ColoursDecodeExactlyWithDelaysAndTheLoopExtension() throws {
    let frames = Self.slidingCard(frames: 6)
    let delays = [10, 3, 3, 3, 3, 50]
    let bytes = try GIF.encode(frames: zip(frames, delays).map { GIFFrame($0, delay: $1) })
    let gif = try GIFTestDecoder.decode(bytes)
    #expect(gif.width == 60 && gif.height == 40)
    expectEqual(gif.loopCount, 0)
    expectEqual(gif.frames.count, 6)
    expectEqual(gif.frames.map(\.delay), delays)
    for (frame, source) in zip(gif.frames, frames) {
      expectEqual(frame.canvas, Self.packed(source))
      expectEqual(frame.disposal, 1)
    }
    #expect(gif.frames[0].transparentIndex == nil)
    #expect(gif.frames.dropFirst().allSatisfy { $0.transparentIndex != nil })
  }

  @Test func exactly256ColoursStillDecodeExactlyWithoutATransparentIndex() throws {
    let first = Self.bitmap(16, 16) { x, y in UInt32(y * 16 + x) * 0x010101 }
    let second = Self.bitmap(16, 16) { x, y in x == 3 && y == 4 ? 0 : UInt32(y * 16 + x) * 0x010101 }
    var encoder = try GIFEncoder(width: 16, height: 16)
    try encoder.add(first, delay: 5)
    try encoder.add(second, delay: 5)
    let gif = try GIFTestDecoder.decode(try encoder.finish())
    expectEqual(gif.palette.count, 256)
    expectEqual(gif.frames.map(\.canvas), [Self.packed(first), Self.packed(second)])
    #expect(gif.frames.allSatisfy { $0.transparentIndex == nil })
    #expect(gif.frames[1].width == 1 && gif.frames[1].height == 1)
  }

  @Test(arguments: [(false, 24, 6.5, 36, 10.0), (true, 40, 9.0, 48, 11.0)])
  func manyColourFramesStayWithinThePaletteErrorBound(
    _ dithering: Bool, _ smoothMax: Int, _ smoothMean: Double, _ noisyMax: Int, _ noisyMean: Double
  ) throws {
    // 6144 colours on a smooth surface, then 5000+ colours with pseudo-random blue: 255 palette
    // entries cannot match these exactly, so the bounds are per-channel errors.
    let smooth = Self.bitmap(96, 64) { x, y in
      UInt32(x * 255 / 95) << 16 | UInt32(y * 4) << 8 | UInt32((x + y) % 256)
    }
    let noisy = Self.bitmap(96, 64) { x, y in
      UInt32(255 - x * 2) << 16 | UInt32(y * 3) << 8 | UInt32(x * y % 256)
    }
    let bytes = try GIF.encode(
      frames: [GIFFrame(smooth, delay: 4), GIFFrame(noisy, delay: 4)],
      options: GIFOptions(dithering: dithering))
    let gif = try GIFTestDecoder.decode(bytes)
    expectEqual(gif.palette.count, 256)
    expectEqual(gif.frames.count, 2)
    for (frame, (source, bounds)) in zip(
      gif.frames, [(smooth, (smoothMax, smoothMean)), (noisy, (noisyMax, noisyMean))])
    {
      let expected = Self.packed(source)
      let error = Self.maxError(frame.canvas, expected)
      let mean = Self.meanError(frame.canvas, expected)
      #expect(error <= bounds.0, "max error \(error), dithering \(dithering)")
      #expect(mean <= bounds.1, "mean error \(mean), dithering \(dithering)")
    }
  }

  @Test func inAScreenWithTooManyColoursTheLargeFlatAreasKeepTheirExactColours() throws {
    let flat: [UInt32] = [0xF2F2F7, 0xFFFFFF, 0x007AFF, 0x1C1C1E, 0x34C759]
    let screen = Self.bitmap(200, 120) { x, y in
      if y < 20 { return UInt32(x) << 16 | UInt32(y * 12) << 8 | UInt32(255 - x) }  // 4000 gradient colours
      return flat[(x / 40 + y / 30) % flat.count]
    }
    let gif = try GIFTestDecoder.decode(try GIF.encode(frames: [GIFFrame(screen, delay: 1)]))
    let expected = Self.packed(screen)
    let canvas = try #require(gif.frames.first?.canvas)
    expectEqual(Array(canvas[(200 * 20)...]), Array(expected[(200 * 20)...]))
    #expect(Self.maxError(canvas, expected) <= 24)
  }

  @Test func laterFramesCoverOnlyTheChangedRectangleUnchangedPixelsInItAreTransparent() throws {
    let base = Self.bitmap(80, 60) { x, y in (x / 10 + y / 10) % 2 == 0 ? 0x336699 : 0xFFFFFF }
    var changed = base
    for y in 20..<25 {
      for x in 30..<40 where (x + y) % 2 == 0 { changed[x, y] = RGBA8(r: 255, g: 0, b: 0) }
    }
    let bytes = try GIF.encode(frames: [GIFFrame(base, delay: 5), GIFFrame(changed, delay: 5)])
    let gif = try GIFTestDecoder.decode(bytes)
    let second = try #require(gif.frames.last)
    expectEqual([second.x, second.y, second.width, second.height], [30, 20, 10, 5])
    let transparent = try #require(second.transparentIndex)
    #expect(second.indices.filter { $0 == UInt8(transparent) }.count == second.indices.count - 25)
    expectEqual(second.canvas, Self.packed(changed))
    let single = try GIF.encode(frames: [GIFFrame(base, delay: 5)])
    #expect(bytes.count - single.count < 100)
  }

  @Test func aFrameIdenticalToThePreviousOneIsMergedIntoItAddingTheDelays() throws {
    let frames = Self.slidingCard(frames: 2)
    var encoder = try GIFEncoder(width: 60, height: 40)
    try encoder.add(frames[0], delay: 3)
    try encoder.add(frames[0], delay: 4)
    try encoder.add(frames[1], delay: 5)
    try encoder.add(frames[1], delay: 6)
    try encoder.add(frames[1], delay: 7)
    expectEqual(encoder.frameCount, 2)
    let gif = try GIFTestDecoder.decode(try encoder.finish())
    expectEqual(gif.frames.map(\.delay), [7, 18])
  }

  @Test func translucentPixelsAreCompositedOverTheBackgroundColour() throws {
    var bitmap = Bitmap(width: 2, height: 1, fill: RGBA8(r: 64, g: 0, b: 0, a: 128))
    bitmap[1, 0] = RGBA8(r: 0, g: 0, b: 0, a: 0)
    let black = GIFOptions(background: RGBA8(r: 0, g: 0, b: 0))
    let white = try GIFTestDecoder.decode(try GIF.encode(frames: [GIFFrame(bitmap, delay: 1)]))
    expectEqual(white.frames[0].canvas, [0xBF7F7F, 0xFFFFFF])
    let dark = try GIFTestDecoder.decode(try GIF.encode(frames: [GIFFrame(bitmap, delay: 1)], options: black))
    expectEqual(dark.frames[0].canvas, [0x400000, 0x000000])
  }

  @Test func delaysLongerThanGIFs65535SAreCarriedByExtraFramesThatChangeNothing() throws {
    let frames = Self.slidingCard(frames: 2)
    let bytes = try GIF.encode(frames: [GIFFrame(frames[0], delay: 70_000), GIFFrame(frames[1], delay: 2)])
    let gif = try GIFTestDecoder.decode(bytes)
    expectEqual(gif.frames.map(\.delay), [65535, 70_000 - 65535, 2])
    expectEqual(gif.frames[1].canvas, Self.packed(frames[0]))
    expectEqual(gif.frames[2].canvas, Self.packed(frames[1]))
  }

  @Test func optionsPaletteSizePlayingOnce() throws {
    let frames = Self.slidingCard(frames: 3).map { GIFFrame($0, delay: 2) }
    let small = try GIFTestDecoder.decode(try GIF.encode(frames: frames, options: GIFOptions(maxColors: 16)))
    expectEqual(small.palette.count, 16)
    expectEqual(small.frames.count, 3)
    let once = try GIFTestDecoder.decode(
      try GIF.encode(frames: frames, options: GIFOptions(loopsForever: false)))
    #expect(once.loopCount == nil)
  }

  @Test func invalidInputIsReportedAsAnErrorNotACrash() throws {
    #expect(throws: GIFError.noFrames) { try GIF.encode(frames: []) }
    #expect(throws: GIFError.noFrames) { try GIFEncoder(width: 2, height: 2).finish() }
    #expect(throws: GIFError.invalidCanvasSize(width: 0, height: 3)) { try GIFEncoder(width: 0, height: 3) }
    #expect(throws: GIFError.invalidCanvasSize(width: 70_000, height: 3)) {
      try GIFEncoder(width: 70_000, height: 3)
    }
    #expect(throws: GIFError.invalidColorCount(1)) {
      try GIFEncoder(width: 2, height: 2, options: GIFOptions(maxColors: 1))
    }
    var encoder = try GIFEncoder(width: 4, height: 4)
    try encoder.add(Bitmap(width: 4, height: 4), delay: 1)
    #expect(
      throws: GIFError.frameSizeMismatch(frame: 1, width: 5, height: 4, canvasWidth: 4, canvasHeight: 4)
    ) {
      try encoder.add(Bitmap(width: 5, height: 4), delay: 1)
    }
    #expect(throws: GIFError.invalidDelay(frame: 1, delay: -1)) {
      try encoder.add(Bitmap(width: 4, height: 4), delay: -1)
    }
    var broken = Bitmap(width: 4, height: 4)
    broken.pixels.append(0)
    #expect(throws: GIFError.invalidPixelCount(frame: 1, expected: 64, actual: 65)) {
      try encoder.add(broken, delay: 1)
    }
    #expect(
      throws: GIFError.frameSizeMismatch(frame: 1, width: 2, height: 2, canvasWidth: 1, canvasHeight: 1)
    ) {
      try GIF.encode(frames: [
        GIFFrame(Bitmap(width: 1, height: 1), delay: 1), GIFFrame(Bitmap(width: 2, height: 2), delay: 1),
      ])
    }
    expectEqual(
      GIFError.frameSizeMismatch(frame: 2, width: 5, height: 4, canvasWidth: 4, canvasHeight: 4).description,
      "frame 2 is 5×4 but the animation is 4×4")
    // The failed calls left the encoder usable.
    try expectEqual(GIFTestDecoder.decode(try encoder.finish()).frames.count, 1)
  }

  @Test func randomAnimationsDecodeToTheirExactlyRepresentedFrames() throws {
    var random = SeededRandom(seed: 77)
    for _ in 0..<5 {
      let colors = (0..<Int.random(in: 2...200, using: &random)).map { _ in
        UInt32.random(in: 0...0xFF_FFFF, using: &random)
      }
      var frames: [Bitmap] = []
      var current = Self.bitmap(31, 23) { _, _ in colors[0] }
      for _ in 0..<8 {
        let x0 = Int.random(in: 0..<31, using: &random)
        let y0 = Int.random(in: 0..<23, using: &random)
        for y in y0..<min(23, y0 + Int.random(in: 1...12, using: &random)) {
          for x in x0..<min(31, x0 + Int.random(in: 1...12, using: &random)) {
            let c = colors[Int.random(in: 0..<colors.count, using: &random)]
            current[x, y] = RGBA8(r: UInt8(c >> 16), g: UInt8((c >> 8) & 0xFF), b: UInt8(c & 0xFF))
          }
        }
        frames.append(current)
      }
      let gif = try GIFTestDecoder.decode(try GIF.encode(frames: frames.map { GIFFrame($0, delay: 1) }))
      #expect(gif.frames.last?.canvas == Self.packed(current))
      for frame in gif.frames {
        #expect(frames.contains { Self.packed($0) == frame.canvas })
      }
    }
  }
}
