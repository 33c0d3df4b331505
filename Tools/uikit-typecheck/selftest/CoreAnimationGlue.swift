// Self-test for the Core Animation, NSValue, accessibility, transition-coordinator and
// associated-object stubs: code of the kind Passage's UIKit glue uses to play Core Animation
// animations, type-checked in Swift 6 language mode. Never run. It must also compile against the
// real iOS SDK with an iOS 15 deployment target (hence the `#available` guards).

import ObjectiveC
import QuartzCore
import UIKit

// MARK: - Keyframe, basic and spring animations in one transaction

@MainActor func playKeyframes(on view: UIView, completion: @escaping @MainActor () -> Void) {
  let layer = view.layer
  let now = layer.convertTime(CACurrentMediaTime(), from: nil)

  CATransaction.begin()
  CATransaction.setDisableActions(true)
  CATransaction.setAnimationDuration(0.4)
  CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
  CATransaction.setCompletionBlock { MainActor.assumeIsolated { completion() } }

  let position = CAKeyframeAnimation(keyPath: "position")
  position.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 20))]
  position.keyTimes = [0, 1]
  position.timingFunctions = [CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)]
  position.calculationMode = .linear
  position.beginTime = now + 0.05
  position.duration = 0.4
  position.fillMode = .backwards
  position.isRemovedOnCompletion = true
  position.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
  layer.add(position, forKey: "passage.position")

  let bounds = CAKeyframeAnimation(keyPath: "bounds.size")
  bounds.values = [NSValue(cgSize: layer.bounds.size), NSValue(cgRect: layer.bounds).cgRectValue.size]
  bounds.keyTimes = [NSNumber(value: 0.0), NSNumber(value: 1.0)]
  bounds.calculationMode = .discrete
  layer.add(bounds, forKey: nil)

  let transform = CABasicAnimation(keyPath: "transform")
  transform.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0.9, 0.9, 1))
  transform.toValue = NSValue(caTransform3D: CATransform3DIdentity)
  transform.isAdditive = false
  transform.isCumulative = false
  transform.timingFunction = CAMediaTimingFunction(name: .linear)
  layer.add(transform, forKey: "passage.transform")

  let opacity = CASpringAnimation(keyPath: "opacity")
  opacity.mass = 1
  opacity.stiffness = 300
  opacity.damping = 30
  opacity.initialVelocity = 0
  opacity.duration = opacity.settlingDuration
  opacity.fromValue = 0 as Float
  opacity.toValue = 1 as Float
  layer.add(opacity, forKey: "passage.opacity")
  if #available(iOS 17.0, *) {
    let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    spring.allowsOverdamping = true
    _ = (spring.perceptualDuration, spring.bounce)
    layer.add(spring, forKey: "passage.spring")
  }

  CATransaction.commit()
  CATransaction.flush()
  _ = CATransaction.completionBlock()
}

// MARK: - Reading the presentation and model layers, pausing, removing

@MainActor func interrupt(_ view: UIView) -> CGPoint {
  let layer = view.layer
  let shown = layer.presentation()?.position ?? layer.model().position
  let current = layer.animation(forKey: "passage.position") as? CAKeyframeAnimation
  _ = current?.values?.first as? NSValue
  for key in layer.animationKeys() ?? [] { layer.removeAnimation(forKey: key) }
  layer.removeAllAnimations()
  let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
  layer.speed = 0
  layer.timeOffset = paused
  layer.beginTime = 0
  _ = layer.convertTime(paused, to: nil)
  layer.anchorPoint = CGPoint(x: 0.5, y: 1)  // CALayer.anchorPoint: any iOS
  layer.zPosition = 1
  layer.opacity = 0.5
  layer.cornerRadius = 12
  layer.masksToBounds = true
  layer.shadowOpacity = 0.2
  layer.shadowRadius = 8
  layer.shadowOffset = CGSize(width: 0, height: 2)
  layer.transform = CATransform3DIdentity
  _ = layer.transform.m34
  _ = (NSValue(cgPoint: shown).cgPointValue, NSValue(caTransform3D: layer.transform).caTransform3DValue)
  if #available(iOS 16.0, *) {
    view.anchorPoint = CGPoint(x: 0.5, y: 0.5)
  }
  return shown
}

// MARK: - A delegate, which the animation retains

final class AnimationObserver: NSObject, CAAnimationDelegate {
  let onStop: @Sendable (Bool) -> Void
  init(onStop: @escaping @Sendable (Bool) -> Void) { self.onStop = onStop }
  func animationDidStart(_ anim: CAAnimation) {}
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { onStop(flag) }
}

func observe(_ animation: CAAnimation) {
  animation.delegate = AnimationObserver { _ in }
  _ = animation.delegate?.animationDidStop?(animation, finished: true)
  let timing: any CAMediaTiming = animation
  _ = (timing.repeatCount, timing.autoreverses, timing.timeOffset)
  // Explicit pointer: implicit `&array` conversions cannot be type-checked with interop on Linux.
  var points = [Float](repeating: 0, count: 2)
  points.withUnsafeMutableBufferPointer { buffer in
    if let base = buffer.baseAddress {
      CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: base)
    }
  }
}

// MARK: - Display link frame rate

@MainActor final class Ticker: NSObject {
  private var link: CADisplayLink?
  func start() {
    let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
    link.preferredFrameRateRange = .default
    link.add(to: .main, forMode: .common)
    self.link = link
  }
  @objc private func tick(_ link: CADisplayLink) { _ = link.targetTimestamp - link.timestamp }
}

// MARK: - Accessibility, transition coordinator, snapshots, associated objects

@MainActor private let ownerKey = UnsafeRawPointer(
  UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

@MainActor func present(
  _ presented: UIViewController, over presenting: UIViewController, in container: UIView
) {
  container.accessibilityViewIsModal = true
  presenting.view.accessibilityElementsHidden = true
  if let snapshot = presenting.view.snapshotView(afterScreenUpdates: false) {
    container.insertSubview(snapshot, aboveSubview: presenting.view)
    container.bringSubviewToFront(presented.view)
    container.exchangeSubview(at: 0, withSubviewAt: 1)
  }
  if let coordinator = presented.transitionCoordinator {
    _ = coordinator.isInteractive && coordinator.isAnimated && !coordinator.isCancelled
    coordinator.animate(
      alongsideTransition: { context in
        context.containerView.alpha = 1
        _ = context.viewController(forKey: .from)
      }, completion: { context in _ = context.percentComplete })
    coordinator.animate(alongsideTransition: nil)
    coordinator.notifyWhenInteractionChanges { context in _ = context.isCancelled }
  }
  objc_setAssociatedObject(presented, ownerKey, presenting, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  _ = objc_getAssociatedObject(presented, ownerKey) as? UIViewController
  objc_setAssociatedObject(presented, ownerKey, nil, .OBJC_ASSOCIATION_ASSIGN)
}
