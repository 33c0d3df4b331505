#if os(iOS) || UIKitModel
  import UIKit

  /// Which touches the pans take: ``GestureArbitration``'s policy, touch-down points, and the
  /// order against inner navigation controllers' pop recognisers and scroll views.
  extension DismissalInteraction: UIGestureRecognizerDelegate {
    /// The policy decides: `gestureRecognizerShouldBegin:` returning NO fails the recogniser, so
    /// the scroll view, inner navigation controller or control it waits for proceeds.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let kind = kind(of: gestureRecognizer), let reader else { return false }
      // A pan that would catch a run in flight is arbitrated like any other: the scroll view,
      // control or trailing edge it would take from the page keeps it, and the run plays on.
      return reader.reading(gestureRecognizer).reading.shouldBegin(
        kind, isScreenEdge: gestureRecognizer is UIScreenEdgePanGestureRecognizer,
        timedTransitionRunning: animator?.refusesFingers ?? false)
    }

    /// Records the touch-down point of a recogniser's next gesture (UIGestureRecognizer.h: the
    /// delegate is asked before the recogniser sees the touch); receives every touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // The first touch of a gesture only: a second finger is not the pan's (it takes one).
      if gestureRecognizer.state == .possible, gestureRecognizer.numberOfTouches == 0 {
        touchDowns[ObjectIdentifier(gestureRecognizer), default: TouchDownTranslation()].touched(
          at: Point(touch.location(in: nil)))
      }
      return true
    }

    /// Passage's pan waits for an inner navigation controller's pop recognisers, and a zoom's
    /// drag for its edge swipe (`gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`):
    /// ``RecognizerOrder/waits(_:for:)``.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let own = kind(of: gestureRecognizer) else { return false }
      return RecognizerOrder.waits(own, for: role(of: otherGestureRecognizer))
    }

    /// Scroll views in the presentation wait for Passage's pan to fail before scrolling
    /// (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`): the policy then fails it
    /// at once when the scroll view should win, and when Passage wins the scroll view never moves.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      // Only the one-finger pans: the pinch stays possible while one finger is down, so a
      // scroll view held back for it would wait until the finger lifts, and never scroll.
      guard gestureRecognizer is UIPanGestureRecognizer else { return false }
      return RecognizerOrder.holdsBack(role(of: otherGestureRecognizer))
    }

    /// Never with another recogniser
    /// (`gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`), but as
    /// ``RecognizerOrder`` says.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      return RecognizerOrder.recognizesSimultaneously(with: role(of: otherGestureRecognizer))
    }

    /// What `recognizer` is to Passage's recognisers' order.
    private func role(of recognizer: UIGestureRecognizer) -> RecognizerRole {
      if let kind = kind(of: recognizer) { return .passage(kind) }
      if let navigation = reader?.innerNavigationController,
        NavigationPopRecognizers.of(navigation).contains(where: { $0 === recognizer })
      {
        return .navigationPop
      }
      return RecognizerRole(recognizer, inside: hostView)
    }
  }
#endif
