// Views (UIView.h): a view's geometry is its layer's (frame, bounds, center and transform are the
// layer's position, bounds and transform); converting a point between views goes through every
// layer's transform; hit-testing (`hitTest:withEvent:`) asks `pointInside:withEvent:` and the
// subviews front to back, skipping views hidden, with interaction disabled or alpha below 0.01,
// and never reports a point outside the view's bounds, even inside a subview.

/// A view (UIView.h).
@MainActor
open class UIView: UIResponder {
  /// The view's backing layer (`+layerClass` is CALayer).
  public let layer: CALayer
  open private(set) weak var superview: UIView?
  open private(set) var subviews: [UIView] = []
  open var isUserInteractionEnabled = true
  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }
  open var autoresizingMask: UIView.AutoresizingMask = []
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  open var accessibilityViewIsModal = false
  open var contentMode: UIView.ContentMode = .scaleToFill
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  open private(set) var gestureRecognizers: [UIGestureRecognizer]?
  open private(set) var interactions: [any UIInteraction] = []
  /// A name for tests and pictures (``UIImage/drawnViews``); the view's type by default.
  package var modelName: String
  /// How many times the view's touches were cancelled by a recogniser (`touchesCancelled`).
  package internal(set) var cancelledTouches = 0
  /// How many layout passes ran (`layoutSubviews`).
  package private(set) var layoutPasses = 0
  private var needsLayout = false
  /// The safe area this view's window or presentation gives it (the model sets it on windows;
  /// subviews inherit the part that overlaps them).
  package var modelSafeAreaInsets: UIEdgeInsets?
  /// Whether the view shows another process's content (SFSafariViewController's browser): its
  /// touches go to that process, so no recogniser of the app sees them (``TouchScreen``).
  package var modelHostsRemoteContent = false

  public init(frame: CGRect) {
    layer = CALayer()
    modelName = String(describing: type(of: self))
    super.init()
    layer.view = self
    self.frame = frame
  }

  public convenience override init() { self.init(frame: .zero) }

  // MARK: Geometry

  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = bounds.size
      layer.frame = newValue
      if bounds.size != old { sizeChanged(from: old) }
    }
  }

  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = bounds.size
      layer.bounds = newValue
      if bounds.size != old { sizeChanged(from: old) }
    }
  }

  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The layer's transform, when affine (UIView.h: `transform` is the layer's).
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }

  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// Autoresizing (UIView.h): subviews with flexible width or height follow a change of size.
  private func sizeChanged(from old: CGSize) {
    let new = bounds.size
    for view in subviews {
      var frame = view.frame
      if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += new.width - old.width }
      if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height += new.height - old.height }
      if view.autoresizingMask.contains(.flexibleLeftMargin) { frame.origin.x += new.width - old.width }
      if view.autoresizingMask.contains(.flexibleTopMargin) { frame.origin.y += new.height - old.height }
      if frame != view.frame, CATransform3DIsIdentity(view.layer.transform) { view.frame = frame }
    }
    setNeedsLayout()
  }

  // MARK: Hierarchy

  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    insert(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    if view === siblingSubview { return }
    let index = subviews.firstIndex { $0 === siblingSubview }
    insert(view, at: index ?? subviews.count, relative: index != nil)
  }

  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    if view === siblingSubview { return }
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 }
    insert(view, at: index ?? subviews.count, relative: index != nil)
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  private func insert(_ view: UIView, at index: Int, relative: Bool = false) {
    var index = index
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      if relative, old < index { index -= 1 }
    } else {
      let wasInWindow = view.window != nil
      view.detach(leavingWindow: wasInWindow && window == nil)
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    layer.addSublayer(view.layer)
  }

  open func removeFromSuperview() {
    detach(leavingWindow: window != nil)
  }

  /// Takes the view out of its superview. A view leaving its window loses its layers'
  /// animations (Core Animation removes the animations of layers taken out of the render tree).
  private func detach(leavingWindow: Bool) {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    layer.removeFromSuperlayer()
    if leavingWindow { removeAnimations(inTree: self) }
  }

  private func removeAnimations(inTree view: UIView) {
    view.layer.removeAllAnimations()
    view.layer.mask?.removeAllAnimations()
    for subview in view.subviews { removeAnimations(inTree: subview) }
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Conversion

  /// `point` in this view's coordinates, in `view`'s (the window's when `nil`), through every
  /// transform between them.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let inWindow = toRoot(point) else { return point }
    let target = view ?? window ?? root
    return target.fromRoot(inWindow) ?? inWindow
  }

  /// `point` in `view`'s coordinates (the window's when `nil`), in this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view ?? window ?? root
    guard let inRoot = source.toRoot(point) else { return point }
    return fromRoot(inRoot) ?? inRoot
  }

  /// The bounding box of `rect`'s corners converted to `view`.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    return CGRect.bounding(corners.map { convert($0, to: view) })
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let source = view ?? window ?? root
    return source.convert(rect, to: self)
  }

  private var root: UIView { superview?.root ?? self }

  /// `point` in the root's coordinates (the window's, or the topmost superview's).
  func toRoot(_ point: CGPoint) -> CGPoint? {
    guard let superview else { return point }
    guard let up = layer.convertToSuperlayer(point) else { return nil }
    return superview.toRoot(up)
  }

  func fromRoot(_ point: CGPoint) -> CGPoint? {
    guard let superview else { return point }
    guard let up = superview.fromRoot(point) else { return nil }
    return layer.convertFromSuperlayer(up)
  }

  // MARK: Hit-testing

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      guard let local = subview.layer.convertFromSuperlayer(point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Gestures and interactions

  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.attach(to: self)
  }

  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizers?.contains(where: { $0 === gestureRecognizer }) == true else { return }
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    gestureRecognizer.attach(to: nil)
  }

  /// Asked before a recogniser attached to this view (or a subview) begins (UIView.h).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

  open func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  open func removeInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  // MARK: Layout

  open func setNeedsLayout() { needsLayout = true }

  /// Runs the pending layout pass of this view and its subviews now.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutPasses += 1
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  open func layoutSubviews() {}

  /// The window's safe area (or a presentation's), in this view's coordinates, clipped to it.
  /// A view whose transform is not the identity keeps the insets it last had untransformed:
  /// UIKit does not propagate the safe area to a scaled or rotated view (Apple's answer on its
  /// developer forums, iOS 14 and later), so a transform never moves what is laid out to it.
  open var safeAreaInsets: UIEdgeInsets {
    if let own = modelSafeAreaInsets { return own }
    guard let superview else { return .zero }
    let transformed = !CATransform3DIsIdentity(layer.transform)
    if transformed, let frozen = propagatedSafeAreaInsets { return frozen }
    let outer = superview.safeAreaInsets
    // Untransformed, where layout puts it: its bounds about its anchor at `center`.
    let anchor = layer.anchorPoint
    let inSuper = CGRect(
      x: center.x - anchor.x * bounds.width, y: center.y - anchor.y * bounds.height, width: bounds.width,
      height: bounds.height)
    let b = superview.bounds
    let insets = UIEdgeInsets(
      top: max(0, outer.top - (inSuper.minY - b.minY)), left: max(0, outer.left - (inSuper.minX - b.minX)),
      bottom: max(0, outer.bottom - (b.maxY - inSuper.maxY)),
      right: max(0, outer.right - (b.maxX - inSuper.maxX)))
    if !transformed { propagatedSafeAreaInsets = insets }
    return insets
  }
  /// The insets last propagated to this view while it was untransformed.
  private var propagatedSafeAreaInsets: UIEdgeInsets?

  open var traitCollection: UITraitCollection { superview?.traitCollection ?? UITraitCollection() }

  // MARK: Editing and accessibility

  /// Resigns the first responder inside this view (UIView.h `endEditing:`): the model counts it.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    endEditingCount += 1
    return true
  }
  package private(set) var endEditingCount = 0

  open override func accessibilityPerformEscape() -> Bool { superview?.accessibilityPerformEscape() ?? false }

  // MARK: Pictures

  /// Draws the hierarchy into the current image renderer (UIView.h
  /// `drawViewHierarchyInRect:afterScreenUpdates:`): the views visible in `rect`.
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsImageRenderer.current else { return false }
    // The view's bounds are drawn into `rect` of the image; the image shows its own bounds.
    let sx = rect.width > 0 ? bounds.width / rect.width : 1
    let sy = rect.height > 0 ? bounds.height / rect.height : 1
    let shown = CGRect(
      x: bounds.minX + (context.bounds.minX - rect.minX) * sx,
      y: bounds.minY + (context.bounds.minY - rect.minY) * sy,
      width: context.bounds.width * sx, height: context.bounds.height * sy)
    context.drawn += drawnViews(in: shown)
    return true
  }

  /// The names of the views of this hierarchy that draw something visible inside `rect` (in
  /// this view's coordinates), back to front: not hidden, alpha at least 0.01, with a colour
  /// that is not clear, or content of their own (``modelDrawsContent``: an image view's picture).
  func drawnViews(in rect: CGRect) -> [String] {
    var names: [String] = []
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      let frame = view.convert(view.bounds, to: self)
      let draws =
        view.modelDrawsContent
        || (view.backgroundColor.map { $0.cgColor.alpha > 0 } ?? false)
      if draws, frame.intersects(rect), !frame.isEmpty { names.append(view.modelName) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return names
  }

  /// Whether the view draws content of its own (a label's text, a picture): set by tests.
  package var modelDrawsContent = false

  // MARK: Animation

  /// Runs `animations` at once, as a spring of `duration` would end (UIView.h); the model
  /// records the call.
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    springAnimations += 1
    animations()
    if let completion { ModelRunLoop.enqueue { completion(true) } }
  }
  /// How many spring animations were started.
  package static var springAnimations = 0
}

extension UIView {
  /// UIView.h `UIViewAutoresizing`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// UIView.h `UIViewAnimationOptions` (the model runs none of them).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  }

  /// UIView.h `UIViewContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
  }
}

/// UIView.h `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}
