// UIKit stub, part 5 of 8: gesture recognizers. See Base.swift for conventions.
//
// Sources: UIGestureRecognizer.h (iPhoneOS16.2.sdk), UIPanGestureRecognizer.h (iPhoneOS18.0.sdk),
// UIScreenEdgePanGestureRecognizer.h (iPhoneOS17.4.sdk), UIKit.apinotes
// (UIGestureRecognizerState -> UIGestureRecognizer.State).

// UIGestureRecognizer.h: `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR
// @interface UIGestureRecognizer : NSObject`.
@MainActor @preconcurrency open class UIGestureRecognizer: NSObject {
  // `- (instancetype)initWithTarget:(nullable id)target action:(nullable SEL)action NS_DESIGNATED_INITIALIZER;`
  public init(target: Any?, action: Selector?) { fatalError() }
  // `- (instancetype)init;` and `- (nullable instancetype)initWithCoder:` are not designated.
  public convenience override init() { fatalError() }
  public convenience init?(coder: NSCoder) { fatalError() }

  open func addTarget(_ target: Any, action: Selector) { fatalError() }
  open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
  // Read-only here; UIGestureRecognizerSubclass.h (not modelled) makes it settable for subclasses.
  open var state: UIGestureRecognizer.State { fatalError() }
  // `@property(nullable,nonatomic,weak) id <UIGestureRecognizerDelegate> delegate;`
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var view: UIView? { fatalError() }
  open var cancelsTouchesInView: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delaysTouchesBegan: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var delaysTouchesEnded: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var requiresExclusiveTouchType: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  // `- requireGestureRecognizerToFail:` -> `require(toFail:)`
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) { fatalError() }
  @discardableResult open func location(in view: UIView?) -> CGPoint { fatalError() }
  open var numberOfTouches: Int { fatalError() }
  @discardableResult open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { fatalError() }
  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIGestureRecognizer {
  // `typedef NS_ENUM(NSInteger, UIGestureRecognizerState)`; `UIGestureRecognizerStateRecognized =
  // UIGestureRecognizerStateEnded` becomes a static property.
  @objc(UIGestureRecognizerState) public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
    public static var recognized: UIGestureRecognizer.State { .ended }
  }
}

// UIGestureRecognizer.h: `NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate <NSObject> @optional ...`
@MainActor @preconcurrency @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  @objc(gestureRecognizerShouldBegin:)
  @discardableResult optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  @objc(gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:)
  optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @objc(gestureRecognizer:shouldRequireFailureOfGestureRecognizer:)
  optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @objc(gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:)
  optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  @objc(gestureRecognizer:shouldReceiveTouch:)
  @discardableResult optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool
  @objc(gestureRecognizer:shouldReceiveEvent:)
  @discardableResult optional func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool
}

// UIPanGestureRecognizer.h: `NS_SWIFT_UI_ACTOR @interface UIPanGestureRecognizer : UIGestureRecognizer`.
@MainActor @preconcurrency open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches: Int {
    get { fatalError() }
    set { fatalError() }
  }
  open var maximumNumberOfTouches: Int {
    get { fatalError() }
    set { fatalError() }
  }
  @discardableResult open func translation(in view: UIView?) -> CGPoint { fatalError() }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }
  @discardableResult open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// UIScreenEdgePanGestureRecognizer.h: `NS_SWIFT_UI_ACTOR @interface UIScreenEdgePanGestureRecognizer
// : UIPanGestureRecognizer` with `@property (readwrite, nonatomic, assign) UIRectEdge edges;`.
@MainActor @preconcurrency open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge {
    get { fatalError() }
    set { fatalError() }
  }
}
