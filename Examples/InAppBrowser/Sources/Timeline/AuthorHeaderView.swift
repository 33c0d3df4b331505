import UIKit

/// A post's header — avatar, name, handle and age — as one button that shows the author.
///
/// A `UIButton`, so that its tap wins over the cell's selection around it, as a button's does.
final class AuthorHeaderView: UIButton {
  private let avatar = AvatarView(diameter: 44)
  private let nameLabel = UILabel()
  private let detailLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.font = .preferredFont(forTextStyle: .headline)
    nameLabel.adjustsFontForContentSizeCategory = true
    detailLabel.font = .preferredFont(forTextStyle: .subheadline)
    detailLabel.adjustsFontForContentSizeCategory = true
    detailLabel.textColor = .secondaryLabel

    let names = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
    names.axis = .vertical
    names.spacing = 2
    let row = UIStackView(arrangedSubviews: [avatar, names])
    row.spacing = 12
    row.alignment = .center
    row.isUserInteractionEnabled = false  // touches go to the button
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.topAnchor.constraint(equalTo: topAnchor),
      row.bottomAnchor.constraint(equalTo: bottomAnchor),
      row.leadingAnchor.constraint(equalTo: leadingAnchor),
      row.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
    ])

    accessibilityHint = "Shows the profile."
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }

  /// Shows `author`, and how long ago `date` was.
  func configure(with author: Author, date: Date) {
    avatar.configure(with: author)
    nameLabel.text = author.name
    let age = date.formatted(.relative(presentation: .named, unitsStyle: .abbreviated))
    detailLabel.text = "@\(author.handle) · \(age)"
    accessibilityLabel = "\(author.name), \(age)"
  }
}
