extension Duration {
  /// The duration in nanoseconds, with its fraction.
  package var nanoseconds: Double {
    let c = components
    return Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
  }
}
