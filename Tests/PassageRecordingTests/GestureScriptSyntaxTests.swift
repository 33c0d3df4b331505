import Passage
import PassageRecording
import PassageTestSupport
import Testing

/// What a script can say a finger does: which recogniser takes a touch, two fingers pinching,
/// a new touch during a completion; and the one-line errors for what it cannot.
@Suite struct GestureScriptSyntaxTests {
  let dismissal = TransitionContext(containerSize: Size(width: 402, height: 874), direction: .dismiss)

  @Test func aBeginNamesItsRecogniserAndAPinchReportsScaleAndTurn() throws {
    let script = try GestureScript(
      parsing: "begin 0 pinch; pinch 0.2 0.8; pinch 0.5 0.6 -30; pinch 0.7 0.5 -30 40 -12.5; end 1 0 0")
    expectEqual(script.touches.map(\.recognizer), [.pinch])
    expectEqual(script.events[1], .pinch(at: 0.2, scale: 0.8, rotation: 0))
    expectEqual(script.events[2], .pinch(at: 0.5, scale: 0.6, rotation: -Double.pi / 6))
    expectEqual(
      script.events[3], .pinch(at: 0.7, scale: 0.5, rotation: -Double.pi / 6, focal: Point(x: 40, y: -12.5)))
    let plain = try GestureScript(parsing: "begin 0; move 0.1 60; end 0.2 0; begin 0.3 edge; cancel 0.4")
    expectEqual(plain.touches.map(\.recognizer), [nil, .edge])
    expectEqual(plain.touches.map(\.eventIndex), [0, 3])
  }

  @Test(arguments: [
    (
      "begin 0 thumb",
      "gesture event 1 'begin 0 thumb': unknown recogniser 'thumb'; expected pan, edge or pinch"
    ),
    (
      "begin 0; pinch 0.1 0.5",
      "gesture event 2 'pinch 0.1 0.5': a pinch needs a touch begun with 'begin T pinch'"
    ),
    (
      "begin 0 pinch; move 0.1 40",
      "gesture event 2 'move 0.1 40': a touch begun with 'begin T pinch' moves with 'pinch T SCALE', 'pinch T SCALE DEGREES' or 'pinch T SCALE DEGREES DX DY'"
    ),
    (
      "begin 0 pinch; pinch 0.1 0.5 10 40",
      "gesture event 2 'pinch 0.1 0.5 10 40': expected 'pinch T SCALE', 'pinch T SCALE DEGREES' or 'pinch T SCALE DEGREES DX DY' with finite decimal numbers"
    ),
    (
      "begin 0 pinch; pinch 0.1 0.5 10 40 2e6",
      "gesture event 2 'pinch 0.1 0.5 10 40 2e6': focal translation must be between -100000 and 100000 points"
    ),
    ("begin 0 pinch; pinch 0.1 -0.5", "gesture event 2 'pinch 0.1 -0.5': scale must be between 0 and 100"),
    (
      "begin 0 pinch; pinch 0.1 0.5 4000",
      "gesture event 2 'pinch 0.1 0.5 4000': turn must be between -3600 and 3600 degrees"
    ),
    (
      "begin 0; move 0x10 5",
      "gesture event 2 'move 0x10 5': expected 'move T D' or 'move T DX DY' with finite decimal numbers"
    ),
    (
      "begin inf",
      "gesture event 1 'begin inf': expected 'begin T' or 'begin T pan|edge|pinch' with finite decimal numbers"
    ),
  ])
  func badScriptsAreRefusedNamingTheEventAndItsPosition(script: String, message: String) {
    expectRefused(script, saying: message)
  }

  @Test func decimalNumbersWithSignsFractionsAndExponentsAreAccepted() throws {
    let script = try GestureScript(parsing: "begin +0; move .5 -12.5e1; end 1.0E0 3.")
    expectEqual(script.events, [.begin(at: 0), .move(at: 0.5, translation: -125), .end(at: 1, velocity: 3)])
  }

  @Test func aRecogniserTheTransitionDoesNotOfferIsRefusedByTheCheck() throws {
    let pan = try GestureScript(parsing: "begin 0; move 0.1 60; end 0.2 0; begin 0.5 pan; end 0.6 0")
    #expect(throws: GestureScriptError.self) { try pan.check(against: Push(), in: dismissal) }
    do {
      try pan.check(against: Push(), in: dismissal)
    } catch {
      expectEqual(
        error.description,
        "gesture event 4 'begin 0.5 pan': push has no pan gesture; its gesture starts with edge")
    }
    try GestureScript(parsing: "begin 0 edge; end 0.1 0").check(against: Push(), in: dismissal)
    try GestureScript(parsing: "begin 0 pan; end 0.1 0").check(against: Recede(), in: dismissal)
    try GestureScript(parsing: "begin 0 edge; end 0.1 0 0").check(against: Zoom(), in: dismissal)
    #expect(throws: GestureScriptError.self) {
      try GestureScript(parsing: "begin 0 pinch; end 0.1 0").check(against: Recede(), in: dismissal)
    }
  }

  @Test func aTouchTheTransitionDoesNotOfferReachesTheScreenBelowAndMovesNothing() throws {
    let script = try GestureScript(parsing: "begin 0 pinch; pinch 0.1 0.5; end 0.2 0 0")
    let recording = TransitionRecording(Push(), context: dismissal, gesture: script)
    expectEqual(
      recording.events.map(\.effect),
      [
        .diagnostic("begin 0 pinch at 0 s: push has no pinch gesture; the touch reaches the screen below")
      ])
    #expect(recording.samples.allSatisfy { $0.progress == 0 })
  }

  @Test func aNewTouchCatchesAPageSpringingBackButNotAPageOnItsWayOut() throws {
    // Released moving back at 29 %: the page springs back on screen and the touch takes it.
    let back = try GestureScript(
      parsing: "begin 0; move 0.1 117; end 0.2 -300; begin 0.25; move 0.3 250; end 0.35 0")
    let caught = TransitionRecording(Push(), context: dismissal, gesture: back)
    #expect(caught.events.last?.effect == .completeTransition(finished: true))
    expectEqual(caught.events.filter { $0.effect == .finishInteractiveTransition }.count, 1)
    // Flicked: the page leaves, a device hit-tests nothing there, the touch goes below.
    let flick = try GestureScript(
      parsing: "begin 0; move 0.1 117; end 0.2 1200; begin 0.25; move 0.3 -50; end 0.35 -900")
    let leaving = TransitionRecording(Push(), context: dismissal, gesture: flick)
    #expect(leaving.events.last?.effect == .completeTransition(finished: true))
    #expect(
      leaving.events.contains {
        $0.effect
          == .diagnostic(
            "begin 0.25 at 0.25 s: the page is on its way out; the touch reaches the screen below")
      })
  }
}
