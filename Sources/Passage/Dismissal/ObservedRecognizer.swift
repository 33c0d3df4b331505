/// Another gesture recogniser on a view from the touched one up to the page, as the glue sees it
/// when Passage's pan is about to begin: what ``GestureSituation/otherGestureTracking`` is
/// decided from.
package struct ObservedRecognizer: Sendable, Hashable {
  /// `isEnabled`.
  package var isEnabled: Bool
  /// Whether it is a scroll view's own pan or pinch recogniser, which arbitration weighs by the
  /// scroll view's geometry instead.
  package var isScrollViewOwn: Bool
  /// Whether its `state` is `.began` or `.changed` (UIGestureRecognizer.h): it is tracking its
  /// touch now.
  package var isTracking: Bool

  /// A recogniser as observed.
  package init(isEnabled: Bool = true, isScrollViewOwn: Bool = false, isTracking: Bool) {
    self.isEnabled = isEnabled
    self.isScrollViewOwn = isScrollViewOwn
    self.isTracking = isTracking
  }

  /// Whether any of `recognizers` — enabled, not a scroll view's own — already tracks its touch:
  /// the content then keeps the drag.
  package static func anotherTracks(_ recognizers: [ObservedRecognizer]) -> Bool {
    recognizers.contains { $0.isEnabled && !$0.isScrollViewOwn && $0.isTracking }
  }
}
