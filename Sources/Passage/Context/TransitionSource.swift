/// The view a transition grows out of and returns to — a link card, a thumbnail — as the
/// transition sees it when it starts: its frame in the container and its corner radius.
///
/// The front end reads it from the source view each time a transition starts (presenting, and
/// again when a dismissal starts, after the source may have scrolled), converting the view's
/// bounds into the container's coordinate space. A source that is gone (removed, or entirely off
/// the container) is no source: ``TransitionContext/source`` is `nil`.
public struct TransitionSource: Sendable, Hashable {
  /// The source view's frame in container points (y down). A frame with a non-positive or
  /// non-finite size counts as no source.
  public var frame: Rect
  /// The source view's corner radius, in points (≥ 0; negative or non-finite values count as 0).
  public var cornerRadius: Double

  /// Creates a source.
  public init(frame: Rect, cornerRadius: Double = 0) {
    self.frame = frame
    self.cornerRadius = cornerRadius
  }

  /// Whether the frame can be drawn: a finite origin and a finite, positive size.
  public var isUsable: Bool { frame.origin.isFinite && frame.size.isUsable }

  /// Whether the source is on a container of `size`: it ``isUsable`` and overlaps the
  /// container's bounds by a positive area. A frame that only touches an edge or a corner does
  /// not overlap it, as with `CGRect.intersects`. A source that is not on the container is gone,
  /// and a front end gives `nil` for it rather than a source far away.
  public func overlapsContainer(of size: Size) -> Bool {
    isUsable && frame.minX < size.width && frame.maxX > 0 && frame.minY < size.height && frame.maxY > 0
  }
}
