// must pass check-availability: the iOS 18 call is guarded.
func update(context: Context) {
  if #available(iOS 18.0, *) {
    context.animate(changes: {})
  }
}
