/// Signed distance to the rounded rectangle `[0, width] × [0, height]` with corner radius `radius`,
/// in the same units (negative inside, positive outside).
///
/// The radius is used as given; callers clamp it to half the shorter side.
@inline(__always)
func roundedRectDistance(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
  let qx = abs(x - width / 2) - (width / 2 - radius)
  let qy = abs(y - height / 2) - (height / 2 - radius)
  let ox = max(qx, 0)
  let oy = max(qy, 0)
  return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
}
