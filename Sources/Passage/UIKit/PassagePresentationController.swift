#if os(iOS) || UIKitModel
  import UIKit

  /// Presents full screen over a presenting view that stays in the window (so it can be shown
  /// receding or sliding, live: `ViewHost` moves it where it is), wraps the presented view so that the VoiceOver escape
  /// gesture dismisses, owns this presentation's dismissal gestures, and keeps its
  /// ``PassageTransitioningDelegate`` alive for the presentation's lifetime. It never touches
  /// UIKit's private views.
  @MainActor
  final class PassagePresentationController: UIPresentationController {
    private let owner: PassageTransitioningDelegate
    private let wrapper = EscapableView()
    /// The layout passes' decisions, with the container size last laid out for.
    private var layout = WrapperLayout()
    /// This presentation's dismissal gestures and events: one per presentation, so that
    /// presentations stacked through one delegate each keep their own.
    let dismissal: DismissalInteraction

    init(
      presentedViewController: UIViewController, presenting: UIViewController?,
      owner: PassageTransitioningDelegate
    ) {
      self.owner = owner
      dismissal = DismissalInteraction(transition: owner.transition)
      dismissal.handlers = owner.dismissalHandlers
      dismissal.allowsFullWidthSwipe = owner.allowsFullWidthSwipe
      super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// The wrapper that contains the presented controller's view; it is what the animator moves,
    /// by its layer's transform only.
    override var presentedView: UIView? { wrapper }

    /// The presenting view stays in the window under the container.
    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
      guard let containerView else { return }
      wrapper.frame = containerView.bounds
      let content = presentedViewController.view ?? UIView()
      content.frame = wrapper.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      wrapper.addSubview(content)
      wrapper.onEscape = { [weak self] in
        self?.presentedViewController.dismiss(animated: true)
      }
      dismissal.install(on: wrapper, presented: presentedViewController, edgeStripWidth: owner.edgeStripWidth)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      if DismissalTracker.gesturesEnd(afterPresentation: true, completed: completed) { dismissal.uninstall() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if DismissalTracker.gesturesEnd(afterPresentation: false, completed: completed) {
        dismissal.uninstall()
      }
    }

    /// A layout pass (rotation, status bar, keyboard) puts the wrapper's geometry where it rests:
    /// its position is the resting one for its anchor point, and when the container's size has
    /// changed (a rotation) its bounds fill the container. Motion lives in the layer's transform
    /// (``RestingFrames``), so this never moves the picture mid-transition; a zoom's page, whose
    /// bounds the transition sizes, keeps them through a pass that does not resize the container
    /// (the keyboard leaving as a drag begins). The wrapper's frame is never set while it is
    /// transformed (UIView.h: `frame` is undefined then).
    /// The window is about to change size (UIViewController.h: UIContentContainer's
    /// `viewWillTransitionToSize:withTransitionCoordinator:` comes before the change): a
    /// transition in flight gives the presenting view back untransformed now, so that UIKit lays
    /// it out at the new size (UIView.h: a view's `frame` is undefined while it is transformed).
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      dismissal.animator?.containerWillResize()
    }

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      guard let containerView else { return }
      let pass = layout.pass(
        container: Size(containerView.bounds.size), anchorPoint: Point(wrapper.layer.anchorPoint))
      // The view's bounds, not its layer's: the view resizes its autoresizing subviews, the
      // page's content among them (UIView.h, `autoresizesSubviews`); `bounds` stays defined
      // while the view is transformed.
      if let bounds = pass.bounds { wrapper.bounds = CGRect(origin: .zero, size: CGSize(bounds)) }
      wrapper.layer.position = CGPoint(pass.position)
      // A transition in flight writes its resting frames back when it completes: at this size.
      // Told after the wrapper rests there, bounds and position both: a zoom re-plans its page
      // from where the page rests now.
      if let resized = pass.resized { dismissal.animator?.containerResized(to: CGSize(resized)) }
    }
  }

  /// A plain container view whose VoiceOver escape gesture (two-finger Z) dismisses.
  @MainActor
  final class EscapableView: UIView {
    var onEscape: (() -> Void)?

    /// While a zoom cuts the card out of the page with a mask (``ScaledPage``), only the card takes
    /// touches, as the engine's model of it does: hit-testing asks in the view's own coordinates
    /// (UIView.h: `pointInside:withEvent:`), where the mask's model frame is the card's.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      guard let mask = layer.mask else { return super.point(inside: point, with: event) }
      return mask.frame.contains(point)
    }

    override func accessibilityPerformEscape() -> Bool {
      guard let onEscape else { return false }
      onEscape()
      return true
    }
  }
#endif
