import Passage
import PassageTestSupport
import Testing

/// Core Animation reports a run's end by its transaction's completion block, which runs when the
/// animations finish *or are removed*, and at once when nothing was added (CATransaction.h). The
/// session must stay right for each: exactly one `completeTransition`, every appearance
/// transition closed, one terminal dismissal event. Played in ``UIKitTransitionModel``.
@MainActor @Suite struct CoreAnimationCompletionTests {
  @Test func aRunWithNothingToAnimateLandsFromInsideItsOwnCommitAndCompletesOnce() throws {
    let model = UIKitTransitionModel(StandStill(), direction: .present)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    let run = try #require(model.host.runs.first?.run)
    #expect(run.animations.isEmpty && run.duration > 0)
    // The block ran inside `play`, while the session was still performing the start: it is
    // taken after that call, and the transition completes at the engine's end.
    expectEqual(model.log.first, "completion(1) at commit")
    expectEqual(model.completions, 1)
    #expect(
      model.host.calls.firstIndex(of: "play(present)")! < model.host.calls.firstIndex(of: "complete(true)")!)
    #expect(model.appearanceIsBalanced)
    #expect(model.player == nil)
  }

  @Test(arguments: [UIKitTransitionModel.Delivery.now, .nextTurn])
  func aCatchRemovesTheRunAndItsCompletionLandsNothing(delivery: UIKitTransitionModel.Delivery) {
    let model = UIKitTransitionModel(Recede(), direction: .present)
    model.removalDelivery = delivery
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.advance(to: 0.1)
    #expect(model.player?.acceptsTouches == true)
    model.player?.gestureBegan()
    model.turn()
    #expect(model.log.contains("completion(1)"))
    expectEqual(model.completions, 0)
    expectEqual(model.host.calls.last, "apply")  // the engine's state, where the page was drawn
    model.now = 0.2
    model.player?.gestureChanged(dx: 0, dy: 10)
    model.player?.gestureEnded(vx: 0, vy: -3000)
    model.settle()
    expectEqual(model.completions, 1)
    expectEqual(model.host.lifecycle.last, "complete(true)")
    #expect(model.appearanceIsBalanced)
  }

  @Test(arguments: [TransitionDirection.present, .dismiss])
  func aPageThatLeavesTheWindowCompletesAtOnceAsItsRunDecided(direction: TransitionDirection) {
    let model = UIKitTransitionModel(Push(), direction: direction)
    model.player?.start(animated: true, interactiveContext: true, replaying: nil)
    model.advance(to: 0.05)
    model.viewLeavesWindow()
    expectEqual(model.completions, 0)  // the block runs on the next turn
    model.turn()
    expectEqual(model.completions, 1)
    expectEqual(model.host.lifecycle.last, "complete(true)")
    #expect(model.host.scenes.last?.layers.allSatisfy(\.isAtRest) == true)
    #expect(model.appearanceIsBalanced)
    model.settle()
    expectEqual(model.completions, 1)
  }

  @Test(arguments: [true, false])
  func backgroundingDuringACompletionEndsItTheWayTheReleaseDecided(finishing: Bool) {
    let model = UIKitTransitionModel(Push(), direction: .dismiss)
    model.tracker = DismissalTracker()
    model.player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
    model.now = 0.1
    model.player?.gestureChanged(dx: finishing ? 260 : 40, dy: 0)
    model.player?.gestureEnded(vx: finishing ? 800 : -200, vy: 0)
    model.advance(to: 0.15)
    model.enterBackground()
    model.turn()
    expectEqual(model.completions, 1)
    let ending =
      finishing
      ? ["finish", "presenting.endAppearance", "complete(true)"]
      : ["cancel", "presenting.beginAppearance(false)", "presenting.endAppearance", "complete(false)"]
    expectEqual(Array(model.host.lifecycle.dropFirst()), ending)
    expectEqual(model.terminalEvents, [finishing ? .finished(.programmatic) : .cancelled(.programmatic)])
    #expect(model.appearanceIsBalanced)
  }

  /// Every way a run can end — it plays out, is caught and released, its view leaves the window,
  /// the app goes to the background — for each transition and direction, with removals reported
  /// at once or on the next turn: one completion, balanced appearance, one terminal event.
  @Test func everyWayARunEndsCompletesTheTransitionExactlyOnce() {
    let transitions: [any PassageTransition] = [Recede(), Push()]
    for transition in transitions {
      for direction in [TransitionDirection.present, .dismiss] {
        for ending in 0..<4 {
          // Only a catch's removal can be reported from inside the removal.
          for delivery in ending == 1 ? [.now, .nextTurn] : [UIKitTransitionModel.Delivery.nextTurn] {
            let model = UIKitTransitionModel(transition, direction: direction)
            model.removalDelivery = delivery
            model.player?.start(animated: true, interactiveContext: true, replaying: nil)
            model.advance(to: 0.08)
            switch ending {
            case 1:
              if model.player?.acceptsTouches == true {
                model.player?.gestureBegan()
                model.now = 0.1
                model.player?.gestureEnded(vx: 0, vy: 0)
              }
            case 2: model.viewLeavesWindow()
            case 3: model.enterBackground()
            default: break
            }
            model.turn()
            model.settle()
            let label = "\(transition.name) \(direction) ending \(ending) \(delivery)"
            expectEqual(model.completions, 1, "\(label)")
            #expect(model.appearanceIsBalanced, "\(label)")
            #expect(model.player == nil, "\(label)")
            if direction == .dismiss { expectEqual(model.terminalEvents.count, 1, "\(label)") }
          }
        }
      }
    }
  }
}

/// A transition whose layers never change: its run has nothing to animate. Its dismissal is a
/// pull-down (a swipe from the leading edge with `swipes`), which also catches its presentation.
/// With `dims`, a dimming layer fades over it, so that its runs have one cheap animation and last
/// until they land.
struct StandStill: PassageTransition {
  var dims = false
  var swipes = false
  var name: String { "stand still" }

  func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    guard context.direction == .dismiss else { return nil }
    return swipes ? .leadingEdgePan(in: context) : .pullDown(in: context)
  }

  func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    return Timeline(
      containerSize: context.containerSize,
      layers: [
        LayerAnimation(base: LayerState(role: .presenting, content: .presentingScreen, frame: bounds)),
        LayerAnimation(base: LayerState(role: .presented, content: .presentedScreen, frame: bounds)),
      ]
        + (dims
          ? [
            LayerAnimation(
              base: LayerState(role: .dimming, content: .solid(.black), frame: bounds, opacity: 0.4),
              opacity: KeyframeSeries(from: 0.4, keyframes: [Keyframe(value: 0)], mode: .linear))
          ] : []),
      curve: .linear, duration: 0.3)
  }
}
