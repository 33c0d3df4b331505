import UIKit

/// A stand-in for a web page: a scrolling article with a close button (pull down also closes it
/// when presented with `.recede`).
final class ArticleViewController: UIViewController {
  private let articleTitle: String
  private let url: URL

  init(title: String, url: URL) {
    articleTitle = title
    self.url = url
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let scroll = UIScrollView()
    scroll.alwaysBounceVertical = true
    scroll.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scroll)

    let label = UILabel()
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.text =
      ([articleTitle, url.absoluteString] + Array(repeating: "Lorem ipsum dolor sit amet.", count: 60))
      .joined(separator: "\n\n")
    label.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(label)

    let close = UIButton(type: .close)
    close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    close.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(close)

    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      label.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 60),
      label.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
      label.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
      close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      close.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
    ])
  }

  @objc private func closeTapped() {
    if presentingViewController != nil {
      dismiss(animated: true)
    } else {
      navigationController?.popViewController(animated: true)
    }
  }
}
