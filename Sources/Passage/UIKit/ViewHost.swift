#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// Applies a ``TransitionSession``'s decisions to views, inside UIKit's contract
  /// (UIViewControllerTransitioning.h):
  ///
  /// - The presented role is the view UIKit vends (`view(forKey:)`: the presentation controller's
  ///   wrapper, or the pushed view). In a navigation controller the presenting role is the other
  ///   view UIKit vends. In a `.custom` presentation, where `view(forKey:)` is nil for the
  ///   presenting side because the presentation controller keeps the presenter's view in the
  ///   window (UIPresentationController.h, `shouldRemovePresentersView`), the presenting role is
  ///   that live view itself, where it is, under the container, over an opaque backdrop: the
  ///   transition moves it by its layer's transform and style only (never its frame, anchor or
  ///   superview), so a video, a spinner or a timeline behind the page keeps moving, and it gets
  ///   its transform and look back when the transition completes, whatever the ending.
  /// - The dimming role is a view coloured by the scene. Views are ordered as the scene orders
  ///   its layers; a role the scene leaves out leaves the container.
  /// - Every value lands on the views' layers as a model value; a run's animations are
  ///   `CAKeyframeAnimation`s added in one transaction, whose completion block reports the landing.
  ///
  /// The host's work is split by phase, one extension each: the start (what it borrows and the
  /// views it arranges, `ViewHost+Start.swift`), the animation (scenes and Core Animation runs,
  /// `ViewHost+Animate.swift`, with a zoom's scaled page in `ViewHost+ScaledPage.swift`),
  /// the interactive calls to UIKit (`ViewHost+Interactive.swift`) and the end
  /// (`ViewHost+Complete.swift`).
  @MainActor
  final class ViewHost: TransitionHost {
    /// What Core Animation and the display link are asked for on ProMotion displays: up to
    /// 120 Hz (CAFrameRateRange.h, iOS 15; Apple's guidance for animations is 80–120 Hz).
    static let frameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)

    let context: UIViewControllerContextTransitioning
    /// Called with a run's number when Core Animation has finished (or removed) its animations.
    var onRunLanded: ((Int) -> Void)?
    /// Where each role's view rests, from UIKit (`initialFrame(for:)`, `finalFrame(for:)`) and,
    /// for the live presenting view, from its frame in the container.
    let restingFrames: [LayerRole: Rect]

    // Weak: the host lives only as long as the transition (TransitionPlayer lets go of it when it
    // completes), and must never be what keeps a dismissed controller alive.
    weak var presentingController: UIViewController?
    weak var presentedController: UIViewController?
    let presentedView: UIView?
    /// The app's `masksToBounds` and `shadowPath` of the views it owns, given back with their look
    /// (``restore(_:of:)``).
    var borrowedClipping: [LayerRole: (masksToBounds: Bool, shadowPath: CGPath?)] = [:]
    /// The view playing each role now: one UIKit vends, the live presenting view, the dimming view or the source's copy.
    var views: [LayerRole: UIView] = [:]
    /// The views UIKit vends (the app's), which the transition borrows and gives back.
    let ownedViews: [LayerRole: UIView]
    /// The opaque view under the presenting screen of a `.custom` presentation, in that view's
    /// superview, while the screen is moved.
    var backdrop: UIView?
    /// The presenting controller's own view in a `.custom` presentation: it plays the presenting
    /// role where it is, outside the container.
    var livePresenter: UIView?
    /// The live presenting view's look before the transition (``AnimatedKeyPath/borrowedStyle``).
    var livePresenterLook: [AnimatedKeyPath: AnimatedValue] = [:]
    /// Whether the live presenting view has been given back mid-run (a resize): from then on the
    /// run moves the page only, and the screen behind rests where UIKit lays it out.
    var presenterReturned = false

    /// The view a zoom grows out of, hidden while the page stands for it.
    weak var source: UIView?
    var sourceWasHidden = false
    /// The source as it looked before it was hidden: what the source's copy shows.
    var sourcePicture: UIImage?
    /// Passage's view beneath the page while a zoom scales the page into a card: it takes the
    /// card's geometry, corners and shadow (`ViewHost+ScaledPage.swift`).
    var card: UIView?
    /// The Core Animation run playing a zoom's scaled page, re-planned if the container resizes.
    var scaledRun: CoreAnimationRun?

    init(
      transitionContext: UIViewControllerContextTransitioning, direction: TransitionDirection,
      in container: TransitionSession.Container, source: UIView? = nil
    ) {
      context = transitionContext
      self.source = source
      let containerView = transitionContext.containerView
      let from = transitionContext.viewController(forKey: .from)
      let to = transitionContext.viewController(forKey: .to)
      presentingController = direction == .present ? from : to
      presentedController = direction == .present ? to : from
      let presentedKey: UITransitionContextViewKey = direction == .present ? .to : .from
      let presentingKey: UITransitionContextViewKey = direction == .present ? .from : .to
      let presentedView = transitionContext.view(forKey: presentedKey)
      self.presentedView = presentedView
      // UIKit's frames: the appearing controller's final frame, the disappearing one's initial
      // frame (CGRectZero when UIKit has no opinion).
      func frame(of controller: UIViewController?, appearing: Bool) -> Rect? {
        guard let controller else { return nil }
        let rect =
          appearing
          ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        return rect.isEmpty ? nil : Rect(rect)
      }
      var frames: [LayerRole: Rect] = [:]
      var views: [LayerRole: UIView] = [:]
      frames[.presented] = frame(of: presentedController, appearing: direction == .present)
      if let presentedView {
        views[.presented] = presentedView
        if presentedView.superview !== containerView { containerView.addSubview(presentedView) }
      }
      if let view = transitionContext.view(forKey: presentingKey) {
        frames[.presenting] = frame(of: presentingController, appearing: direction == .dismiss)
        views[.presenting] = view
        if view.superview !== containerView { containerView.insertSubview(view, at: 0) }
      } else if container == .presentation, let live = presentingController?.viewIfLoaded,
        live.window != nil, live.superview != nil
      {
        livePresenter = live
        views[.presenting] = live
        frames[.presenting] = Rect(live.convert(live.bounds, to: containerView))
      }
      // The appearing view takes the frame UIKit gives it (UIViewControllerTransitioning.h: a
      // final frame that is not CGRectZero "must be respected at the end of the transition");
      // a navigation controller may vend a pushed view not laid out yet, which a scaled page
      // would otherwise scale from the wrong size.
      let appearing: LayerRole = direction == .present ? .presented : .presenting
      if let view = views[appearing], view !== livePresenter, let frame = frames[appearing],
        CATransform3DIsIdentity(view.layer.transform), view.frame != CGRect(frame)
      {
        view.frame = CGRect(frame)
      }
      self.views = views
      ownedViews = views
      restingFrames = frames
    }

    func report(_ diagnostic: String) {
      #if DEBUG
        print("Passage: \(diagnostic)")
      #endif
    }
  }
#endif
