// Modal presentation as UIKit runs it (UIViewController.h, UIViewControllerTransitioning.h,
// UIPresentationController.h):
// - `present` refuses a controller already presented and a presenter already presenting (UIKit
//   logs and never calls the completion); otherwise it links the two at once, makes the
//   presentation controller (the transitioning delegate's for `.custom`), puts a full-window
//   container view (UIKit's transition view) in the window and starts the transition on the next
//   run-loop turn, interactively when the delegate vends an interaction controller.
// - In a `.custom` presentation UIKit sends the presented controller its appearance callbacks
//   (will at the start, did at the end) and the presenting one none; `view(forKey:)` vends the
//   presentation controller's `presentedView`, and no presenting view when
//   `shouldRemovePresentersView` is NO.
// - Inside `completeTransition:` UIKit ends the presented controller's appearance transition,
//   tells the presentation controller `presentationTransitionDidEnd:`/`dismissalTransitionDidEnd:`,
//   calls the animator's `animationEnded:` and runs the completion block, in that order (the
//   headers fix none of it: an assumption of the model).

/// The model's transition context (UIKit's private `_UIViewControllerTransitionContext`).
@MainActor
final class ModelTransitionContext: NSObject, UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private let frames: (UIViewController, Bool) -> CGRect
  private let onComplete: (Bool) -> Void
  /// Every call the animator made, in order, for tests.
  var log: [String] = []
  private(set) var isComplete = false

  init(
    container: UIView, animated: Bool, interactive: Bool, style: UIModalPresentationStyle,
    controllers: [UITransitionContextViewControllerKey: UIViewController],
    views: [UITransitionContextViewKey: UIView], frames: @escaping (UIViewController, Bool) -> CGRect,
    onComplete: @escaping (Bool) -> Void
  ) {
    containerView = container
    isAnimated = animated
    isInteractive = interactive
    presentationStyle = style
    self.controllers = controllers
    self.views = views
    self.frames = frames
    self.onComplete = onComplete
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) { log.append("update \(percentComplete)") }
  func finishInteractiveTransition() {
    log.append("finish")
    isInteractive = false
  }
  func cancelInteractiveTransition() {
    log.append("cancel")
    transitionWasCancelled = true
    isInteractive = false
  }
  func pauseInteractiveTransition() { log.append("pause") }

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    log.append("complete \(didComplete)")
    onComplete(didComplete)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }
  var targetTransform: CGAffineTransform { .identity }
  func initialFrame(for vc: UIViewController) -> CGRect { frames(vc, false) }
  func finalFrame(for vc: UIViewController) -> CGRect { frames(vc, true) }
}

/// Presents and dismisses as UIKit does (see the file's comment).
@MainActor
package enum ModalTransition {
  /// The context of the transition running now, for tests.
  package static var current: (any UIViewControllerContextTransitioning)? { running }
  static var running: ModelTransitionContext?
  /// Presentations UIKit refused, with its reason.
  package static var refusals: [String] = []

  static func present(
    _ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    var presenter = source
    while let parent = presenter.parent { presenter = parent }
    while let next = presenter.presentedViewController, !next.isBeingDismissed { presenter = next }
    guard presented.presentingViewController == nil, presenter.presentedViewController == nil,
      let window = presenter.viewIfLoaded?.window
    else {
      refusals.append("Attempt to present \(presented.modelDescription) on \(presenter.modelDescription)")
      return
    }
    presented.presentingViewController = presenter
    presenter.presentedViewController = presented
    presented.isBeingPresented = true
    let delegate = presented.modalPresentationStyle == .custom ? presented.transitioningDelegate : nil
    let controller =
      delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
      ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    presented.activePresentationController = controller
    let container = UIView(frame: window.bounds)
    container.modelName = "UITransitionView"
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(container)
    controller.containerView = container
    controller.presentationTransitionWillBegin()
    let animator =
      delegate?.animationController(forPresented: presented, presenting: presenter, source: source)
    let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
    presented.beginAppearanceTransition(true, animated: animated)
    let removesPresenter = controller.shouldRemovePresentersView
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.to] = controller.presentedView
    if removesPresenter { views[.from] = presenter.view }
    let context = ModelTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: presented.modalPresentationStyle, controllers: [.from: presenter, .to: presented], views: views,
      frames: { vc, final in
        vc === presented && final ? controller.frameOfPresentedViewInContainerView : .zero
      },
      onComplete: { completed in
        running = nil
        presented.isBeingPresented = false
        if completed {
          presented.endAppearanceTransition()
          if removesPresenter { presenter.viewIfLoaded?.removeFromSuperview() }
        } else {
          // Assumed, as observed on devices (UIKit documents no order): the page that was to come
          // hears will-disappear, did-disappear, with no did-appear before.
          presented.beginAppearanceTransition(false, animated: false)
          presented.endAppearanceTransition()
          container.removeFromSuperview()
          presenter.presentedViewController = nil
          presented.presentingViewController = nil
          presented.activePresentationController = nil
        }
        controller.presentationTransitionDidEnd(completed)
        animator?.animationEnded(completed)
        if completed { completion?() }
      })
    ModelRunLoop.enqueue {
      running = context
      start(context, animator: animator, interaction: interaction, put: controller.presentedView)
      // The container, new in the window, is laid out when the turn's layer tree commits: after
      // the animator has started, its presentation controller hears the pass
      // (UIPresentationController.h, `containerViewWillLayoutSubviews`). Assumed: UIKit documents
      // that the pass happens, not when; on a device it comes before the first frame.
      controller.containerViewWillLayoutSubviews()
      controller.containerViewDidLayoutSubviews()
    }
  }

  static func dismiss(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard let presenter = presented.presentingViewController, !presented.isBeingDismissed,
      !presented.isBeingPresented, let controller = presented.activePresentationController,
      let container = controller.containerView
    else {
      refusals.append("Attempt to dismiss \(presented.modelDescription) while a transition is in progress")
      return
    }
    presented.isBeingDismissed = true
    controller.dismissalTransitionWillBegin()
    let delegate = presented.modalPresentationStyle == .custom ? presented.transitioningDelegate : nil
    let animator = delegate?.animationController(forDismissed: presented)
    let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
    presented.beginAppearanceTransition(false, animated: animated)
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = controller.presentedView
    if controller.shouldRemovePresentersView { views[.to] = presenter.view }
    let context = ModelTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: presented.modalPresentationStyle, controllers: [.from: presented, .to: presenter], views: views,
      frames: { vc, final in
        vc === presented && !final ? controller.frameOfPresentedViewInContainerView : .zero
      },
      onComplete: { completed in
        running = nil
        presented.isBeingDismissed = false
        if completed {
          presented.endAppearanceTransition()
          controller.presentedView?.removeFromSuperview()
          container.removeFromSuperview()
          presenter.presentedViewController = nil
          presented.presentingViewController = nil
        } else {
          // Assumed, as observed on devices (UIKit documents no order): the page that was to go
          // hears will-appear, did-appear, with no did-disappear before.
          presented.beginAppearanceTransition(true, animated: false)
          presented.endAppearanceTransition()
        }
        controller.dismissalTransitionDidEnd(completed)
        if completed { presented.activePresentationController = nil }
        animator?.animationEnded(completed)
        if completed { completion?() }
      })
    ModelRunLoop.enqueue {
      running = context
      start(context, animator: animator, interaction: interaction, put: nil)
    }
  }

  /// Starts `context`: interactively, by animation, or (no animator) at once with the presented
  /// view filling the container.
  private static func start(
    _ context: ModelTransitionContext, animator: (any UIViewControllerAnimatedTransitioning)?,
    interaction: (any UIViewControllerInteractiveTransitioning)?, put view: UIView?
  ) {
    if let interaction, interaction.wantsInteractiveStart {
      interaction.startInteractiveTransition(context)
    } else if let animator {
      animator.animateTransition(using: context)
    } else {
      if let view {
        view.frame = context.containerView.bounds
        context.containerView.addSubview(view)
      }
      context.completeTransition(true)
    }
  }

  package static func reset() {
    running = nil
    refusals = []
  }
}

extension UIViewController {
  var modelDescription: String { String(describing: type(of: self)) }
}

extension UIWindow {
  /// The window changes size (a rotation): each presentation's controller hears of it first
  /// (`viewWillTransition(to:with:)`), then its bounds, every presentation's container, and a
  /// layout pass of the containers that tells their presentation controllers
  /// (`containerViewWillLayoutSubviews`, `containerViewDidLayoutSubviews`), then the coordinators'
  /// animations and completions.
  package func modelResize(to size: CGSize) {
    // Each presentation's controller hears of the size first (UIViewController.h,
    // `viewWillTransitionToSize:withTransitionCoordinator:`: called before the size changes).
    var coordinators: [ModelSizeCoordinator] = []
    var presenter = rootViewController
    while let current = presenter {
      if let presentation = current.presentedViewController?.activePresentationController,
        let container = presentation.containerView
      {
        let coordinator = ModelSizeCoordinator(containerView: container)
        coordinators.append(coordinator)
        presentation.viewWillTransition(to: size, with: coordinator)
      }
      presenter = current.presentedViewController
    }
    defer { for coordinator in coordinators { coordinator.finish() } }
    bounds = CGRect(origin: .zero, size: size)
    center = CGPoint(x: size.width / 2, y: size.height / 2)
    var controller = rootViewController
    while let current = controller {
      if let presentation = current.presentedViewController?.activePresentationController,
        let container = presentation.containerView
      {
        container.frame = bounds
        presentation.containerViewWillLayoutSubviews()
        presentation.containerViewDidLayoutSubviews()
      }
      controller = current.presentedViewController
    }
  }
}
