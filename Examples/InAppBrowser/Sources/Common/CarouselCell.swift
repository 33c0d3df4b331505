import UIKit

/// A card in a ``CarouselView``: the picture's symbol on its colour, and its caption below.
final class CarouselCell: UICollectionViewCell {
  private let card = UIView()
  private let imageView = UIImageView()
  private let captionLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    card.layer.cornerRadius = 16
    card.layer.cornerCurve = .continuous
    card.translatesAutoresizingMaskIntoConstraints = false

    imageView.contentMode = .scaleAspectFit
    imageView.tintColor = .white
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 56, weight: .regular)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(imageView)

    captionLabel.font = .preferredFont(forTextStyle: .footnote)
    captionLabel.adjustsFontForContentSizeCategory = true
    captionLabel.textColor = .secondaryLabel
    captionLabel.translatesAutoresizingMaskIntoConstraints = false

    contentView.addSubview(card)
    contentView.addSubview(captionLabel)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: contentView.topAnchor),
      card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.centerXAnchor.constraint(equalTo: card.centerXAnchor),
      imageView.centerYAnchor.constraint(equalTo: card.centerYAnchor),
      captionLabel.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
      captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      captionLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
      captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])

    isAccessibilityElement = true
    accessibilityTraits = .image
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Shows `item`.
  func configure(with item: GalleryItem) {
    card.backgroundColor = item.accent.color
    imageView.image = UIImage(systemName: item.symbolName)
    captionLabel.text = item.caption
    accessibilityLabel = item.caption
  }
}
