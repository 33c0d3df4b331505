#if os(iOS)
  import UIKit

  /// Which touches the pans take: ``GestureArbitration``'s policy, touch-down points, and the
  /// order against inner navigation controllers' pop recognisers and scroll views.
  extension DismissalInteraction: UIGestureRecognizerDelegate {
    /// The policy decides: `gestureRecognizerShouldBegin:` returning NO fails the recogniser, so
    /// the scroll view, inner navigation controller or control it waits for proceeds.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // The rotation beside a pinch only reports the fingers' turn.
      if gestureRecognizer === rotationRecognizer { return true }
      guard let kind = kind(of: gestureRecognizer), let reader else { return false }
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
        let (situation, _, _) = reader.read(
          gestureRecognizer, kind: kind, timedTransitionRunning: animator?.refusesFingers ?? false)
        return DismissalPan.shouldBegin(situation, startedOnLeadingSide: nil)
      }
      // A pan that would catch a run in flight is arbitrated like any other: the scroll view,
      // control or trailing edge it would take from the page keeps it, and the run plays on.
      let (situation, edge, _) = reader.read(
        pan, kind: kind, timedTransitionRunning: animator?.refusesFingers ?? false)
      var leadingSide: Bool?
      if pan is UIScreenEdgePanGestureRecognizer {
        // Both side edges listen; only the leading one (read now) dismisses.
        leadingSide = (pan.location(in: hostView).x < (hostView?.bounds.midX ?? 0)) == (edge == .left)
      }
      return DismissalPan.shouldBegin(situation, startedOnLeadingSide: leadingSide)
    }

    /// Records the touch-down point of a recogniser's next gesture (UIGestureRecognizer.h: the
    /// delegate is asked before the recogniser sees the touch); receives every touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      if gestureRecognizer.state == .possible {
        touchDowns[ObjectIdentifier(gestureRecognizer), default: TouchDownTranslation()].touched(
          at: Point(touch.location(in: nil)))
      }
      return true
    }

    /// A pinch and the rotation beside it recognise together (UIGestureRecognizer.h, UIGestureRecognizerDelegate:
    /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      let pair: [UIGestureRecognizer?] = [pinchRecognizer, rotationRecognizer]
      return pair.contains { $0 === gestureRecognizer } && pair.contains { $0 === otherGestureRecognizer }
    }

    /// An inner navigation controller's pop recognisers go first: Passage requires them to fail
    /// (they fail at the root: `gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      // At the leading edge a zoom's edge swipe goes first; its drag waits for it to fail.
      if gestureRecognizer === dragRecognizer, otherGestureRecognizer === edgeRecognizer { return true }
      guard let navigation = reader?.innerNavigationController else { return false }
      return NavigationPopRecognizers.of(navigation).contains { $0 === otherGestureRecognizer }
    }

    /// Scroll views in the presentation wait for Passage's pan to fail before scrolling
    /// (`gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`): the policy then fails it
    /// at once when the scroll view should win, and when Passage wins the scroll view never moves.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let scroll = otherGestureRecognizer.view as? UIScrollView, let host = hostView else {
        return false
      }
      return otherGestureRecognizer === scroll.panGestureRecognizer && scroll.isDescendant(of: host)
    }
  }
#endif
