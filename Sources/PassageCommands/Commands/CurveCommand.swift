import Passage
import PassageRecording

/// `passage curve SPEC [--at T]... [--samples N] [--json]`: a timing curve's numbers.
package enum CurveCommand: Command {
  package static let name = "curve"
  package static let abstract = """
    Prints a timing curve's numbers.
    SPEC: \(CurveSpec.forms)
    For a Bézier, T is the input fraction (0…1); for a spring, T is seconds.
    """
  package static let positionals = [Positional(name: "SPEC", choices: nil, noun: "curve")]
  /// The parameters' ranges, from ``CurveSpec/ranges``.
  package static let footer =
    "Parameter ranges: "
    + CurveSpec.ranges.sorted { $0.key < $1.key }.map {
      "\($0.key) \(NumberText.shortest($0.value.lowerBound))…\(NumberText.shortest($0.value.upperBound))"
    }.joined(separator: ", ") + " (uikit-spring: dampingRatio at most 1)."

  /// `curve`'s options: sample times or a count, and JSON.
  package struct Options: OptionGroup {
    package let at = SharedOptions.at(placeholder: "T")
    package let samples = SharedOptions.samples(
      over: "[0, 1] (Bézier) or [0, settlingDuration] (spring), both ends included")
    package let json = SharedOptions.json(printing: "{\"curve\", \"parameters\", \"samples\"}")
  }
  package static let declared = Options()

  package static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let json = arguments.has(declared.json)
    let (given, n) = try SharedOptions.sampling(arguments, at: declared.at, samples: declared.samples)
    let at = given ?? []
    let spec = try CurveSpec(parsing: arguments.positionals[0])

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
      guard span.isFinite else {
        throw .usage("this spring never settles; give sample times with \(declared.at.option.name)")
      }
    }
    let times = at.isEmpty ? (0..<n).map { n == 1 ? 0 : span * Double($0) / Double(n - 1) } : at
    let points = times.map { ($0, value($0)) }
    if let bad = (parameters.map(\.1) + points.map(\.1)).first(where: { !$0.isFinite }) {
      throw .failure("this curve gives \(bad), which is not a finite number; choose other parameters")
    }

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
      lines += parameters.map { "\($0.0): \(NumberText.shortest($0.1))" }
    }
    lines += points.map { "\(NumberText.shortest($0.0)) \(NumberText.shortest($0.1))" }
    writeOut(lines.joined(separator: "\n") + "\n")
  }
}
