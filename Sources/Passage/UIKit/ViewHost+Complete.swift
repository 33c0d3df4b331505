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
      context.completeTransition(didComplete)
    }
  }
#endif
