#if os(iOS)
  import SwiftUI
  import UIKit

  /// An invisible view controller placed behind the modified view: it is where Passage finds a
  /// presenting controller, and it feeds each SwiftUI update to the coordinator.
  ///
  /// Contract relied on (`UIViewControllerRepresentable`, SwiftUI.swiftinterface iOS 18.0):
  /// `makeCoordinator()` once, `updateUIViewController(_:context:)` on every update of the
  /// modified view with the current environment, `dismantleUIViewController(_:coordinator:)`
  /// when it leaves the hierarchy.
  struct PassagePresentationAnchor<ID: Hashable, Content: View>: UIViewControllerRepresentable {
    let request: PassagePresentationRequest<ID, Content>
    /// Where the presentations' progress is published.
    let feed: PassageProgressFeed

    func makeCoordinator() -> PassagePresentationCoordinator<ID, Content> {
      PassagePresentationCoordinator(request: request, feed: feed)
    }

    func makeUIViewController(context: Context) -> PassageAnchorViewController {
      let anchor = PassageAnchorViewController()
      let coordinator = context.coordinator
      anchor.onAppear = { [weak coordinator] in coordinator?.anchorDidAppear() }
      coordinator.anchor = anchor
      return anchor
    }

    func updateUIViewController(_ anchor: PassageAnchorViewController, context: Context) {
      let environment = context.environment
      context.coordinator.update(
        request,
        reduceMotion: environment.accessibilityReduceMotion,
        layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    static func dismantleUIViewController(
      _ anchor: PassageAnchorViewController, coordinator: PassagePresentationCoordinator<ID, Content>
    ) {
      coordinator.anchorWillGo()
    }
  }

  /// The anchor's controller: no content of its own; reports when it is in a window.
  @MainActor
  final class PassageAnchorViewController: UIViewController {
    /// Called after each `viewDidAppear(_:)`.
    var onAppear: (() -> Void)?

    override func viewDidLoad() {
      super.viewDidLoad()
      // Behind the modified view: never take its touches (UIView.h, `userInteractionEnabled`:
      // NO removes the view from hit-testing).
      view.isUserInteractionEnabled = false
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }

    /// The controller to present from: the top of the presentation chain above this anchor, as
    /// SwiftUI's own sheets do; nil while the anchor is not in a window.
    var presenter: UIViewController? {
      guard view.window != nil else { return nil }
      var top: UIViewController = self
      while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
      return top
    }
  }
#endif
