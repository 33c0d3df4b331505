import UIKit

/// A container that lays its content out in the readable width (narrower on a wide iPad), so
/// that text can sit in a stack between full-width views such as carousels.
final class ReadableColumnView: UIView {
  /// A column holding `content`, with `margin` points on each side at least.
  init(_ content: UIView, margin: CGFloat = 20) {
    super.init(frame: .zero)
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
    preservesSuperviewLayoutMargins = false
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: topAnchor),
      content.bottomAnchor.constraint(equalTo: bottomAnchor),
      content.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}
