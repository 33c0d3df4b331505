import UIKit

/// The home screen: a list of posts.
///
/// Selecting a post opens its link — a web page in `SFSafariViewController` with `.push`, an
/// article with `.recede` (see `open(_:)`); tapping its author pushes their profile inside the
/// navigation controller, with the same push transition.
final class TimelineViewController: UIViewController, UICollectionViewDelegate {
  private enum Section: Hashable, Sendable {
    case posts
  }

  private let posts: [Post]
  private var dataSource: UICollectionViewDiffableDataSource<Section, Post>?

  /// A timeline of `posts`, in that order.
  init(posts: [Post]) {
    self.posts = posts
    super.init(nibName: nil, bundle: nil)
    title = "Timeline"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// The toolbar shows on the timeline only (a pushed profile hides it again).
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // Hidden only when another screen is pushed over the timeline; a presented page leaves the
    // toolbar in place, fading it instead (`open(_:card:)`).
    if navigationController?.topViewController !== self {
      navigationController?.setToolbarHidden(true, animated: animated)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .always
    // A bottom bar that fades with the pages this screen presents (`open(_:card:)`).
    toolbarItems = [
      UIBarButtonItem(image: UIImage(systemName: "house"), style: .plain, target: nil, action: nil),
      .flexibleSpace(),
      UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: nil, action: nil),
      .flexibleSpace(),
      UIBarButtonItem(image: UIImage(systemName: "person"), style: .plain, target: nil, action: nil),
    ]

    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let registration = UICollectionView.CellRegistration<PostCell, Post> { [weak self] cell, _, post in
      cell.configure(with: post)
      cell.onShowAuthor = { self?.showProfile(of: post.author) }
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Post>(collectionView: collectionView) {
      collectionView, indexPath, post in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: post)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Post>()
    snapshot.appendSections([.posts])
    snapshot.appendItems(posts)
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// Pushes `author`'s profile. The navigation controller's Passage delegate animates the push,
  /// and pops it with a swipe from the leading edge.
  private func showProfile(of author: Author) {
    let profile = ProfileViewController(author: author, posts: posts.filter { $0.author == author })
    navigationController?.pushViewController(profile, animated: true)
  }

  /// The preview card of `post`'s cell if it is on screen now (cells are reused as the
  /// timeline scrolls, so it is looked up each time a transition asks).
  private func previewCard(of post: Post, in collectionView: UICollectionView?) -> UIView? {
    guard let collectionView, let indexPath = dataSource?.indexPath(for: post) else { return nil }
    return (collectionView.cellForItem(at: indexPath) as? PostCell)?.previewCard
  }

  // MARK: UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let post = dataSource?.itemIdentifier(for: indexPath) else { return }
    open(post.attachment) { [weak self, weak collectionView] in
      self?.previewCard(of: post, in: collectionView)
    }
  }
}
