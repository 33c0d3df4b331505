/// A layer property that a Core Animation plan sets or animates, spelled as Core Animation spells
/// its key path (`CALayer.h`: `position`, `bounds`, `anchorPoint`, `transform`, `opacity`,
/// `cornerRadius`, `shadowOpacity`, `shadowRadius`, `shadowOffset`, `shadowColor`,
/// `backgroundColor`).
package enum AnimatedKeyPath: String, Sendable, Hashable, CaseIterable {
  case position
  case boundsSize = "bounds.size"
  case anchorPoint
  case transform
  case opacity
  case cornerRadius
  case shadowOpacity
  case shadowRadius
  case shadowOffset
  case shadowColor
  case backgroundColor

  /// The properties a transition borrows from a view the app owns and gives back when it
  /// completes: its look (transform, opacity, corners, shadow). Geometry stays where the
  /// transition put it, UIKit's resting frame (`finalFrame(for:)`).
  package static let borrowedStyle: [AnimatedKeyPath] = [
    .transform, .opacity, .cornerRadius, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor,
  ]
}

/// A value of an ``AnimatedKeyPath``: a number, a point, a size, a transform or a colour.
package enum AnimatedValue: Sendable, Hashable {
  case number(Double)
  case point(Point)
  case size(Size)
  case transform(Transform3D)
  case color(LayerColor)

  /// The value `fraction` of the way to `other`, as a basic or linear keyframe animation blends
  /// it; transforms blend by decomposition (`decomposed: true`) or entry by entry.
  package func interpolated(to other: AnimatedValue, fraction: Double, decomposed: Bool = true)
    -> AnimatedValue
  {
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(a + (b - a) * fraction)
    case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: fraction))
    case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: fraction))
    case (.transform(let a), .transform(let b)):
      if decomposed { return .transform(a.interpolated(to: b, fraction: fraction)) }
      let entries = zip(a.entries, b.entries).map { $0 + ($1 - $0) * fraction }
      return .transform(Transform3D(entries: entries) ?? a)
    default:
      return fraction < 0.5 ? self : other  // colours and mismatched kinds switch discretely
    }
  }
}

extension LayerState {
  /// The layer's value for `keyPath` (nil for a background colour when the layer draws a screen).
  package func value(for keyPath: AnimatedKeyPath) -> AnimatedValue? {
    switch keyPath {
    case .position: return .point(position)
    case .boundsSize: return .size(size)
    case .anchorPoint: return .point(anchorPoint)
    case .transform: return .transform(transform)
    case .opacity: return .number(opacity)
    case .cornerRadius: return .number(cornerRadius)
    case .shadowOpacity: return .number(shadow.opacity)
    case .shadowRadius: return .number(shadow.radius)
    case .shadowOffset: return .size(shadow.offset)
    case .shadowColor: return .color(shadow.color)
    case .backgroundColor:
      if case .solid(let color) = content { return .color(color) }
      return nil
    }
  }

  /// This layer with `value` set for `keyPath` (a value of the wrong kind is ignored).
  package func setting(_ keyPath: AnimatedKeyPath, to value: AnimatedValue) -> LayerState {
    var copy = self
    switch (keyPath, value) {
    case (.position, .point(let p)): copy.position = p
    case (.boundsSize, .size(let s)): copy.size = s
    case (.anchorPoint, .point(let p)): copy.anchorPoint = p
    case (.transform, .transform(let t)): copy.transform = t
    case (.opacity, .number(let n)): copy.opacity = n
    case (.cornerRadius, .number(let n)): copy.cornerRadius = n
    case (.shadowOpacity, .number(let n)): copy.shadow.opacity = n
    case (.shadowRadius, .number(let n)): copy.shadow.radius = n
    case (.shadowOffset, .size(let s)): copy.shadow.offset = s
    case (.shadowColor, .color(let c)): copy.shadow.color = c
    case (.backgroundColor, .color(let c)): copy.content = .solid(c)
    default: break
    }
    return copy
  }

  /// The four corners of the layer's bounds as they appear in the container (top left, top
  /// right, bottom right, bottom left), or nil for a corner at or behind the viewer.
  package var projectedCorners: [Point?] {
    let (w, h) = (size.width, size.height)
    return [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)].map {
      transform.mapLayerPoint($0, size: size, anchorPoint: anchorPoint, position: position)
    }
  }
}
