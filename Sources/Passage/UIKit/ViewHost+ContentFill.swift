#if os(iOS)
  import QuartzCore
  import UIKit

  /// Content aspect-filled into a shrinking page: while a zoom's page changes shape, the presented
  /// controller's view keeps its own size, scaled to cover the wrapper's animated bounds
  /// (``ContentFill``), and gets back to autoresizing when the page rests.
  extension ViewHost {
    /// Lays the presented controller's view out at `content` points, centred in its wrapper's
    /// bounds of `bounds` points and scaled to cover them (``ContentFill``); the wrapper's rounded
    /// bounds clip it. Autoresizing is off meanwhile, so that the wrapper's bounds do not resize it.
    func place(_ content: Size, filling bounds: Size, of role: LayerRole) {
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
    func releaseContent() {
      guard let (view, autoresizing) = filledContent else { return }
      filledContent = nil
      for key in Self.contentKeys { view.layer.removeAnimation(forKey: key) }
      view.layer.transform = CATransform3DIdentity
      view.frame = view.superview?.bounds ?? view.frame
      view.autoresizingMask = autoresizing
    }

    /// The animation keys of the content's position and scale.
    static let contentKeys = ["passage.content.position", "passage.content.transform"]

    /// Linear keyframes of the content's position and scale (CAAnimation.h), on the layer's clock.
    static func animations(_ planned: PlannedContentFill, on layer: CALayer)
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
  }
#endif
