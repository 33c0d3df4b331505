/// The pixel work behind ``GIFEncoder``: compositing, finding what changed between frames, and
/// turning a frame into the smallest rectangle of palette indices that updates the display.
enum GIFFrameDiff {
  /// A frame ready to be written.
  struct EncodedFrame: Sendable {
    /// The canvas rectangle the frame covers.
    var rect: GIFRect
    /// Palette indices for `rect`, row by row.
    var indices: [UInt8]
    /// Hundredths of a second, 0 or more (may exceed 65535 after merging).
    var delay: Int
    /// The index that stands for "unchanged", if the frame uses one.
    var transparentIndex: Int?
    /// The displayed index at the canvas's top-left pixel once the frame is shown.
    var cornerIndex: UInt8
  }

  /// Composites premultiplied RGBA `pixels` over the opaque `background` into packed `0xRRGGBB`
  /// colours (`out` must hold one entry per pixel).
  static func composite(_ pixels: [UInt8], over background: RGBA8, into out: inout [UInt32]) {
    pixels.withUnsafeBufferPointer { p in
      out.withUnsafeMutableBufferPointer { out in
        for i in 0..<min(out.count, p.count / 4) {
          out[i] = color(p[4 * i], p[4 * i + 1], p[4 * i + 2], p[4 * i + 3], over: background)
        }
      }
    }
  }

  /// ``composite(_:over:into:)`` with the colours written over the pixels they come from: pixel
  /// `i`'s 4 bytes become the packed colour of the same bytes read as a `UInt32` (native order).
  ///
  /// Eight opaque pixels at a time are only their bytes moved, `r g b a` (read little-endian)
  /// to `0xRRGGBB`; a group of eight with any translucent pixel is composited pixel by pixel.
  static func compositeInPlace(_ pixels: UnsafeMutableBufferPointer<UInt8>, over background: RGBA8) {
    let raw = UnsafeMutableRawBufferPointer(pixels)
    let count = pixels.count / 4
    var i = 0
    while i &+ 8 <= count {
      let v = raw.loadUnaligned(fromByteOffset: 4 &* i, as: SIMD8<UInt32>.self)
      // Eight alphas of at most 255 sum to 8 × 255 only when all are 255 (a reduction that
      // compiles to a few vector instructions, where `all(_:)` of a mask loops over its lanes).
      if (v &>> 24).wrappedSum() == 8 &* 255 {
        let packed = (v & 0xFF) &<< 16 | v & 0xFF00 | (v &>> 16) & 0xFF
        raw.storeBytes(of: packed, toByteOffset: 4 &* i, as: SIMD8<UInt32>.self)
      } else {
        compositePixels(i..<(i &+ 8), raw, over: background)
      }
      i &+= 8
    }
    compositePixels(i..<count, raw, over: background)
  }

  /// ``compositeInPlace(_:over:)`` of pixels `range`, one at a time.
  @inline(__always)
  private static func compositePixels(
    _ range: Range<Int>, _ raw: UnsafeMutableRawBufferPointer, over background: RGBA8
  ) {
    for i in range {
      let packed = color(raw[4 &* i], raw[4 &* i &+ 1], raw[4 &* i &+ 2], raw[4 &* i &+ 3], over: background)
      raw.storeBytes(of: packed, toByteOffset: 4 &* i, as: UInt32.self)
    }
  }

  /// The premultiplied pixel `r g b a` over the opaque `background`, packed `0xRRGGBB`, each
  /// channel rounded.
  @inline(__always)
  private static func color(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, over background: RGBA8) -> UInt32
  {
    guard a != 255 else { return UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
    let k = 255 - Int(a)
    @inline(__always) func over(_ c: UInt8, _ under: UInt8) -> UInt32 {
      let t = Int(under) * k + 128
      return UInt32(min(255, Int(c) + (t + (t >> 8)) >> 8))
    }
    return over(r, background.r) << 16 | over(g, background.g) << 8 | over(b, background.b)
  }

  /// The bounding rectangle of the pixels that differ between two `width × height` frames, or
  /// `nil` if they are identical.
  static func changedRect(_ old: [UInt32], _ new: [UInt32], width: Int, height: Int) -> GIFRect? {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in changedRect(old, new, width: width, height: height) }
    }
  }

  /// ``changedRect(_:_:width:height:)`` of frames in buffers.
  static func changedRect(
    _ old: UnsafeBufferPointer<UInt32>, _ new: UnsafeBufferPointer<UInt32>, width: Int, height: Int
  ) -> GIFRect? {
    guard old.count == width * height, new.count == width * height else {
      return GIFRect(x: 0, y: 0, width: width, height: height)
    }
    var top = -1
    var bottom = -1
    var left = width
    var right = -1
    for y in 0..<height {
      let base = y * width
      var x = 0
      while x < width && old[base + x] == new[base + x] { x += 1 }
      guard x < width else { continue }
      if top < 0 { top = y }
      bottom = y
      left = min(left, x)
      var end = width - 1
      while end > right && old[base + end] == new[base + end] { end -= 1 }
      right = max(right, end)
    }
    guard top >= 0 else { return nil }
    return GIFRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  /// The pixels of `rect` from a frame `width` pixels wide, row by row.
  static func crop(_ pixels: [UInt32], width: Int, to rect: GIFRect) -> [UInt32] {
    if rect.x == 0 && rect.width == width && rect.y == 0 && rect.height * width == pixels.count {
      return pixels
    }
    var result: [UInt32] = []
    result.reserveCapacity(rect.width * rect.height)
    for y in rect.y..<(rect.y + rect.height) {
      result += pixels[(y * width + rect.x)..<(y * width + rect.x + rect.width)]
    }
    return result
  }

  /// Applies a frame's indices (`indices` covers `rect`) to `displayed` (the indices currently on
  /// screen, `width` per row) and returns the frame to write: the smallest rectangle holding
  /// every index that changed, with unchanged pixels set to `transparentIndex` when given —
  /// except an unchanged pixel of the colour just written to its left, which is written as that
  /// colour so that the run goes on (LZW codes runs; either way the screen shows the same).
  /// Without `transparentIndex` (the first frame), the whole `rect` is kept as it is.
  /// Returns `nil` when nothing on screen changes.
  static func update(
    _ displayed: inout [UInt8], width: Int, with indices: [UInt8], in rect: GIFRect, delay: Int,
    transparentIndex: Int?
  ) -> EncodedFrame? {
    guard let transparent = transparentIndex.map({ UInt8(truncatingIfNeeded: $0) }) else {
      for row in 0..<rect.height {
        let target = (rect.y + row) * width + rect.x
        displayed[target..<(target + rect.width)] = indices[(row * rect.width)..<((row + 1) * rect.width)]
      }
      return EncodedFrame(
        rect: rect, indices: indices, delay: delay, transparentIndex: nil, cornerIndex: displayed.first ?? 0)
    }
    var top = -1
    var bottom = -1
    var left = rect.width
    var right = -1
    var output: [UInt8] = []
    indices.withUnsafeBufferPointer { indices in
      displayed.withUnsafeMutableBufferPointer { displayed in
        for row in 0..<rect.height {
          let target = (rect.y + row) &* width &+ rect.x
          let source = row &* rect.width
          let x = Runs(indices, source, displayed, target, count: rect.width)?.firstDifference ?? rect.width
          guard x < rect.width else { continue }
          if top < 0 { top = row }
          bottom = row
          left = min(left, x)
          // Only columns right of those already found can move `right`.
          let from = max(right + 1, x)
          let rest = Runs(indices, source &+ from, displayed, target &+ from, count: rect.width - from)
          let end = from &+ (rest?.lastDifference ?? -1)
          right = max(right, end)
        }
        guard top >= 0 else { return }
        let tightWidth = right - left + 1
        output = [UInt8](repeating: transparent, count: tightWidth * (bottom - top + 1))
        output.withUnsafeMutableBufferPointer { output in
          var o = 0
          for row in top...bottom {
            let target = (rect.y + row) &* width &+ rect.x
            let source = row &* rect.width
            for x in left...right {
              let index = indices[source &+ x]
              if index != displayed[target &+ x] {
                output[o] = index
                displayed[target &+ x] = index
              } else if x > left && output[o &- 1] == index {
                output[o] = index
              }
              o &+= 1
            }
          }
        }
      }
    }
    guard top >= 0 else { return nil }
    let tight = GIFRect(x: rect.x + left, y: rect.y + top, width: right - left + 1, height: bottom - top + 1)
    return EncodedFrame(
      rect: tight, indices: output, delay: delay, transparentIndex: Int(transparent),
      cornerIndex: displayed.first ?? 0)
  }

  /// Two runs of `count` bytes, compared eight bytes at a time and then byte by byte.
  private struct Runs {
    let a: UnsafeRawPointer
    let b: UnsafeRawPointer
    let count: Int

    /// The runs `a[aStart...]` and `b[bStart...]`, `count` bytes each (within both buffers);
    /// `nil` for an empty buffer.
    init?(
      _ a: UnsafeBufferPointer<UInt8>, _ aStart: Int, _ b: UnsafeMutableBufferPointer<UInt8>, _ bStart: Int,
      count: Int
    ) {
      guard let pa = a.baseAddress, let pb = b.baseAddress else { return nil }
      (self.a, self.b, self.count) = (UnsafeRawPointer(pa + aStart), UnsafeRawPointer(pb + bStart), count)
    }

    @inline(__always) private func sameWord(at k: Int) -> Bool {
      a.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        == b.loadUnaligned(fromByteOffset: k, as: UInt64.self)
    }

    @inline(__always) private func sameByte(at k: Int) -> Bool {
      a.load(fromByteOffset: k, as: UInt8.self) == b.load(fromByteOffset: k, as: UInt8.self)
    }

    /// The first offset where the runs differ, or `count` when they do not.
    var firstDifference: Int {
      var k = 0
      while k &+ 8 <= count && sameWord(at: k) { k &+= 8 }
      while k < count && sameByte(at: k) { k &+= 1 }
      return k
    }

    /// The last offset where the runs differ, or −1 when they do not.
    var lastDifference: Int {
      var end = count
      while end >= 8 && sameWord(at: end &- 8) { end &-= 8 }
      while end > 0 && sameByte(at: end &- 1) { end &-= 1 }
      return end &- 1
    }
  }
}
