// Layers (CALayer.h): model values, which the app sets and UIKit hit-tests, and a presentation
// that shows the animations running now. A layer of its own (not a view's) animates a change of
// an animatable property made without `setDisableActions(YES)` for 0.25 s (its implicit action,
// CALayer.h `actionForKey:`); a view's layer never does (UIView answers no action outside an
// animation block).

/// A layer (CALayer.h).
@MainActor
open class CALayer: NSObject {
  open var bounds = CGRect.zero { didSet { implicitAction("bounds", from: oldValue) } }
  open var position = CGPoint.zero { didSet { implicitAction("position", from: oldValue) } }
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform = CATransform3DIdentity { didSet { implicitAction("transform", from: oldValue) } }
  open var opacity: Float = 1 { didSet { implicitAction("opacity", from: oldValue) } }
  open var cornerRadius: CGFloat = 0 { didSet { implicitAction("cornerRadius", from: oldValue) } }
  open var masksToBounds = false
  open var isHidden = false
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  open var shadowPath: CGPath?
  open var backgroundColor: CGColor?
  open var zPosition: CGFloat = 0
  open var contents: Any?
  /// The layer whose alpha masks this one's content (CALayer.h: "the mask layer's own mask is
  /// ignored"; a mask has no superlayer).
  open var mask: CALayer? {
    didSet {
      oldValue?.maskedLayer = nil
      mask?.maskedLayer = self
    }
  }
  open private(set) weak var superlayer: CALayer?
  open private(set) var sublayers: [CALayer]?
  /// The view this layer backs, whose layer never takes implicit actions.
  weak var view: UIView?
  weak var maskedLayer: CALayer?
  /// The animations in the order added, each with its key.
  private var animations:
    [(key: String, animation: CAAnimation, begin: CFTimeInterval, duration: CFTimeInterval)] =
      []
  /// Whether this is a presentation copy.
  private var isPresentationCopy = false

  public override init() { super.init() }

  /// A copy of `layer`'s model values (CALayer.h: used for presentation layers).
  public required init(layer: Any) {
    super.init()
    guard let layer = layer as? CALayer else { return }
    bounds = layer.bounds
    position = layer.position
    anchorPoint = layer.anchorPoint
    transform = layer.transform
    opacity = layer.opacity
    cornerRadius = layer.cornerRadius
    masksToBounds = layer.masksToBounds
    isHidden = layer.isHidden
    shadowOpacity = layer.shadowOpacity
    shadowRadius = layer.shadowRadius
    shadowOffset = layer.shadowOffset
    shadowColor = layer.shadowColor
    shadowPath = layer.shadowPath
    backgroundColor = layer.backgroundColor
    isPresentationCopy = true
  }

  /// The frame in the superlayer: the bounding box of the transformed bounds (CALayer.h: a
  /// function of bounds, anchorPoint, position and transform).
  open var frame: CGRect {
    get {
      let corners = [
        CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
        CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
      ]
      return CGRect.bounding(corners.compactMap(convertToSuperlayer))
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// `point` in this layer's coordinates, in its superlayer's: the transform is applied about the
  /// anchor point, which sits at `position`.
  package func convertToSuperlayer(_ point: CGPoint) -> CGPoint? {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    guard let moved = transform.project(CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)) else {
      return nil
    }
    return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
  }

  /// `point` in the superlayer's coordinates, in this layer's (the inverse map).
  package func convertFromSuperlayer(_ point: CGPoint) -> CGPoint? {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    guard let local = transform.unproject(CGPoint(x: point.x - position.x, y: point.y - position.y)) else {
      return nil
    }
    return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
  }

  // MARK: Tree

  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }

  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
    self.superlayer = nil
  }

  // MARK: Animations

  /// Adds `anim` under `key` (replacing, and so removing, the animation already there), timed
  /// from now when its begin time is 0 (CALayer.h `addAnimation:forKey:`).
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let key = key ?? "model.\(ObjectIdentifier(anim).hashValue)"
    removeAnimation(forKey: key)
    let (begin, duration) = anim.resolved(addedAt: ModelRunLoop.now)
    animations.append((key, anim, begin, duration))
    CATransaction.added(anim)
    ModelRunLoop.animatedLayers[ObjectIdentifier(self)] = self
  }

  open func removeAnimation(forKey key: String) {
    guard let index = animations.firstIndex(where: { $0.key == key }) else { return }
    let removed = animations.remove(at: index)
    CATransaction.ended(removed.animation)
  }

  open func removeAllAnimations() {
    let removed = animations
    animations = []
    for entry in removed { CATransaction.ended(entry.animation) }
  }

  open func animation(forKey key: String) -> CAAnimation? {
    animations.first { $0.key == key }?.animation
  }

  open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.map(\.key) }

  /// The layer's time for media time `t` (the model's layers all run at speed 1 from 0).
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }

  /// Ends the animations whose time is up by `time` (those removed on completion).
  func endAnimations(finishedBy time: CFTimeInterval) {
    let finished = animations.filter { $0.begin + $0.duration <= time + 1e-9 }
    guard !finished.isEmpty else { return }
    animations.removeAll { entry in
      entry.begin + entry.duration <= time + 1e-9 && entry.animation.isRemovedOnCompletion
    }
    for entry in finished { CATransaction.ended(entry.animation) }
  }

  /// The layer as it shows now: its model values with the animations running now applied, in
  /// the order added (CALayer.h `presentationLayer`); `nil` for a presentation copy.
  open func presentation() -> Self? {
    guard !isPresentationCopy else { return nil }
    let copy = Self(layer: self)
    let now = ModelRunLoop.now
    for entry in animations {
      guard let keyPath = (entry.animation as? CAPropertyAnimation)?.keyPath else { continue }
      let fraction = (now - entry.begin) / entry.duration
      let fill = entry.animation.fillMode
      if fraction < 0, fill != .backwards, fill != .both { continue }
      if fraction > 1, !(fill == .forwards || fill == .both) || entry.animation.isRemovedOnCompletion {
        continue
      }
      guard let value = entry.animation.value(at: min(max(fraction, 0), 1)) else { continue }
      copy.setAnimated(value, forKeyPath: keyPath)
    }
    copy.mask = mask?.presentation()
    return copy
  }

  private func setAnimated(_ value: Any, forKeyPath keyPath: String) {
    switch (keyPath, value) {
    case ("position", let v as NSValue): position = v.cgPointValue
    case ("bounds.size", let v as NSValue): bounds.size = v.cgSizeValue
    case ("anchorPoint", let v as NSValue): anchorPoint = v.cgPointValue
    case ("transform", let v as NSValue): transform = v.caTransform3DValue
    case ("opacity", let v as NSNumber): opacity = v.floatValue
    case ("cornerRadius", let v as NSNumber): cornerRadius = v.doubleValue
    case ("shadowOpacity", let v as NSNumber): shadowOpacity = v.floatValue
    case ("shadowRadius", let v as NSNumber): shadowRadius = v.doubleValue
    case ("shadowOffset", let v as NSValue): shadowOffset = v.cgSizeValue
    case ("shadowColor", let v as CGColor): shadowColor = v
    case ("backgroundColor", let v as CGColor): backgroundColor = v
    case ("shadowPath", let v as CGPath): shadowPath = v
    case ("bounds", let v as NSValue):
      if case .rect(let r) = v.boxed { bounds = r }
    default: break
    }
  }

  // MARK: Implicit actions

  /// How many implicit animations this layer started (tests read it: the glue should start none).
  package private(set) var implicitAnimationCount = 0

  private func implicitAction(_ key: String, from old: Any) {
    guard view == nil, !isPresentationCopy, superlayer != nil || maskedLayer != nil,
      !CATransaction.disableActions()
    else { return }
    let animation = CABasicAnimation(keyPath: key)
    switch old {
    case let p as CGPoint: animation.fromValue = NSValue(cgPoint: p)
    case let r as CGRect: animation.fromValue = NSValue(cgRect: r)
    case let t as CATransform3D: animation.fromValue = NSValue(caTransform3D: t)
    case let f as Float: animation.fromValue = NSNumber(value: f)
    case let d as CGFloat: animation.fromValue = NSNumber(value: d)
    default: return
    }
    switch key {
    case "position": animation.toValue = NSValue(cgPoint: position)
    case "bounds": animation.toValue = NSValue(cgRect: bounds)
    case "transform": animation.toValue = NSValue(caTransform3D: transform)
    case "opacity": animation.toValue = NSNumber(value: opacity)
    default: animation.toValue = NSNumber(value: cornerRadius)
    }
    implicitAnimationCount += 1
    add(animation, forKey: key)
  }
}
