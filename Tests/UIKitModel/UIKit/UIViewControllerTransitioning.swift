// The transitioning protocols (UIViewControllerTransitioning.h, UIViewControllerTransitioningDelegate
// in UIViewController.h) and the presentation controller (UIPresentationController.h). Objective-C
// optional requirements are requirements with UIKit's default answer here.

/// UIViewControllerTransitioning.h `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// UIViewControllerTransitioning.h `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// The context UIKit hands the animator (UIViewControllerTransitioning.h).
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
  func completeTransition(_ didComplete: Bool)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  var targetTransform: CGAffineTransform { get }
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator (UIViewControllerTransitioning.h).
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller (UIViewControllerTransitioning.h).
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var wantsInteractiveStart: Bool { true }
}

/// The transitioning delegate (UIViewControllerTransitioning.h).
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )?
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}

/// A presentation controller (UIPresentationController.h).
@MainActor
open class UIPresentationController: NSObject {
  open private(set) var presentedViewController: UIViewController
  open private(set) var presentingViewController: UIViewController
  open internal(set) var containerView: UIView?

  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
    super.init()
  }

  /// The view animated in: the presented controller's by default.
  open var presentedView: UIView? { presentedViewController.view }
  /// Whether the presenting view leaves the window once the presentation ends (YES by default).
  open var shouldRemovePresentersView: Bool { true }
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  /// UIContentContainer (UIViewController.h): the container is about to take `size`; UIKit
  /// forwards a window's size change to its presentations' controllers before making it.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
  }
}
