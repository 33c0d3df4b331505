import PassageCore

/// Supplies the pixels of the screen layers (`.presentingScreen`, `.presentedScreen`) to the
/// ``Compositor``; solid layers need no provider.
///
/// The compositor asks once per layer per frame, so an implementation should cache what it draws:
/// the same size is requested for every frame of a transition (see ``ScreenImages``). Frames of
/// an animation are drawn on several threads at once, so a provider is `Sendable` and may be
/// asked from several threads at the same time.
public protocol LayerContentProvider: Sendable {
  /// The image for `content`, drawn `pixelWidth × pixelHeight` pixels at `scale` pixels per point
  /// (so its layout is `pixelWidth / scale` points wide), or `nil` to draw nothing for the layer.
  ///
  /// An image of another size is accepted and stretched over the layer's bounds.
  /// - Parameters:
  ///   - content: what the layer shows; never `.solid` when called by the compositor.
  ///   - pixelWidth: the layer's bounds width × scale, rounded, at least 1.
  ///   - pixelHeight: the layer's bounds height × scale, rounded, at least 1.
  ///   - scale: pixels per point (> 0).
  func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double) -> LayerImage?
}

/// A bitmap ready to be drawn as a layer's content, with its opacity known in advance.
public struct LayerImage: Sendable, Equatable {
  /// The premultiplied pixels.
  public let bitmap: Bitmap
  /// Whether every pixel has alpha 255; lets the compositor skip what an opaque layer hides.
  public let isOpaque: Bool

  /// The rows of `bitmap` that hold its pixels: all of them, unless the image was made for a
  /// single frame that reads only these (``Compositor/rowsRead(in:opaque:)``); the other rows
  /// hold opaque magenta (``UnwrittenRows``) and are never read.
  package let rows: Range<Int>

  /// Wraps `bitmap`, scanning it once to find whether it is opaque.
  ///
  /// - Complexity: O(width × height).
  public init(_ bitmap: Bitmap) {
    self.init(bitmap, rows: 0..<bitmap.height)
  }

  /// Wraps `bitmap`, of which only `rows` hold pixels (clamped to the bitmap), scanning those
  /// rows to find whether it is opaque.
  package init(_ bitmap: Bitmap, rows: Range<Int>) {
    self.bitmap = bitmap
    self.rows = rows.clamped(to: 0..<bitmap.height)
    var opaque = true
    let pixels = bitmap.pixels
    var i = self.rows.lowerBound * bitmap.width * 4 + 3
    let end = self.rows.upperBound * bitmap.width * 4
    while i < end {
      if pixels[i] != 255 {
        opaque = false
        break
      }
      i += 4
    }
    self.isOpaque = opaque
  }
}

/// A provider with no screen images: only solid layers are drawn.
package struct SolidLayersOnly: LayerContentProvider {
  /// Creates the provider.
  package init() {}

  /// Always `nil`.
  package func image(for content: LayerContent, pixelWidth: Int, pixelHeight: Int, scale: Double)
    -> LayerImage?
  { nil }
}
