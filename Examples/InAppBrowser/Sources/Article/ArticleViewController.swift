import UIKit

/// An article, presented with `.recede`: a long vertical scroll view with a hero, paragraphs and
/// horizontal carousels of pictures.
///
/// Where the page and Passage's pull-down meet: pulled down while scrolled to its top, the page
/// follows the finger and dismisses (the scroll view is held at its top meanwhile); scrolled
/// further down, the same pull scrolls the text; a pull that starts on a carousel reaches the
/// page too, because the carousel only scrolls sideways. The close button dismisses with the
/// same transition.
final class ArticleViewController: UIViewController {
  private let article: Article
  private lazy var hero = ArticleHeroView(article: article)
  private lazy var scrollView = VerticalScrollView(content: makeContent())

  /// A page showing `article`.
  init(article: Article) {
    self.article = article
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    // The hero runs under the status bar; the bottom inset is set from the safe area below.
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.fill(view)

    let close = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in self?.close() })
    close.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(close)
    NSLayoutConstraint.activate([
      close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    hero.topInset = view.safeAreaInsets.top
    scrollView.contentInset.bottom = view.safeAreaInsets.bottom
    scrollView.verticalScrollIndicatorInsets = view.safeAreaInsets
  }

  private func close() {
    dismiss(animated: true)
  }

  // MARK: Content

  private func makeContent() -> UIView {
    let stack = UIStackView(arrangedSubviews: [hero, ReadableColumnView(makeTitle())])
    stack.axis = .vertical
    stack.spacing = 16
    stack.setCustomSpacing(24, after: hero)
    for block in article.blocks {
      if case .heading = block, let previous = stack.arrangedSubviews.last {
        stack.setCustomSpacing(28, after: previous)
      }
      stack.addArrangedSubview(makeView(for: block))
    }
    return stack
  }

  private func makeTitle() -> UIView {
    let byline = UILabel(
      "By \(article.byline) · \(article.minutesToRead) min read", style: .footnote, color: .secondaryLabel)
    let title = UILabel(article.title, style: .largeTitle, weight: .bold)
    title.accessibilityTraits = .header
    let stack = UIStackView(arrangedSubviews: [
      title, UILabel(article.standfirst, style: .title3, color: .secondaryLabel), byline,
    ])
    stack.axis = .vertical
    stack.spacing = 8
    return stack
  }

  private func makeView(for block: ArticleBlock) -> UIView {
    switch block {
    case .heading(let text):
      let heading = UILabel(text, style: .title2, weight: .bold)
      heading.accessibilityTraits = .header
      return ReadableColumnView(heading)
    case .paragraph(let text):
      return ReadableColumnView(UILabel(text, style: .body))
    case .gallery(let caption, let items):
      let gallery = UIStackView(arrangedSubviews: [
        CarouselView(items: items),
        ReadableColumnView(UILabel(caption, style: .footnote, color: .secondaryLabel)),
      ])
      gallery.axis = .vertical
      gallery.spacing = 8
      return gallery
    }
  }
}
