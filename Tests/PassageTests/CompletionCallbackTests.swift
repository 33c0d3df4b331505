import Passage
import PassageTestSupport
import Testing

/// UIKit's synchronous callbacks inside `completeTransition:` — the presented controller's
/// appearance end, the presentation controller's did-end, `animationEnded:`, the completion
/// block — in every order the headers allow (they fix none), with the app calling back into the
/// transition from inside each: the session completes once, the appearance calls pair, the
/// dismissal events close once and in order, and nothing reaches the session after it completed.
/// Played in ``UIKitTransitionModel``.
@MainActor @Suite struct CompletionCallbackTests {
  /// How a transition is brought to its end.
  enum Scenario: String, CaseIterable {
    /// A timed presentation that lands.
    case presentation
    /// A timed dismissal (Done, code) that lands.
    case dismissal
    /// A pull-down that is released back: the dismissal cancels.
    case cancelledDismissal
    /// A presentation caught by its dismissal's pull-down and flicked back down.
    case presentationSentBack
  }

  /// Runs `scenario` of `transition` to its end with UIKit's callbacks in `order`, the app
  /// calling back into the player (`reenter`) from inside each.
  static func play(
    _ scenario: Scenario, _ transition: some PassageTransition, order: [UIKitTransitionModel.Callback],
    reenter: Bool
  ) -> UIKitTransitionModel {
    let direction: TransitionDirection =
      scenario == .presentation || scenario == .presentationSentBack ? .present : .dismiss
    let model = UIKitTransitionModel(transition, direction: direction)
    model.order = order
    let player = model.player
    if reenter {
      model.inside = { _, model in
        player?.gestureBegan()
        player?.gestureEnded(vx: 0, vy: 0)
        for number in 1...3 { player?.runLanded(number) }
        player?.containerResized(to: Size(width: 844, height: 390))
        _ = player?.frame(at: model.now)
      }
    }
    switch scenario {
    case .presentation, .dismissal:
      player?.start(animated: true, interactiveContext: true, replaying: nil)
    case .cancelledDismissal:
      model.request(.pullDown)
      player?.start(animated: true, interactiveContext: true, replaying: EarlyGesture(began: 0))
      model.now = 0.1
      player?.gestureChanged(dx: 0, dy: 30)
      player?.gestureEnded(vx: 0, vy: -400)
    case .presentationSentBack:
      player?.start(animated: true, interactiveContext: true, replaying: nil)
      model.advance(to: 0.05)
      model.request(.pullDown)
      player?.gestureBegan()
      model.now = 0.1
      player?.gestureChanged(dx: 0, dy: 200)
      player?.gestureEnded(vx: 0, vy: 2500)
    }
    model.settle()
    return model
  }

  static func permutations<T>(_ items: [T]) -> [[T]] {
    guard let first = items.first else { return [[]] }
    return permutations(Array(items.dropFirst())).flatMap { rest in
      (0...rest.count).map { i in
        var order = rest
        order.insert(first, at: i)
        return order
      }
    }
  }

  /// The checks every ending must pass.
  static func expectSound(_ model: UIKitTransitionModel, _ scenario: Scenario, _ label: String) {
    expectEqual(model.completions, 1, "\(label)")
    #expect(model.appearanceIsBalanced, "\(label)")
    #expect(model.player == nil, "\(label)")
    let terminal = model.terminalEvents
    if scenario != .presentation {
      expectEqual(terminal.count, 1, "\(label)")
      #expect(model.events.first?.name == "willBegin", "\(label)")
      expectEqual(model.events.last.map { $0.name == "finished" || $0.name == "cancelled" }, true, "\(label)")
    } else {
      #expect(model.events.isEmpty, "\(label)")
    }
    let expected: DismissalEvent? =
      switch scenario {
      case .presentation: nil
      case .dismissal: .finished(.programmatic)
      case .cancelledDismissal: .cancelled(.pullDown)
      case .presentationSentBack: .finished(.pullDown)
      }
    expectEqual(terminal.first, expected, "\(label)")
  }

  @Test func everyOrderOfUIKitsCallbacksWithTheAppCallingBackLeavesOneSoundEnding() {
    for scenario in Scenario.allCases {
      for order in Self.permutations(UIKitTransitionModel.Callback.presentation) {
        // A still page lands at once; a page that is caught must be moving.
        let transition = StandStill(dims: scenario == .presentationSentBack)
        let model = Self.play(scenario, transition, order: order, reenter: true)
        Self.expectSound(model, scenario, "\(scenario) \(order.map(\.rawValue))")
      }
    }
  }

  @Test(arguments: Scenario.allCases)
  func aRealTransitionEndsSoundlyWhicheverCallbackComesFirst(scenario: Scenario) {
    let transition: any PassageTransition = scenario == .dismissal ? Push() : Recede()
    let callbacks = UIKitTransitionModel.Callback.presentation
    for order in [callbacks, callbacks.reversed()] {
      let model = Self.play(scenario, transition, order: order, reenter: true)
      Self.expectSound(model, scenario, "\(scenario) \(order.map(\.rawValue))")
    }
  }

  /// UIKit's callbacks run after the session has put the views at rest, given the app's views
  /// their look back, closed the presenting controller's appearance transition and settled what
  /// VoiceOver sees: code in those callbacks finds the transition's final state.
  @Test func uikitsCallbacksFindTheViewsAtRestAndThePresentingAppearanceClosed() {
    let model = Self.play(
      .dismissal, Push(), order: UIKitTransitionModel.Callback.presentation, reenter: false)
    let calls = model.host.calls
    let complete = calls.lastIndex { $0.hasPrefix("complete(") } ?? -1
    for before in ["apply", "presenting.endAppearance", "hideCoveredScreen(false)"] {
      #expect((calls.lastIndex(of: before) ?? Int.max) < complete, "\(before)")
    }
    expectEqual(calls.last, "complete(true)")
    expectEqual(
      model.log.suffix(4),
      [
        "presented.endAppearance", "dismissalTransitionDidEnd(true)", "animationEnded(true)",
        "completion block",
      ])
  }

  /// A gesture's dismissal reported by the presentation controller's did-end before the
  /// transition's own effects arrive closes once: the effects that follow add nothing.
  @Test func theGesturesComingOffBeforeTheEffectsArriveClosesTheDismissalOnce() {
    var tracker = DismissalTracker()
    _ = tracker.request(.pullDown, allowed: true)
    #expect(DismissalTracker.gesturesEnd(afterPresentation: false, completed: true))
    #expect(!DismissalTracker.gesturesEnd(afterPresentation: false, completed: false))
    #expect(DismissalTracker.gesturesEnd(afterPresentation: true, completed: false))
    #expect(!DismissalTracker.gesturesEnd(afterPresentation: true, completed: true))
    expectEqual(tracker.gesturesRemoved(), [.finished(.pullDown)])
    #expect(
      tracker.record([
        .updateInteractiveTransition(1), .finishInteractiveTransition, .completeTransition(finished: true),
      ])
      .isEmpty)
  }
}
