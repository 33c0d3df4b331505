import Passage
import PassageRecording

/// `passage curve SPEC [--at T]... [--samples N] [--json]`: a timing curve's numbers.
enum CurveCommand: Command {
  static let usage = """
    usage: passage curve SPEC [--at T]... [--samples N] [--json]
      SPEC: \(CurveSpec.forms)
      For a Bézier, T is the input fraction (0…1); for a spring, T is seconds.
      --samples N spreads N samples over [0, 1] (Bézier) or [0, settlingDuration] (spring); default 11.
    """

  static func run(_ args: inout Arguments) throws(CLIError) {
    let json = args.flag("--json")
    let at = try args.values("--at").map { (t: String) throws(CLIError) in try parseNumber(t, option: "--at")
    }
    let samples = try args.value("--samples").map { (n: String) throws(CLIError) in
      try parseCount(n, option: "--samples")
    }
    guard at.isEmpty || samples == nil else { throw .usage("use either --at or --samples, not both") }
    let spec = try CurveSpec(parsing: try args.positionals(1, usage: usage)[0])

    var parameters: [(String, Double)] = []
    let value: (Double) -> Double
    let span: Double
    switch spec.curve {
    case .bezier(let b):
      parameters = [("x1", b.x1), ("y1", b.y1), ("x2", b.x2), ("y2", b.y2)]
      value = b.value(at:)
      span = 1
    case .spring(let s):
      parameters = [
        ("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("response", s.response),
        ("dampingRatio", s.dampingRatio), ("settlingDuration", s.settlingDuration),
      ]
      value = s.value(at:)
      span = s.settlingDuration
      if !at.isEmpty { break }
      guard span.isFinite else { throw .usage("this spring never settles; give sample times with --at") }
    }
    let n = samples ?? 11
    let times = at.isEmpty ? (0..<n).map { n == 1 ? 0 : span * Double($0) / Double(n - 1) } : at
    let points = times.map { ($0, value($0)) }

    if json {
      let doc = JSONValue.object([
        ("curve", .string(spec.text)),
        ("parameters", .object(parameters.map { ($0.0, .number($0.1)) })),
        ("samples", .array(points.map { .array([.number($0.0), .number($0.1)]) })),
      ])
      writeOut(doc.text + "\n")
      return
    }
    var lines: [String] = []
    if case .spring = spec.curve {
      lines += parameters.map { "\($0.0): \(JSONValue.format($0.1))" }
    }
    lines += points.map { "\(JSONValue.format($0.0)) \(JSONValue.format($0.1))" }
    writeOut(lines.joined(separator: "\n") + "\n")
  }
}
