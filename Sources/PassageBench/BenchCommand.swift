import Passage
import PassageCommands
import PassageRecording
import PassageRender

/// `passage bench`: what a transition costs — scene evaluation, rendering and GIF encoding.
package enum BenchCommand: Command {
  package static let name = "bench"
  package static let abstract = """
    Measures scene evaluation, rendering and GIF encoding (use -c release).
    Prints, per transition: scene evaluation (ns/frame), render time per frame at scale 1, 2, 3,
    and GIF encoding time per frame with the file size. Build with -c release for real figures.
    """
  package static let positionals: [Positional] = []

  /// `bench`'s options: how long, and which measurements.
  package struct Options: OptionGroup {
    package let quick = Option("--quick", help: "fewer iterations (for a smoke test)")
    package let export = Declared.path(
      "--export", placeholder: "DIR",
      help: "write the inputs and Passage's timings for Benchmarks/peers.sh")
    package let times = Option(
      "--times", help: "only Passage's side of Benchmarks/peers.py (wall and CPU ms, as JSON)")
    package let cores = Option(
      "--cores", help: "only GIFs and contact sheets on 1 thread and on every core (times, identical bytes)")
    package let png = Option(
      "--png", help: "only PNG encode/decode of a 3x frame against raw deflate/inflate")
    package let floor = Option("--floor", help: "only compositing a 3x frame against copying its pixels")
  }
  package static let declared = Options()

  package static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let (quick, export) = (arguments.has(declared.quick), try arguments.value(declared.export))
    if let export {
      try BenchExport.run(directory: export, iterations: quick ? 1 : 10)
      return
    }
    if arguments.has(declared.times) {
      try BenchTimes.run(iterations: quick ? 1 : 7)
      return
    }
    #if DEBUG
      writeOut("note: this is a debug build; run 'swift run -c release passage bench' for real figures\n")
    #endif
    let runs = quick ? 1 : 9
    let (cores, png, floor) = (declared.cores, declared.png, declared.floor)
    if [cores, png, floor].contains(where: arguments.has) {
      if arguments.has(cores) { try ScaleBenchmarks.cores(runs: runs) }
      if arguments.has(png) { try ScaleBenchmarks.png(runs: runs) }
      if arguments.has(floor) { try ScaleBenchmarks.floor(runs: runs) }
      return
    }
    let cases: [(String, any PassageTransition, TransitionContext)] = [
      ("recede present", Recede(), TransitionContext(direction: .present)),
      ("recede dismiss", Recede(), TransitionContext(direction: .dismiss)),
      ("push present", Push(), TransitionContext(direction: .present)),
      ("push dismiss", Push(), TransitionContext(direction: .dismiss)),
      ("fade present", Fade(), TransitionContext(direction: .present)),
    ]
    writeOut(
      "transition        scene ns/frame   render ms/frame @1x   @2x      @3x      gif ms/frame   gif bytes (30 fps, 1x)\n"
    )
    for (label, transition, context) in cases {
      let sceneCost = measureSceneEvaluation(transition, context, iterations: quick ? 2_000 : 200_000)
      let render = try Benchmarks.renderCost(transition, context, scales: [1, 2, 3], frames: quick ? 2 : 12)
      let gif = try Benchmarks.gifCost(transition, context, fps: 30)
      writeOut(
        pad(label, 18) + pad(NumberText.fixed(sceneCost, decimals: 1), 17)
          + pad(NumberText.fixed(render[0], decimals: 2), 22)
          + pad(NumberText.fixed(render[1], decimals: 2), 9)
          + pad(NumberText.fixed(render[2], decimals: 2), 9)
          + pad(NumberText.fixed(gif.millisecondsPerFrame, decimals: 2), 15) + "\(gif.bytes)\n")
    }
    try ScaleBenchmarks.cores(runs: runs)
    try ScaleBenchmarks.png(runs: runs)
    try ScaleBenchmarks.floor(runs: runs)
  }

  /// Nanoseconds per `TransitionRunner.scene(at:)` call over the whole animation.
  package static func measureSceneEvaluation(
    _ transition: any PassageTransition, _ context: TransitionContext, iterations: Int
  )
    -> Double
  {
    var runner = TransitionRunner(transition, context: context)
    _ = runner.handle(.start(at: 0))
    let duration = max(runner.timeline.duration, 1e-3)
    var checksum = 0.0
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for i in 0..<iterations {
        let t = duration * Double(i % 1000) / 1000
        let scene = runner.scene(at: t)
        checksum += scene.layers[0].transform.m44 + scene.layers[scene.layers.count - 1].position.x
      }
    }
    if checksum.isNaN { writeOut("") }  // keeps the loop from being optimised away
    return elapsed.nanoseconds / Double(iterations)
  }

  package static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
