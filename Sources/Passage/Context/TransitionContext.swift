/// The circumstances of one transition: where it happens and which way it goes.
///
/// Mirrors what `UIViewControllerContextTransitioning` and the trait collection tell an animator,
/// as plain values, so the same transition can be evaluated on a device, in the renderer and in
/// tests.
public struct TransitionContext: Sendable, Hashable {
  /// The container view's size, in points (any size: iPhone, iPad, landscape, split view).
  public var containerSize: Size
  /// The container's safe-area insets, in points.
  public var safeAreaInsets: Insets
  /// Present (the presented screen arrives) or dismiss (it leaves).
  public var direction: TransitionDirection
  /// Left-to-right or right-to-left; push and pop mirror in right-to-left layouts.
  public var layoutDirection: LayoutDirection
  /// The container's orientation for the legacy iOS 7 frame mapping (<doc:RecedeAndPushInDepth#Recede>).
  /// Modern iOS rotates the container, so `.portrait` is right for every current device orientation.
  public var orientation: ContainerOrientation
  /// Whether the user prefers reduced motion; every transition then becomes a cross-fade.
  public var reduceMotion: Bool
  /// The view the transition grows out of and returns to (``Zoom``), where it is now, in container
  /// points; `nil` when there is none or it is gone. Transitions without a source ignore it.
  public var source: TransitionSource?

  /// Creates a context. The default size is an iPhone's 390 × 844 points.
  public init(
    containerSize: Size = Size(width: 390, height: 844), safeAreaInsets: Insets = .zero,
    direction: TransitionDirection = .present, layoutDirection: LayoutDirection = .leftToRight,
    orientation: ContainerOrientation = .portrait, reduceMotion: Bool = false,
    source: TransitionSource? = nil
  ) {
    self.containerSize = containerSize
    self.safeAreaInsets = safeAreaInsets
    self.direction = direction
    self.layoutDirection = layoutDirection
    self.orientation = orientation
    self.reduceMotion = reduceMotion
    self.source = source
  }

  /// The container's bounds, origin at zero.
  public var bounds: Rect { Rect(origin: .zero, size: containerSize) }

  /// This context with another direction.
  public func with(direction: TransitionDirection) -> TransitionContext {
    var copy = self
    copy.direction = direction
    return copy
  }
}

extension TransitionContext {
  /// The horizontal direction of the user interface (`UIUserInterfaceLayoutDirection`).
  ///
  /// Nested in ``TransitionContext`` so it never meets SwiftUI's top-level `LayoutDirection`.
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Leading edge on the left (English, Japanese).
    case leftToRight
    /// Leading edge on the right (Arabic, Hebrew).
    case rightToLeft

    /// +1 for left-to-right, −1 for right-to-left: multiplies a horizontal offset towards the
    /// trailing edge.
    public var trailingSign: Double { self == .leftToRight ? 1 : -1 }
  }
}

/// The orientation of a non-rotating (iOS 7) container relative to the interface
/// (`UIInterfaceOrientation`).
public enum ContainerOrientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Home button below; the container's "below" is the screen's below.
  case portrait
  /// Interface rotated so the home button is on the left.
  case landscapeLeft
  /// Interface rotated so the home button is on the right.
  case landscapeRight
  /// Upside down.
  case portraitUpsideDown

  /// The offset, in container points, that puts a full-size frame just below the visible screen:
  /// (0, +height) in portrait, (+width, 0) landscape-left, (−width, 0) landscape-right,
  /// (0, −height) upside down — the mapping of the Recede article.
  public func offscreenOffset(for size: Size) -> Point {
    switch self {
    case .portrait: return Point(x: 0, y: size.height)
    case .landscapeLeft: return Point(x: size.width, y: 0)
    case .landscapeRight: return Point(x: -size.width, y: 0)
    case .portraitUpsideDown: return Point(x: 0, y: -size.height)
    }
  }
}
