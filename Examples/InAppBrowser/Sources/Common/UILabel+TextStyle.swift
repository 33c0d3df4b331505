import UIKit

extension UILabel {
  /// A wrapping label showing `text` in `style` and `weight`, scaled with Dynamic Type.
  convenience init(
    _ text: String, style: UIFont.TextStyle, weight: UIFont.Weight = .regular, color: UIColor = .label
  ) {
    self.init(frame: .zero)
    self.text = text
    font = .preferredFont(forTextStyle: style, weight: weight)
    textColor = color
    numberOfLines = 0
    adjustsFontForContentSizeCategory = true
  }
}
