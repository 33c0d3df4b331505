/// A view's `semanticContentAttribute`, as plain values (UIView.h, `UISemanticContentAttribute`).
package enum SemanticContent: String, Sendable, Hashable, CaseIterable {
  /// `.unspecified`: follows the layout direction.
  case unspecified
  /// `.playback`: playback controls, always left to right.
  case playback
  /// `.spatial`: directional controls, always left to right.
  case spatial
  /// `.forceLeftToRight`.
  case forceLeftToRight
  /// `.forceRightToLeft`.
  case forceRightToLeft
}

/// The leading edge of a view when a gesture begins — read then, from the view in its window,
/// never when a recogniser is installed (the view may not be in a window yet, and its
/// `semanticContentAttribute` may change).
package enum LeadingEdge {
  /// The layout direction of content with `semantic` in a hierarchy laid out `inherited`: the
  /// rule of `UIView.userInterfaceLayoutDirection(for:relativeTo:)` (UIView.h, iOS 10): only
  /// `.unspecified` follows the inherited direction; `.playback` and `.spatial` stay left to right.
  package static func direction(
    semantic: SemanticContent, inherited: TransitionContext.LayoutDirection
  ) -> TransitionContext.LayoutDirection {
    switch semantic {
    case .unspecified: return inherited
    case .playback, .spatial, .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    }
  }

  /// The screen edge a back swipe starts from: left in left-to-right layouts, right otherwise.
  package static func edge(
    semantic: SemanticContent, inherited: TransitionContext.LayoutDirection
  ) -> InteractiveGesture.ScreenEdge {
    direction(semantic: semantic, inherited: inherited) == .leftToRight ? .left : .right
  }

  /// A finger velocity `(vx, vy)` (points/second, y down) as (`forward`, `down`): `forward` is
  /// the speed away from `edge`.
  package static func relative(
    vx: Double, vy: Double, from edge: InteractiveGesture.ScreenEdge
  ) -> (forward: Double, down: Double) {
    (edge == .left ? vx : -vx, vy)
  }

  /// Whether a touch at `x` (points from the left of a view `width` points wide) began on the
  /// `edge` side: a screen-edge recogniser listens on both side edges
  /// (UIScreenEdgePanGestureRecognizer.h: `edges`) and only a pan from the leading one dismisses.
  /// The middle belongs to the right side.
  package static func startedOnLeadingSide(x: Double, width: Double, edge: InteractiveGesture.ScreenEdge)
    -> Bool
  {
    (x < width / 2) == (edge == .left)
  }
}
