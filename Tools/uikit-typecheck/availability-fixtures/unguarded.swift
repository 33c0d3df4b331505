// must be rejected by check-availability: `animate(changes:completion:)` is iOS 18.
func update(context: Context) {
  context.animate(changes: {})
}
