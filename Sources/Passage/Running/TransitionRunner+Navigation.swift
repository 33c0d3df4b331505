extension TransitionRunner {
  /// Whether `transition` can run in a navigation controller: its page must keep its size in
  /// flight, because a navigation controller lays its pushed view out at the size the view has,
  /// under its bars (a zoom's page changes size, so it cannot).
  package static func runsInNavigation(_ transition: any PassageTransition) -> Bool {
    [TransitionDirection.present, .dismiss].allSatisfy { direction in
      !transition.timeline(in: TransitionContext(direction: direction)).layers.contains {
        $0.base.role == .presented && $0.size != nil
      }
    }
  }
}
