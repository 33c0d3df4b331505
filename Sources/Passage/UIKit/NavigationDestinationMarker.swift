#if os(iOS) || UIKitModel
  import UIKit
  import os

  /// An invisible controller inside a page of a navigation stack that carries the page's Passage
  /// transition, and that puts Passage's navigation delegate on the stack when the page appears:
  /// what a SwiftUI destination given a Passage transition holds, and what the page that
  /// declares such destinations holds (with no transition of its own), so that the delegate is
  /// there before the first push.
  ///
  /// Contracts relied on: a representable's controller is a child of its hosting controller, so
  /// it hears the page's appearance callbacks (UIViewController.h: appearance is forwarded to
  /// children by default) and finds the stack as `navigationController` (Apple's documentation
  /// of it: "the nearest ancestor in the view controller hierarchy that is a navigation
  /// controller").
  @MainActor
  final class NavigationDestinationMarker: UIViewController {
    /// The page's transition; `nil` on a page that keeps the system's push and pop.
    var transition: (any PassageTransition)?
    /// Whether the missing stack was already reported.
    private var reportedNoStack = false

    override func viewDidLoad() {
      super.viewDidLoad()
      // Behind the page's content: never take its touches (UIView.h, `userInteractionEnabled`).
      view.isUserInteractionEnabled = false
    }

    // SwiftUI may add the marker to its page after the page began to appear (it builds the
    // content when the page is laid out), so it looks for the stack whenever it joins a page and
    // whenever that page appears; looking again changes nothing.
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent != nil, navigationController != nil { joinStack() }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      joinStack()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      joinStack()
    }

    /// Puts Passage's delegate on the stack above; reports once when there is none.
    private func joinStack() {
      if let navigationController {
        PassageNavigationDelegate.forDestinations(of: navigationController)
      } else if !reportedNoStack {
        reportedNoStack = true
        Logger(subsystem: "Passage", category: "navigation").fault(
          "a Passage navigation destination is not inside a NavigationStack (no UINavigationController above it); its pages are pushed and popped by the system"
        )
      }
    }

    /// The transition of the page `page`: that of the first marker with one among the page's
    /// descendant controllers (not those of a navigation controller inside it, whose pages are
    /// its own), `nil` when it has none. SwiftUI builds a page's content when its hosting view is
    /// laid out, so a page whose layout is pending (a push UIKit asks about before showing it,
    /// a page a deep link put on top) is loaded and laid out, at the stack's size, first; a page
    /// laid out already costs nothing more (UIView.h: `layoutIfNeeded` lays out only what is
    /// pending).
    static func transition(of page: UIViewController) -> (any PassageTransition)? {
      if let transition = firstTransition(in: page) { return transition }
      guard !(page is UINavigationController) else { return nil }
      page.loadViewIfNeeded()
      if let view = page.view, view.bounds.isEmpty, let stack = page.navigationController?.view {
        view.frame = stack.bounds
      }
      page.view.layoutIfNeeded()
      return firstTransition(in: page)
    }

    private static func firstTransition(in controller: UIViewController) -> (any PassageTransition)? {
      for child in controller.children where !(child is UINavigationController) {
        if let marker = child as? NavigationDestinationMarker, let transition = marker.transition {
          return transition
        }
        if let transition = firstTransition(in: child) { return transition }
      }
      return nil
    }
  }

  extension PassageNavigationDelegate {
    /// Where the stack keeps the delegate that reads its pages' markers.
    private static let destinationsKey = UnsafeRawPointer(
      UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// The delegate that runs each page of `navigation` with its marker's transition: made,
    /// attached and kept by the navigation controller (objc/runtime.h: an associated object is
    /// retained by its owner) the first time; attached again when another delegate has since
    /// taken its place (that one is then forwarded to). The full-width swipe is on where the
    /// system's own content swipe is (iOS 26), so that a Passage page pops from where any other
    /// page of the stack does.
    @discardableResult
    static func forDestinations(of navigation: UINavigationController) -> PassageNavigationDelegate {
      if let installed = objc_getAssociatedObject(navigation, destinationsKey) as? PassageNavigationDelegate {
        if navigation.delegate !== installed { installed.attach(to: navigation) }
        return installed
      }
      let delegate = PassageNavigationDelegate(transitions: NavigationDestinationMarker.transition(of:))
      delegate.allowsFullWidthSwipe = NavigationPopRecognizers.hasContentSwipe(navigation)
      delegate.attach(to: navigation)
      objc_setAssociatedObject(navigation, destinationsKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return delegate
    }
  }
#endif
