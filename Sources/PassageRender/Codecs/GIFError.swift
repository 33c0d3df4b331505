/// Why an animated GIF could not be encoded.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No frames were given.
  case noFrames
  /// The canvas is empty or larger than GIF's 65535×65535 pixels.
  case invalidCanvasSize(width: Int, height: Int)
  /// Frame `frame` (0-based, in the order added) has a different size (pixels) from the canvas.
  case frameSizeMismatch(frame: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int)
  /// Frame `frame`'s bitmap has a `pixels` array of the wrong length (bytes).
  case invalidPixelCount(frame: Int, expected: Int, actual: Int)
  /// Frame `frame` has a delay (hundredths of a second) below 0 or above 6 553 500.
  case invalidDelay(frame: Int, delay: Int)
  /// ``GIFOptions/maxColors`` is outside 2…256.
  case invalidColorCount(Int)

  /// A clear English explanation of the problem.
  public var description: String {
    switch self {
    case .noFrames:
      return "no frames to encode"
    case .invalidCanvasSize(let width, let height):
      return "invalid GIF size \(width)×\(height) (each side must be 1 to 65535 pixels)"
    case .frameSizeMismatch(let frame, let width, let height, let canvasWidth, let canvasHeight):
      return "frame \(frame) is \(width)×\(height) but the animation is \(canvasWidth)×\(canvasHeight)"
    case .invalidPixelCount(let frame, let expected, let actual):
      return "frame \(frame) has \(actual) bytes of pixels, expected \(expected)"
    case .invalidDelay(let frame, let delay):
      return "frame \(frame) has an invalid delay of \(delay) hundredths of a second "
        + "(must be 0 to \(GIFEncoder.maxDelay))"
    case .invalidColorCount(let count):
      return "invalid palette size \(count) (must be 2 to 256 colours)"
    }
  }
}
