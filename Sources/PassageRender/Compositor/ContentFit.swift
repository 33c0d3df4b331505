import PassageCore

/// How a screen layer turns the image its content provider returns into the image it paints.
enum ContentFit: Sendable, Equatable {
  /// The image as fetched, stretched over the layer's bounds: each canvas pixel reads the image
  /// through the layer's projective map, so a frame can bound the rows it reads.
  case stretched
  /// The image of content laid out at `contentSize` points, scaled to cover the layer's bounds
  /// and hung from its top (``LayerImage/aspectFilling(_:contentSize:hangingFromTop:)``).
  case aspectFilling(contentSize: Size)
  /// The part of the presenting screen (`screen` points) under `frame`, scaled to cover the
  /// layer's bounds about its centre: the source's picture of a zoom.
  case sourcePicture(frame: Rect, screen: Size)

  /// The image a layer of `bounds` points paints from `fetched`; `nil` when `frame` of a source
  /// picture misses the screen.
  func image(from fetched: LayerImage, into bounds: Size) -> LayerImage? {
    switch self {
    case .stretched:
      return fetched
    case .aspectFilling(let contentSize):
      return fetched.aspectFilling(bounds, contentSize: contentSize)
    case .sourcePicture(let frame, let screen):
      return fetched.cropped(to: frame, of: screen)?
        .aspectFilling(bounds, contentSize: frame.size, hangingFromTop: false)
    }
  }
}
