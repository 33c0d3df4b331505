// UIKit stub, part 2 of 8: UIView, UIWindow, Auto Layout. See Base.swift for conventions.
//
// Sources: UIView.h (iPhoneOS17.0.sdk and 16.1.sdk), UIWindow.h (iPhoneOS17.5.sdk),
// NSLayoutAnchor.h and UILayoutGuide.h (iPhoneOS18.0.sdk), NSLayoutConstraint.h
// (iPhoneOS18.1.sdk), UIKit.apinotes (iPhoneOS18.0.sdk) for the Swift renames
// (UIViewAnimationCurve -> UIView.AnimationCurve, constraintEqualToAnchor: -> constraint(equalTo:), ...).

// MARK: - UIView

// UIView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIView : UIResponder
// <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment,
// UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>`.
@MainActor @preconcurrency open class UIView: UIResponder, @preconcurrency NSCoding, UITraitEnvironment {
  open class var layerClass: AnyClass { fatalError() }

  // `- initWithFrame: NS_DESIGNATED_INITIALIZER`, `- initWithCoder: NS_DESIGNATED_INITIALIZER`;
  // NSObject's -init becomes a convenience initializer.
  public init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var tag: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var layer: CALayer { fatalError() }
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { fatalError() }
    set { fatalError() }
  }
  // `+userInterfaceLayoutDirectionForSemanticContentAttribute:` (and `...relativeToLayoutDirection:`)
  @discardableResult open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  { fatalError() }
  @discardableResult open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection { fatalError() }
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }

  // UIView (UIViewGeometry)
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  open var transform3D: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentScaleFactor: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // UIView.h: `@property(nonatomic) CGPoint anchorPoint API_AVAILABLE(ios(16.0));` -- iOS 16, unlike
  // CALayer.anchorPoint (iOS 2); use `view.layer.anchorPoint` on iOS 15.
  @available(iOS 16.0, *)
  open var anchorPoint: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }
  open var isMultipleTouchEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isExclusiveTouch: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  @discardableResult open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
  @discardableResult open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
  @discardableResult open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
  @discardableResult open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
  @discardableResult open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
  @discardableResult open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
  open var autoresizesSubviews: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }
  @discardableResult open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
  open func sizeToFit() { fatalError() }

  // UIView (UIViewHierarchy)
  open var superview: UIView? { fatalError() }
  open var subviews: [UIView] { fatalError() }
  open var window: UIWindow? { fatalError() }
  open func removeFromSuperview() { fatalError() }
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { fatalError() }
  open func addSubview(_ view: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }
  open func bringSubviewToFront(_ view: UIView) { fatalError() }
  open func sendSubviewToBack(_ view: UIView) { fatalError() }
  open func didAddSubview(_ subview: UIView) { fatalError() }
  open func willRemoveSubview(_ subview: UIView) { fatalError() }
  open func willMove(toSuperview newSuperview: UIView?) { fatalError() }
  open func didMoveToSuperview() { fatalError() }
  open func willMove(toWindow newWindow: UIWindow?) { fatalError() }
  open func didMoveToWindow() { fatalError() }
  @discardableResult open func isDescendant(of view: UIView) -> Bool { fatalError() }
  @discardableResult open func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
  open func setNeedsLayout() { fatalError() }
  open func layoutIfNeeded() { fatalError() }
  open func layoutSubviews() { fatalError() }
  open var layoutMargins: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open var preservesSuperviewLayoutMargins: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func layoutMarginsDidChange() { fatalError() }
  open var safeAreaInsets: UIEdgeInsets { fatalError() }
  open func safeAreaInsetsDidChange() { fatalError() }
  open var layoutMarginsGuide: UILayoutGuide { fatalError() }
  open var readableContentGuide: UILayoutGuide { fatalError() }
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }

  // UIView (UIViewRendering); `maskView` is `mask` in Swift.
  open func draw(_ rect: CGRect) { fatalError() }
  open func setNeedsDisplay() { fatalError() }
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }
  open var mask: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }
  open func tintColorDidChange() { fatalError() }

  // UIView (UIViewAnimation)
  open class func setAnimationsEnabled(_ enabled: Bool) { fatalError() }
  open class var areAnimationsEnabled: Bool { fatalError() }
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
  open class var inheritedAnimationDuration: TimeInterval { fatalError() }

  // UIView (UIViewAnimationWithBlocks); NS_OPTIONS `options` parameters default to [] and
  // nullable completion blocks to nil when imported.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    fatalError()
  }
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }

  // UIView (UIViewKeyframeAnimations)
  open class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError() }
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) { fatalError() }

  // UIView (UIViewGestureRecognizers)
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { fatalError() }
    set { fatalError() }
  }
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
  @discardableResult open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  { fatalError() }

  // Auto Layout (UIConstraintBasedCompatibility, UILayoutGuideSupport, UIViewLayoutConstraintCreation)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var constraints: [NSLayoutConstraint] { fatalError() }
  open var intrinsicContentSize: CGSize { fatalError() }
  open func invalidateIntrinsicContentSize() { fatalError() }
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError() }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }

  // UIView (UISnapshotting)
  @discardableResult open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }
  @discardableResult open func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
    withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? { fatalError() }
  @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    fatalError()
  }

  // UITraitEnvironment
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

extension UIView {
  // `typedef NS_ENUM(NSInteger, UIViewAnimationCurve)` -> UIView.AnimationCurve (apinotes)
  @objc(UIViewAnimationCurve) public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }

  // `typedef NS_ENUM(NSInteger, UIViewContentMode)` -> UIView.ContentMode
  @objc(UIViewContentMode) public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
      topLeft, topRight, bottomLeft, bottomRight
  }

  // `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)` -> UIView.AutoresizingMask
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  // `typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions)` -> UIView.AnimationOptions
  // (UIViewAnimationOptionCurveEaseInOut -> .curveEaseInOut per apinotes).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  // `typedef NS_OPTIONS(NSUInteger, UIViewKeyframeAnimationOptions)` -> UIView.KeyframeAnimationOptions
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}

// MARK: - UIWindow (UIWindow.h, iPhoneOS17.5.sdk: `NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`)

@MainActor @preconcurrency open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { fatalError() }
  public override init(frame: CGRect) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  weak open var windowScene: UIWindowScene?
  open var screen: UIScreen {
    get { fatalError() }
    set { fatalError() }
  }
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }
  // `isKeyWindow` -> `isKey`, `makeKeyWindow` -> `makeKey()` (apinotes)
  open var isKey: Bool { fatalError() }
  open func makeKey() { fatalError() }
  open func makeKeyAndVisible() { fatalError() }
}

// MARK: - Auto Layout

// UILayoutGuide.h (iPhoneOS18.0.sdk): `NS_SWIFT_UI_ACTOR @interface UILayoutGuide : NSObject <NSCoding>`.
@MainActor @preconcurrency open class UILayoutGuide: NSObject, @preconcurrency NSCoding {
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  open var layoutFrame: CGRect { fatalError() }
  weak open var owningView: UIView?
  open var identifier: String {
    get { fatalError() }
    set { fatalError() }
  }
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
  open var widthAnchor: NSLayoutDimension { fatalError() }
  open var heightAnchor: NSLayoutDimension { fatalError() }
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// NSLayoutConstraint.h: `typedef float UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM` with
// UILayoutPriorityRequired = 1000, DefaultHigh = 750, DefaultLow = 250, FittingSizeLevel = 50.
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
  public var rawValue: Float
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

// NSLayoutConstraint.h (iPhoneOS18.1.sdk): `NS_SWIFT_UI_ACTOR @interface NSLayoutConstraint : NSObject`;
// `+activateConstraints:` -> `activate(_:)`.
@MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open class func deactivate(_ constraints: [NSLayoutConstraint]) { fatalError() }
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var multiplier: CGFloat { fatalError() }
  open var priority: UILayoutPriority {
    get { fatalError() }
    set { fatalError() }
  }
  open var identifier: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

// NSLayoutAnchor.h (iPhoneOS18.0.sdk): `NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> : NSObject`;
// the constraint methods carry warn_unused_result (so no @discardableResult) and are renamed by the
// apinotes (constraintEqualToAnchor:constant: -> constraint(equalTo:constant:), ...).
@MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  { fatalError() }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

// NSLayoutAnchor.h (iPhoneOS18.0.sdk): `NS_SWIFT_UI_ACTOR @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>`.
@MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

// NSLayoutAnchor.h (iPhoneOS18.0.sdk): `NS_SWIFT_UI_ACTOR @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`.
@MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  @discardableResult open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    fatalError()
  }
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}

// NSLayoutAnchor.h (iPhoneOS18.0.sdk): `NS_SWIFT_UI_ACTOR @interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>`.
@MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    fatalError()
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError() }
}
