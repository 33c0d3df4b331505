// Navigation controllers (UINavigationController.h): a stack of controllers whose top one's view
// fills the navigation view. A push or pop asks the delegate for an animator and an interaction
// controller; without an animator it happens at once. UIKit sends both controllers' appearance
// callbacks itself, and `navigationController:didShowViewController:animated:` after a transition
// that completed. Its own pop recognisers live on its view; the model's pop at once when their
// pan ends. Every change of the stack is `setViewControllers(_:animated:)`'s: animated, it
// "simulates a push or pop depending on whether the new top view controller was previously in
// the stack" (UINavigationController.h), from the old top to the new one. The controller's own
// appearance reaches its top page only (the others are off screen).

/// A navigation controller (UINavigationController.h).
@MainActor
open class UINavigationController: UIViewController {
  /// UINavigationController.h `UINavigationControllerOperation`.
  public enum Operation: Int, Sendable {
    case none = 0
    case push = 1
    case pop = 2
  }

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  open weak var delegate: (any UINavigationControllerDelegate)?
  private var popRecognizers: (edge: UIScreenEdgePanGestureRecognizer, content: UIPanGestureRecognizer)?
  private var popTarget: ModelActionTarget?
  private var popDelegate: PopRecognizerDelegate?
  /// How many pops the system's own recognisers made.
  package private(set) var systemPops = 0

  public init(rootViewController: UIViewController) {
    super.init()
    stack = [rootViewController]
    rootViewController.modelSetParent(self)
  }

  open var topViewController: UIViewController? { stack.last }

  /// The navigation controller forwards its own appearance to its top page.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  override var modelAppearanceChildren: [UIViewController] {
    guard let top = topViewController, top.isViewLoaded else { return [] }
    return [top]
  }
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  open override func loadView() {
    super.loadView()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    let content = UIPanGestureRecognizer()
    let target = ModelActionTarget { [weak self] sender in
      guard let self, (sender as? UIGestureRecognizer)?.state == .ended, viewControllers.count > 1 else {
        return
      }
      systemPops += 1
      _ = popViewController(animated: false)
    }
    let delegate = PopRecognizerDelegate(navigation: self)
    for recognizer in [edge, content] as [UIGestureRecognizer] {
      recognizer.addTarget(target, action: ModelActionTarget.action)
      recognizer.delegate = delegate
      view.addGestureRecognizer(recognizer)
    }
    popTarget = target
    popDelegate = delegate
    popRecognizers = (edge, content)
    if let top = topViewController { show(top) }
  }

  open var interactivePopGestureRecognizer: UIGestureRecognizer? {
    loadViewIfNeeded()
    return popRecognizers?.edge
  }

  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
    loadViewIfNeeded()
    return popRecognizers?.content
  }

  private func show(_ controller: UIViewController) {
    controller.view.frame = view.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(controller.view)
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(stack + [viewController], animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let from = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return from
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let old = stack
    guard let to = viewControllers.last else { return }
    for controller in viewControllers where controller.parent !== self { controller.modelSetParent(self) }
    stack = viewControllers
    /// The controllers of `list` that `kept` has not.
    func dropped(_ kept: [UIViewController], _ list: [UIViewController]) -> [UIViewController] {
      list.filter { controller in !kept.contains { $0 === controller } }
    }
    guard let from = old.last, from !== to else {
      for controller in dropped(viewControllers, old) { controller.removeFromParent() }
      return
    }
    let operation: Operation = old.contains { $0 === to } ? .pop : .push
    transition(operation, from: from, to: to, animated: animated) { [weak self] completed in
      guard let self else { return }
      if completed {
        for controller in dropped(viewControllers, old) { controller.removeFromParent() }
      } else {
        for controller in dropped(old, viewControllers) { controller.removeFromParent() }
        stack = old
      }
    }
  }

  private func transition(
    _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
    end: @escaping (Bool) -> Void
  ) {
    guard isViewLoaded else {
      end(true)
      return
    }
    let animator =
      animated
      ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
    let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
    from.beginAppearanceTransition(false, animated: animated)
    to.beginAppearanceTransition(true, animated: animated)
    let container = view!
    let context = ModelTransitionContext(
      container: container, animated: animated, interactive: interaction?.wantsInteractiveStart ?? false,
      style: .none, controllers: [.from: from, .to: to], views: [.from: from.view, .to: to.view],
      // Both pages fill the navigation view as it is when asked (a rotation mid-run included).
      frames: { [weak container] _, _ in container?.bounds ?? .zero },
      onComplete: { [weak self] completed in
        ModalTransition.running = nil
        if completed {
          from.endAppearanceTransition()
          to.endAppearanceTransition()
          from.viewIfLoaded?.removeFromSuperview()
        } else {
          // A cancelled transition's appearance calls: UIKit documents no order. Assumed as observed on
          // devices: the controller that was to go hears it will appear again, with no did-disappear
          // between; the one that was to come hears will-disappear, did-disappear.
          to.beginAppearanceTransition(false, animated: false)
          to.endAppearanceTransition()
          from.beginAppearanceTransition(true, animated: false)
          from.endAppearanceTransition()
          to.viewIfLoaded?.removeFromSuperview()
        }
        end(completed)
        if let self, completed {
          self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        animator?.animationEnded(completed)
      })
    let begin = {
      ModalTransition.running = context
      if let interaction, interaction.wantsInteractiveStart {
        interaction.startInteractiveTransition(context)
      } else if let animator {
        animator.animateTransition(using: context)
      } else {
        self.show(to)
        context.completeTransition(true)
      }
    }
    if animator == nil { begin() } else { ModelRunLoop.enqueue(begin) }
  }
}

extension UIViewController {
  func modelSetParent(_ parent: UIViewController) { parent.addChild(self) }
}

/// The navigation delegate (UINavigationController.h); every method optional.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}

/// The delegate a navigation controller gives its own pop recognisers: they begin only while
/// there is something to pop. UIKit's is private and Apple documents no rule; a stack of one
/// letting a touch through to what is beneath is what devices show (an assumption of the model).
@MainActor
private final class PopRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var navigation: UINavigationController?
  init(navigation: UINavigationController) { self.navigation = navigation }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    (navigation?.viewControllers.count ?? 0) > 1
  }
}
