import UIKit

extension UIFont {
  /// The system font for `style` in `weight`, scaled with Dynamic Type like `preferredFont`.
  static func preferredFont(forTextStyle style: TextStyle, weight: Weight) -> UIFont {
    let standard = UITraitCollection(preferredContentSizeCategory: .large)
    let size = UIFont.preferredFont(forTextStyle: style, compatibleWith: standard).pointSize
    return UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: size, weight: weight))
  }
}
