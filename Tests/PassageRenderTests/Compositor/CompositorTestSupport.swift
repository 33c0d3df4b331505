import PassageCore

@testable import PassageRender

/// Screen images made on demand by a function of the content and the requested pixel size.
struct GeneratedScreens: LayerContentProvider, Sendable {
  let make: @Sendable (LayerContent, Int, Int) -> Bitmap

  func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double) -> LayerImage? {
    LayerImage(make(content, pixelWidth, pixelHeight))
  }

  /// Every screen a flat opaque colour.
  static func flat(_ color: RGBA8) -> GeneratedScreens {
    GeneratedScreens { _, w, h in Bitmap(width: w, height: h, fill: color) }
  }

  /// Every screen the opaque ``pattern(width:height:)``.
  static let patterned = GeneratedScreens { _, w, h in pattern(width: w, height: h) }
}

/// An opaque picture where neighbouring pixels differ, so that any misplacement shows.
func pattern(width: Int, height: Int) -> Bitmap {
  var bitmap = Bitmap(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      bitmap[x, y] = RGBA8(
        r: UInt8((x * 37 + y * 11) & 255), g: UInt8((x * 5 + y * 53) & 255), b: UInt8((x ^ y) & 255))
    }
  }
  return bitmap
}

let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

/// A one-layer scene: a layer of `content` over `frame` in a container of `container` points.
func scene(
  _ container: Size, _ layers: LayerState...
) -> TransitionScene {
  TransitionScene(containerSize: container, layers: layers)
}

/// A screen layer covering `frame`.
func screenLayer(
  _ frame: Rect, transform: Transform3D = .identity, opacity: Double = 1, cornerRadius: Double = 0
)
  -> LayerState
{
  LayerState(
    role: .presenting, content: .presentingScreen, frame: frame, transform: transform, opacity: opacity,
    cornerRadius: cornerRadius)
}

/// A solid layer covering `frame`.
func solidLayer(
  _ frame: Rect, _ color: LayerColor = .white, transform: Transform3D = .identity, opacity: Double = 1,
  cornerRadius: Double = 0, shadow: Shadow = .none, role: LayerRole = .presented
) -> LayerState {
  LayerState(
    role: role, content: .solid(color), frame: frame, transform: transform, opacity: opacity,
    cornerRadius: cornerRadius, shadow: shadow)
}

/// The largest difference between two pixels' channels.
func channelDifference(_ a: RGBA8, _ b: RGBA8) -> Int {
  max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
}

/// The sum of the red channel along row `y` divided by 255: the drawn width, in pixels, of a white
/// layer over black, counting partly covered pixels by their coverage.
func coveredWidth(_ bitmap: Bitmap, row y: Int) -> Double {
  (0..<bitmap.width).reduce(0.0) { $0 + Double(bitmap[$1, y].r) } / 255
}

/// The same as ``coveredWidth(_:row:)`` down column `x`.
func coveredHeight(_ bitmap: Bitmap, column x: Int) -> Double {
  (0..<bitmap.height).reduce(0.0) { $0 + Double(bitmap[x, $1].r) } / 255
}
