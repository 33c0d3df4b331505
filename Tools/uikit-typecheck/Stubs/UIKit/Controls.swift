// UIKit stub, part 6 of 8: controls and simple views. See Base.swift for conventions.
//
// Sources: UIControl.h (iPhoneOS17.4.sdk), UIButton.h (iPhoneOS16.1.sdk), UILabel.h
// (iPhoneOS16.4.sdk), UIImageView.h (iPhoneOS17.5.sdk), UIStackView.h (iPhoneOS17.4.sdk),
// NSText.h / NSParagraphStyle.h (NSTextAlignment, NSLineBreakMode), UIKit.apinotes
// (UIControlEvents -> UIControl.Event, UIButtonType -> UIButton.ButtonType,
// UILayoutConstraintAxis -> NSLayoutConstraint.Axis, UIStackViewAlignment -> UIStackView.Alignment),
// overlay (`extension UIButton { public struct Configuration }`).

// MARK: - Text enums

// NSText.h: `typedef NS_ENUM(NSInteger, NSTextAlignment)` (iOS values: Right = 2).
@objc public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

// NSParagraphStyle.h: `typedef NS_ENUM(NSInteger, NSLineBreakMode)`.
@objc public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

// MARK: - UIControl

// UIControl.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView`.
@MainActor @preconcurrency open class UIControl: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHighlighted: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var state: UIControl.State { fatalError() }
  // `- addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents;`
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    fatalError()
  }
  open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

extension UIControl {
  // `typedef NS_OPTIONS(NSUInteger, UIControlEvents)` -> UIControl.Event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  // `typedef NS_OPTIONS(NSUInteger, UIControlState)` -> UIControl.State (UIControlStateNormal -> .normal)
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}

// MARK: - UIButton

// UIButton.h: `NS_SWIFT_UI_ACTOR @interface UIButton : UIControl <NSCoding, ...>`;
// `+buttonWithType:` -> `convenience init(type:)`.
@MainActor @preconcurrency open class UIButton: UIControl {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
  open var buttonType: UIButton.ButtonType { fatalError() }
  // overlay: `public var configuration: UIButton.Configuration? { get set }`
  public var configuration: UIButton.Configuration? {
    get { fatalError() }
    set { fatalError() }
  }
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
  @discardableResult open func title(for state: UIControl.State) -> String? { fatalError() }
  open var titleLabel: UILabel? { fatalError() }
  open var imageView: UIImageView? { fatalError() }
}

extension UIButton {
  // `typedef NS_ENUM(NSInteger, UIButtonType)` -> UIButton.ButtonType
  // (UIButtonTypePlain is tvOS-only; UIButtonTypeRoundedRect = UIButtonTypeSystem).
  @objc(UIButtonType) public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
    public static var roundedRect: UIButton.ButtonType { .system }
  }

  // overlay (iOS 15): `public struct Configuration : Hashable` -- the commonly used subset.
  public struct Configuration: Hashable {
    public enum CornerStyle: Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
    public enum Size: Hashable, Sendable { case mini, small, medium, large }
    public static func plain() -> UIButton.Configuration { fatalError() }
    public static func tinted() -> UIButton.Configuration { fatalError() }
    public static func gray() -> UIButton.Configuration { fatalError() }
    public static func filled() -> UIButton.Configuration { fatalError() }
    public static func borderless() -> UIButton.Configuration { fatalError() }
    public static func bordered() -> UIButton.Configuration { fatalError() }
    public static func borderedTinted() -> UIButton.Configuration { fatalError() }
    public static func borderedProminent() -> UIButton.Configuration { fatalError() }
    public var cornerStyle: UIButton.Configuration.CornerStyle {
      get { fatalError() }
      set { fatalError() }
    }
    public var buttonSize: UIButton.Configuration.Size {
      get { fatalError() }
      set { fatalError() }
    }
    public var baseForegroundColor: UIColor? {
      get { fatalError() }
      set { fatalError() }
    }
    public var baseBackgroundColor: UIColor? {
      get { fatalError() }
      set { fatalError() }
    }
    public var image: UIImage? {
      get { fatalError() }
      set { fatalError() }
    }
    public var showsActivityIndicator: Bool {
      get { fatalError() }
      set { fatalError() }
    }
    public var title: String? {
      get { fatalError() }
      set { fatalError() }
    }
    public var subtitle: String? {
      get { fatalError() }
      set { fatalError() }
    }
    public var contentInsets: NSDirectionalEdgeInsets {
      get { fatalError() }
      set { fatalError() }
    }
    public var imagePadding: CGFloat {
      get { fatalError() }
      set { fatalError() }
    }
    public var titlePadding: CGFloat {
      get { fatalError() }
      set { fatalError() }
    }
    public static func == (a: UIButton.Configuration, b: UIButton.Configuration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
  }
}

// MARK: - UILabel, UIImageView, UIStackView

// UILabel.h: `NS_SWIFT_UI_ACTOR @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting, ...>`.
@MainActor @preconcurrency open class UILabel: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
  // `@property(null_resettable, nonatomic, strong) UIFont *font;` (and textColor)
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var lineBreakMode: NSLineBreakMode {
    get { fatalError() }
    set { fatalError() }
  }
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var adjustsFontSizeToFitWidth: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // UIContentSizeCategoryAdjusting
  open var adjustsFontForContentSizeCategory: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// UIImageView.h: `NS_SWIFT_UI_ACTOR @interface UIImageView : UIView`.
@MainActor @preconcurrency open class UIImageView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public init(image: UIImage?) { fatalError() }
  public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  open var highlightedImage: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHighlighted: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension NSLayoutConstraint {
  // `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)` -> NSLayoutConstraint.Axis (apinotes)
  @objc(UILayoutConstraintAxis) public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

// UIStackView.h: `NS_SWIFT_UI_ACTOR @interface UIStackView : UIView`; note
// `- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` is non-nullable, so
// subclasses write `required init(coder:)`.
@MainActor @preconcurrency open class UIStackView: UIView {
  public override init(frame: CGRect) { fatalError() }
  public required init(coder: NSCoder) { fatalError() }
  public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
  open var arrangedSubviews: [UIView] { fatalError() }
  open func addArrangedSubview(_ view: UIView) { fatalError() }
  open func removeArrangedSubview(_ view: UIView) { fatalError() }
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { fatalError() }
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError() }
    set { fatalError() }
  }
  open var distribution: UIStackView.Distribution {
    get { fatalError() }
    set { fatalError() }
  }
  open var alignment: UIStackView.Alignment {
    get { fatalError() }
    set { fatalError() }
  }
  open var spacing: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { fatalError() }
  open var isBaselineRelativeArrangement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isLayoutMarginsRelativeArrangement: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIStackView {
  // `typedef NS_ENUM(NSInteger, UIStackViewDistribution)` -> UIStackView.Distribution
  @objc(UIStackViewDistribution) public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  // `typedef NS_ENUM(NSInteger, UIStackViewAlignment)`; Top = Leading, Bottom = Trailing.
  @objc(UIStackViewAlignment) public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    public static var top: UIStackView.Alignment { .leading }
    public static var bottom: UIStackView.Alignment { .trailing }
  }
}
