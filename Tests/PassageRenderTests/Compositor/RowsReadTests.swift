import Passage
import PassageCore
import PassageLibC
import PassageTestSupport
import Testing

@testable import PassageRender

/// A single frame drawn from screens of which only the rows ``Compositor/rowsRead(in:opaque:)``
/// names hold pixels is the frame drawn from whole screens, byte for byte; and those rows are
/// what the frame shows, not the whole screens.
@Suite struct RowsReadTests {
  /// The patterned screens, with every row outside `rows` of a request painted magenta, as
  /// memory never written may hold anything.
  struct ScreensWithOnlyRowsRead: LayerContentProvider {
    let rows: [ScreenRequest: Range<Int>]

    func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double) -> LayerImage? {
      let request = ScreenRequest(content: content, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
      guard let shown = rows[request] else {
        Issue.record("\(request) was not among the rows read")
        return nil
      }
      var bitmap = pattern(width: pixelWidth, height: pixelHeight)
      for y in 0..<pixelHeight where !shown.contains(y) {
        for x in 0..<pixelWidth { bitmap[x, y] = RGBA8(r: 255, g: 0, b: 255, a: 255) }
      }
      return LayerImage(bitmap, rows: shown)
    }
  }

  static let container = Size(width: 120, height: 200)

  /// Every transition of the catalog both ways at several points, a screen turned about each
  /// axis under an opaque bar, and one laid out at its own size.
  static let scenes: [(String, TransitionScene)] = {
    var result: [(String, TransitionScene)] = []
    for direction in [TransitionDirection.present, .dismiss] {
      for layoutDirection in [TransitionContext.LayoutDirection.leftToRight, .rightToLeft] {
        let context = TransitionContext(
          containerSize: container, direction: direction, layoutDirection: layoutDirection,
          source: TransitionSource(frame: Rect(x: 10, y: 30, width: 50, height: 60), cornerRadius: 6))
        for transition in [Recede(), Push(), Zoom(), Fade()] as [any PassageTransition] {
          let timeline = transition.timeline(in: context)
          for progress in [0, 0.1, 0.37, 0.5, 0.8, 1.0] {
            result.append(
              (
                "\(transition) \(direction) \(layoutDirection) \(progress)",
                timeline.scene(atProgress: progress)
              ))
          }
        }
      }
    }
    let frame = Rect(x: 0, y: 0, width: container.width, height: container.height)
    let bar = solidLayer(Rect(x: 0, y: 150, width: 120, height: 50), .white)
    for (x, y) in [(0.0, 1.0), (1.0, 0.0), (1.0, 1.0)] {
      for angle in [0.3, -0.6, 1.2] {
        let turned = Transform3D.perspective(distance: 300).concatenating(.identity)
          .rotated(angle: angle, x: x, y: y, z: 0)
        result.append(
          ("turned \(x),\(y) \(angle)", scene(container, screenLayer(frame, transform: turned), bar)))
      }
    }
    var laidOut = screenLayer(Rect(x: 10, y: 20, width: 60, height: 40))
    laidOut.contentSize = container
    result.append(("laid out", scene(container, laidOut, bar)))
    return result
  }()

  @Test func aFrameFromOnlyTheRowsReadIsTheFrameFromWholeScreens() {
    for scale in [1.0, 2.0] {
      let compositor = Compositor(scale: scale)
      for (name, scene) in Self.scenes {
        let rows = compositor.rowsRead(in: scene) { _ in true }
        let whole = compositor.render(scene, content: GeneratedScreens.patterned, workers: 1)
        let part = compositor.render(scene, content: ScreensWithOnlyRowsRead(rows: rows), workers: 1)
        expectEqual(part, whole, "\(name) at \(scale)×: \(rows)")
      }
    }
  }

  @Test func translucentScreensHideNothingBelowThem() {
    // Screens taken as translucent read what opaque ones would hide; the frame is the same.
    let compositor = Compositor(scale: 2)
    for (name, scene) in Self.scenes {
      let rows = compositor.rowsRead(in: scene) { _ in false }
      let opaque = compositor.rowsRead(in: scene) { _ in true }
      for (request, shown) in opaque {
        expectEqual(
          rows[request].map { $0.lowerBound <= shown.lowerBound && $0.upperBound >= shown.upperBound }, true,
          "\(name)")
      }
    }
  }

  @Test func halfwayThroughTheRecedeEachScreenIsReadDownToAboutItsMiddle() throws {
    let scene = Recede().timeline(in: TransitionContext(containerSize: Size(width: 390, height: 844)))
      .scene(atProgress: 0.5)
    let rows = Compositor(scale: 3).rowsRead(in: scene) { _ in true }
    let presented = try #require(
      rows[ScreenRequest(content: .presentedScreen, pixelWidth: 1170, pixelHeight: 2532)])
    let presenting = try #require(
      rows[ScreenRequest(content: .presentingScreen, pixelWidth: 1170, pixelHeight: 2532)])
    // The page has risen half way: its top half shows, and covers the receding screen's lower part.
    #expect(presented.lowerBound == 0 && (1266...1270).contains(presented.upperBound), "\(presented)")
    #expect(presenting.lowerBound == 0 && presenting.upperBound < 1500, "\(presenting)")
  }

  @Test func aScreenNoLayerShowsReadsNoRows() {
    let frame = Rect(x: 0, y: 0, width: 120, height: 200)
    let hidden = scene(Self.container, screenLayer(frame), solidLayer(frame, .white))
    let rows = Compositor(scale: 1).rowsRead(in: hidden) { _ in true }
    expectEqual(rows, [ScreenRequest(content: .presentingScreen, pixelWidth: 120, pixelHeight: 200): 0..<0])
  }
}

/// A single frame from PNG files of which only the rows it reads are decoded is the frame from
/// the whole files.
@Suite struct FrameFromFilesTests {
  /// `bitmap` written to a temporary PNG file and read back, its pixels not decoded.
  static func file(_ bitmap: Bitmap, named name: String) throws -> EncodedPNG {
    let path = "/tmp/passage-frame-\(name)-\(bitmap.width)x\(bitmap.height)-\(getpid()).png"
    try PNG.write(bitmap, to: path)
    defer { _ = unlink(path) }
    return try EncodedPNG(contentsOf: path)
  }

  @Test func aFrameFromTheRowsDecodedIsTheFrameFromTheWholeFiles() throws {
    let compositor = Compositor(scale: 1)
    let (w, h) = (120, 200)
    var translucent = pattern(width: w, height: h)
    for y in 0..<h { translucent[5, y] = RGBA8(r: 0, g: 0, b: 0, a: 0) }
    let pictures = [
      ("opaque", pattern(width: w, height: h)), ("translucent", translucent),
      ("another size", pattern(width: 50, height: 80)),
    ]
    // Every transition part way and at the end, both ways, and the turned and laid-out screens.
    let scenes = RowsReadTests.scenes.filter { name, _ in
      name.hasSuffix(" 0.37") || name.hasSuffix(" 1.0") || name.hasPrefix("turned") || name.hasPrefix("laid")
    }
    for (name, picture) in pictures {
      let encoded = try Self.file(picture, named: name)
      let decoded = try encoded.decode()
      for (presenting, presented) in [(encoded, encoded), (nil, encoded), (encoded, nil)] {
        let whole = ScreenImages(
          presenting: presenting.map { _ in decoded }, presented: presented.map { _ in decoded })
        for (sceneName, scene) in scenes {
          let screens = try ScreenImages.decoding(
            presenting: presenting, presented: presented, for: scene, compositor: compositor, workers: 2)
          expectEqual(
            compositor.render(scene, content: screens, workers: 1),
            compositor.render(scene, content: whole, workers: 1), "\(name): \(sceneName)")
        }
      }
    }
  }
}
