// must be rejected by check-availability: UIView.anchorPoint is iOS 16 (CALayer.anchorPoint is not).
// expected-error: :5: 'UIView.anchorPoint' is iOS 16.0+, above the iOS 15.0 floor
@MainActor func center(_ view: UIView) {
  view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)  // passes: the layer's
  view.anchorPoint = CGPoint(x: 0.5, y: 0.5)  // fails: the view's, iOS 16
}
