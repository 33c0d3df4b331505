import UIKit

/// A round avatar: an author's initials on their accent colour.
final class AvatarView: UIView {
  private let initialsLabel = UILabel()

  /// An avatar `diameter` points across.
  init(diameter: CGFloat) {
    super.init(frame: .zero)
    layer.cornerRadius = diameter / 2
    layer.cornerCurve = .circular
    clipsToBounds = true
    isAccessibilityElement = false  // the name next to it says who this is

    initialsLabel.font = .systemFont(ofSize: diameter * 0.4, weight: .semibold)
    initialsLabel.textColor = .white
    initialsLabel.textAlignment = .center
    initialsLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(initialsLabel)

    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      widthAnchor.constraint(equalToConstant: diameter),
      heightAnchor.constraint(equalToConstant: diameter),
      initialsLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
      initialsLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Shows `author`'s initials and colour.
  func configure(with author: Author) {
    initialsLabel.text = author.initials
    backgroundColor = author.accent.color
  }
}
