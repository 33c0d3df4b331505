#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Applies scenes to real views and passes lifecycle calls to the transition context.
  ///
  /// Roles map to views: the presented role to the presented (or pushed) view, the presenting
  /// role to the presenting view, the dimming role to a black view this host adds below the
  /// presented view. Nothing is left transformed, dimmed or shadowed when the scene is at rest.
  @MainActor
  final class ViewHost: TransitionHost {
    let context: UIViewControllerContextTransitioning
    private let direction: TransitionDirection
    private let presentingController: UIViewController?
    private let presentedController: UIViewController?
    private let presentingView: UIView?
    private let presentedView: UIView?
    private var dimmingView: UIView?

    init(transitionContext: UIViewControllerContextTransitioning, direction: TransitionDirection) {
      context = transitionContext
      self.direction = direction
      let from = transitionContext.viewController(forKey: .from)
      let to = transitionContext.viewController(forKey: .to)
      presentingController = direction == .present ? from : to
      presentedController = direction == .present ? to : from
      let presentedKey: UITransitionContextViewKey = direction == .present ? .to : .from
      let presentingKey: UITransitionContextViewKey = direction == .present ? .from : .to
      // A custom presentation vends the presented view through its presentation controller and
      // leaves the presenting view where it is; a navigation controller gives both.
      presentedView = transitionContext.view(forKey: presentedKey) ?? presentedController?.view
      presentingView = transitionContext.view(forKey: presentingKey) ?? presentingController?.view
      let container = transitionContext.containerView
      if let presentedView, presentedView.superview !== container {
        presentedView.frame = container.bounds
        container.addSubview(presentedView)
      }
      if let presentingView, presentingView.superview == nil {
        presentingView.frame = container.bounds
        container.insertSubview(presentingView, at: 0)
      }
    }

    func apply(_ scene: TransitionScene) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for role in LayerRole.allCases {
        guard let view = view(for: role, creating: scene.layer(role) != nil) else { continue }
        if let layer = scene.layer(role) {
          apply(layer, to: view)
        } else if role == .dimming {
          view.removeFromSuperview()
          dimmingView = nil
        } else {
          reset(view)
        }
      }
      CATransaction.commit()
    }

    private func view(for role: LayerRole, creating: Bool) -> UIView? {
      switch role {
      case .presenting: return presentingView
      case .presented: return presentedView
      case .dimming:
        if let dimmingView { return dimmingView }
        guard creating else { return nil }
        let dim = UIView(frame: context.containerView.bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        if let presentedView, presentedView.superview === context.containerView {
          context.containerView.insertSubview(dim, belowSubview: presentedView)
        } else {
          context.containerView.addSubview(dim)
        }
        dimmingView = dim
        return dim
      }
    }

    private func apply(_ layer: LayerState, to view: UIView) {
      let container = context.containerView
      view.bounds = CGRect(x: 0, y: 0, width: CGFloat(layer.size.width), height: CGFloat(layer.size.height))
      let position = CGPoint(x: CGFloat(layer.position.x), y: CGFloat(layer.position.y))
      view.center = view.superview.map { container.convert(position, to: $0) } ?? position
      view.layer.transform = CATransform3D(layer.transform)
      view.alpha = CGFloat(layer.opacity)
      view.layer.cornerRadius = CGFloat(layer.cornerRadius)
      view.layer.masksToBounds = layer.cornerRadius > 0 && layer.shadow.opacity == 0
      let shadow = layer.shadow
      view.layer.shadowOpacity = Float(shadow.opacity)
      if shadow.opacity > 0 {
        view.layer.shadowColor = UIColor(passage: shadow.color).cgColor
        view.layer.shadowRadius = CGFloat(shadow.radius)
        view.layer.shadowOffset = CGSize(
          width: CGFloat(shadow.offset.width), height: CGFloat(shadow.offset.height))
        // Made once per size, not every frame: the path only depends on the bounds.
        if view.layer.shadowPath?.boundingBox != view.bounds {
          view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
        }
      } else {
        view.layer.shadowPath = nil
      }
    }

    /// Back to rest: a view the scene no longer shows keeps no transform, fade or shadow.
    private func reset(_ view: UIView) {
      view.layer.transform = CATransform3DIdentity
      view.alpha = 1
      view.layer.shadowOpacity = 0
      view.layer.shadowPath = nil
      view.frame = context.containerView.bounds
      if view === presentedView { view.removeFromSuperview() }
    }

    func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool) {
      controller(for: role)?.beginAppearanceTransition(isAppearing, animated: true)
    }

    func endAppearanceTransition(of role: LayerRole) {
      controller(for: role)?.endAppearanceTransition()
    }

    private func controller(for role: LayerRole) -> UIViewController? {
      role == .presenting ? presentingController : role == .presented ? presentedController : nil
    }

    func updateInteractiveTransition(_ progress: Double) {
      context.updateInteractiveTransition(CGFloat(progress))
    }

    func pauseInteractiveTransition() {
      context.pauseInteractiveTransition()
    }

    func finishInteractiveTransition() {
      context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
      context.cancelInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
      context.completeTransition(didComplete)
    }

    func report(_ diagnostic: String) {
      #if DEBUG
        print("Passage: \(diagnostic)")
      #endif
    }
  }
#endif
