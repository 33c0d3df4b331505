#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// A zoom's page as iOS shows it: the view UIKit vends keeps its resting frame and is scaled
  /// into the card (``ScaledPage``), a mask cutting the card out of it, so the app's layout and
  /// safe area never change in flight. The card's own geometry, corners and shadow go to a view of
  /// Passage's beneath it (a mask would clip the page's own shadow, CALayer.h).
  extension ViewHost {
    /// The view that takes the engine's card for `role`: Passage's card view while a zoom scales
    /// the page, else the role's own view.
    func target(for role: LayerRole) -> UIView? {
      role == .presented ? card ?? views[role] : views[role]
    }

    /// Where the page's view rests now, in container points: its own bounds about its layer's
    /// position, which the presentation controller's layout passes keep at the container's
    /// bounds, a rotation in flight included (CALayer.h: `position` and `bounds` are untouched by
    /// `transform`). UIKit's frame from the start stands in before the view has a size.
    var pageRestingFrame: Rect? {
      guard let layer = presentedView?.layer, layer.bounds.width > 0, layer.bounds.height > 0 else {
        return restingFrames[.presented] ?? presentedView?.superview.map { Rect($0.bounds) }
      }
      let size = layer.bounds.size
      return Rect(
        x: layer.position.x - layer.anchorPoint.x * size.width,
        y: layer.position.y - layer.anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    /// Starts showing the page scaled: makes the card view beneath the page's view and a mask on
    /// the page's view. Idempotent.
    func beginScaledPage() {
      guard card == nil, let page = presentedView, let container = page.superview else { return }
      let card = UIView(frame: page.frame)
      card.isUserInteractionEnabled = false
      card.backgroundColor = presentedController?.viewIfLoaded?.backgroundColor ?? .systemBackground
      container.insertSubview(card, belowSubview: page)
      self.card = card
      let mask = CALayer()
      mask.backgroundColor = UIColor.black.cgColor
      page.layer.mask = mask
    }

    /// Keeps the card view right beneath the page's view after the views were reordered.
    func orderCard() {
      guard let card, let page = presentedView, let container = page.superview else { return }
      if card.superview !== container { container.addSubview(card) }
      container.insertSubview(card, belowSubview: page)
    }

    /// Shows `page` on the page's view with `opacity` at once (model values only).
    func show(_ page: ScaledPage, opacity: Double) {
      guard let view = presentedView, let mask = view.layer.mask else { return }
      view.layer.transform = CATransform3D(page.transform)
      view.layer.opacity = Float(opacity)
      mask.frame = CGRect(page.mask)
      mask.cornerRadius = CGFloat(page.maskCornerRadius)
    }

    /// The card's values on the card view, which draws no content, with its shadow cast from
    /// its rounded outline: without a path Core Animation derives the shadow from the layer's
    /// composited alpha off screen on every frame (CALayer.h `shadowPath`).
    func setCard(_ values: [AnimatedKeyPath: AnimatedValue]) {
      guard let card else { return }
      set(values, on: card)
      let layer = card.layer
      layer.shadowPath = Self.path(
        Outline(size: Size(layer.bounds.size), cornerRadius: Double(layer.cornerRadius)))
      layer.masksToBounds = false
    }

    /// Keyframes of the card's shadow path through `run`, following the size and corners the run
    /// animates, on the run's clock.
    func playCardOutline(of run: CoreAnimationRun) {
      guard let layer = card?.layer, let planned = run.plannedOutline(of: .presented) else { return }
      let animation = CAKeyframeAnimation(keyPath: "shadowPath")
      animation.values = planned.outlines.map(Self.path)
      Self.time(
        animation, keyTimes: planned.keyTimes, beginTime: planned.beginTime, duration: planned.duration,
        on: layer)
      layer.add(animation, forKey: Self.cardOutlineKey)
    }

    static let cardOutlineKey = "passage.card.shadowPath"

    /// A rounded rectangle at the outline's bounds (CGPath.h `CGPathCreateWithRoundedRect`:
    /// quarter-circle corners, the same elements at every radius above zero).
    private static func path(_ outline: Outline) -> CGPath {
      let radius = CGFloat(outline.cornerRadius)
      return CGPath(
        roundedRect: CGRect(origin: .zero, size: CGSize(outline.size)), cornerWidth: radius,
        cornerHeight: radius, transform: nil)
    }

    /// The page's view as it rests: no mask, no transform, the card view gone.
    func releaseContent() {
      guard let card else { return }
      self.card = nil
      card.layer.removeAllAnimations()
      card.removeFromSuperview()
      guard let view = presentedView else { return }
      for key in Self.pageKeys { view.layer.removeAnimation(forKey: key) }
      view.layer.mask = nil
      view.layer.transform = CATransform3DIdentity
    }

    /// The animation keys of the page's view.
    static let pageKeys = ["passage.page.transform", "passage.page.opacity"]

    /// Adds `planned` to the page's view and its mask as linear keyframes (CAAnimation.h), on the
    /// layer's clock, after setting their model values to its last keyframe.
    func play(_ planned: PlannedScaledPage) {
      guard let view = presentedView, let mask = view.layer.mask, let last = planned.pages.last,
        let opacity = planned.opacities.last
      else { return }
      show(last, opacity: opacity)
      func add(_ values: [Any], keyPath: String, key: String, to layer: CALayer) {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        Self.time(
          animation, keyTimes: planned.keyTimes, beginTime: planned.beginTime, duration: planned.duration,
          on: layer)
        layer.add(animation, forKey: key)
      }
      add(
        planned.pages.map { NSValue(caTransform3D: CATransform3D($0.transform)) }, keyPath: "transform",
        key: Self.pageKeys[0], to: view.layer)
      add(
        planned.opacities.map { NSNumber(value: $0) }, keyPath: "opacity", key: Self.pageKeys[1],
        to: view.layer)
      add(
        planned.pages.map { NSValue(cgPoint: CGPoint(x: $0.mask.midX, y: $0.mask.midY)) },
        keyPath: "position", key: "passage.mask.position", to: mask)
      add(
        planned.pages.map { NSValue(cgSize: CGSize($0.mask.size)) }, keyPath: "bounds.size",
        key: "passage.mask.bounds.size", to: mask)
      add(
        planned.pages.map { NSNumber(value: $0.maskCornerRadius) }, keyPath: "cornerRadius",
        key: "passage.mask.cornerRadius", to: mask)
    }
  }
#endif
