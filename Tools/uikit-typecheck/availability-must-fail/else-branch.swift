// must be rejected by check-availability: the `else` branch of `if #available` is not guarded.
// expected-error: :7: 'UIView.anchorPoint' is iOS 16.0+
@MainActor func move(_ view: UIView) {
  if #available(iOS 16.0, *) {
    view.anchorPoint = .zero
  } else {
    view.anchorPoint = .zero
  }
}
