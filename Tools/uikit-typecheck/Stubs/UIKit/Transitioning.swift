// UIKit stub, part 4 of 8: custom view-controller transitions and view animators.
// See Base.swift for conventions.
//
// Sources: UIViewControllerTransitioning.h (iPhoneOS17.0.sdk -- every protocol there is
// NS_SWIFT_UI_ACTOR), UIViewPropertyAnimator.h and UITimingCurveProvider.h (iPhoneOS18.1.sdk),
// UIViewAnimating.h (iOS SDK copy) and UITimingParameters.h (iPhoneOS16.1.sdk); main-actor per
// developer.apple.com/documentation/uikit/uiviewanimating: `@MainActor protocol UIViewAnimating :
// NSObjectProtocol`), UIKit.apinotes (iPhoneOS18.0.sdk) for the Swift names of
// UIViewControllerAnimatedTransitioning and UIViewControllerTransitioningDelegate.

// MARK: - Context keys

// `typedef NSString *UITransitionContextViewControllerKey NS_TYPED_ENUM;` (UIViewController.h)
// `UITransitionContextFromViewControllerKey NS_SWIFT_NAME(from)`, `...ToViewControllerKey NS_SWIFT_NAME(to)`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey("UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey("UITransitionContextToViewControllerKey")
}

// `typedef NSString *UITransitionContextViewKey NS_TYPED_ENUM;`, `UITransitionContextFromViewKey
// NS_SWIFT_NAME(from)`, `UITransitionContextToViewKey NS_SWIFT_NAME(to)`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable, _StubStringBridged {
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey("UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey("UITransitionContextToViewKey")
}

// MARK: - Transitioning protocols (UIViewControllerTransitioning.h)

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerContextTransitioning <NSObject>`
@MainActor @preconcurrency @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  var containerView: UIView { get }
  @objc(isAnimated) var isAnimated: Bool { get }
  @objc(isInteractive) var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  @objc(updateInteractiveTransition:) func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  @objc(completeTransition:) func completeTransition(_ didComplete: Bool)
  // `- (nullable __kindof UIViewController *)viewControllerForKey:(UITransitionContextViewControllerKey)key;`
  @discardableResult @objc(viewControllerForKey:) func viewController(
    forKey key: UITransitionContextViewControllerKey
  ) -> UIViewController?
  // `- (nullable __kindof UIView *)viewForKey:(UITransitionContextViewKey)key;`
  @discardableResult @objc(viewForKey:) func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  @discardableResult @objc(initialFrameForViewController:) func initialFrame(for vc: UIViewController)
    -> CGRect
  @discardableResult @objc(finalFrameForViewController:) func finalFrame(for vc: UIViewController) -> CGRect
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerAnimatedTransitioning <NSObject>`;
// apinotes: transitionDuration: -> transitionDuration(using:), animateTransition: ->
// animateTransition(using:), interruptibleAnimatorForTransition: -> interruptibleAnimator(using:).
@MainActor @preconcurrency @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  @objc(transitionDuration:)
  @discardableResult func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval
  @objc(animateTransition:)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  @objc(interruptibleAnimatorForTransition:)
  @discardableResult optional func interruptibleAnimator(
    using transitionContext: any UIViewControllerContextTransitioning
  ) -> any UIViewImplicitlyAnimating
  @objc(animationEnded:)
  optional func animationEnded(_ transitionCompleted: Bool)
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerInteractiveTransitioning <NSObject>`
@MainActor @preconcurrency @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  @objc(startInteractiveTransition:)
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  @objc optional var completionSpeed: CGFloat { get }
  @objc optional var completionCurve: UIView.AnimationCurve { get }
  @objc optional var wantsInteractiveStart: Bool { get }
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitioningDelegate <NSObject> @optional ...`
// (Swift names from the apinotes).
@MainActor @preconcurrency @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  @objc(animationControllerForPresentedController:presentingController:sourceController:)
  optional func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  @objc(animationControllerForDismissedController:)
  @discardableResult optional func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  @objc(interactionControllerForPresentation:)
  optional func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  )
    -> (any UIViewControllerInteractiveTransitioning)?
  @objc(interactionControllerForDismissal:)
  optional func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  @objc(presentationControllerForPresentedViewController:presentingViewController:sourceViewController:)
  optional func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

// `UIKIT_EXTERN API_AVAILABLE(ios(7.0)) NS_SWIFT_UI_ACTOR @interface UIPercentDrivenInteractiveTransition
// : NSObject <UIViewControllerInteractiveTransitioning>`. The update/cancel/finish/pause methods
// lose their "InteractiveTransition" suffix in Swift (it repeats the class name):
// `update(_:)`, `cancel()`, `finish()`, `pause()`.
@MainActor @preconcurrency
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  public override init() { fatalError() }
  open var duration: CGFloat { fatalError() }
  open var percentComplete: CGFloat { fatalError() }
  open var completionSpeed: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open var completionCurve: UIView.AnimationCurve {
    get { fatalError() }
    set { fatalError() }
  }
  open var timingCurve: (any UITimingCurveProvider)? {
    get { fatalError() }
    set { fatalError() }
  }
  open var wantsInteractiveStart: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    fatalError()
  }
  @objc(pauseInteractiveTransition) open func pause() { fatalError() }
  @objc(updateInteractiveTransition:) open func update(_ percentComplete: CGFloat) { fatalError() }
  @objc(cancelInteractiveTransition) open func cancel() { fatalError() }
  @objc(finishInteractiveTransition) open func finish() { fatalError() }
}

// MARK: - View animating (UIViewAnimating.h)

// `typedef NS_ENUM(NSInteger, UIViewAnimatingState)`
@objc public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}

// `typedef NS_ENUM(NSInteger, UIViewAnimatingPosition)`
@objc public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewAnimating <NSObject>`
@MainActor @preconcurrency @objc public protocol UIViewAnimating: NSObjectProtocol {
  var state: UIViewAnimatingState { get }
  @objc(isRunning) var isRunning: Bool { get }
  @objc(isReversed) var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  @objc(startAnimationAfterDelay:) func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  @objc(stopAnimation:) func stopAnimation(_ withoutFinishing: Bool)
  @objc(finishAnimationAtPosition:) func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewImplicitlyAnimating <UIViewAnimating> @optional ...`
@MainActor @preconcurrency @objc public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  @objc(addAnimations:delayFactor:)
  optional func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  @objc(addAnimations:)
  optional func addAnimations(_ animation: @escaping () -> Void)
  @objc(addCompletion:)
  optional func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  @objc(continueAnimationWithTimingParameters:durationFactor:)
  optional func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

// UITimingCurveProvider.h (iPhoneOS18.1.sdk): `typedef NS_ENUM(NSInteger, UITimingCurveType)`.
@objc public enum UITimingCurveType: Int, Sendable {
  case builtin = 0
  case cubic = 1
  case spring = 2
  case composed = 3
}

// UITimingCurveProvider.h (iPhoneOS18.1.sdk): `NS_SWIFT_UI_ACTOR @protocol UITimingCurveProvider
// <NSCoding, NSCopying>` (NSCopying is not modelled by the stub Foundation).
@MainActor @preconcurrency @objc public protocol UITimingCurveProvider: NSCoding {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

// UITimingParameters.h (iPhoneOS16.1.sdk): `NS_SWIFT_UI_ACTOR @interface UICubicTimingParameters :
// NSObject <UITimingCurveProvider>` -- every initializer is NS_DESIGNATED_INITIALIZER.
@MainActor @preconcurrency open class UICubicTimingParameters: NSObject, @preconcurrency UITimingCurveProvider
{
  open var animationCurve: UIView.AnimationCurve { fatalError() }
  open var controlPoint1: CGPoint { fatalError() }
  open var controlPoint2: CGPoint { fatalError() }
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public init(animationCurve curve: UIView.AnimationCurve) { fatalError() }
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  open var timingCurveType: UITimingCurveType { fatalError() }
  open var cubicTimingParameters: UICubicTimingParameters? { fatalError() }
  open var springTimingParameters: UISpringTimingParameters? { fatalError() }
}

// UITimingParameters.h: `NS_SWIFT_UI_ACTOR @interface UISpringTimingParameters : NSObject
// <UITimingCurveProvider>`; `-initWithDampingRatio:` is the only convenience initializer.
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, @preconcurrency UITimingCurveProvider {
  open var initialVelocity: CGVector { fatalError() }
  public override init() { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    fatalError()
  }
  public convenience init(dampingRatio ratio: CGFloat) { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }
  open var timingCurveType: UITimingCurveType { fatalError() }
  open var cubicTimingParameters: UICubicTimingParameters? { fatalError() }
  open var springTimingParameters: UISpringTimingParameters? { fatalError() }
}

// UIViewPropertyAnimator.h (iPhoneOS18.1.sdk): `NS_SWIFT_UI_ACTOR @interface UIViewPropertyAnimator
// : NSObject <UIViewImplicitlyAnimating, NSCopying>`.
@MainActor @preconcurrency open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
  open var timingParameters: (any UITimingCurveProvider)? { fatalError() }
  open var duration: TimeInterval { fatalError() }
  open var delay: TimeInterval { fatalError() }
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isManualHitTestingEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isInterruptible: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var scrubsLinearly: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var pausesOnCompletion: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // `- initWithDuration:timingParameters: NS_DESIGNATED_INITIALIZER`; the others are convenience
  // initializers ("All convenience initializers return an animator which is not running").
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError() }
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) { fatalError() }
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) { fatalError() }
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) { fatalError() }
  @discardableResult open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self { fatalError() }

  // UIViewImplicitlyAnimating
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError() }
  open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fatalError() }
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) { fatalError() }

  // UIViewAnimating
  open var state: UIViewAnimatingState { fatalError() }
  open var isRunning: Bool { fatalError() }
  open var isReversed: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var fractionComplete: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  open func startAnimation() { fatalError() }
  open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }
  open func pauseAnimation() { fatalError() }
  open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError() }
}

// MARK: - Transition coordinator (UIViewControllerTransitionCoordinator.h)

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinatorContext <NSObject>` (getter=
// names per the header: `animated` -> isAnimated, `interactive` -> isInteractive, `cancelled` ->
// isCancelled; `isInterruptible` API_AVAILABLE(ios(10.0)); the rest ios(7.0)/ios(8.0)).
@MainActor @preconcurrency @objc
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var initiallyInteractive: Bool { get }
  @available(iOS 10.0, *)
  var isInterruptible: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var percentComplete: CGFloat { get }
  var completionVelocity: CGFloat { get }
  var completionCurve: UIView.AnimationCurve { get }
  // `- (nullable __kindof UIViewController *)viewControllerForKey:(UITransitionContextViewControllerKey)key;`
  @discardableResult @objc(viewControllerForKey:) func viewController(
    forKey key: UITransitionContextViewControllerKey
  ) -> UIViewController?
  // `- (nullable __kindof UIView *)viewForKey:(UITransitionContextViewKey)key API_AVAILABLE(ios(8.0));`
  @discardableResult @objc(viewForKey:) func view(forKey key: UITransitionContextViewKey) -> UIView?
  var containerView: UIView { get }
  var targetTransform: CGAffineTransform { get }
}

// `NS_SWIFT_UI_ACTOR @protocol UIViewControllerTransitionCoordinator
// <UIViewControllerTransitionCoordinatorContext>`:
// `- (BOOL)animateAlongsideTransition:(void (^ _Nullable)(id <UIViewControllerTransitionCoordinatorContext>
//   context))animation completion:(void (^ _Nullable)(id <...>context))completion;` -- Swift:
// `animate(alongsideTransition:completion:)`, whose imported `completion` defaults to nil (a Swift
// protocol requirement cannot have a default argument, so the extension below supplies the
// one-argument form);
// `- (void)notifyWhenInteractionChangesUsingBlock:(void (^)(id <...>context))handler API_AVAILABLE(ios(10.0));`
@MainActor @preconcurrency @objc
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  @discardableResult @objc(animateAlongsideTransition:completion:) func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  @discardableResult @objc(animateAlongsideTransitionInView:animation:completion:)
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  @available(iOS 10.0, *)
  @objc(notifyWhenInteractionChangesUsingBlock:) func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  )
}
extension UIViewControllerTransitionCoordinator {
  /// Stub machinery for the imported default `completion: ... = nil`.
  @discardableResult public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { fatalError() }
}

// `@interface UIViewController(UIViewControllerTransitionCoordinator)`:
// `@property(nonatomic, readonly, nullable) id <UIViewControllerTransitionCoordinator> transitionCoordinator
//  API_AVAILABLE(ios(7.0));`
extension UIViewController {
  @objc open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}
