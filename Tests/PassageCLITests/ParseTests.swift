import Passage
import PassageRecording
import PassageTestSupport
import Testing

@testable import PassageCLI
@testable import PassageCommands

/// In-process parsing, as swift-argument-parser's `AssertParseCommand` does: each command's one
/// declaration of its options gives its usage, its parsing and its range errors.
@Suite struct ParseTests {
  private func message(_ command: any Command.Type, _ arguments: [String]) -> String? {
    parseMessage(command, arguments)
  }

  @Test func everyDefaultIsWithinItsOwnRange() throws {
    for command in CommandList.all {
      for option in command.options {
        guard let defaultText = option.defaultText else { continue }
        _ = try ParsedArguments.check(defaultText, for: option)
      }
    }
  }

  @Test func noTwoOptionsOfACommandShareAName() {
    for command in CommandList.all {
      let names = command.options.flatMap(\.names)
      expectEqual(Set(names).count, names.count, "\(command.name)")
    }
  }

  @Test func theTransitionNamesAreTheCatalogs() {
    expectEqual(TransitionOptions.transitionArgument.choices, Catalog.all.map(\.name))
    expectEqual(
      message(InspectCommand.self, ["spin"]),
      "unknown transition 'spin'; expected \(ParsedArguments.list(Catalog.all.map(\.name)))")
  }

  @Test func aValueOptionBeforeThePositionalKeepsItsValue() throws {
    let parsed = try RenderCommand.parse(["--columns", "3", "--size", "200x400", "push", "-o", "x.png"])
    let request = try RenderRequest(parsed)
    expectEqual(request.columns, 3)
    expectEqual(request.options.transition.name, "push")
    expectEqual(request.options.context.containerSize, Size(width: 200, height: 400))
    expectEqual(request.output, "x.png")
  }

  @Test func defaultsComeFromTheDeclarations() throws {
    let request = try RenderRequest(try RenderCommand.parse(["fade", "--out=x.gif"]))
    #expect(request.fps == 30 && request.scale == 1 && request.hold == 0.5 && request.columns == 4)
    expectEqual(request.options.sampleCount, 8)
    let inspect = try TransitionOptions(
      try InspectCommand.parse(["fade"]), group: InspectCommand.declared.transition)
    expectEqual(inspect.sampleCount, 11)
    expectEqual(inspect.context.containerSize, Size(width: 390, height: 844))
  }

  @Test(arguments: [
    (["push", "--fps", "0", "-o", "x.gif"], "--fps expects a whole number from 1 to 60, got '0'"),
    (["push", "--fps", "61", "-o", "x.gif"], "--fps expects a whole number from 1 to 60, got '61'"),
    (["push", "--scale", "nan", "-o", "x.gif"], "--scale expects a number, got 'nan'"),
    (["push", "--scale", "inf", "-o", "x.gif"], "--scale expects a number, got 'inf'"),
    (["push", "--scale", "0.01", "-o", "x.gif"], "--scale must be between 0.05 and 4, got '0.01'"),
    (["push", "--scale", "4.5", "-o", "x.gif"], "--scale must be between 0.05 and 4, got '4.5'"),
    (["push", "--hold", "11", "-o", "x.gif"], "--hold must be between 0 and 10, got '11'"),
    (["push", "--hold", "-0.5", "-o", "x.gif"], "--hold must be between 0 and 10, got '-0.5'"),
    (["push", "--frame", "1e300", "-o", "x.png"], "--frame must be between 0 and 3600, got '1e300'"),
    (["push", "--columns", "65", "-o", "x.png"], "--columns expects a whole number from 1 to 64, got '65'"),
    (["push", "--samples", "1", "-o", "x.png"], "--samples expects a whole number from 2 to 10000, got '1'"),
    (
      ["push", "--size", "1e308x5", "-o", "x.png"],
      "--size expects WxH in points, each from 1 to 10000 (e.g. 390x844), got '1e308x5'"
    ),
    (["push", "-o", ""], "--out expects a path, got ''"),
    (["push", "--from", "", "-o", "x.gif"], "--from expects a path, got ''"),
    (["push", "-o", "a.gif", "--out", "b.gif"], "--out given more than once"),
    (["push", "--rtl=yes", "-o", "a.gif"], "--rtl takes no value"),
    (["push", "--bogus", "-o", "a.gif"], "unknown option '--bogus'; see 'passage render --help'"),
    (["-o", "a.gif"], "missing TRANSITION; see 'passage render --help'"),
    (["push", "fade", "-o", "a.gif"], "unexpected argument 'fade'; see 'passage render --help'"),
    (["push"], "missing -o OUT.gif|OUT.png; see 'passage render --help'"),
  ])
  func renderRefusesEachBadArgumentWithItsOwnMessage(arguments: [String], expected: String) {
    expectEqual(message(RenderCommand.self, arguments), expected)
  }

  @Test func numbersAreDecimalAsTheHelpSaysNotHexadecimal() throws {
    for (arguments, expected) in [
      (["push", "--at", "0x10", "-o", "x.png"], "--at expects a number, got '0x10'"),
      (["push", "--scale", "0x1p-2", "-o", "x.gif"], "--scale expects a number, got '0x1p-2'"),
      (["push", "--hold", "0X1", "-o", "x.gif"], "--hold expects a number, got '0X1'"),
      (["push", "--hold", "Infinity", "-o", "x.gif"], "--hold expects a number, got 'Infinity'"),
      (["push", "--frame", "1_0", "-o", "x.png"], "--frame expects a number, got '1_0'"),
      (["push", "--frame", "1e", "-o", "x.png"], "--frame expects a number, got '1e'"),
      (["push", "--frame", ".", "-o", "x.png"], "--frame expects a number, got '.'"),
      (
        ["push", "--size", "0x1p8x100", "-o", "x.png"],
        "--size expects WxH in points, each from 1 to 10000 (e.g. 390x844), got '0x1p8x100'"
      ),
      (["push", "-0x10", "-o", "x.png"], "unknown option '-0x10'; see 'passage render --help'"),
      (
        ["zoom", "--source", "0x1,2,3x4", "-o", "x.png"],
        "--source expects X,Y,WxH in points (a size of 1…10000 a side), or none"
      ),
    ] {
      expectEqual(message(RenderCommand.self, arguments), expected, "\(arguments)")
    }
    // Every decimal form: signs, a bare fraction, a trailing point, exponents.
    let parsed = try RenderCommand.parse(
      ["push", "--at", "+0.5", "--at", ".25", "--at", "1.", "--at", "2E-1", "--at", "1e+0", "-o", "x.png"])
    try expectEqual(RenderRequest(parsed).options.times, [0.5, 0.25, 1, 0.2, 1])
    for spec in ["cubic-bezier(0x1p-2, 0, 1, 1)", "spring(response: 0x1, dampingRatio: 0.9)"] {
      #expect(throws: CLIError.self, "\(spec)") { try CurveSpec(parsing: spec) }
    }
  }

  @Test func aSourceThatIsNoneOrWhollyOffTheContainerIsGone() throws {
    func source(_ arguments: [String]) throws -> TransitionSource? {
      let parsed = try InspectCommand.parse(["zoom"] + arguments)
      return try TransitionOptions(parsed, group: InspectCommand.declared.transition).context.source
    }
    #expect(try source(["--source", "none"]) == nil)
    #expect(try source(["--source", "-100000,-100000,1x1"]) == nil)
    // Touching the container's corner or edge is not overlapping it.
    #expect(try source(["--source", "390,844,1x1"]) == nil)
    #expect(try source(["--source", "-310,300,310x180"]) == nil)
    #expect(try source(["--source", "100,300,310x180", "--size", "100x844"]) == nil)
    try expectEqual(
      source(["--source", "389,843,1x1"]),
      TransitionSource(frame: Rect(x: 389, y: 843, width: 1, height: 1), cornerRadius: 16))
    #expect(try source(["--source", "-300,-100,310x180", "--source-radius", "4"])?.cornerRadius == 4)
    expectEqual(
      message(InspectCommand.self, ["zoom", "--source", "nothing"]),
      "--source expects X,Y,WxH in points (a size of 1…10000 a side), or none")
  }

  @Test func curveUsageListsEveryParameterRangeFromTheOneTable() {
    for (label, range) in CurveSpec.ranges {
      #expect(
        CurveCommand.usage.contains(
          "\(label) \(NumberText.shortest(range.lowerBound))…\(NumberText.shortest(range.upperBound))"))
    }
  }

  @Test func demoRefusesAnEmptyOutputDirectory() {
    expectEqual(message(DemoCommand.self, ["--out", ""]), "--out expects a path, got ''")
    expectEqual(message(DemoCommand.self, ["--out="]), "--out expects a path, got ''")
  }

  @Test func curveParametersAreCheckedAgainstTheirDeclaredRanges() {
    for (spec, expected) in [
      (
        "spring(response: 1e-200, dampingRatio: 0.9)",
        "spring response must be between 0.001 and 1000, got 1e-200 in 'spring(response: 1e-200, dampingRatio: 0.9)'"
      ),
      (
        "spring(response: 1e200, dampingRatio: 0.5)",
        "spring response must be between 0.001 and 1000, got 1e+200 in 'spring(response: 1e200, dampingRatio: 0.5)'"
      ),
      (
        "cubic-bezier(0.5, 0, 1, 1e308)",
        "cubic-bezier y2 must be between -1000 and 1000, got 1e+308 in 'cubic-bezier(0.5, 0, 1, 1e308)'"
      ),
    ] {
      do {
        _ = try CurveSpec(parsing: spec)
        Issue.record("\(spec) was accepted")
      } catch {
        expectEqual(error.message, expected)
      }
    }
  }
}
