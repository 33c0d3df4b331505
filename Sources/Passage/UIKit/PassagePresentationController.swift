#if canImport(UIKit)
  import UIKit

  /// Presents full screen over a presenting view that stays in the window (so it can recede or
  /// slide), wraps the presented view so that the VoiceOver escape gesture dismisses, installs the
  /// dismissal gesture when the presentation begins, and keeps its ``PassageTransitioningDelegate`` alive
  /// for the presentation's lifetime. It never touches UIKit's private views.
  @MainActor
  final class PassagePresentationController: UIPresentationController {
    private let owner: PassageTransitioningDelegate
    private let wrapper = EscapableView()

    init(
      presentedViewController: UIViewController, presenting: UIViewController?,
      owner: PassageTransitioningDelegate
    ) {
      self.owner = owner
      super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// The wrapper that contains the presented controller's view; it is what the animator moves.
    override var presentedView: UIView? { wrapper }

    /// The presenting view stays in the window under the container.
    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
      guard let containerView else { return }
      wrapper.frame = containerView.bounds
      wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let content = presentedViewController.view ?? UIView()
      content.frame = wrapper.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      wrapper.addSubview(content)
      wrapper.onEscape = { [weak self] in
        self?.presentedViewController.dismiss(animated: true)
      }
      owner.dismissal.install(
        on: wrapper, presented: presentedViewController, edgeStripWidth: owner.edgeStripWidth)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      if !completed { owner.dismissal.uninstall() }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed { owner.dismissal.uninstall() }
    }

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      if let containerView, wrapper.layer.transform.isIdentity { wrapper.frame = containerView.bounds }
    }
  }

  /// A plain container view whose VoiceOver escape gesture (two-finger Z) dismisses.
  @MainActor
  final class EscapableView: UIView {
    var onEscape: (() -> Void)?

    override func accessibilityPerformEscape() -> Bool {
      guard let onEscape else { return false }
      onEscape()
      return true
    }
  }

  extension CATransform3D {
    /// Whether this is exactly the identity.
    var isIdentity: Bool { CATransform3DIsIdentity(self) }
  }
#endif
