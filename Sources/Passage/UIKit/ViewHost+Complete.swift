#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// The end of a transition: the app's views get their look back, the appearance calls close,
  /// and UIKit hears that the transition completed.
  extension ViewHost {
    /// Gives a view the app owns its look back, including where it left the container.
    func restore(_ values: [AnimatedKeyPath: AnimatedValue], of role: LayerRole) {
      guard let view = ownedViews[role] else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      set(values, on: view)
      if let clipping = borrowedClipping[role] {
        view.layer.masksToBounds = clipping.masksToBounds
        view.layer.shadowPath = clipping.shadowPath
      }
      CATransaction.commit()
    }

    func endAppearanceTransition(of role: LayerRole) {
      controller(for: role)?.endAppearanceTransition()
    }

    func completeTransition(_ didComplete: Bool) {
      releaseContent()
      restFrameOfTheStayingView(didComplete)
      context.completeTransition(didComplete)
    }

    /// The view UIKit vended for the controller that stays on screen takes the frame UIKit gives
    /// it now: the appearing one's `finalFrame(for:)` after a finished run, which "must be
    /// respected at the end of the transition" when not CGRectZero
    /// (UIViewControllerTransitioning.h), the one that was to go's `initialFrame(for:)` after a
    /// cancelled one. Read at the end, so that a container resized mid-run (a rotation, which
    /// cannot lay out a view while it is transformed: UIView.h, `frame`) rests the view in its
    /// new size.
    private func restFrameOfTheStayingView(_ didComplete: Bool) {
      let key: UITransitionContextViewControllerKey = didComplete ? .to : .from
      guard let controller = context.viewController(forKey: key),
        let view = context.view(forKey: didComplete ? .to : .from), view !== livePresenter,
        CATransform3DIsIdentity(view.layer.transform)
      else { return }
      let frame = didComplete ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
      if !frame.isEmpty, view.frame != frame { view.frame = frame }
    }
  }
#endif
