import PassageBench
import PassageTestSupport
import Testing

@testable import PassageCLI
@testable import PassageCommands

/// Every command's `--help` text, pinned whole, as swift-argument-parser's `AssertHelp` does: a
/// changed option, range, default or wording shows here as a failing diff.
@Suite struct HelpTests {
  @Test func demoPrintsItsHelp() {
    expectEqual(
      DemoCommand.usage,
      """
      usage: passage demo [--out DIR] [--scale S]
        Renders the reference transitions to GIFs, contact sheets and an HTML page.
        The transitions: recede, push with interactive pops, push right-to-left, zoom out of a card
        with interactive drags, Reduce Motion; each as a GIF and a contact sheet PNG, with SVG plots of
        their timing curves and an index.html that shows them with a frame scrubber.
        --out DIR                 the directory to write to (default passage-demo)
        --scale S                 pixels per point of the GIFs and contact sheets (0.05 for thumbnails), 0.05…4 (default 1)
      """)
  }

  @Test func listPrintsItsHelp() {
    expectEqual(
      ListCommand.usage,
      """
      usage: passage list
        Lists the transitions of the catalog.
      """)
  }

  @Test func inspectPrintsItsHelp() {
    expectEqual(
      InspectCommand.usage,
      """
      usage: passage inspect TRANSITION [options]
        Prints a transition's layers over time.
        --dismiss                 the dismissal (pop) instead of the presentation (push)
        --variant NAME            the reference article's timing (push: UIKit spring 0.75 s, ζ 0.9, v 1): reference
        --size WxH                container size in points, each side 1…10000 (default 390x844)
        --rtl                     right-to-left layout (push)
        --reduce-motion           the user prefers reduced motion (everything cross-fades)
        --orientation O           container orientation (recede's iOS 7 mapping): portrait | landscapeLeft | landscapeRight | portraitUpsideDown (default portrait)
        --at SECONDS              a sample time, 0…3600 (repeatable)
        --samples N               samples over the whole run, start and completion included, 2…10000 (default 11)
        --gesture SCRIPT          drive the dismissal with a finger (implies --dismiss), e.g. "begin 0; move 0.1 60; end 0.2 500"; or, with a start, catch the presentation in flight ("start 0; begin 0.1 pan; …"); events: start T | begin T | begin T pan|edge|pinch | move T D | move T DX DY | pinch T SCALE | pinch T SCALE DEGREES | pinch T SCALE DEGREES DX DY | end T V | end T VX VY | cancel T, T 0…3600 s; a begin after an end is a new touch
        --source X,Y,WxH          the source view's frame in points, for zoom (e.g. 40,300,310x180); none: it is gone
        --source-radius POINTS    the source view's corner radius, with --source, 0…10000 (default 16)
        --full-width              with --gesture: the scripted gesture is a full-width swipe (its dismissal reason)
        --veto                    with --gesture: the app vetoes the scripted dismissal (nothing moves)
        --core-animation          print what Core Animation plays on a device instead: each run's final model values and keyframe animations (with --json: {"transition", "context", "runs": [...]})
        --json                    print {"transition", "duration", "samples": [...], "events": [...]}
      """)
  }

  @Test func renderPrintsItsHelp() {
    expectEqual(
      RenderCommand.usage,
      """
      usage: passage render TRANSITION [options] -o OUT.gif|OUT.png
        Renders a transition to a GIF, or to a PNG frame or contact sheet.
        --dismiss                 the dismissal (pop) instead of the presentation (push)
        --variant NAME            the reference article's timing (push: UIKit spring 0.75 s, ζ 0.9, v 1): reference
        --size WxH                container size in points, each side 1…10000 (default 390x844)
        --rtl                     right-to-left layout (push)
        --reduce-motion           the user prefers reduced motion (everything cross-fades)
        --orientation O           container orientation (recede's iOS 7 mapping): portrait | landscapeLeft | landscapeRight | portraitUpsideDown (default portrait)
        --at SECONDS              a sample time, 0…3600 (repeatable)
        --samples N               samples over the whole run, start and completion included, 2…10000 (default 8)
        --gesture SCRIPT          drive the dismissal with a finger (implies --dismiss), e.g. "begin 0; move 0.1 60; end 0.2 500"; or, with a start, catch the presentation in flight ("start 0; begin 0.1 pan; …"); events: start T | begin T | begin T pan|edge|pinch | move T D | move T DX DY | pinch T SCALE | pinch T SCALE DEGREES | pinch T SCALE DEGREES DX DY | end T V | end T VX VY | cancel T, T 0…3600 s; a begin after an end is a new touch
        --source X,Y,WxH          the source view's frame in points, for zoom (e.g. 40,300,310x180); none: it is gone
        --source-radius POINTS    the source view's corner radius, with --source, 0…10000 (default 16)
        --veto                    with --gesture: the app vetoes the scripted dismissal (nothing moves)
        --fps N                   frames per second of a GIF, 1…60 (default 30)
        --scale S                 pixels per point, 0.05…4 (default 1)
        --frame SECONDS           with a .png: render the one frame at this time, 0…3600
        --roundtrip               a GIF of present, hold, dismiss (the dismissal may be a --gesture)
        --hold SECONDS            pause on a GIF's last frame (and between a round trip's halves), 0…10 (default 0.5)
        --from PNG                the presenting screen (the one the user starts on) instead of the mock timeline
        --to PNG                  the presented screen instead of the mock web page
        --columns N               columns of a contact sheet, 1…64 (default 4)
        -o, --out OUT.gif|OUT.png the output file: .gif (animation) or .png (frame or contact sheet); not a symbolic link
      A .png without --frame is a contact sheet of --samples or --at frames.
      """)
  }

  @Test func curvePrintsItsHelp() {
    expectEqual(
      CurveCommand.usage,
      """
      usage: passage curve SPEC [--at T]... [--samples N] [--json]
        Prints a timing curve's numbers.
        SPEC: linear | easeIn | easeOut | easeInEaseOut | default | cubic-bezier(x1, y1, x2, y2) |
          spring(response: R, dampingRatio: Z[, initialVelocity: V]) |
          spring(duration: D, bounce: B[, initialVelocity: V]) |
          spring(mass: M, stiffness: K, damping: C[, initialVelocity: V]) |
          uikit-spring(duration: D, dampingRatio: Z[, initialVelocity: V])
        For a Bézier, T is the input fraction (0…1); for a spring, T is seconds.
        --at T                    a sample time, 0…3600 (repeatable)
        --samples N               samples over [0, 1] (Bézier) or [0, settlingDuration] (spring), both ends included, 2…10000 (default 11)
        --json                    print {"curve", "parameters", "samples"}
      Parameter ranges: bounce -0.99…0.99, damping 0.001…100000, dampingRatio 0.001…100, duration 0.001…1000, initialVelocity -1000…1000, mass 0.001…1000, response 0.001…1000, stiffness 0.001…1000000, x1 0…1, x2 0…1, y1 -1000…1000, y2 -1000…1000 (uikit-spring: dampingRatio at most 1).
      """)
  }

  @Test func benchPrintsItsHelp() {
    expectEqual(
      BenchCommand.usage,
      """
      usage: passage bench [--quick] [--export DIR] [--times] [--cores] [--png] [--floor]
        Measures scene evaluation, rendering and GIF encoding (use -c release).
        Prints, per transition: scene evaluation (ns/frame), render time per frame at scale 1, 2, 3,
        and GIF encoding time per frame with the file size. Build with -c release for real figures.
        --quick                   fewer iterations (for a smoke test)
        --export DIR              write the inputs and Passage's timings for Benchmarks/peers.sh
        --times                   only Passage's side of Benchmarks/peers.py (wall and CPU ms, as JSON)
        --cores                   only GIFs and contact sheets on 1 thread and on every core (times, identical bytes)
        --png                     only PNG encode/decode of a 3x frame against raw deflate/inflate
        --floor                   only compositing a 3x frame against copying its pixels
      """)
  }

  @Test(arguments: CommandList.all.map { $0.name })
  func everyCommandPrintsItsUsageForHelp(name: String) throws {
    let command = try #require(CommandList.all.first { $0.name == name })
    let r = try PassageBinary.run([name, "--help"])
    expectEqual(r.status, 0)
    #expect(r.stdout == command.usage + "\n")
  }

  @Test func noCommandPrintsTheOverviewOfEveryCommandAndFails() throws {
    let r = try PassageBinary.run([])
    expectEqual(r.status, 2)
    #expect(
      r.stderr == """
        usage: passage <command> [options]

        commands:
          demo      Renders the reference transitions to GIFs, contact sheets and an HTML page.
          list      Lists the transitions of the catalog.
          inspect   Prints a transition's layers over time.
          render    Renders a transition to a GIF, or to a PNG frame or contact sheet.
          curve     Prints a timing curve's numbers.
          bench     Measures scene evaluation, rendering and GIF encoding (use -c release).

        Run 'passage <command> --help' for a command's options.
        """
        + "\n")
  }
}
