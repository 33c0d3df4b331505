import Dispatch
import Passage
import PassageCore
import PassageTestSupport
import Testing

@testable import PassageRender

/// A frame drawn band by band straight into the PNG encoder is the file of the whole frame drawn
/// and then encoded, byte for byte, whatever the ring's size, the threads and the scene; and the
/// encoder never holds the whole frame.
@Suite struct CompositorPNGTests {
  /// A container 200×300 points: at scale 2, rows of 1 201 bytes of scanlines and three deflate
  /// blocks, so that the smallest ring is drawn over several times while blocks read it.
  static let container = Size(width: 200, height: 300)

  static let scenes: [TransitionScene] = {
    var result: [TransitionScene] = []
    let context = TransitionContext(
      containerSize: container, direction: .present,
      source: TransitionSource(frame: Rect(x: 20, y: 40, width: 60, height: 80), cornerRadius: 8))
    for transition in [Recede(), Push(), Zoom(), Fade()] as [any PassageTransition] {
      let timeline = transition.timeline(in: context)
      for progress in [0, 0.35, 1.0] { result.append(timeline.scene(atProgress: progress)) }
    }
    return result
  }()

  @Test func aFrameDrawnIntoTheEncoderIsTheFileOfTheWholeFrame() throws {
    // The mock screens give flat groups left unfiltered; the pattern gives filtered ones.
    let screens: [any LayerContentProvider & Sendable] = [ScreenImages.mock(), GeneratedScreens.patterned]
    let compositor = Compositor(scale: 2)
    for (index, scene) in Self.scenes.enumerated() {
      for content in screens {
        let whole = try PNG.encode(compositor.render(scene, content: content), workers: 1)
        for (workers, ringRows) in [(1, 0), (2, 0), (2, 512), (3, 200)] {
          let banded = try compositor.renderPNG(scene, content: content, workers: workers, ringRows: ringRows)
          expectEqual(banded, whole, "scene \(index), \(workers) workers, a ring of \(ringRows) rows")
        }
      }
    }
  }

  @Test func framesOfOneRowOrColumnOrLessThanAGroupAreTheFilesOfTheWholeFrame() throws {
    let timeline = Recede().timeline(
      in: TransitionContext(containerSize: Self.container, direction: .present))
    let scene = timeline.scene(atProgress: 0.5)
    for size in [
      Size(width: 1, height: 1), Size(width: 1, height: 300), Size(width: 200, height: 1),
      Size(width: 33, height: 20),
    ] {
      let small = TransitionScene(containerSize: size, layers: scene.layers)
      let compositor = Compositor(scale: 1)
      let whole = try PNG.encode(compositor.render(small, content: GeneratedScreens.patterned))
      try expectEqual(
        compositor.renderPNG(small, content: GeneratedScreens.patterned, workers: 2, ringRows: 0), whole,
        "\(size)")
    }
  }

  @Test func aTranslucentBackgroundIsDrawnWholeAndWrittenWithAlpha() throws {
    let compositor = Compositor(scale: 1, background: RGBA8(r: 0, g: 0, b: 0, a: 128))
    let scene = Recede().timeline(in: TransitionContext(containerSize: Self.container, direction: .present))
      .scene(atProgress: 0.5)
    let file = try compositor.renderPNG(scene, content: GeneratedScreens.patterned, workers: 2, ringRows: 0)
    expectEqual(file, try PNG.encode(compositor.render(scene, content: GeneratedScreens.patterned)))
    #expect(try PNG.decode(file).pixels.contains { $0 != 255 && $0 != 0 })
    // IHDR's colour type (byte 25 of the file) is RGBA.
    expectEqual(file[25], 6)
  }

  @Test func theEncoderGivesUpOnAnImageThatTurnsOutTranslucent() throws {
    let drawn = try PNG.encodeOpaque(width: 50, height: 400, workers: 2, ringRows: 0) { rows, ring in
      for y in rows {
        for x in 0..<50 {
          let alpha: UInt8 = y == 390 && x == 7 ? 200 : 255
          ring.storeBytes(
            of: UInt32(alpha) << 24 | UInt32(y & 255), toByteOffset: ((y % (ring.count / 200)) * 50 + x) * 4,
            as: UInt32.self)
        }
      }
    }
    #expect(drawn == nil)
  }

  /// Records the most bytes of rows the encoder handed out and every row drawn.
  final class Drawing: @unchecked Sendable {
    // Safety: the fields are touched only inside `lock.sync`.
    private var rows: [Int] = []
    private var held = 0
    private let lock = DispatchQueue(label: "CompositorPNGTests")

    func record(_ drawn: Range<Int>, holding bytes: Int) {
      lock.sync {
        rows += drawn
        held = max(held, bytes)
      }
    }

    var drawnRows: [Int] { lock.sync { rows.sorted() } }
    var mostHeld: Int { lock.sync { held } }
  }

  @Test func everyRowIsDrawnOnceIntoABufferOfAFewStages() throws {
    let (width, height) = (1170, 2532)
    let drawing = Drawing()
    let file = try PNG.encodeOpaque(width: width, height: height, workers: 2) { rows, ring in
      drawing.record(rows, holding: ring.count)
      let ringRows = ring.count / (width * 4)
      for y in rows {
        for x in 0..<width {
          ring.storeBytes(
            of: 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* y),
            toByteOffset: ((y % ringRows) * width + x) * 4,
            as: UInt32.self)
        }
      }
    }
    expectEqual(drawing.drawnRows, Array(0..<height))
    // A ring of 256 rows: about a tenth of the frame.
    #expect(drawing.mostHeld <= width * 256 * 4)
    let decoded = try PNG.decode(try #require(file))
    #expect(decoded.width == width && decoded.height == height)
    let value = 1000 * 2000
    expectEqual(
      decoded[1000, 2000],
      RGBA8(
        r: UInt8(truncatingIfNeeded: value), g: UInt8(truncatingIfNeeded: value >> 8),
        b: UInt8(truncatingIfNeeded: value >> 16)))
  }
}
