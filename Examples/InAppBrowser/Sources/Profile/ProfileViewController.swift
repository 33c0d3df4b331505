import UIKit

/// An author's profile, pushed inside the navigation controller with Passage's push transition.
///
/// Swipe from the leading edge — or, since the navigation delegate allows full-width swipes,
/// anywhere — to pop it; over the highlights carousel a swipe scrolls the carousel first and
/// pops once it is back at its start. The website button and the shared links present on top,
/// as the timeline does.
final class ProfileViewController: UIViewController {
  private let author: Author
  private let posts: [Post]

  /// The profile of `author`, listing what their `posts` link to.
  init(author: Author, posts: [Post]) {
    self.author = author
    self.posts = posts
    super.init(nibName: nil, bundle: nil)
    title = author.name
    navigationItem.largeTitleDisplayMode = .never
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 16
    let website = ReadableColumnView(makeWebsiteButton())
    stack.addArrangedSubview(ReadableColumnView(makeHeader()))
    stack.addArrangedSubview(website)
    stack.setCustomSpacing(28, after: website)
    stack.addArrangedSubview(makeHeading("Highlights"))
    stack.addArrangedSubview(CarouselView(items: author.highlights))
    if !posts.isEmpty {
      stack.addArrangedSubview(makeHeading("Shared links"))
      for post in posts {
        stack.addArrangedSubview(ReadableColumnView(makePreview(of: post.attachment)))
      }
    }
    VerticalScrollView(content: stack, top: 20).fill(view)
  }

  private func makeHeader() -> UIView {
    let avatar = AvatarView(diameter: 88)
    avatar.configure(with: author)
    let header = UIStackView(arrangedSubviews: [
      avatar,
      UILabel(author.name, style: .title2, weight: .bold),
      UILabel("@\(author.handle)", style: .subheadline, color: .secondaryLabel),
      UILabel(author.bio, style: .body),
    ])
    header.axis = .vertical
    header.alignment = .leading
    header.spacing = 6
    header.setCustomSpacing(12, after: avatar)
    return header
  }

  private func makeHeading(_ text: String) -> UIView {
    let heading = UILabel(text, style: .title3, weight: .bold)
    heading.accessibilityTraits = .header
    return ReadableColumnView(heading)
  }

  private func makeWebsiteButton() -> UIButton {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = author.website.site
    configuration.image = UIImage(systemName: "safari")
    configuration.imagePadding = 8
    configuration.baseBackgroundColor = author.accent.color
    configuration.baseForegroundColor = author.accent.color
    let website = Attachment.web(author.website)
    return UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.open(website) })
  }

  private func makePreview(of attachment: Attachment) -> LinkPreviewView {
    let preview = LinkPreviewView()
    preview.configure(with: attachment, accent: author.accent)
    preview.addAction(
      UIAction { [weak self, weak preview] _ in self?.open(attachment) { preview } }, for: .touchUpInside)
    return preview
  }
}
