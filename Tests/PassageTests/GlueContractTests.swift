import Passage
import PassageTestSupport
import Testing

/// The UIKit glue's contract with Apple's headers, each point pinned where it is decided: the
/// pure-Swift session and what it asks the host to do.
@MainActor @Suite struct GlueContractTests {
  static let transitions: [any PassageTransition] = [Recede(), Push(), Fade()]
  static let cases: [(any PassageTransition, TransitionDirection)] = transitions.flatMap { t in
    [(t, TransitionDirection.present), (t, .dismiss)]
  }

  /// A presentation controller's layout pass must not reset the page mid-run, nor the page's
  /// safe area change as it moves: every view's model position and bounds stay at its
  /// resting frame in every run and every scene, so a layout pass that sets them changes nothing
  /// on screen and the safe area never moves.
  @Test(arguments: 0..<6) func viewsKeepTheirRestingGeometryInEveryRunAndScene(index: Int) throws {
    let (transition, direction) = Self.cases[index]
    let host = RecordingHost()
    var session = TransitionSession(
      transition, context: TransitionContext(direction: direction), in: .presentation)
    session.start(at: 0, host: host)
    let run = try #require(host.runs.first?.run)
    let resting = session.restingFrames
    for (role, values) in run.final {
      let anchor = try #require(
        values[.anchorPoint].flatMap { if case .point(let p) = $0 { p } else { nil } })
      expectEqual(values[.position], .point(resting.position(of: role, anchorPoint: anchor)))
      expectEqual(values[.boundsSize], .size(resting.frame(of: role).size))
    }
    #expect(run.animations.allSatisfy { $0.keyPath != .position && $0.keyPath != .boundsSize })
    // A finger catching it (where UIKit can deliver the touch), moving and letting go: the same
    // for every scene applied.
    if session.acceptsTouches {
      session.gestureBegan(at: 0.1, host: host)
      session.gestureChanged(at: 0.2, dx: 40, dy: 120, host: host)
      session.gestureEnded(at: 0.3, vx: 0, vy: 0, host: host)
    }
    session.landRun(host: host)
    for layer in host.scenes.flatMap(\.layers) {
      expectEqual(layer.position, resting.position(of: layer.role, anchorPoint: layer.anchorPoint))
      expectEqual(layer.size, resting.frame(of: layer.role).size)
    }
    #expect(session.isComplete)
  }

  /// the presenting view of a `.custom` presentation is outside the container and not
  /// the animator's to change; the session never leaves the presenting role in the container at
  /// rest (the host moves that view where it is during the run, and gives it back), whatever the
  /// outcome.
  @Test func aPresentationNeverLeavesThePresentingScreenInTheContainer() {
    for direction in [TransitionDirection.present, .dismiss] {
      let session = TransitionSession(
        .recede, context: TransitionContext(direction: direction), in: .presentation)
      for finished in [true, false] {
        let roles = session.containerAtRest(finished: finished).layers.map(\.role)
        #expect(!roles.contains(.presenting))
        expectEqual(roles, finished == (direction == .present) ? [.presented] : [])
      }
    }
  }

  /// A timed dismissal (Done, code) cannot be caught on a device: its model is already off
  /// screen, and UIKit hit-tests the model, so a touch on the page Core Animation still draws
  /// lands on what is under it. The session does not pretend otherwise: it refuses fingers, tells
  /// arbitration so, and ignores a begin.
  @Test func aTimedDismissalCannotBeCaughtWhereItsPageIsDrawn() throws {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 1, host: host)
    let run = try #require(host.runs.last?.run)
    let drawn = try #require(run.layer(.presented, at: 1.1))
    let onThePage = Point(x: drawn.leftEdge + 20, y: 400)
    #expect(onThePage.x < 390)
    #expect(host.hitTest(onThePage) != .presented)
    #expect(!session.acceptsTouches && session.refusesFingers)
    session.gestureBegan(at: 1.1, host: host)
    #expect(!host.calls.contains("removeAnimations"))
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(true)")
  }

  /// Catching a completion that springs back sends no pause; the host removes the animations and
  /// gets, at once, the engine's state where Core Animation shows the page, then follows the
  /// finger. The page's model is at rest, so UIKit delivers the touch there.
  @Test func catchingACompletionThatSpringsBackRemovesItsAnimationsWithoutAPauseOrAJump() throws {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.gestureBegan(at: 1, host: host)
    session.gestureChanged(at: 1.1, dx: 120, dy: 0, host: host)
    session.gestureEnded(at: 1.1, vx: -200, vy: 0, host: host)
    let run = try #require(host.runs.last?.run)
    expectEqual(run.reason, .cancel)
    let shown = try #require(run.layer(.presented, at: 1.15))
    expectEqual(host.hitTest(Point(x: shown.leftEdge + 20, y: 400)), .presented)
    session.gestureBegan(at: 1.15, host: host)
    let caught = try #require(host.scenes.last?.layer(.presented))
    #expect(shown.deviation(from: caught).corners <= CoreAnimationRun.cornerTolerance)
    expectEqual(Array(host.calls.suffix(3)), ["update", "removeAnimations", "apply"])
    // 12 pt of the 42 go into the push's dead zone.
    session.gestureChanged(at: 1.2, dx: -42, dy: 0, host: host)
    expectClose(
      try #require(host.scenes.last?.layer(.presented)).leftEdge, caught.leftEdge - 30, tolerance: 1e-9)
    session.gestureEnded(at: 1.25, vx: -900, vy: 0, host: host)
    // The landing of the caught run is stale and changes nothing.
    session.runLanded(1, at: 2, host: host)
    #expect(!session.isComplete)
    session.landRun(host: host)
    expectEqual(host.lifecycle.last, "complete(false)")
    expectEqual(host.runs.map(\.run.reason), [.cancel, .cancel])
  }

  /// Any run can be caught, the presentation itself included: its dismissal's gesture takes the
  /// page back under the finger, and a downward flick cancels the presentation.
  @Test func aPresentationIsCaughtByItsDismissalGestureAndAFlickCancelsIt() throws {
    let host = RecordingHost()
    var session = TransitionSession(.recede, context: TransitionContext(), in: .presentation)
    session.start(at: 0, host: host)
    session.gestureBegan(at: 0.3, host: host)
    let caught = try #require(host.scenes.last?.layer(.presented)).topEdge
    session.gestureChanged(at: 0.35, dx: 0, dy: 80, host: host)
    let moved = try #require(host.scenes.last?.layer(.presented)).topEdge
    expectClose(moved, caught + 80, tolerance: 0.5)
    session.gestureEnded(at: 0.4, vx: 0, vy: 1200, host: host)
    session.landRun(host: host)
    expectEqual(host.runs.map(\.run.reason), [.present, .cancel])
    #expect(host.lifecycle.contains("cancel") && host.lifecycle.last == "complete(false)")
  }

  /// While a run plays in an interactive context, display frames report the progress Core
  /// Animation shows (what UIKit drives alongside animations with); none once it has landed.
  @Test func framesDuringARunReportItsProgressUntilItLands() {
    let host = RecordingHost()
    var session = TransitionSession(.fade, context: TransitionContext(), in: .presentation)
    session.start(at: 0, host: host)
    let wantsMore = session.runProgressed(at: 0.125, host: host)
    #expect(wantsMore && host.calls.last == "update")
    expectEqual(session.takePerformedEffects().last, .updateInteractiveTransition(0.5))
    session.landRun(host: host)
    let wantsMoreAfterLanding = session.runProgressed(at: 0.3, host: host)
    #expect(!wantsMoreAfterLanding)
    expectEqual(host.calls.last, "complete(true)")
  }

  /// in a context UIKit did not start interactively, a run cannot be
  /// caught and no interactive call is made at all.
  @Test func aRunInANonInteractiveContextIgnoresFingersAndSendsNoInteractiveCalls() {
    let host = RecordingHost()
    var session = TransitionSession(.push, context: TransitionContext(direction: .dismiss), in: .presentation)
    session.start(at: 0, interactiveContext: false, host: host)
    session.gestureBegan(at: 0.1, host: host)
    session.landRun(host: host)
    #expect(host.calls.contains("diagnostic: begin during a run whose context is not interactive; ignored"))
    #expect(!host.calls.contains("removeAnimations"))
    expectEqual(
      host.lifecycle.filter { !$0.hasPrefix("diagnostic") },
      [
        "presenting.beginAppearance(true)", "presenting.endAppearance", "complete(true)",
      ])
  }

  /// in a navigation controller the pushed view rests at `finalFrame(for:)` (below an
  /// opaque bar here), so it does not jump at the end; a cancelled pop leaves only the popped
  /// view in the container (the view it would have shown is removed).
  @Test func navigationUsesUIKitsFinalFrameAndACancelledPopRemovesTheToView() throws {
    let belowBar = Rect(x: 0, y: 100, width: 390, height: 744)
    let frames: [LayerRole: Rect] = [.presented: belowBar, .presenting: belowBar]
    let host = RecordingHost()
    var push = TransitionSession(.push, context: TransitionContext(), in: .navigation, restingFrames: frames)
    push.start(at: 0, host: host)
    let run = try #require(host.runs.last?.run)
    #expect(run.final[.presented]?[.position] == .point(belowBar.center))
    push.landRun(host: host)
    #expect(host.scenes.last?.layers.map(\.untransformedFrame) == [belowBar])

    var pop = TransitionSession(
      .push, context: TransitionContext(direction: .dismiss), in: .navigation, restingFrames: frames)
    pop.gestureBegan(at: 0, host: host)
    pop.gestureChanged(at: 0.1, dx: 30, dy: 0, host: host)
    pop.gestureEnded(at: 0.2, vx: -100, vy: 0, host: host)
    pop.landRun(host: host)
    expectEqual(host.lifecycle.suffix(2), ["cancel", "complete(false)"])
    #expect(host.scenes.last?.layers.map(\.role) == [.presented])
    #expect(host.scenes.last?.layers.first?.untransformedFrame == belowBar)
  }

  /// VoiceOver must not reach the screen under the presented one. It is hidden when a
  /// presentation starts and stays hidden while the presented screen does.
  @Test func theCoveredScreenIsHiddenFromVoiceOverWhileThePresentedScreenStays() {
    func hides(_ direction: TransitionDirection, finishing: Bool, in container: TransitionSession.Container)
      -> [String]
    {
      let host = RecordingHost()
      var session = TransitionSession(.push, context: TransitionContext(direction: direction), in: container)
      if direction == .present {
        // A timed presentation, left to land or swiped back by its dismissal's gesture.
        session.start(at: 0, host: host)
        if !finishing {
          session.gestureBegan(at: 0.1, host: host)
          session.gestureEnded(at: 0.2, vx: 2000, vy: 0, host: host)
        }
      } else {
        session.gestureBegan(at: 0, host: host)
        session.gestureChanged(at: 0.1, dx: finishing ? 300 : 10, dy: 0, host: host)
        session.gestureEnded(at: 0.2, vx: finishing ? 800 : -800, vy: 0, host: host)
      }
      session.landRun(host: host)
      #expect(session.isComplete)
      return host.calls.filter { $0.hasPrefix("hideCoveredScreen") }
    }
    expectEqual(
      hides(.present, finishing: true, in: .presentation),
      [
        "hideCoveredScreen(true)", "hideCoveredScreen(true)",
      ])
    expectEqual(
      hides(.present, finishing: false, in: .presentation),
      [
        "hideCoveredScreen(true)", "hideCoveredScreen(false)",
      ])
    expectEqual(
      hides(.dismiss, finishing: true, in: .presentation),
      [
        "hideCoveredScreen(true)", "hideCoveredScreen(false)",
      ])
    expectEqual(
      hides(.dismiss, finishing: false, in: .presentation),
      [
        "hideCoveredScreen(true)", "hideCoveredScreen(true)",
      ])
    // A navigation controller removes the covered view itself.
    #expect(hides(.present, finishing: true, in: .navigation).isEmpty)
  }

  /// a custom transition's anchor point, layer order and dimming colour reach the
  /// host, in the runs and in the scenes, as the renderer shows them.
  @Test func aCustomTransitionsAnchorOrderAndDimmingColourReachTheHost() throws {
    let host = RecordingHost()
    var session = TransitionSession(HingeFromBottom(), context: TransitionContext(), in: .presentation)
    session.start(at: 0, host: host)
    let run = try #require(host.runs.last?.run)
    expectEqual(run.layerOrder, [.presenting, .presented, .dimming])
    #expect(run.final[.presented]?[.anchorPoint] == .point(Point(x: 0.5, y: 1)))
    #expect(run.final[.dimming]?[.backgroundColor] == .color(HingeFromBottom.tint))
    session.gestureBegan(at: 0.1, host: host)
    let scene = try #require(host.scenes.last)
    expectEqual(scene.layers.map(\.role), [.presenting, .presented, .dimming])
    #expect(scene.layer(.presented)?.anchorPoint == Point(x: 0.5, y: 1))
    #expect(scene.layer(.dimming)?.content == .solid(HingeFromBottom.tint))
  }
}

/// A custom transition with what the catalog never uses: an anchor point at the bottom edge, a
/// tinted overlay above the page, and its own order.
private struct HingeFromBottom: PassageTransition {
  static let tint = LayerColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
  var name: String { "hinge" }
  var summary: String { "a page that unfolds from its bottom edge under a tint that clears" }
  var completion: CompletionPolicy { .standard }

  func timeline(in context: TransitionContext) -> Timeline {
    let bounds = context.bounds
    var page = LayerState(role: .presented, content: .presentedScreen, frame: bounds)
    page.anchorPoint = Point(x: 0.5, y: 1)
    page.position = Point(x: bounds.size.width / 2, y: bounds.size.height)
    let folded = Transform3D.perspective(distance: 1000).rotated(angle: 1.2, x: 1, y: 0, z: 0)
    let tint = LayerState(role: .dimming, content: .solid(Self.tint), frame: bounds, opacity: 0.6)
    return Timeline(
      containerSize: context.containerSize,
      layers: [
        LayerAnimation(base: LayerState(role: .presenting, content: .presentingScreen, frame: bounds)),
        LayerAnimation(
          base: page,
          transform: KeyframeSeries(from: folded, keyframes: [Keyframe(value: .identity)], mode: .linear)),
        LayerAnimation(
          base: tint, opacity: KeyframeSeries(from: 0.6, keyframes: [Keyframe(value: 0)], mode: .linear)),
      ],
      curve: .easeInEaseOut, duration: 0.4)
  }

  func interactiveGesture(in context: TransitionContext) -> InteractiveGesture? {
    .pullDown(in: context)
  }
}
