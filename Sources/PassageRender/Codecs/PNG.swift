/// Encoding and decoding of PNG images (ISO/IEC 15948).
///
/// Use ``PNG/encode(_:)`` to turn a ``Bitmap`` into the bytes of a PNG file and
/// ``PNG/decode(_:limits:)`` to go the other way; ``PNG/read(contentsOf:limits:)`` and
/// ``PNG/write(_:to:)`` do the same with files. Decoding validates the whole file and never traps
/// on malformed or hostile input: every problem is reported as a ``PNGError``.
public enum PNG {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

/// The colour types of the PNG specification (the `colour type` byte of `IHDR`).
enum PNGColorType: Int, Sendable {
  case grey = 0
  case rgb = 2
  case palette = 3
  case greyAlpha = 4
  case rgba = 6

  /// Samples per pixel.
  var channels: Int {
    switch self {
    case .grey, .palette: return 1
    case .greyAlpha: return 2
    case .rgb: return 3
    case .rgba: return 4
    }
  }

  /// Whether `depth` (bits per sample) is allowed for this colour type.
  func allows(bitDepth depth: Int) -> Bool {
    switch self {
    case .grey: return [1, 2, 4, 8, 16].contains(depth)
    case .palette: return [1, 2, 4, 8].contains(depth)
    case .rgb, .greyAlpha, .rgba: return depth == 8 || depth == 16
    }
  }

  /// A short English name, for error messages.
  static func name(of rawValue: Int) -> String {
    switch PNGColorType(rawValue: rawValue) {
    case .grey: return "greyscale"
    case .rgb: return "RGB"
    case .palette: return "palette"
    case .greyAlpha: return "greyscale with alpha"
    case .rgba: return "RGBA"
    case nil: return "unknown"
    }
  }
}
