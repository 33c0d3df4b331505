/// A page shown as a card the way iOS's zoom shows it: the view that holds the page keeps its
/// resting frame — its bounds, and so its layout and safe area, never change — and is scaled
/// into the card by its `transform`, a mask cutting the card out of it.
///
/// The engine describes such a card as a layer of the card's size whose content is laid out at
/// a fixed size (``LayerState/contentSize``), scaled uniformly to cover the card and hung from its
/// top, centred across (what the renderer draws). This is the same picture in view terms: a view
/// of its resting size whose content fills it, its transform about its centre and its mask (in its
/// own coordinates, rounded by ``maskCornerRadius``) chosen so that every point lands where the
/// engine's layer puts it. A view resized instead — a wrapper whose bounds shrink to the card —
/// would hand the page new safe-area insets (UIView.h, `safeAreaInsets` "reflect the portion of
/// the view that is not covered by … other ancestors") and a layout pass on every frame.
package struct ScaledPage: Sendable, Hashable {
  /// The view's transform about its centre (its resting position stays its `position`).
  package var transform: Transform3D
  /// The card, in the view's own coordinates (points): the part of the view that shows.
  package var mask: Rect
  /// The mask's corner radius in the view's own coordinates: the card's radius over ``scale``.
  package var maskCornerRadius: Double
  /// The page's uniform scale in the card (> 0): 1 at full size.
  package var scale: Double

  /// The view resting at `restingFrame` that shows `card`, a layer with a laid-out content size;
  /// `nil` when the card has none or a size is not finite and positive. The page is laid out at
  /// the resting frame's size, the view's own.
  package init?(_ card: LayerState, restingFrame: Rect) {
    let page = restingFrame.size
    guard card.contentSize != nil, let shown = AspectFill.visiblePart(of: page, in: card.size) else {
      return nil
    }
    let scale = AspectFill.scale(of: page, covering: card.size)
    // The page hangs from the card's top, centred across: its origin in the card's own coordinates.
    let originX = -shown.minX * scale
    // A view point q maps to the card point (originX + s·q.x, s·q.y), which the card's layer
    // maps into the container about its anchor; the view adds its own resting centre after the
    // projection, as the card adds its position (CALayer.h), so the difference is a translation
    // applied after the card's transform.
    let intoCard = Transform3D.scale(x: scale, y: scale).concatenating(
      .translation(
        x: originX - card.anchorPoint.x * card.size.width + scale * page.width / 2,
        y: -card.anchorPoint.y * card.size.height + scale * page.height / 2))
    let rest = restingFrame.center
    transform = intoCard.concatenating(card.transform).concatenating(
      .translation(x: card.position.x - rest.x, y: card.position.y - rest.y))
    mask = shown
    maskCornerRadius = max(card.cornerRadius, 0) / scale
    self.scale = scale
  }

  /// The farthest, in container points, a corner of this page's card is from the same corner of
  /// `other`'s, both shown by a view resting at `restingFrame`.
  package func distance(to other: ScaledPage, restingFrame: Rect) -> Double {
    func corners(_ page: ScaledPage) -> [Point?] {
      let m = page.mask
      return [
        Point(x: m.minX, y: m.minY), Point(x: m.maxX, y: m.minY), Point(x: m.maxX, y: m.maxY),
        Point(x: m.minX, y: m.maxY),
      ].map { page.transform.mapLayerPoint($0, size: restingFrame.size, position: restingFrame.center) }
    }
    var farthest = 0.0
    for (a, b) in zip(corners(self), corners(other)) {
      guard let a, let b else { return .infinity }
      farthest = max(farthest, a.distance(to: b))
    }
    return farthest
  }

}

/// A scaled page through a Core Animation run, as linear keyframes on the view's `transform` and
/// `opacity` and its mask's `position`, `bounds.size` and `cornerRadius` (CAAnimation.h,
/// `CAKeyframeAnimation`), at the key times of every animation the run gives the card.
package struct PlannedScaledPage: Sendable, Hashable {
  /// When the keyframes begin, in seconds on the transition's clock.
  package var beginTime: Double
  /// Their duration in seconds.
  package var duration: Double
  /// Key times in 0…1, increasing.
  package var keyTimes: [Double]
  /// The page at each key time.
  package var pages: [ScaledPage]
  /// The card's opacity at each key time.
  package var opacities: [Double]

  /// The page Core Animation shows at `time` seconds on the transition's clock (clamped to the
  /// keyframes' span): each key path blended linearly between its keys, the transform by
  /// decomposition, the mask's centre, size and corner radius entry by entry.
  package func page(at time: Double) -> ScaledPage {
    let u = duration > 0 ? ((time - beginTime) / duration).clampedToUnit : 1
    guard let upper = keyTimes.firstIndex(where: { $0 >= u }), upper > 0 else {
      return u <= 0 ? pages[0] : pages[pages.count - 1]
    }
    let (t0, t1) = (keyTimes[upper - 1], keyTimes[upper])
    let f = t1 > t0 ? (u - t0) / (t1 - t0) : 1
    let (a, b) = (pages[upper - 1], pages[upper])
    func blend(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    var page = a
    if case .transform(let t) = AnimatedValue.transform(a.transform).interpolated(
      to: .transform(b.transform), fraction: f)
    {
      page.transform = t
    }
    let size = Size(
      width: blend(a.mask.size.width, b.mask.size.width),
      height: blend(a.mask.size.height, b.mask.size.height))
    page.mask = Rect(
      x: blend(a.mask.midX, b.mask.midX) - size.width / 2,
      y: blend(a.mask.midY, b.mask.midY) - size.height / 2,
      width: size.width, height: size.height)
    page.maskCornerRadius = blend(a.maskCornerRadius, b.maskCornerRadius)
    page.scale = blend(a.scale, b.scale)
    return page
  }
}

extension CoreAnimationRun {
  /// The view of `role` resting at `restingFrame` and showing the run's card of that role as a
  /// scaled page, keyed at every key time of the card's animations; `nil` when the run gives the
  /// role no laid-out content (``contentSizes``) or animates none of its properties.
  package func plannedScaledPage(of role: LayerRole, restingFrame: Rect) -> PlannedScaledPage? {
    guard contentSizes[role] != nil else { return nil }
    guard let span = Self.keySpan(of: animations.filter { $0.role == role }) else { return nil }
    let (begin, duration) = (span.begin, span.duration)
    // The page at a fraction of the span: the end of the run is read as its model value (an
    // animation that has ended shows it).
    func exact(_ key: Double) -> (page: ScaledPage, opacity: Double)? {
      guard var card = layer(role, at: key < 1 ? begin + key * duration : .infinity) else { return nil }
      card.contentSize = contentSizes[role]
      return ScaledPage(card, restingFrame: restingFrame).map { ($0, card.opacity) }
    }
    var keys: [(time: Double, page: ScaledPage, opacity: Double)] = []
    for key in span.keys {
      guard let (page, opacity) = exact(key) else { return nil }
      keys.append((key, page, opacity))
    }
    // The card's keys bound its own tracks; the page's transform and mask are products of them,
    // so an interval is split where blending its ends strays from the card by more than the
    // plan's tolerance (CoreAnimationRun.cornerTolerance).
    var refined = [keys[0]]
    func refine(
      _ a: (time: Double, page: ScaledPage, opacity: Double),
      _ b: (time: Double, page: ScaledPage, opacity: Double), depth: Int
    ) -> Bool {
      let mid = (a.time + b.time) / 2
      guard let (page, opacity) = exact(mid) else { return false }
      let blended = PlannedScaledPage(
        beginTime: 0, duration: 1, keyTimes: [a.time, b.time], pages: [a.page, b.page],
        opacities: [a.opacity, b.opacity]
      ).page(at: mid)
      if depth < 8, blended.distance(to: page, restingFrame: restingFrame) > CoreAnimationRun.cornerTolerance
      {
        guard refine(a, (mid, page, opacity), depth: depth + 1) else { return false }
        return refine((mid, page, opacity), b, depth: depth + 1)
      }
      refined.append(b)
      return true
    }
    for (a, b) in zip(keys, keys.dropFirst()) where !refine(a, b, depth: 0) { return nil }
    let keyTimes = refined.map(\.time)
    let pages = refined.map(\.page)
    let opacities = refined.map(\.opacity)
    return PlannedScaledPage(
      beginTime: begin, duration: duration, keyTimes: keyTimes, pages: pages, opacities: opacities)
  }
}
