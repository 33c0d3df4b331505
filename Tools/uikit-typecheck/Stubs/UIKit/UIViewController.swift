// UIKit stub, part 3 of 8: UIViewController, UINavigationController, UIPresentationController.
// See Base.swift for conventions.
//
// Sources: UIViewController.h and UINavigationController.h (iPhoneOS18.0.sdk),
// UIPresentationController.h (iPhoneOS17.5.sdk), UIKit.apinotes (iPhoneOS18.0.sdk:
// childViewControllerForStatusBarStyle -> childForStatusBarStyle, addChildViewController: ->
// addChild(_:), UINavigationControllerOperation -> UINavigationController.Operation, ...).

// MARK: - UIViewController

// UIViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment,
// UIContentContainer, UIFocusEnvironment>`.
@MainActor @preconcurrency
open class UIViewController: UIResponder, @preconcurrency NSCoding, UITraitEnvironment {
  // `- initWithNibName:bundle: NS_DESIGNATED_INITIALIZER`, `- initWithCoder: NS_DESIGNATED_INITIALIZER`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder: NSCoder) { fatalError() }
  public convenience override init() { fatalError() }
  open func encode(with coder: NSCoder) { fatalError() }

  // `@property(null_resettable, nonatomic, strong) UIView *view;`
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }
  open func loadView() { fatalError() }
  open func loadViewIfNeeded() { fatalError() }
  open var viewIfLoaded: UIView? { fatalError() }
  open func viewDidLoad() { fatalError() }
  open var isViewLoaded: Bool { fatalError() }
  open var nibName: String? { fatalError() }
  open var nibBundle: Bundle? { fatalError() }

  open func viewWillAppear(_ animated: Bool) { fatalError() }
  open func viewIsAppearing(_ animated: Bool) { fatalError() }
  open func viewDidAppear(_ animated: Bool) { fatalError() }
  open func viewWillDisappear(_ animated: Bool) { fatalError() }
  open func viewDidDisappear(_ animated: Bool) { fatalError() }
  open func viewWillLayoutSubviews() { fatalError() }
  open func viewDidLayoutSubviews() { fatalError() }

  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }
  open func didReceiveMemoryWarning() { fatalError() }

  // `parentViewController` (weak, readonly) is `parent` in Swift.
  open var parent: UIViewController? { fatalError() }
  open var presentedViewController: UIViewController? { fatalError() }
  open var presentingViewController: UIViewController? { fatalError() }
  open var definesPresentationContext: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var providesPresentationContextTransitionStyle: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var isBeingPresented: Bool { fatalError() }
  open var isBeingDismissed: Bool { fatalError() }
  open var isMovingToParent: Bool { fatalError() }
  open var isMovingFromParent: Bool { fatalError() }

  // `presentViewController:animated:completion:` / `dismissViewControllerAnimated:completion:`
  // (NS_SWIFT_DISABLE_ASYNC: no async variants).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) { fatalError() }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

  open var modalTransitionStyle: UIModalTransitionStyle {
    get { fatalError() }
    set { fatalError() }
  }
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set { fatalError() }
  }
  open var modalPresentationCapturesStatusBarAppearance: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open var edgesForExtendedLayout: UIRectEdge {
    get { fatalError() }
    set { fatalError() }
  }
  open var preferredContentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  open var preferredStatusBarStyle: UIStatusBarStyle { fatalError() }
  open var prefersStatusBarHidden: Bool { fatalError() }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { fatalError() }
  open func setNeedsStatusBarAppearanceUpdate() { fatalError() }
  open func show(_ vc: UIViewController, sender: Any?) { fatalError() }
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // UIViewController (UIContainerViewControllerProtectedMethods / Callbacks)
  open var children: [UIViewController] { fatalError() }
  open func addChild(_ childController: UIViewController) { fatalError() }
  open func removeFromParent() { fatalError() }
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { fatalError() }
  open func endAppearanceTransition() { fatalError() }
  open var childForStatusBarStyle: UIViewController? { fatalError() }
  open var childForStatusBarHidden: UIViewController? { fatalError() }
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { fatalError() }
  open func willMove(toParent parent: UIViewController?) { fatalError() }
  open func didMove(toParent parent: UIViewController?) { fatalError() }

  // UIViewController (UIViewControllerTransitioning):
  // `@property (nullable, nonatomic, weak) id <UIViewControllerTransitioningDelegate> transitioningDelegate;`
  weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  // UIViewController (UILayoutSupport)
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }
  open func viewLayoutMarginsDidChange() { fatalError() }
  open func viewSafeAreaInsetsDidChange() { fatalError() }

  // UIPresentationController.h: `@interface UIViewController (UIAdaptivePresentations)`
  open var presentationController: UIPresentationController? { fatalError() }

  // UINavigationController.h: `@interface UIViewController (UINavigationControllerItem)`
  open var navigationController: UINavigationController? { fatalError() }
  open var hidesBottomBarWhenPushed: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // UITraitEnvironment
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}

// MARK: - UINavigationController

// UINavigationController.h: `NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`.
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }
  public init(rootViewController: UIViewController) { fatalError() }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
  @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  { fatalError() }
  @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
  open var topViewController: UIViewController? { fatalError() }
  open var visibleViewController: UIViewController? { fatalError() }
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
  open var isNavigationBarHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
  // `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;`
  weak open var delegate: (any UINavigationControllerDelegate)?
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
  // UINavigationController.h (iOS 26 SDK): `@property(nullable, nonatomic, readonly)
  // UIGestureRecognizer *interactiveContentPopGestureRecognizer API_AVAILABLE(ios(26.0));` ("should
  // only be used to set up failure requirements with it"; Apple's page: "handles interactively
  // popping the top view controller ... when a person pans horizontally in the view").
  @available(iOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { fatalError() }
}

extension UINavigationController {
  // `typedef NS_ENUM(NSInteger, UINavigationControllerOperation)` -> UINavigationController.Operation
  @objc(UINavigationControllerOperation) public enum Operation: Int, Sendable {
    case none = 0
    case push = 1
    case pop = 2
  }
}

// UINavigationController.h: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @protocol UINavigationControllerDelegate <NSObject> @optional ...`
@MainActor @preconcurrency @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
  @objc(navigationController:willShowViewController:animated:)
  optional func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  @objc(navigationController:didShowViewController:animated:)
  optional func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  // apinotes: `navigationController:interactionControllerForAnimationController:` -> `navigationController(_:interactionControllerFor:)`
  @objc(navigationController:interactionControllerForAnimationController:)
  optional func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  )
    -> (any UIViewControllerInteractiveTransitioning)?
  @objc(navigationController:animationControllerForOperation:fromViewController:toViewController:)
  optional func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
}

// MARK: - UIPresentationController

// UIPresentationController.h: `NS_SWIFT_UI_ACTOR @interface UIPresentationController : NSObject
// <UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>`.
@MainActor @preconcurrency open class UIPresentationController: NSObject, UITraitEnvironment {
  // `- initWithPresentedViewController:presentingViewController: NS_DESIGNATED_INITIALIZER`
  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) { fatalError() }
  open var presentingViewController: UIViewController { fatalError() }
  open var presentedViewController: UIViewController { fatalError() }
  open var presentationStyle: UIModalPresentationStyle { fatalError() }
  open var containerView: UIView? { fatalError() }
  open var presentedView: UIView? { fatalError() }
  open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
  open var shouldPresentInFullscreen: Bool { fatalError() }
  open var shouldRemovePresentersView: Bool { fatalError() }
  open func containerViewWillLayoutSubviews() { fatalError() }
  open func containerViewDidLayoutSubviews() { fatalError() }
  open func presentationTransitionWillBegin() { fatalError() }
  open func presentationTransitionDidEnd(_ completed: Bool) { fatalError() }
  open func dismissalTransitionWillBegin() { fatalError() }
  open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }
  open var traitCollection: UITraitCollection { fatalError() }
  @available(iOS, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
}
