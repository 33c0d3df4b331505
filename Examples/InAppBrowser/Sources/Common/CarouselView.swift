import UIKit

/// A horizontal carousel of ``GalleryItem`` cards that snaps to a card when it stops.
///
/// A horizontal `UICollectionView` inside a vertical scroll view: a pull down on it still reaches
/// the scroll view around it (and so Passage's pull-down dismissal), because it only scrolls
/// sideways; in a navigation controller whose Passage delegate allows full-width swipes, a swipe
/// toward the leading edge scrolls the carousel back first and pops only once it is at its start.
final class CarouselView: UIView, UICollectionViewDataSource, UICollectionViewDelegate {
  /// The size of a card, picture and caption together.
  static let itemSize = CGSize(width: 220, height: 200)

  private let items: [GalleryItem]
  private let layout = UICollectionViewFlowLayout()
  private let collectionView: UICollectionView
  private let registration = UICollectionView.CellRegistration<CarouselCell, GalleryItem> {
    cell, _, item in
    cell.configure(with: item)
  }

  /// A carousel of `items`, its first and last cards `inset` points from its edges.
  init(items: [GalleryItem], inset: CGFloat = 20) {
    self.items = items
    layout.scrollDirection = .horizontal
    layout.itemSize = Self.itemSize
    layout.minimumLineSpacing = 12
    layout.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    super.init(frame: .zero)

    collectionView.backgroundColor = .clear
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.decelerationRate = .fast
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: trailingAnchor),
      collectionView.heightAnchor.constraint(equalToConstant: Self.itemSize.height),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: items[indexPath.item])
  }

  // MARK: UIScrollViewDelegate

  /// Ends the scroll with a card at the leading inset, the nearest to where it would have stopped.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let pitch = layout.itemSize.width + layout.minimumLineSpacing
    let insets = scrollView.adjustedContentInset
    let start = -insets.left
    let end = max(start, scrollView.contentSize.width + insets.right - scrollView.bounds.width)
    let card = ((targetContentOffset.pointee.x - start) / pitch).rounded()
    targetContentOffset.pointee.x = min(max(start, start + card * pitch), end)
  }
}
