import UIKit

/// A post in the timeline: the author's header, the text, and a preview of what it links to.
///
/// Selecting the cell opens the link; the header is a button of its own that shows the author.
final class PostCell: UICollectionViewListCell {
  /// Called when the author's header is tapped.
  var onShowAuthor: (@MainActor () -> Void)?

  private let header = AuthorHeaderView()
  private let bodyLabel = UILabel()
  private let preview = LinkPreviewView()

  /// The link preview card, which a story grows out of.
  var previewCard: UIView { preview }

  override init(frame: CGRect) {
    super.init(frame: frame)
    header.addTarget(self, action: #selector(showAuthor), for: .touchUpInside)
    bodyLabel.font = .preferredFont(forTextStyle: .body)
    bodyLabel.adjustsFontForContentSizeCategory = true
    bodyLabel.numberOfLines = 0
    preview.isUserInteractionEnabled = false  // selecting the cell opens the link

    let stack = UIStackView(arrangedSubviews: [header, bodyLabel, preview])
    stack.axis = .vertical
    stack.spacing = 10
    stack.setCustomSpacing(12, after: bodyLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor, constant: 4),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -4),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    onShowAuthor = nil
  }

  /// Shows `post`.
  func configure(with post: Post) {
    header.configure(with: post.author, date: post.date)
    bodyLabel.text = post.text
    preview.configure(with: post.attachment, accent: post.author.accent)
  }

  @objc private func showAuthor() {
    onShowAuthor?()
  }
}
