import Passage
import PassageRecording
import PassageTestSupport
import Testing

@testable import PassageCLI
@testable import PassageCommands

/// An option that cannot change the run it is given for is refused, naming what it needs,
/// rather than accepted and ignored (docs/HARDENING.md, “Options that cannot act are refused”).
@Suite struct InertOptionTests {
  private func message(_ command: any Command.Type, _ arguments: [String]) -> String? {
    parseMessage(command, arguments)
  }

  private static let drag = "begin 0; move 0.1 60 40; end 0.2 500 300"

  @Test(arguments: [
    (["zoom", "--source-radius", "5"], "--source-radius needs --source X,Y,WxH"),
    (["zoom", "--source", "none", "--source-radius", "5"], "--source-radius needs --source X,Y,WxH"),
    (["push", "--source", "1,2,3x4"], "--source needs zoom (push has no source view)"),
    (["recede", "--source", "none"], "--source needs zoom (recede has no source view)"),
    (["fade", "--source-radius", "5"], "--source-radius needs zoom (fade has no source view)"),
    (
      ["zoom", "--source", "1,2,3x4", "--reduce-motion"],
      "use either --source or --reduce-motion, not both (the cross-fade has no source view)"
    ),
    (["zoom", "--veto"], "--veto needs --gesture (it vetoes the scripted dismissal)"),
    (["push", "--dismiss", "--veto"], "--veto needs --gesture (it vetoes the scripted dismissal)"),
    (
      ["zoom", "--gesture", "start 0; begin 0.1 pan", "--veto"],
      "--veto needs a dismissal (a script with a start catches the presentation, and the app is asked nothing)"
    ),
    (
      ["push", "--dismiss", "--full-width"],
      "--full-width needs --gesture (it is the scripted dismissal's reason)"
    ),
    (["fade", "--variant", "reference"], "--variant needs push (fade has no reference variant)"),
    (["recede", "--variant", "reference"], "--variant needs push (recede has no reference variant)"),
    (
      ["push", "--variant", "reference", "--reduce-motion"],
      "--variant with --reduce-motion needs --gesture (the cross-fade has its own timing)"
    ),
    (
      ["push", "--orientation", "portrait"],
      "--orientation needs recede (push is the same in every orientation)"
    ),
    (
      ["recede", "--orientation", "landscapeLeft", "--reduce-motion"],
      "use either --orientation or --reduce-motion, not both (the cross-fade is the same in every orientation)"
    ),
    (["fade", "--rtl"], "--rtl needs push (fade is the same in either layout direction)"),
    (
      ["push", "--rtl", "--reduce-motion"],
      "--rtl with --reduce-motion needs --gesture (the cross-fade is the same in either layout direction)"
    ),
    (["push", "--core-animation", "--samples", "5"], "use either --core-animation or --samples, not both"),
    (["push", "--core-animation", "--at", "0.1"], "use either --core-animation or --at, not both"),
    (
      ["push", "--core-animation", "--gesture", drag, "--full-width"],
      "use either --core-animation or --full-width, not both"
    ),
  ])
  func inspectRefusesEachOptionThatCannotActNamingWhatItNeeds(arguments: [String], expected: String) {
    expectEqual(message(InspectCommand.self, arguments), expected)
  }

  @Test(arguments: [
    (["zoom", "--source-radius", "5", "-o", "x.gif"], "--source-radius needs --source X,Y,WxH"),
    (["push", "--source", "1,2,3x4", "-o", "x.png"], "--source needs zoom (push has no source view)"),
    (["zoom", "--veto", "-o", "x.gif"], "--veto needs --gesture (it vetoes the scripted dismissal)"),
    (["fade", "--rtl", "-o", "x.gif"], "--rtl needs push (fade is the same in either layout direction)"),
    (["push", "--fps", "10", "-o", "x.png"], "--fps needs a .gif output"),
    (["push", "--hold", "1", "-o", "x.png"], "--hold needs a .gif output"),
    (
      ["push", "--columns", "3", "-o", "x.gif"],
      "--columns needs a .png contact sheet (a .png without --frame)"
    ),
    (["push", "--columns", "3", "--frame", "0", "-o", "x.png"], "use either --frame or --columns, not both"),
    (
      ["push", "--samples", "3", "-o", "x.gif"],
      "--samples needs a .png contact sheet (a .png without --frame)"
    ),
    (["push", "--at", "0.1", "-o", "x.gif"], "--at needs a .png contact sheet (a .png without --frame)"),
    (["push", "--samples", "3", "--frame", "0", "-o", "x.png"], "use either --frame or --samples, not both"),
    (
      ["push", "--roundtrip", "--dismiss", "-o", "x.gif"],
      "use either --dismiss or --roundtrip, not both (a round trip plays both directions)"
    ),
    (
      ["push", "--gesture", drag, "--full-width", "-o", "x.gif"],
      "unknown option '--full-width'; see 'passage render --help'"
    ),
  ])
  func renderRefusesEachOptionThatCannotActNamingWhatItNeeds(arguments: [String], expected: String) {
    expectEqual(message(RenderCommand.self, arguments), expected)
  }

  @Test func everyOptionIsAcceptedWhereItActs() {
    for arguments in [
      ["zoom", "--source", "40,300,310x180", "--source-radius", "8"], ["zoom", "--source", "none"],
      ["push", "--rtl"], ["push", "--rtl", "--reduce-motion", "--gesture", Self.drag],
      ["push", "--variant", "reference"],
      ["push", "--variant", "reference", "--reduce-motion", "--gesture", Self.drag],
      ["recede", "--orientation", "landscapeLeft"], ["push", "--gesture", Self.drag, "--veto"],
      ["push", "--gesture", Self.drag, "--full-width"],
      ["zoom", "--core-animation", "--gesture", Self.drag, "--veto"],
      ["push", "--dismiss", "--core-animation", "--json"],
    ] {
      #expect(message(InspectCommand.self, arguments) == nil, "\(arguments)")
    }
    for arguments in [
      ["push", "--samples", "3", "--columns", "3", "-o", "x.png"], ["push", "--at", "0.1", "-o", "x.png"],
      ["push", "--fps", "10", "--hold", "0", "-o", "x.gif"],
      ["push", "--roundtrip", "--gesture", Self.drag, "-o", "x.gif"],
      ["push", "--frame", "0.1", "-o", "x.png"], ["push", "--gesture", Self.drag, "--veto", "-o", "x.gif"],
      ["push", "--gesture", Self.drag, "--veto", "--frame", "0.1", "-o", "x.png"],
    ] {
      #expect(message(RenderCommand.self, arguments) == nil, "\(arguments)")
    }
  }

  @Test func aVetoedGestureMovesNothingInAGIFOrAFrameEither() throws {
    func scenes(_ arguments: [String]) throws -> [TransitionScene] {
      try RenderRequest(try RenderCommand.parse(["push", "--gesture", Self.drag] + arguments)).reel().scenes
    }
    #expect(Set(try scenes(["-o", "x.gif"])).count > 1)
    expectEqual(Set(try scenes(["--veto", "-o", "x.gif"])).count, 1)
    expectEqual(Set(try scenes(["--veto", "--roundtrip", "-o", "x.gif"]).suffix(3)).count, 1)
    try expectEqual(
      scenes(["--veto", "--frame", "0.15", "-o", "x.png"]), scenes(["--veto", "--frame", "0", "-o", "x.png"]))
    #expect(try scenes(["--frame", "0.15", "-o", "x.png"]) != scenes(["--frame", "0", "-o", "x.png"]))
  }

  /// What a run of `transition` in `context` shows and does: timed, and driven by a drag.
  private func motion(_ transition: any PassageTransition, _ context: TransitionContext) -> [AnyHashable] {
    [
      TransitionRecording(transition, context: context.with(direction: .present)),
      TransitionRecording(transition, context: context.with(direction: .dismiss)),
      TransitionRecording(
        transition, context: context.with(direction: .dismiss),
        gesture: try? GestureScript(parsing: Self.drag)),
    ].flatMap { [AnyHashable($0.samples.map(\.scene)), AnyHashable($0.events)] }
  }

  /// The facts of the catalog the refusals rest on, checked against the engine: which
  /// transitions read the source, the orientation, the layout direction and the variant, with and
  /// without Reduce Motion (and then only with a gesture). A transition that starts reading one
  /// fails here, so that its option stops being refused.
  @Test func eachSettingActsExactlyWhereTheOptionsAllowIt() throws {
    for name in Catalog.all.map(\.name) {
      let transition = try #require(Catalog.transition(named: name))
      let reference = try #require(Catalog.transition(named: name, reference: true))
      for reduceMotion in [false, true] {
        var base = TransitionContext()
        base.reduceMotion = reduceMotion
        var source = base
        source.source = TransitionSource(
          frame: Rect(x: 40, y: 300, width: 310, height: 180), cornerRadius: 16)
        var orientation = base
        orientation.orientation = .landscapeLeft
        var rtl = base
        rtl.layoutDirection = .rightToLeft
        let plain = motion(transition, base)
        let acts = (
          source: motion(transition, source) != plain, orientation: motion(transition, orientation) != plain,
          rtl: motion(transition, rtl) != plain, variant: motion(reference, base) != plain
        )
        let label = "\(name)\(reduceMotion ? " reduce-motion" : "")"
        expectEqual(acts.source, name == "zoom" && !reduceMotion, "source: \(label)")
        expectEqual(acts.orientation, name == "recede" && !reduceMotion, "orientation: \(label)")
        expectEqual(acts.rtl, name == "push", "rtl: \(label)")
        expectEqual(acts.variant, name == "push", "variant: \(label)")
        if reduceMotion {
          // Under Reduce Motion only the gesture and the completion are the transition's own.
          let timed = { (t: any PassageTransition, c: TransitionContext) in
            [TransitionRecording(t, context: c.with(direction: .present)).samples.map(\.scene)]
          }
          expectEqual(timed(transition, rtl), timed(transition, base), "timed rtl: \(label)")
          expectEqual(timed(reference, base), timed(transition, base), "timed variant: \(label)")
        }
      }
    }
  }
}
