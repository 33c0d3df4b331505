/// How a view's layer is clipped and where its shadow is drawn while a scene is applied, decided
/// from model values (CALayer.h: `masksToBounds`, `cornerRadius`, `shadowPath`).
package enum LayerClipping {
  /// Whether the layer masks its content to its bounds: rounded (`cornerRadius` > 0 points) and
  /// casting no shadow (`shadowOpacity` 0…1 is 0), since a mask would clip the shadow too.
  package static func masksToBounds(cornerRadius: Double, shadowOpacity: Double) -> Bool {
    cornerRadius > 0 && shadowOpacity == 0
  }

  /// Whether the layer needs its `shadowPath` set to its `bounds` now: it casts a shadow (or
  /// will in the run being added) and its path is not already that rectangle (`pathBounds`,
  /// `nil` for none). Without a path Core Animation derives the shadow from the content, off
  /// screen, on every frame; the path depends on the bounds alone, which stay at rest, so it is
  /// made once per size.
  package static func needsShadowPath(castsShadow: Bool, pathBounds: Rect?, bounds: Rect) -> Bool {
    castsShadow && pathBounds != bounds
  }
}
