// must be rejected by check-availability: `animate(changes:completion:)` is iOS 18.
// expected-error: :4: 'UIViewControllerRepresentableContext.animate' is iOS 18.0+, above the iOS 15.0 floor
func update(context: Context) {
  context.animate(changes: {})
}
