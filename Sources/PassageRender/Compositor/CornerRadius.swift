/// The corner radius a rounded rectangle is drawn with: `radius` clamped to 0…half the shorter
/// side of a `width × height` rectangle (points, or any one unit), so the four corners never
/// overlap; 0 when `radius` is not finite. The one rule of the compositor, its shadows and the
/// mock screens.
func clampedCornerRadius(_ radius: Double, width: Double, height: Double) -> Double {
  radius.isFinite ? min(max(radius, 0), width / 2, height / 2) : 0
}
