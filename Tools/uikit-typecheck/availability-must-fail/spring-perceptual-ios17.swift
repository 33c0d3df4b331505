// must be rejected by check-availability: CASpringAnimation(perceptualDuration:bounce:) and its
// `bounce` are iOS 17, and an iOS 16 guard is not enough.
// expected-error: :7: 'CASpringAnimation.init(perceptualDuration:)' is iOS 17.0+, above the iOS 15.0 floor
// expected-error: :9: 'CASpringAnimation.init(perceptualDuration:)' is iOS 17.0+
// expected-error: :10: 'CASpringAnimation.bounce' is iOS 17.0+
func spring() -> CASpringAnimation {
  let first = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
  if #available(iOS 16.0, *) {
    let second = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    _ = second.bounce
  }
  return first
}
