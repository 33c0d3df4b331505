/// A colour with straight (non-premultiplied) alpha; every component in [0, 1].
///
/// Interpolation is component-wise on premultiplied values, as Core Animation blends colours, so a
/// fade to transparent does not darken midway.
public struct LayerColor: Sendable, Hashable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour; components are clamped to [0, 1] and NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red.clampedToUnit
    self.green = green.clampedToUnit
    self.blue = blue.clampedToUnit
    self.alpha = alpha.clampedToUnit
  }

  /// Creates an opaque grey of the given white level (0 black … 1 white).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque black.
  public static let black = LayerColor(white: 0)
  /// Opaque white.
  public static let white = LayerColor(white: 1)
  /// Fully transparent black.
  public static let clear = LayerColor(white: 0, alpha: 0)

  /// `#RRGGBBAA` in upper-case hex.
  public var hexString: String {
    func byte(_ v: Double) -> String {
      let b = Swift.min(Swift.max(Int(saturating: (v * 255).rounded()), 0), 255)
      let digits = Array("0123456789ABCDEF")
      return String([digits[b / 16], digits[b % 16]])
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}

/// A colour as premultiplied components, the space in which colours interpolate.
///
/// Public because it is ``LayerColor``'s ``Interpolatable/Interpolant``, which a public
/// conformance must name publicly: it says that colours blend premultiplied, as Core Animation
/// blends them, so a half-transparent end fades without a dark fringe.
public struct PremultipliedColor: Sendable, Hashable, InterpolationSpace {
  /// Premultiplied red, green, blue and alpha.
  public var r, g, b, a: Double

  /// Linear interpolation of each premultiplied component.
  public static func interpolate(_ x: PremultipliedColor, _ y: PremultipliedColor, fraction: Double)
    -> PremultipliedColor
  {
    combine(x, 1 - fraction, y, fraction, x, 0, x, 0)
  }
  /// Weighted sum of each premultiplied component.
  public static func combine(
    _ p: PremultipliedColor, _ wp: Double, _ q: PremultipliedColor, _ wq: Double,
    _ s: PremultipliedColor, _ ws: Double, _ t: PremultipliedColor, _ wt: Double
  ) -> PremultipliedColor {
    PremultipliedColor(
      r: p.r * wp + q.r * wq + s.r * ws + t.r * wt, g: p.g * wp + q.g * wq + s.g * ws + t.g * wt,
      b: p.b * wp + q.b * wq + s.b * ws + t.b * wt, a: p.a * wp + q.a * wq + s.a * ws + t.a * wt)
  }
  /// The Euclidean distance of the four components.
  public func distance(to o: PremultipliedColor) -> Double {
    let (dr, dg, db, da) = (o.r - r, o.g - g, o.b - b, o.a - a)
    return (dr * dr + dg * dg + db * db + da * da).squareRoot()
  }
}

extension LayerColor: Interpolatable {
  /// The premultiplied components.
  public var interpolant: PremultipliedColor {
    PremultipliedColor(r: red * alpha, g: green * alpha, b: blue * alpha, a: alpha)
  }
  /// Un-premultiplies (a transparent result is transparent black).
  public init(interpolant p: PremultipliedColor) {
    guard p.a > 0 else {
      self.init(white: 0, alpha: 0)
      return
    }
    self.init(red: p.r / p.a, green: p.g / p.a, blue: p.b / p.a, alpha: p.a)
  }
}
