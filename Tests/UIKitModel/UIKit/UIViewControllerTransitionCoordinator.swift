// UIViewControllerTransitionCoordinator.h: what a content container hears of a size change
// (UIViewController.h, `viewWillTransitionToSize:withTransitionCoordinator:`), before the change.
// The model declares the members the glue and the model use.

/// The context of a coordinated change (UIViewControllerTransitionCoordinator.h).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  var isAnimated: Bool { get }
  var transitionDuration: TimeInterval { get }
  var containerView: UIView { get }
}

/// Runs animations alongside a coordinated change, and completions after it.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The model's coordinator of a window resize: the alongside animations run once the new size is
/// set, the completions after them (the header fixes no more than "after the transition").
@MainActor
final class ModelSizeCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  let containerView: UIView
  var isAnimated: Bool { true }
  var transitionDuration: TimeInterval { 0.3 }
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(containerView: UIView) { self.containerView = containerView }

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// The change has been made: alongside animations, then completions.
  func finish() {
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
  }
}
