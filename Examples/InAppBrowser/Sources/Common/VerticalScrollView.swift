import UIKit

/// A scroll view that scrolls one content view vertically, the content as wide as the scroll
/// view itself. It always bounces, so a short page still moves under the finger.
final class VerticalScrollView: UIScrollView {
  /// A scroll view around `content`, with `top` and `bottom` points of space around it.
  init(content: UIView, top: CGFloat = 0, bottom: CGFloat = 32) {
    super.init(frame: .zero)
    alwaysBounceVertical = true
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: contentLayoutGuide.topAnchor, constant: top),
      content.bottomAnchor.constraint(equalTo: contentLayoutGuide.bottomAnchor, constant: -bottom),
      content.leadingAnchor.constraint(equalTo: contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Adds this scroll view to `view`, filling it edge to edge.
  func fill(_ view: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(self)
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: view.topAnchor),
      bottomAnchor.constraint(equalTo: view.bottomAnchor),
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
  }
}
