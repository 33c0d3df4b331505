import UIKit

/// The top of an article: its symbol drawn large on its colour, from the very top of the screen
/// (under the status bar) down to ``height`` points below the safe area's top.
final class ArticleHeroView: UIView {
  /// The hero's height below the safe area's top.
  static let height: CGFloat = 240

  /// The height of the status bar area the hero extends under; its symbol stays centred below it.
  var topInset: CGFloat = 0 {
    didSet {
      heightConstraint.constant = topInset + Self.height
      centerConstraint.constant = topInset / 2
    }
  }

  private let imageView = UIImageView()
  private lazy var heightConstraint = heightAnchor.constraint(equalToConstant: Self.height)
  private lazy var centerConstraint = imageView.centerYAnchor.constraint(equalTo: centerYAnchor)

  /// A hero for `article`.
  init(article: Article) {
    super.init(frame: .zero)
    backgroundColor = article.accent.color
    imageView.image = UIImage(systemName: article.heroSymbolName)
    imageView.tintColor = .white
    imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 96, weight: .light)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(imageView)
    NSLayoutConstraint.activate([
      heightConstraint, centerConstraint, imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
    ])
    isAccessibilityElement = false  // decoration: the title follows
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}
