// must pass check-availability: every iOS 16/17 use is guarded, or is the always-available CALayer one.
@MainActor func move(_ view: UIView, presentedLayer: CALayer) {
  view.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
  presentedLayer.anchorPoint = .zero
  let point = position(anchorPoint: view.layer.anchorPoint)  // a label of the project's own
  switch key {
  case .anchorPoint: break  // an implicit member: an enum case of the project's own
  default: break
  }
  if #available(iOS 16.0, *) {
    view.anchorPoint = point
  } else {
    view.layer.anchorPoint = point
  }
  if #available(iOS 17.0, *) { _ = CASpringAnimation(perceptualDuration: 0.4, bounce: 0) }
}

@MainActor func spring() -> CAAnimation {
  guard #available(iOS 17.0, *) else { return CABasicAnimation(keyPath: "opacity") }
  let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.1)
  spring.allowsOverdamping = spring.bounce < 0
  return spring
}

@available(iOS 17.0, *)
extension Springs {
  func make() -> CASpringAnimation {
    CASpringAnimation(perceptualDuration: 0.4, bounce: 0.1)
  }
}

@available(iOS 16.0, *)
func recentre(_ view: UIView) { view.anchorPoint = .zero }

func afterwards(_ view: UIView) -> CGPoint { view.layer.anchorPoint }
