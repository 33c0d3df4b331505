/// Settings for GIF encoding: ``GIF/encode(frames:options:)`` and the reel's GIFs.
public struct GIFOptions: Sendable, Equatable {
  /// The opaque colour that translucent pixels are composited over (GIF has no partial
  /// transparency); its alpha is ignored. White by default.
  public var background: RGBA8
  /// The most colours in the global palette, 2–256 (default 256). One entry is kept for
  /// transparency when the animation has more than one frame and the image needs all colours.
  public var maxColors: Int
  /// Whether to apply ordered (Bayer 8×8) dithering when the frames have more colours than the
  /// palette. Off by default; never applied when every colour fits in the palette exactly.
  public var dithering: Bool
  /// Whether to write the `NETSCAPE2.0` extension that makes viewers loop forever (default
  /// `true`); when `false` the animation plays once.
  public var loopsForever: Bool

  /// Creates options; see each property for its meaning and default.
  public init(
    background: RGBA8 = RGBA8(r: 255, g: 255, b: 255), maxColors: Int = 256, dithering: Bool = false,
    loopsForever: Bool = true
  ) {
    self.background = background
    self.maxColors = maxColors
    self.dithering = dithering
    self.loopsForever = loopsForever
  }
}

/// One frame of an animation for ``GIF/encode(frames:options:)``.
public struct GIFFrame: Sendable, Equatable {
  /// The picture, premultiplied RGBA8; translucent pixels are composited over
  /// ``GIFOptions/background``.
  public var bitmap: Bitmap
  /// How long the frame stays on screen, in hundredths of a second (0 to
  /// 6 553 500, about 18 hours). Browsers show delays below 2 as 10.
  public var delay: Int

  /// Creates a frame shown for `delay` hundredths of a second.
  public init(_ bitmap: Bitmap, delay: Int) {
    self.bitmap = bitmap
    self.delay = delay
  }
}
