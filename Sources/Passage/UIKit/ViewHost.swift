#if os(iOS)
  import QuartzCore
  import UIKit

  /// Applies a ``TransitionSession``'s decisions to views, inside UIKit's contract
  /// (UIViewControllerTransitioning.h):
  ///
  /// - The presented role is the view UIKit vends (`view(forKey:)`: the presentation controller's
  ///   wrapper, or the pushed view). In a navigation controller the presenting role is the other
  ///   view UIKit vends. In a `.custom` presentation, where `view(forKey:)` is nil for the
  ///   presenting side, the presenting role is a snapshot of that view over an opaque backdrop:
  ///   the real view is never moved, resized or restyled.
  /// - The dimming role is a view coloured by the scene. Views are ordered as the scene orders
  ///   its layers; a role the scene leaves out leaves the container.
  /// - Every value lands on the views' layers as a model value; a run's animations are
  ///   `CAKeyframeAnimation`s added in one transaction, whose completion block reports the landing.
  @MainActor
  final class ViewHost: TransitionHost {
    /// What Core Animation and the display link are asked for on ProMotion displays: up to
    /// 120 Hz (CAFrameRateRange.h, iOS 15; Apple's guidance for animations is 80–120 Hz).
    static let frameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)

    let context: UIViewControllerContextTransitioning
    /// Called with a run's number when Core Animation has finished (or removed) its animations.
    var onRunLanded: ((Int) -> Void)?
    /// Where each role's view rests, from UIKit (`initialFrame(for:)`, `finalFrame(for:)`) and,
    /// for a snapshot, from the presenting view's frame in the container.
    let restingFrames: [LayerRole: Rect]

    // Weak: the host lives only as long as the transition (TransitionPlayer lets go of it when it
    // completes), and must never be what keeps a dismissed controller alive.
    private weak var presentingController: UIViewController?
    private weak var presentedController: UIViewController?
    private let presentedView: UIView?
    /// The app's `masksToBounds` and `shadowPath` of the views it owns, given back with their look
    /// (``restore(_:of:)``).
    private var borrowedClipping: [LayerRole: (masksToBounds: Bool, shadowPath: CGPath?)] = [:]
    private var views: [LayerRole: UIView] = [:]
    /// The views UIKit vends (the app's), which the transition borrows and gives back.
    private let ownedViews: [LayerRole: UIView]
    private var backdrop: UIView?
    private var snapshotSource: UIView?

    /// The view a zoom grows out of, hidden while the page stands for it.
    private weak var source: UIView?
    private var sourceWasHidden = false
    /// The presented controller's view inside the wrapper, while a zoom places it by hand
    /// (aspect-filled into the wrapper's animated bounds), with its autoresizing mask.
    private var filledContent: (view: UIView, autoresizing: UIView.AutoresizingMask)?

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
      } else if container == .presentation, let source = presentingController?.viewIfLoaded,
        source.window != nil
      {
        snapshotSource = source
        frames[.presenting] = Rect(source.convert(source.bounds, to: containerView))
      }
      self.views = views
      ownedViews = views
      restingFrames = frames
    }

    // MARK: Scenes and runs

    func apply(_ scene: TransitionScene) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      arrange(scene.layers.map(\.role))
      for layer in scene.layers {
        guard let view = views[layer.role] else { continue }
        let values = AnimatedKeyPath.allCases.reduce(into: [AnimatedKeyPath: AnimatedValue]()) {
          $0[$1] = layer.value(for: $1)
        }
        set(values, on: view)
        if let content = layer.contentSize {
          place(content, filling: layer.size, of: layer.role)
        } else if layer.role == .presented {
          releaseContent()
        }
      }
      CATransaction.commit()
    }

    func play(_ run: CoreAnimationRun, number: Int) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      // CATransaction.h: called on the main thread once every animation added in this
      // transaction has finished or been removed; it retains nothing but this host, weakly.
      CATransaction.setCompletionBlock { [weak self] in
        MainActor.assumeIsolated { self?.onRunLanded?(number) }
      }
      arrange(run.layerOrder)
      for role in run.layerOrder {
        guard let view = views[role], let values = run.final[role] else { continue }
        set(values, on: view)
        view.layer.masksToBounds = run.masksToBounds(role)
        // A shadow that animates needs its path for the whole run, even if it ends at 0.
        let castsShadow = run.animations.contains { $0.role == role && $0.keyPath == .shadowOpacity }
        if castsShadow, view.layer.shadowPath?.boundingBox != view.layer.bounds {
          view.layer.shadowPath = UIBezierPath(rect: view.layer.bounds).cgPath
        }
      }
      for planned in run.animations {
        guard let layer = views[planned.role]?.layer else { continue }
        layer.add(Self.animation(planned, on: layer), forKey: Self.key(planned.keyPath))
      }
      for (role, content) in run.contentSizes {
        guard case .size(let bounds)? = run.final[role]?[.boundsSize] else { continue }
        place(content, filling: bounds, of: role)
        guard let planned = run.plannedContentFill(of: role, content: content), let view = filledContent?.view
        else { continue }
        for animation in Self.animations(planned, on: view.layer) {
          view.layer.add(animation.animation, forKey: animation.key)
        }
      }
      CATransaction.commit()
    }

    // MARK: Content aspect-filled into a shrinking page

    /// Lays the presented controller's view out at `content` points, centred in its wrapper's
    /// bounds of `bounds` points and scaled to cover them (``ContentFill``); the wrapper's rounded
    /// bounds clip it. Autoresizing is off meanwhile, so that the wrapper's bounds do not resize it.
    private func place(_ content: Size, filling bounds: Size, of role: LayerRole) {
      guard role == .presented, let fill = ContentFill(content: content, in: bounds),
        let view = presentedController?.viewIfLoaded, let wrapper = presentedView, view.superview === wrapper
      else { return }
      if filledContent == nil {
        filledContent = (view, view.autoresizingMask)
        view.autoresizingMask = []
      }
      view.layer.bounds = CGRect(origin: .zero, size: CGSize(content))
      view.layer.position = CGPoint(fill.center)
      view.layer.transform = CATransform3DMakeScale(CGFloat(fill.scale), CGFloat(fill.scale), 1)
    }

    /// Gives the presented controller's view back to autoresizing, filling its wrapper.
    private func releaseContent() {
      guard let (view, autoresizing) = filledContent else { return }
      filledContent = nil
      for key in Self.contentKeys { view.layer.removeAnimation(forKey: key) }
      view.layer.transform = CATransform3DIdentity
      view.frame = view.superview?.bounds ?? view.frame
      view.autoresizingMask = autoresizing
    }

    private static let contentKeys = ["passage.content.position", "passage.content.transform"]

    /// Linear keyframes of the content's position and scale (CAAnimation.h), on the layer's clock.
    private static func animations(_ planned: PlannedContentFill, on layer: CALayer)
      -> [(key: String, animation: CAKeyframeAnimation)]
    {
      let position = CAKeyframeAnimation(keyPath: "position")
      position.values = planned.fills.map { NSValue(cgPoint: CGPoint($0.center)) }
      let transform = CAKeyframeAnimation(keyPath: "transform")
      transform.values = planned.fills.map {
        NSValue(caTransform3D: CATransform3DMakeScale(CGFloat($0.scale), CGFloat($0.scale), 1))
      }
      return zip(contentKeys, [position, transform]).map { key, animation in
        time(
          animation, keyTimes: planned.keyTimes, beginTime: planned.beginTime, duration: planned.duration,
          on: layer)
        return (key, animation)
      }
    }

    func removeAnimations() {
      for view in views.values {
        for keyPath in AnimatedKeyPath.allCases { view.layer.removeAnimation(forKey: Self.key(keyPath)) }
      }
      if let content = filledContent?.view {
        for key in Self.contentKeys { content.layer.removeAnimation(forKey: key) }
      }
    }

    /// Hides the zoom's source while the page stands for it; shows it as it was afterwards.
    func hideSource(_ hidden: Bool) {
      guard let source else { return }
      if hidden {
        sourceWasHidden = source.isHidden
        source.isHidden = true
      } else {
        source.isHidden = sourceWasHidden
      }
    }

    /// `accessibilityViewIsModal` (UIAccessibility.h) on the container, whose siblings include the
    /// presenting view, and on the presented view, whose siblings are the snapshot and dimming.
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

    /// Gives a view the app owns its look back, including where it left the container.
    func restore(_ values: [AnimatedKeyPath: AnimatedValue], of role: LayerRole) {
      guard let view = ownedViews[role] else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      set(values, on: view)
      if let clipping = borrowedClipping[role] {
        view.layer.masksToBounds = clipping.masksToBounds
        view.layer.shadowPath = clipping.shadowPath
      }
      CATransaction.commit()
    }

    func hideCoveredScreen(_ hidden: Bool) {
      context.containerView.accessibilityViewIsModal = hidden
      presentedView?.accessibilityViewIsModal = hidden
    }

    /// Creates the views the roles need, removes those no longer shown, and orders them bottom
    /// to top, over the backdrop while a snapshot shows the presenting screen.
    private func arrange(_ order: [LayerRole]) {
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

    private func makeView(for role: LayerRole) -> UIView? {
      let view: UIView?
      switch role {
      case .presented: view = presentedView
      case .presenting: view = snapshotSource?.snapshotView(afterScreenUpdates: false)
      case .dimming: view = UIView()
      }
      view?.isUserInteractionEnabled = role == .presented
      views[role] = view
      return view
    }

    /// Model values, straight onto the layer (positions are in the container, the superlayer).
    private func set(_ values: [AnimatedKeyPath: AnimatedValue], on view: UIView) {
      let layer = view.layer
      for (keyPath, value) in values {
        switch (keyPath, value) {
        case (.position, .point(let p)): layer.position = CGPoint(p)
        case (.boundsSize, .size(let s)): layer.bounds.size = CGSize(s)
        case (.anchorPoint, .point(let p)): layer.anchorPoint = CGPoint(p)
        case (.transform, .transform(let t)): layer.transform = CATransform3D(t)
        case (.opacity, .number(let n)): layer.opacity = Float(n)
        case (.cornerRadius, .number(let n)): layer.cornerRadius = CGFloat(n)
        case (.shadowOpacity, .number(let n)): layer.shadowOpacity = Float(n)
        case (.shadowRadius, .number(let n)): layer.shadowRadius = CGFloat(n)
        case (.shadowOffset, .size(let s)): layer.shadowOffset = CGSize(s)
        case (.shadowColor, .color(let c)): layer.shadowColor = UIColor(passage: c).cgColor
        case (.backgroundColor, .color(let c)): layer.backgroundColor = UIColor(passage: c).cgColor
        default: break
        }
      }
      // The shadow's path depends on the bounds only, which stay at rest: made once per size, not
      // on every gesture callback. A mask would clip the shadow.
      if layer.shadowOpacity > 0, layer.shadowPath?.boundingBox != layer.bounds {
        layer.shadowPath = UIBezierPath(rect: layer.bounds).cgPath
      }
      if values[.cornerRadius] != nil {
        layer.masksToBounds = layer.cornerRadius > 0 && layer.shadowOpacity == 0
      }
    }

    private static func key(_ keyPath: AnimatedKeyPath) -> String { "passage.\(keyPath.rawValue)" }

    /// A linear `CAKeyframeAnimation` (CAAnimation.h) of a planned key path.
    private static func animation(_ planned: PlannedAnimation, on layer: CALayer) -> CAKeyframeAnimation {
      let animation = CAKeyframeAnimation(keyPath: planned.keyPath.rawValue)
      animation.values = planned.values.map(object)
      time(
        animation, keyTimes: planned.keyTimes, beginTime: planned.beginTime, duration: planned.duration,
        on: layer)
      return animation
    }

    /// Times `animation` linearly through `keyTimes` (fractions of `duration` seconds) from
    /// `beginTime` (media time, CACurrentMediaTime's clock) on the layer's clock, filling
    /// backwards so that nothing flashes if the render server starts it a frame late
    /// (CAAnimation.h, CAMediaTiming.h).
    private static func time(
      _ animation: CAKeyframeAnimation, keyTimes: [Double], beginTime: Double, duration: Double,
      on layer: CALayer
    ) {
      animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
      animation.calculationMode = .linear
      animation.beginTime = layer.convertTime(beginTime, from: nil)
      animation.duration = duration
      animation.fillMode = .backwards
      animation.preferredFrameRateRange = frameRateRange
    }

    /// The object Core Animation expects for a key path's value (NSValue, NSNumber or CGColor).
    private static func object(_ value: AnimatedValue) -> Any {
      switch value {
      case .number(let n): return NSNumber(value: n)
      case .point(let p): return NSValue(cgPoint: CGPoint(p))
      case .size(let s): return NSValue(cgSize: CGSize(s))
      case .transform(let t): return NSValue(caTransform3D: CATransform3D(t))
      case .color(let c): return UIColor(passage: c).cgColor
      }
    }

    // MARK: Lifecycle

    func beginAppearanceTransition(of role: LayerRole, isAppearing: Bool) {
      controller(for: role)?.beginAppearanceTransition(isAppearing, animated: true)
    }

    func endAppearanceTransition(of role: LayerRole) {
      controller(for: role)?.endAppearanceTransition()
    }

    private func controller(for role: LayerRole) -> UIViewController? {
      role == .presenting ? presentingController : role == .presented ? presentedController : nil
    }

    func updateInteractiveTransition(_ progress: Double) {
      context.updateInteractiveTransition(CGFloat(progress))
    }

    func finishInteractiveTransition() {
      context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
      context.cancelInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
      releaseContent()
      context.completeTransition(didComplete)
    }

    func report(_ diagnostic: String) {
      #if DEBUG
        print("Passage: \(diagnostic)")
      #endif
    }
  }
#endif
