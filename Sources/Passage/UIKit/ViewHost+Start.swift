#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// The start of a transition: the look the host borrows from the app's views, the views each
  /// role needs and their order, what is hidden while the transition runs, and the appearance
  /// calls that open it.
  extension ViewHost {
    /// The look of the views UIKit vends (the presented wrapper or pushed view, and in a
    /// navigation controller the other view): the app's, borrowed for the transition.
    func modelValues(of role: LayerRole) -> [AnimatedKeyPath: AnimatedValue]? {
      guard let view = ownedViews[role] else { return nil }
      let layer = view.layer
      borrowedClipping[role] = (layer.masksToBounds, layer.shadowPath)
      var values: [AnimatedKeyPath: AnimatedValue] = [
        .transform: .transform(Transform3D(layer.transform)),
        .opacity: .number(Double(layer.opacity)),
        .cornerRadius: .number(Double(layer.cornerRadius)),
        .shadowOpacity: .number(Double(layer.shadowOpacity)),
        .shadowRadius: .number(Double(layer.shadowRadius)),
        .shadowOffset: .size(
          Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height))),
      ]
      if let color = layer.shadowColor.flatMap(LayerColor.init) { values[.shadowColor] = .color(color) }
      if view === livePresenter { livePresenterLook = values }
      return values
    }

    /// Creates the views the roles need, removes those no longer shown, and orders them bottom
    /// to top. The live presenting view of a `.custom` presentation stays where it is, under the
    /// container, with the backdrop under it while it plays a role.
    func arrange(_ order: [LayerRole]) {
      let container = context.containerView
      for role in LayerRole.allCases where !order.contains(role) {
        guard let view = views[role] else { continue }
        if view === livePresenter {
          // The app's view never leaves its superview; only Passage's animations leave it (its
          // look comes back with ``restore(_:of:)``).
          removePassageAnimations(from: view)
          continue
        }
        view.layer.removeAllAnimations()
        view.removeFromSuperview()
        if role != .presented || presentedView == nil { views[role] = nil }
      }
      for role in order {
        let view = views[role] ?? makeView(for: role)
        guard let view, view !== livePresenter else { continue }
        if view.superview !== container { container.addSubview(view) }
        container.bringSubviewToFront(view)
      }
      placeBackdrop(under: order.contains(.presenting) && !presenterReturned ? livePresenter : nil)
    }

    /// Gives the live presenting view its look back at once, untransformed, with none of
    /// Passage's animations, and stops moving it for the rest of the transition: what a size
    /// change needs before UIKit lays the view out (a transformed view's frame is undefined,
    /// UIView.h). The page goes on; the screen behind rests where UIKit puts it.
    func returnScreenBehind() {
      guard let live = livePresenter, !presenterReturned else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      removePassageAnimations(from: live)
      restore(livePresenterLook, of: .presenting)
      presenterReturned = true
      placeBackdrop(under: nil)
      CATransaction.commit()
    }

    /// An opaque view just under the moving screen behind, filling its superview, so that what
    /// the screen uncovers as it recedes or slides is black, not the window's colour or whatever
    /// lies beneath; it takes no touches and leaves with the role.
    private func placeBackdrop(under screen: UIView?) {
      guard let screen, let superview = screen.superview else {
        backdrop?.removeFromSuperview()
        backdrop = nil
        return
      }
      let backdrop = self.backdrop ?? UIView()
      backdrop.backgroundColor = .black
      backdrop.isUserInteractionEnabled = false
      backdrop.frame = superview.bounds
      backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      self.backdrop = backdrop
      let index = superview.subviews.firstIndex { $0 === screen }
      let below = index.map { $0 > 0 && superview.subviews[$0 - 1] === backdrop } ?? false
      if !below { superview.insertSubview(backdrop, belowSubview: screen) }
    }

    private func makeView(for role: LayerRole) -> UIView? {
      let view: UIView?
      switch role {
      case .presented: view = presentedView
      // The presenting role plays the view UIKit vends or the live presenting view, never one
      // made here.
      case .presenting: view = nil
      case .dimming: view = UIView()
      case .sourceCopy:
        // The source as it looked before it was hidden, filling its card as Core Animation's
        // `resizeAspectFill` does while the card's bounds animate (CALayer.h: `contentsGravity`).
        let picture = UIImageView(image: sourcePicture)
        picture.contentMode = .scaleAspectFill
        view = picture
      }
      view?.isUserInteractionEnabled = role.takesTouches
      views[role] = view
      return view
    }

    /// `accessibilityViewIsModal` (UIAccessibility.h) on the container, whose siblings include the
    /// presenting view, and on the presented view, whose siblings are the dimming view and the
    /// source's copy.
    func hideCoveredScreen(_ hidden: Bool) {
      context.containerView.accessibilityViewIsModal = hidden
      presentedView?.accessibilityViewIsModal = hidden
    }

    /// Hides the zoom's source while the page stands for it; shows it as it was afterwards.
    func hideSource(_ hidden: Bool) {
      guard let source else { return }
      if hidden {
        // Its picture first, while it still shows (UIView.h: `drawViewHierarchyInRect:afterScreenUpdates:`
        // NO renders what is on screen now): what the user sees where the source is on its
        // screen, not the source view alone, which may draw nothing itself (a SwiftUI card's
        // marker is a clear view behind the content SwiftUI draws).
        let screen = ownedViews[.presenting] ?? source.window ?? source
        let frame = source.convert(source.bounds, to: screen)
        sourcePicture = UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: frame.size)).image { _ in
          _ = screen.drawHierarchy(
            in: CGRect(origin: CGPoint(x: -frame.minX, y: -frame.minY), size: screen.bounds.size),
            afterScreenUpdates: false)
        }
        sourceWasHidden = source.isHidden
        source.isHidden = true
      } else {
        source.isHidden = sourceWasHidden
      }
    }

    func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool) {
      controller(for: role)?.beginAppearanceTransition(isAppearing, animated: true)
    }

    /// The view controller that plays `role`: none for the dimming view.
    func controller(for role: LayerRole) -> UIViewController? {
      role == .presenting ? presentingController : role == .presented ? presentedController : nil
    }
  }
#endif
