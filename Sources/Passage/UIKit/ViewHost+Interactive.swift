#if os(iOS) || UIKitModel
  import UIKit

  /// While the transition is interactive: its progress and its end, passed on to UIKit's context,
  /// which drives the animations added alongside through the transition coordinator.
  extension ViewHost {
    func updateInteractiveTransition(_ progress: Double) {
      context.updateInteractiveTransition(CGFloat(progress))
    }

    func finishInteractiveTransition() {
      context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
      context.cancelInteractiveTransition()
    }
  }
#endif
