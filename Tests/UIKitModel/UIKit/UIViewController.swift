// View controllers (UIViewController.h): a lazily loaded view, children, appearance callbacks
// (each controller logs them, so that tests can check they balance), and modal presentation
// (``ModalTransition``).

/// UIViewController.h `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// A view controller (UIViewController.h).
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  open private(set) var children: [UIViewController] = []
  open private(set) weak var parent: UIViewController?
  open internal(set) weak var presentingViewController: UIViewController?
  open internal(set) var presentedViewController: UIViewController?
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalPresentationCapturesStatusBarAppearance = false
  open internal(set) var isBeingPresented = false
  open internal(set) var isBeingDismissed = false
  /// The presentation controller of the presentation this controller is the presented one of.
  var activePresentationController: UIPresentationController?
  /// The appearance callbacks received, in order ("willAppear", "didAppear", …).
  package private(set) var appearanceLog: [String] = []
  /// Whether the view is in the appeared state (between didAppear and willDisappear).
  package private(set) var isAppeared = false
  private var appearing: Bool?

  public override init() { super.init() }

  // MARK: View

  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        viewDidLoad()
      }
      return loadedView
    }
    set { loadedView = newValue }
  }

  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }
  open func loadView() { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
  open func viewDidLoad() {}
  open func loadViewIfNeeded() { _ = view }

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// UIViewController.h (UIContainerViewControllerCallbacks): YES by default — a container's
  /// appearance callbacks reach its children without its forwarding them.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// The children that hear this controller's appearance callbacks: with automatic forwarding,
  /// those whose views are in this controller's view.
  var modelAppearanceChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
  }

  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  open var traitCollection: UITraitCollection { viewIfLoaded?.traitCollection ?? UITraitCollection() }

  // MARK: Appearance

  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Starts an appearance transition (UIViewController.h): sends `viewWillAppear:` or
  /// `viewWillDisappear:` now; `endAppearanceTransition` sends the matching did-method.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    appearing = isAppearing
    appearanceLog.append(isAppearing ? "willAppear" : "willDisappear")
    if isAppearing {
      viewWillAppear(animated)
    } else {
      isAppeared = false
      viewWillDisappear(animated)
    }
    for child in modelAppearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  open func endAppearanceTransition() {
    guard let appearing else { return }
    self.appearing = nil
    appearanceLog.append(appearing ? "didAppear" : "didDisappear")
    if appearing {
      isAppeared = true
      viewDidAppear(true)
    } else {
      viewDidDisappear(true)
    }
    for child in modelAppearanceChildren { child.endAppearanceTransition() }
  }

  /// Appears at once (a window's root controller).
  func modelAppear() {
    beginAppearanceTransition(true, animated: false)
    endAppearanceTransition()
  }

  // MARK: Presentation

  /// The presentation controller of this controller's presentation (created on demand, as
  /// UIKit does, from the transitioning delegate for `.custom`).
  open var presentationController: UIPresentationController? {
    activePresentationController
  }

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    ModalTransition.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    // UIViewController.h: "If you call this method on the presented view controller itself, UIKit
    // asks the presenting view controller to handle the dismissal"; a presenter dismisses what it
    // presented.
    if let presented = presentedViewController {
      ModalTransition.dismiss(presented, animated: flag, completion: completion)
    } else if presentingViewController != nil {
      ModalTransition.dismiss(self, animated: flag, completion: completion)
    }
  }
}
