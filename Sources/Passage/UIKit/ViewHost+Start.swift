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
      return values
    }

    /// Creates the views the roles need, removes those no longer shown, and orders them bottom
    /// to top, over the backdrop while a snapshot shows the presenting screen.
    func arrange(_ order: [LayerRole]) {
      let container = context.containerView
      for role in LayerRole.allCases where !order.contains(role) {
        guard let view = views[role] else { continue }
        view.layer.removeAllAnimations()
        view.removeFromSuperview()
        if role != .presented || presentedView == nil { views[role] = nil }
      }
      for role in order {
        let view = views[role] ?? makeView(for: role)
        guard let view else { continue }
        if view.superview !== container { container.addSubview(view) }
        container.bringSubviewToFront(view)
      }
      let needsBackdrop = views[.presenting] != nil && snapshotSource != nil
      if needsBackdrop, backdrop == nil {
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = .black
        backdrop.isUserInteractionEnabled = false
        self.backdrop = backdrop
      }
      if let backdrop {
        if needsBackdrop {
          container.insertSubview(backdrop, at: 0)
        } else {
          backdrop.removeFromSuperview()
          self.backdrop = nil
        }
      }
    }

    /// Takes the snapshot of the presenting screen before any transaction of the host opens,
    /// with what was hidden (the zoom's source) committed first (CATransaction.h `+flush`): inside
    /// an open transaction the snapshot could show the card just hidden, or the page's changes
    /// not yet committed.
    func pictureScreenBehind(_ order: [LayerRole]) {
      guard order.contains(.presenting), views[.presenting] == nil, snapshotSource != nil else { return }
      CATransaction.flush()
      _ = makeView(for: .presenting)
    }

    private func makeView(for role: LayerRole) -> UIView? {
      let view: UIView?
      switch role {
      case .presented: view = presentedView
      case .presenting:
        // The session hides a zoom's source before any view is made; a snapshot of the screen as
        // last rendered would still show it (UIView.h: `afterScreenUpdates` NO renders "the view
        // hierarchy's current state, which might not include recent changes"). With a source, the
        // snapshot waits for those changes, so the card is not both hidden and pictured.
        view = snapshotSource?.snapshotView(afterScreenUpdates: source != nil)
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
    /// presenting view, and on the presented view, whose siblings are the snapshot and dimming.
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
        let screen = snapshotSource ?? ownedViews[.presenting] ?? source.window ?? source
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
