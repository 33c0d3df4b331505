import Passage
import PassageCommands
import PassageFilm
import PassageLibC
import PassageRecording
import PassageRender

/// `passage bench --times`: Passage's side of `Benchmarks/peers.py`, measured in this process so
/// that the script can alternate it with each peer's run of the same work.
///
/// Prints one line of JSON: for each scene of ``BenchExport/scenes`` (mock screens at scale 3),
/// the median wall and CPU (user + system) milliseconds of one frame on 1 thread and on every
/// core, drawn into a canvas allocated once (as the peers draw into theirs); the same for the push run's GIF at scales 1 and 2 (frames in memory) and for the PNG
/// encoding of the recede frame.
package enum BenchTimes {
  /// Milliseconds of CPU time (user + system, every thread) used by this process so far.
  package static func cpuMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
  }

  /// The medians of `runs` runs of `body`: wall and CPU milliseconds, as a JSON pair.
  package static func measure(_ runs: Int, _ body: () throws(CLIError) -> Void) throws(CLIError) -> JSONValue
  {
    let clock = ContinuousClock()
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<max(runs, 1) {
      let cpu = cpuMilliseconds()
      let start = clock.now
      try body()
      walls.append((clock.now - start).nanoseconds / 1e6)
      cpus.append(cpuMilliseconds() - cpu)
    }
    return .object([
      ("wall", .number(walls.sorted()[walls.count / 2])), ("cpu", .number(cpus.sorted()[cpus.count / 2])),
    ])
  }

  package static func run(iterations: Int) throws(CLIError) {
    let cores = Parallel.coreCount
    var members: [(String, JSONValue)] = [("threads", .number(Double(cores)))]
    var frames: [(String, JSONValue)] = []
    for (name, scene) in BenchExport.scenesToRender() {
      let compositor = Compositor(scale: 3)
      let content = ScreenImages.mock()
      // Into a canvas allocated once, as the peers' frames are.
      var frame = compositor.render(scene, content: content)
      var perThreads: [(String, JSONValue)] = []
      for workers in Set([1, cores]).sorted() {
        perThreads.append(
          (
            "\(workers)",
            try measure(iterations) {
              compositor.render(scene, content: content, into: &frame, workers: workers)
            }
          ))
      }
      if name == "recede" {
        var png: [(String, JSONValue)] = []
        for workers in Set([1, cores]).sorted() {
          png.append(
            (
              "\(workers)",
              try measure(iterations) { () throws(CLIError) in
                do { _ = try PNG.encode(frame, workers: workers) } catch {
                  throw .failure("PNG encoding failed: \(error)")
                }
              }
            ))
        }
        members.append(("pngEncodeRecede", .object(png)))
      }
      frames.append((name, .object(perThreads)))
    }
    members.append(("frames", .object(frames)))
    for scale in [1, 2] {
      let gifFrames = Benchmarks.gifInput(scale: Double(scale))
      members.append(
        (
          "gif\(scale)",
          try measure(max(3, iterations / 3)) { () throws(CLIError) in
            do { _ = try GIF.encode(frames: gifFrames) } catch {
              throw .failure("GIF encoding failed: \(error)")
            }
          }
        ))
    }
    writeOut(JSONValue.object(members).text + "\n")
  }
}
