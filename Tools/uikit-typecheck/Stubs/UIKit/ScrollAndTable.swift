// UIKit stub, part 7 of 8: scroll views, table views and list content configurations.
// See Base.swift for conventions.
//
// Sources: UIScrollView.h (iPhoneOS18.1.sdk), UITableView.h (iPhoneOS17.5.sdk), UITableViewCell.h
// and UIListContentConfiguration.h (iPhoneOS16.1.sdk), UITableViewController.h (iOS SDK),
// overlay (`extension UITableViewCell { contentConfiguration, defaultContentConfiguration() }`,
// `public protocol UIContentConfiguration`, `public struct UIListContentConfiguration`,
// `extension Foundation.IndexPath { init(row:section:), row, section }`).
// A class that adopts a protocol in its Objective-C @interface gets the protocol's members
// imported as its own, so subclasses `override` them (e.g. UITableViewController's
// tableView(_:numberOfRowsInSection:)); the stub declares those members on the class.

// MARK: - UIScrollView

// UIScrollView.h: `NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>`.
@MainActor @preconcurrency open class UIScrollView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustedContentInset: UIEdgeInsets { fatalError() }
  open func adjustedContentInsetDidChange() { fatalError() }
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentLayoutGuide: UILayoutGuide { fatalError() }
  open var frameLayoutGuide: UILayoutGuide { fatalError() }
  // `@property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;`
  weak open var delegate: (any UIScrollViewDelegate)?
  open var isDirectionalLockEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounces: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var alwaysBounceHorizontal: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isPagingEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var showsVerticalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var showsHorizontalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }
  open var isTracking: Bool { fatalError() }
  open var isDragging: Bool { fatalError() }
  open var isDecelerating: Bool { fatalError() }
  open var delaysContentTouches: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var canCancelContentTouches: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
  open var scrollsToTop: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIScrollView {
  // `typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior)` -> UIScrollView.ContentInsetAdjustmentBehavior
  @objc(UIScrollViewContentInsetAdjustmentBehavior) public enum ContentInsetAdjustmentBehavior: Int, Sendable
  {
    case automatic = 0
    case scrollableAxes, never, always
  }
}

// UIScrollView.h: `NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject> @optional ...`
@MainActor @preconcurrency @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
  @objc(scrollViewDidScroll:) optional func scrollViewDidScroll(_ scrollView: UIScrollView)
  @objc(scrollViewWillBeginDragging:) optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  @objc(scrollViewWillEndDragging:withVelocity:targetContentOffset:)
  optional func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  @objc(scrollViewDidEndDragging:willDecelerate:)
  optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  @objc(scrollViewWillBeginDecelerating:) optional func scrollViewWillBeginDecelerating(
    _ scrollView: UIScrollView)
  @objc(scrollViewDidEndDecelerating:) optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  @objc(scrollViewDidEndScrollingAnimation:) optional func scrollViewDidEndScrollingAnimation(
    _ scrollView: UIScrollView)
  @discardableResult @objc(scrollViewShouldScrollToTop:) optional func scrollViewShouldScrollToTop(
    _ scrollView: UIScrollView
  ) -> Bool
  @objc(scrollViewDidScrollToTop:) optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  @objc(scrollViewDidChangeAdjustedContentInset:)
  optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// MARK: - Index paths (overlay: `extension Foundation.IndexPath`)

extension IndexPath {
  public init(row: Int, section: Int) { fatalError() }
  public init(item: Int, section: Int) { fatalError() }
  public var section: Int {
    get { fatalError() }
    set { fatalError() }
  }
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }
  public var item: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - UITableView

// UITableView.h: `NS_SWIFT_UI_ACTOR @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>`;
// `- initWithFrame:style: NS_DESIGNATED_INITIALIZER`, `- initWithCoder: NS_DESIGNATED_INITIALIZER`.
// Not modelled: UITableView redeclares `delegate` as `id<UITableViewDelegate>`; Swift source cannot
// narrow an inherited property's type, so here `delegate` is UIScrollView's (assigning a
// UITableViewDelegate works as on iOS; reading it back gives `(any UIScrollViewDelegate)?`).
@MainActor @preconcurrency open class UITableView: UIScrollView {
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init(frame: CGRect) { fatalError() }
  open var style: UITableView.Style { fatalError() }
  weak open var dataSource: (any UITableViewDataSource)?
  open var rowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var estimatedRowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var tableHeaderView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var tableFooterView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open func reloadData() { fatalError() }
  open var numberOfSections: Int { fatalError() }
  @discardableResult open func numberOfRows(inSection section: Int) -> Int { fatalError() }
  @discardableResult open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
  @discardableResult open func indexPath(for cell: UITableViewCell) -> IndexPath? { fatalError() }
  open var indexPathForSelectedRow: IndexPath? { fatalError() }
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    fatalError()
  }
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) { fatalError() }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
  @discardableResult open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    fatalError()
  }
  @discardableResult open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell { fatalError() }
}

extension UITableView {
  // `typedef NS_ENUM(NSInteger, UITableViewStyle)` -> UITableView.Style
  @objc(UITableViewStyle) public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }
  // `typedef NS_ENUM(NSInteger, UITableViewScrollPosition)` -> UITableView.ScrollPosition
  @objc(UITableViewScrollPosition) public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top, middle, bottom
  }
}

// UITableView.h: `NS_SWIFT_UI_ACTOR @protocol UITableViewDataSource<NSObject>`.
@MainActor @preconcurrency @objc public protocol UITableViewDataSource: NSObjectProtocol {
  @objc(tableView:numberOfRowsInSection:)
  @discardableResult func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  @objc(tableView:cellForRowAtIndexPath:)
  @discardableResult func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  @objc(numberOfSectionsInTableView:)
  @discardableResult optional func numberOfSections(in tableView: UITableView) -> Int
  @objc(tableView:titleForHeaderInSection:)
  @discardableResult optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  @objc(tableView:titleForFooterInSection:)
  @discardableResult optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
}

// UITableView.h: `NS_SWIFT_UI_ACTOR @protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>`.
@MainActor @preconcurrency @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
  @objc(tableView:willDisplayCell:forRowAtIndexPath:)
  optional func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  @objc(tableView:heightForRowAtIndexPath:)
  @discardableResult optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  @objc(tableView:didSelectRowAtIndexPath:)
  optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  @objc(tableView:didDeselectRowAtIndexPath:)
  optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

// MARK: - Cells and content configurations

// UITableViewCell.h: `NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>`;
// `- initWithStyle:reuseIdentifier: NS_DESIGNATED_INITIALIZER`, `- initWithCoder: NS_DESIGNATED_INITIALIZER`.
@MainActor @preconcurrency open class UITableViewCell: UIView {
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init(frame: CGRect) { fatalError() }
  open var contentView: UIView { fatalError() }
  open var reuseIdentifier: String? { fatalError() }
  open func prepareForReuse() { fatalError() }
  open var accessoryType: UITableViewCell.AccessoryType {
    get { fatalError() }
    set { fatalError() }
  }
  open var accessoryView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var selectionStyle: UITableViewCell.SelectionStyle {
    get { fatalError() }
    set { fatalError() }
  }
  @available(
    iOS, deprecated: 100000,
    message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var textLabel: UILabel? { fatalError() }
  @available(
    iOS, deprecated: 100000,
    message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var detailTextLabel: UILabel? { fatalError() }
  // overlay (iOS 14): `public var contentConfiguration: (any UIContentConfiguration)?`,
  // `public func defaultContentConfiguration() -> UIListContentConfiguration`
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
  public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

extension UITableViewCell {
  // `typedef NS_ENUM(NSInteger, UITableViewCellStyle)` -> UITableViewCell.CellStyle
  @objc(UITableViewCellStyle) public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1, value2, subtitle
  }
  // `typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType)` -> UITableViewCell.AccessoryType
  @objc(UITableViewCellAccessoryType) public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  // `typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle)` -> UITableViewCell.SelectionStyle
  @objc(UITableViewCellSelectionStyle) public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue, gray, `default`
  }
}

// overlay: `public protocol UIConfigurationState { init(traitCollection:); var traitCollection { get set }; ... }`
public protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection { get set }
}

// overlay: `@MainActor public protocol UIContentView : NSObjectProtocol`
@MainActor public protocol UIContentView: NSObjectProtocol {
  @MainActor var configuration: any UIContentConfiguration { get set }
  @MainActor func supports(_ configuration: any UIContentConfiguration) -> Bool
}
extension UIContentView {
  @MainActor public func supports(_ configuration: any UIContentConfiguration) -> Bool { fatalError() }
}

// overlay: `public protocol UIContentConfiguration`
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}

// overlay: `public struct UIListContentConfiguration : UIContentConfiguration, Hashable` (subset).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public struct ImageProperties: Hashable {
    public var tintColor: UIColor? {
      get { fatalError() }
      set { fatalError() }
    }
    public var cornerRadius: CGFloat {
      get { fatalError() }
      set { fatalError() }
    }
    public var maximumSize: CGSize {
      get { fatalError() }
      set { fatalError() }
    }
    public static func == (a: ImageProperties, b: ImageProperties) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
  }
  public struct TextProperties: Hashable {
    public enum TextAlignment: Hashable { case natural, center, justified }
    public var font: UIFont {
      get { fatalError() }
      set { fatalError() }
    }
    public var color: UIColor {
      get { fatalError() }
      set { fatalError() }
    }
    public var alignment: TextAlignment {
      get { fatalError() }
      set { fatalError() }
    }
    public var lineBreakMode: NSLineBreakMode {
      get { fatalError() }
      set { fatalError() }
    }
    public var numberOfLines: Int {
      get { fatalError() }
      set { fatalError() }
    }
    public var adjustsFontForContentSizeCategory: Bool {
      get { fatalError() }
      set { fatalError() }
    }
    public static func == (a: TextProperties, b: TextProperties) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
  }
  public static func cell() -> UIListContentConfiguration { fatalError() }
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
  public static func valueCell() -> UIListContentConfiguration { fatalError() }
  public static func plainHeader() -> UIListContentConfiguration { fatalError() }
  public static func groupedHeader() -> UIListContentConfiguration { fatalError() }
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { fatalError() }
  public var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  public var imageProperties: ImageProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var textProperties: TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryText: String? {
    get { fatalError() }
    set { fatalError() }
  }
  public var secondaryTextProperties: TextProperties {
    get { fatalError() }
    set { fatalError() }
  }
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
    fatalError()
  }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// MARK: - UITableViewController

// UITableViewController.h: `NS_SWIFT_UI_ACTOR @interface UITableViewController : UIViewController
// <UITableViewDelegate, UITableViewDataSource>`; `- initWithStyle: NS_DESIGNATED_INITIALIZER`,
// `- initWithNibName:bundle: NS_DESIGNATED_INITIALIZER`, `- initWithCoder: NS_DESIGNATED_INITIALIZER`.
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
  public init(style: UITableView.Style) { fatalError() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var tableView: UITableView! {
    get { fatalError() }
    set { fatalError() }
  }
  open var clearsSelectionOnViewWillAppear: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // Members imported from the adopted protocols (subclasses `override` them).
  @discardableResult open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  { fatalError() }
  @discardableResult open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }
  @discardableResult open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
  @discardableResult open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { fatalError() }
  @discardableResult open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { fatalError() }
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { fatalError() }
  @discardableResult open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { fatalError() }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { fatalError() }
  open func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) { fatalError() }
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    fatalError()
  }
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { fatalError() }
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { fatalError() }
  @discardableResult open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    fatalError()
  }
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { fatalError() }
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { fatalError() }
}
