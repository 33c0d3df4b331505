#if os(iOS)
  import SwiftUI
  import UIKit

  /// What the `.passage` modifiers present: a plain container around the content (a hosting
  /// controller, or a ``SafariView``'s `SFSafariViewController`) that reports its own dismissal,
  /// whoever starts it — the transition's gesture, the browser's Done button, the VoiceOver
  /// escape, the content's dismiss action, SwiftUI's `dismiss` if it reaches it, or code.
  ///
  /// Contract relied on (UIViewController.h, iOS 18.0): `isBeingDismissed` is true inside
  /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` during a dismissal; a cancelled
  /// interactive dismissal is followed by `viewWillAppear(_:)`/`viewDidAppear(_:)`. Under the
  /// `.custom` presentation style UIKit sends the presented controller these callbacks itself
  /// (docs/DESIGN-NOTES.md).
  @MainActor
  final class PassagePresentedController: UIViewController, PassageContentContainer {
    private let child: UIViewController
    private let owned: AnyObject?
    /// The child as it was made, for content that updates it itself (``PassagePresentedContent``).
    var presentedChild: PassagePresentedChild { PassagePresentedChild(controller: child, owned: owned) }
    private let report: (AppearanceDismissalObserver.Phase) -> Void
    private var observer = AppearanceDismissalObserver()

    private let layoutDirection: TransitionContext.LayoutDirection

    init(
      child: PassagePresentedChild, layoutDirection: TransitionContext.LayoutDirection,
      report: @escaping (AppearanceDismissalObserver.Phase) -> Void
    ) {
      self.child = child.controller
      owned = child.owned
      self.layoutDirection = layoutDirection
      self.report = report
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The hosting controller or browser inside.
    var containedContent: UIViewController { child }

    /// Replaces a hosted SwiftUI content's root view (a new value with the same `id`).
    func update(rootView: AnyView) {
      (child as? UIHostingController<AnyView>)?.rootView = rootView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      // The dismissal gesture reads its leading edge from the content view's
      // semanticContentAttribute (UIView.h); forcing SwiftUI's direction keeps the swipe on the
      // side the environment-adapted transition slides from.
      view.semanticContentAttribute = layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      addChild(child)
      child.view.frame = view.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    /// The VoiceOver escape, if it comes up the responder chain to this controller (presented
    /// view → presented controller → presenting controller, UIResponder.h), goes to the
    /// presentation's wrapper, which asks the app and dismisses.
    override func accessibilityPerformEscape() -> Bool {
      viewIfLoaded?.superview?.accessibilityPerformEscape() ?? false
    }

    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      if let phase = observer.viewWillDisappear(isBeingDismissed: isBeingDismissed) { report(phase) }
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if let phase = observer.viewDidAppear() { report(phase) }
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if let phase = observer.viewDidDisappear(isBeingDismissed: isBeingDismissed) { report(phase) }
    }
  }

  /// Content that brings its own view controller instead of being hosted (``SafariView``).
  @MainActor
  protocol PassagePresentedContent {
    /// The controller to show inside the container, and what must live as long as it.
    func makePresentedChild() -> PassagePresentedChild
    /// A SwiftUI update of the content while `child` is shown (new callbacks, colours).
    func update(_ child: PassagePresentedChild)
  }

  /// A controller for the container, and an object it needs kept alive (e.g. its weak delegate).
  @MainActor
  struct PassagePresentedChild {
    let controller: UIViewController
    let owned: AnyObject?
  }
#endif
