import Passage
import PassageTestSupport
import Testing

/// A navigation controller's pop ends inside `completeTransition:` with UIKit's own callbacks —
/// both controllers' appearance, the delegate's `didShow` (which Passage's navigation delegate
/// reads as the pop finished), `animationEnded:` — in every order, with the app calling back from
/// each: one completion, no appearance call of the session's own, one closing dismissal event
/// with the pop's reason. Played in ``UIKitTransitionModel``.
@MainActor @Suite struct NavigationCallbackTests {
  enum Pop: String, CaseIterable {
    /// A back swipe released past the end: the pop completes inside the release.
    case swipePastTheEnd
    /// A back swipe released early: the pop is cancelled.
    case swipeBack
    /// The back button: a timed pop.
    case backButton
  }

  static func play(_ pop: Pop, order: [UIKitTransitionModel.Callback]) -> UIKitTransitionModel {
    let model = UIKitTransitionModel(
      StandStill(dims: true, swipes: true), direction: .dismiss, in: .navigation)
    model.order = order
    let player = model.player
    model.inside = { _, model in
      player?.gestureBegan()
      player?.runLanded(1)
      _ = player?.frame(at: model.now)
    }
    switch pop {
    case .swipePastTheEnd, .swipeBack:
      model.request(.leadingEdgeSwipe)
      model.navigationAsksForAnimator(.pop, startedByGesture: true)
      player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
      model.now = 0.1
      let far = pop == .swipePastTheEnd
      player?.gestureChanged(dx: far ? 600 : 30, dy: 0)
      player?.gestureEnded(vx: far ? 2000 : -300, vy: 0)
    case .backButton:
      model.navigationAsksForAnimator(.pop, startedByGesture: false)
      player?.start(animated: true, interactiveContext: true, replaying: nil)
    }
    model.settle()
    return model
  }

  @Test func everyOrderOfAPopsCallbacksEndsItOnceWithItsReason() {
    for pop in Pop.allCases {
      for order in CompletionCallbackTests.permutations(UIKitTransitionModel.Callback.navigation) {
        let model = Self.play(pop, order: order)
        let label = "\(pop) \(order.map(\.rawValue))"
        expectEqual(model.completions, 1, "\(label)")
        #expect(!model.host.calls.contains { $0.contains("Appearance") }, "\(label)")
        #expect(model.player == nil, "\(label)")
        let expected: DismissalEvent =
          switch pop {
          case .swipePastTheEnd: .finished(.leadingEdgeSwipe)
          case .swipeBack: .cancelled(.leadingEdgeSwipe)
          case .backButton: .finished(.programmatic)
          }
        expectEqual(model.terminalEvents, [expected], "\(label)")
        #expect(model.events.first?.name == "willBegin", "\(label)")
        expectEqual(model.log.contains("didShow"), pop != .swipeBack, "\(label)")
      }
    }
  }

  @Test func aSwipeReleasedPastTheEndCompletesInsideTheRelease() {
    let model = UIKitTransitionModel(Push(), direction: .dismiss, in: .navigation)
    model.request(.leadingEdgeSwipe)
    model.player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
    model.now = 0.1
    model.player?.gestureChanged(dx: 600, dy: 0)
    expectEqual(model.completions, 0)
    model.player?.gestureEnded(vx: 2000, vy: 0)
    // No run to wait for: UIKit's callbacks (and whatever the app does in them) run inside the
    // finger's release, which is why the gesture route is free by then (GestureRouteTests).
    #expect(model.host.runs.isEmpty)
    expectEqual(model.completions, 1)
    expectEqual(model.terminalEvents, [.finished(.leadingEdgeSwipe)])
  }
}
