extension PresentationMachine {
  /// The machine's event, if any, for a dismissal event of presentation `serial`: a dismissal
  /// that *finishes* while that presentation is still on its way or shown is a dismissal gesture
  /// that caught the presentation and sent the page back (UIKit reports it only as
  /// `presentationTransitionDidEnd:` NO, with `isBeingDismissed` false, so the appearance
  /// callbacks never tell it): the user's dismissal. Every other dismissal event is the
  /// appearance callbacks' to report (``AppearanceDismissalObserver``).
  package func event(for dismissal: DismissalEvent, serial: Int) -> Event? {
    guard case .finished = dismissal else { return nil }
    switch state {
    case .presenting(let page), .presented(let page):
      return page.serial == serial ? .presentationCancelled(serial: serial) : nil
    case .idle, .dismissing:
      return nil
    }
  }
}
