import UIKit

/// The card under a post's text that says where it leads: an icon, the page's title, and its
/// site or reading time. It is a control, so a screen can open the link when it is tapped.
final class LinkPreviewView: UIControl {
  private let iconView = UIImageView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous

    iconView.contentMode = .center
    iconView.tintColor = .white
    iconView.layer.cornerRadius = 8
    iconView.layer.cornerCurve = .continuous
    iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)

    titleLabel.font = .preferredFont(forTextStyle: .subheadline, weight: .semibold)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.numberOfLines = 2
    subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
    subtitleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.textColor = .secondaryLabel

    let labels = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    labels.axis = .vertical
    labels.spacing = 2
    let row = UIStackView(arrangedSubviews: [iconView, labels])
    row.spacing = 12
    row.alignment = .center
    row.isUserInteractionEnabled = false  // touches go to the control
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      iconView.widthAnchor.constraint(equalToConstant: 48),
      iconView.heightAnchor.constraint(equalToConstant: 48),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 10),
      row.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
    ])

    isAccessibilityElement = true
    accessibilityTraits = .link
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }

  /// Shows where `attachment` leads, in `accent`.
  func configure(with attachment: Attachment, accent: Accent) {
    iconView.image = UIImage(systemName: attachment.symbolName)
    iconView.backgroundColor = accent.color
    titleLabel.text = attachment.title
    subtitleLabel.text = attachment.subtitle
    accessibilityLabel = "\(attachment.title), \(attachment.subtitle)"
  }
}
