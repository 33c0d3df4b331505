#if UIKitModel
  @testable import Passage
  import UIKit

  /// A page as a SwiftUI stack hosts one: a controller whose content is built on its view's
  /// first layout pass, as a `UIHostingController`'s is (its hosting view asks for layout when
  /// given its root view). The content is a button and, as a `.passageNavigationDestination`
  /// would put there, a marker controller made a child (a representable's controller is its
  /// hosting controller's child): with `transition` for a destination given one, without for
  /// the page that declares destinations.
  @MainActor
  final class HostedPage: UIViewController {
    private let name: String
    private let marks: Bool
    private let transition: (any PassageTransition)?
    /// The marker, once the content is built.
    private(set) var marker: NavigationDestinationMarker?

    /// A page named `name`; `transition` is its own, `declaresDestinations` puts a marker without
    /// one on a page that has none.
    init(named name: String, transition: (any PassageTransition)? = nil, declaresDestinations: Bool = false) {
      self.name = name
      self.transition = transition
      self.marks = transition != nil || declaresDestinations
      super.init()
    }

    override func loadView() {
      let view = LayoutReportingView(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
      view.onLayout = { [weak self] in self?.buildContent() }
      view.modelName = name
      view.backgroundColor = .white
      view.setNeedsLayout()
      self.view = view
    }

    private func buildContent() {
      guard view.subviews.isEmpty else { return }
      view.addSubview(UIButton(frame: CGRect(x: 16, y: 70, width: 44, height: 44)))
      guard marks else { return }
      let marker = NavigationDestinationMarker()
      marker.transition = transition
      addChild(marker)
      view.insertSubview(marker.view, at: 0)
      marker.didMove(toParent: self)
      self.marker = marker
    }
  }

  /// A view that tells its layout passes.
  @MainActor
  final class LayoutReportingView: UIView {
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout?()
    }
  }
#endif
