#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// The animation: scenes set at once, and Core Animation runs added in one transaction whose
  /// completion block reports the landing. Every value lands on the layers as a model value.
  extension ViewHost {
    func apply(_ scene: TransitionScene) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      arrange(scene.layers.map(\.role))
      for layer in scene.layers {
        let values = AnimatedKeyPath.allCases.reduce(into: [AnimatedKeyPath: AnimatedValue]()) {
          $0[$1] = layer.value(for: $1)
        }
        if layer.role == .presented, layer.contentSize != nil,
          let frame = pageRestingFrame, let page = ScaledPage(layer, restingFrame: frame)
        {
          beginScaledPage()
          setCard(values)
          show(page, opacity: layer.opacity)
          continue
        }
        if layer.role == .presented { releaseContent() }
        guard let view = views[layer.role], !isReturned(view) else { continue }
        set(values, on: view)
      }
      orderCard()
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
      let scaled = pageRestingFrame.flatMap { run.plannedScaledPage(of: .presented, restingFrame: $0) }
      if scaled != nil { beginScaledPage() } else { releaseContent() }
      orderCard()
      for role in run.layerOrder {
        guard let view = target(for: role), !isReturned(view), let values = run.final[role] else { continue }
        if view === card {
          setCard(values)
          continue
        }
        set(values, on: view)
        view.layer.masksToBounds = run.masksToBounds(role)
        // A shadow that animates needs its path for the whole run, even if it ends at 0.
        let castsShadow = run.animations.contains { $0.role == role && $0.keyPath == .shadowOpacity }
        setShadowPathIfNeeded(on: view.layer, castsShadow: castsShadow)
      }
      for planned in run.animations {
        guard let view = target(for: planned.role), !isReturned(view) else { continue }
        let anchor = run.final[planned.role]?[.anchorPoint]
        guard let planned = view === livePresenter ? Self.live(planned, anchor: anchor, on: view) : planned
        else { continue }
        view.layer.add(Self.animation(planned, on: view.layer), forKey: Self.key(planned.keyPath))
      }
      if let scaled { play(scaled) }
      playCardOutline(of: run)
      scaledRun = scaled == nil ? nil : run
      CATransaction.commit()
    }

    /// The container was resized while a run plays: a zoom's page, now resting at the new
    /// bounds, is re-planned from them on the run's own clock (same begin time and key times,
    /// replacing the keyframes by key), so it stays inside the card the run still moves.
    func pageResized() {
      guard card != nil, let run = scaledRun, let frame = pageRestingFrame,
        let planned = run.plannedScaledPage(of: .presented, restingFrame: frame)
      else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      play(planned)
      CATransaction.commit()
    }

    func removeAnimations() {
      scaledRun = nil
      for view in Array(views.values) + (card.map { [$0] } ?? []) { removePassageAnimations(from: view) }
      card?.layer.removeAnimation(forKey: Self.cardOutlineKey)
      if let page = presentedView, card != nil {
        for key in Self.pageKeys { page.layer.removeAnimation(forKey: key) }
        page.layer.mask?.removeAllAnimations()
      }
    }

    /// Whether `view` is the live presenting view, given back mid-run (``returnScreenBehind()``).
    func isReturned(_ view: UIView) -> Bool { presenterReturned && view === livePresenter }

    /// Removes the animations Passage added to `view`'s layer, and only those.
    func removePassageAnimations(from view: UIView) {
      for keyPath in AnimatedKeyPath.allCases { view.layer.removeAnimation(forKey: Self.key(keyPath)) }
    }

    /// Model values, straight onto the layer (positions are in the container, the superlayer);
    /// on the live presenting view, its style and its transform only (``live(_:on:)``).
    func set(_ values: [AnimatedKeyPath: AnimatedValue], on view: UIView) {
      let values = view === livePresenter ? Self.live(values, on: view) : values
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
      setShadowPathIfNeeded(on: layer, castsShadow: layer.shadowOpacity > 0)
      if values[.cornerRadius] != nil {
        layer.masksToBounds = LayerClipping.masksToBounds(
          cornerRadius: Double(layer.cornerRadius), shadowOpacity: Double(layer.shadowOpacity))
      }
    }

    /// The shadow's path at the layer's bounds when ``LayerClipping`` says it is needed.
    private func setShadowPathIfNeeded(on layer: CALayer, castsShadow: Bool) {
      let path = layer.shadowPath.map { Rect($0.boundingBox) }
      if LayerClipping.needsShadowPath(castsShadow: castsShadow, pathBounds: path, bounds: Rect(layer.bounds))
      {
        layer.shadowPath = UIBezierPath(rect: layer.bounds).cgPath
      }
    }

    private static func key(_ keyPath: AnimatedKeyPath) -> String { "passage.\(keyPath.rawValue)" }

    /// Values for the live presenting view, which rests where the app put it: no position,
    /// bounds or anchor of Passage's (its superview is the app's, not the container), and the
    /// transform turned about the view's own anchor (``PassageCore/Transform3D/reanchored(from:to:size:)``),
    /// so the picture is the scene's.
    static func live(_ values: [AnimatedKeyPath: AnimatedValue], on view: UIView) -> [AnimatedKeyPath:
      AnimatedValue]
    {
      var kept = values
      for geometry in [AnimatedKeyPath.position, .boundsSize, .anchorPoint] { kept[geometry] = nil }
      if case .point(let anchor)? = values[.anchorPoint], case .transform(let t)? = values[.transform] {
        kept[.transform] = .transform(reanchored(t, from: anchor, on: view))
      }
      return kept
    }

    /// A planned animation for the live presenting view: none for its geometry, its transform's
    /// keyframes turned about the view's own anchor.
    static func live(_ planned: PlannedAnimation, anchor: AnimatedValue?, on view: UIView)
      -> PlannedAnimation?
    {
      switch planned.keyPath {
      case .position, .boundsSize, .anchorPoint: return nil
      case .transform:
        guard case .point(let anchor)? = anchor else { return planned }
        var turned = planned
        turned.values = planned.values.map {
          guard case .transform(let t) = $0 else { return $0 }
          return .transform(reanchored(t, from: anchor, on: view))
        }
        return turned
      default: return planned
      }
    }

    private static func reanchored(_ t: Transform3D, from anchor: Point, on view: UIView) -> Transform3D {
      t.reanchored(from: anchor, to: Point(view.layer.anchorPoint), size: Size(view.layer.bounds.size))
    }

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
    static func time(
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
  }
#endif
