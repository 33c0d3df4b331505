/// What another gesture recogniser is, as far as Passage's recognisers' delegate cares: the glue
/// classifies the `UIGestureRecognizer` UIKit asks about (by identity and by its view), and
/// ``RecognizerOrder`` decides from this value alone.
package enum RecognizerRole: Sendable, Hashable {
  /// One of Passage's own recognisers, for a gesture of this kind: the leading-edge swipe (a
  /// screen-edge pan, or the pan on the browser's strip), the pull-down, the full-width pan or
  /// a zoom's drag.
  case passage(GestureSituation.Kind)
  /// A navigation controller's own pop recogniser inside the presentation
  /// (`interactivePopGestureRecognizer`, or since iOS 26 `interactiveContentPopGestureRecognizer`).
  case navigationPop
  /// A scroll view's `panGestureRecognizer`; `inside` is whether the scroll view lies inside the
  /// view Passage's recognisers are on (the presented page, or the navigation controller's view).
  case scrollViewPan(inside: Bool)
  /// Anything else: a tap, a long press, an app's own pan, a SwiftUI gesture.
  case other
}
