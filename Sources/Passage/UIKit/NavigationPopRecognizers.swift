#if os(iOS) || UIKitModel
  import UIKit

  /// A navigation controller's own pop recognisers: the leading-edge one, and since iOS 26 the
  /// content one (a horizontal pan anywhere). UINavigationController.h documents both for
  /// "failure requirements" and enabling or disabling only.
  @MainActor
  enum NavigationPopRecognizers {
    /// `interactivePopGestureRecognizer` (iOS 7) and `interactiveContentPopGestureRecognizer`
    /// (iOS 26), those that exist.
    static func of(_ navigation: UINavigationController) -> [UIGestureRecognizer] {
      var recognizers = [navigation.interactivePopGestureRecognizer]
      if #available(iOS 26.0, *) { recognizers.append(navigation.interactiveContentPopGestureRecognizer) }
      return recognizers.compactMap { $0 }
    }

    /// Whether `navigation` pops from a horizontal pan anywhere: its content recogniser exists
    /// (iOS 26) and is enabled.
    static func hasContentSwipe(_ navigation: UINavigationController) -> Bool {
      guard #available(iOS 26.0, *) else { return false }
      return navigation.interactiveContentPopGestureRecognizer?.isEnabled == true
    }
  }
#endif
