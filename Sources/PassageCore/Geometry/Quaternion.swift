/// A rotation quaternion `(x, y, z, w)`, as produced by transform decomposition.
public struct Quaternion: Sendable, Hashable, Codable {
  /// The x component of the vector part.
  public var x: Double
  /// The y component of the vector part.
  public var y: Double
  /// The z component of the vector part.
  public var z: Double
  /// The scalar part; 1 for no rotation.
  public var w: Double

  /// Creates a quaternion from its components.
  public init(x: Double, y: Double, z: Double, w: Double) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// The quaternion of no rotation, (0, 0, 0, 1).
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product.
  public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

  /// The quaternion scaled to unit length; the identity when its length is zero or not finite.
  public var normalized: Quaternion {
    let length = dot(self).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// Spherical linear interpolation as CSS Transforms Level 2 defines it.
  ///
  /// `fraction` 0 gives `self`, 1 gives `other`; values outside [0, 1] extrapolate along the arc.
  /// When the two are equal or opposite (|dot| = 1) `self` is returned, as the CSS algorithm does.
  public func slerp(to other: Quaternion, fraction: Double) -> Quaternion {
    let product = min(max(dot(other), -1), 1)
    if abs(product) == 1 { return self }
    let theta = arcCosine(product)
    let w = sine(fraction * theta) / (1 - product * product).squareRoot()
    let a = cosine(fraction * theta) - product * w
    return Quaternion(
      x: x * a + other.x * w, y: y * a + other.y * w, z: z * a + other.z * w,
      w: self.w * a + other.w * w)
  }
}
