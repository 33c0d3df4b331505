import Passage
import PassageRecording

/// A timing curve named on the command line, e.g. `easeIn`, `cubic-bezier(0.4, 0, 0.2, 1)` or
/// `spring(response: 0.35, dampingRatio: 1)`.
package struct CurveSpec {
  /// The curve.
  package var curve: TimingCurve
  /// The text as given.
  package var text: String

  /// The accepted range of each parameter, by label: wide enough for any real curve, narrow
  /// enough that every value and settling time is a finite number. `uikit-spring` further limits
  /// `dampingRatio` to at most 1.
  package static let ranges: [String: ClosedRange<Double>] = [
    "x1": 0...1, "x2": 0...1, "y1": -1000...1000, "y2": -1000...1000,
    "response": 0.001...1000, "duration": 0.001...1000, "dampingRatio": 0.001...100, "bounce": -0.99...0.99,
    "mass": 0.001...1000, "stiffness": 0.001...1_000_000, "damping": 0.001...100_000,
    "initialVelocity": -1000...1000,
  ]

  /// Checks `value` of parameter `label` against ``ranges``; the one place a parameter's range
  /// error is worded.
  package static func check(_ label: String, _ value: Double, in text: String) throws(CLIError) -> Double {
    let curve = text.prefix { $0 != "(" }.filter { $0 != " " }
    guard let range = ranges[label], range.contains(value) else {
      let range =
        ranges[label].map {
          "between \(NumberText.shortest($0.lowerBound)) and \(NumberText.shortest($0.upperBound))"
        } ?? "a known parameter"
      throw .usage("\(curve) \(label) must be \(range), got \(NumberText.shortest(value)) in '\(text)'")
    }
    return value
  }

  package static let forms = """
    linear | easeIn | easeOut | easeInEaseOut | default | cubic-bezier(x1, y1, x2, y2) |
      spring(response: R, dampingRatio: Z[, initialVelocity: V]) |
      spring(duration: D, bounce: B[, initialVelocity: V]) |
      spring(mass: M, stiffness: K, damping: C[, initialVelocity: V]) |
      uikit-spring(duration: D, dampingRatio: Z[, initialVelocity: V])
    """

  package init(parsing text: String) throws(CLIError) {
    self.text = text
    let compact = String(text.filter { $0 != " " && $0 != "\t" })
    let named: [String: TimingCurve] = [
      "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut,
      "default": .default,
    ]
    if let curve = named[compact] {
      self.curve = curve
      return
    }
    guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else {
      throw .usage("unknown curve '\(text)'; see 'passage curve --help' for the forms")
    }
    let name = String(compact[..<open])
    let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
    let parts =
      inner.isEmpty ? [] : inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    switch name {
    case "cubic-bezier":
      let numbers = try parts.map { (part: String) throws(CLIError) -> Double in
        guard let v = NumberText.decimal(part), v.isFinite else {
          throw .usage("cubic-bezier expects four finite numbers, got '\(part)' in '\(text)'")
        }
        return v
      }
      guard numbers.count == 4 else {
        throw .usage("cubic-bezier expects four numbers (x1, y1, x2, y2), got \(numbers.count) in '\(text)'")
      }
      for (label, x) in zip(["x1", "y1", "x2", "y2"], numbers) { _ = try CurveSpec.check(label, x, in: text) }
      curve = .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    case "spring", "uikit-spring":
      let labelled = try CurveSpec.labelledNumbers(parts, in: text)
      curve = .spring(try CurveSpec.spring(name: name, labelled, text: text))
    default:
      throw .usage("unknown curve '\(name)' in '\(text)'; see 'passage curve --help' for the forms")
    }
  }

  private static func labelledNumbers(_ parts: [String], in text: String) throws(CLIError) -> [(
    String, Double
  )] {
    var result: [(String, Double)] = []
    for part in parts {
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.count == 2, let value = NumberText.decimal(pieces[1]), value.isFinite else {
        throw .usage("expected 'label: number' but got '\(part)' in '\(text)'")
      }
      result.append((String(pieces[0]), value))
    }
    return result
  }

  private static func spring(name: String, _ args: [(String, Double)], text: String) throws(CLIError)
    -> DampedSpring
  {
    let labels = args.map(\.0)
    var values: [String: Double] = [:]
    for (label, value) in args { values[label] = value }
    func parameter(_ label: String) throws(CLIError) -> Double {
      try CurveSpec.check(label, values[label] ?? 0, in: text)
    }
    let velocity = try CurveSpec.check("initialVelocity", values["initialVelocity"] ?? 0, in: text)
    let core = labels.filter { $0 != "initialVelocity" }
    guard labels.last == "initialVelocity" || !labels.contains("initialVelocity") else {
      throw .usage("initialVelocity must come last in '\(text)'")
    }
    switch (name, core) {
    case ("spring", ["response", "dampingRatio"]):
      return DampedSpring(
        response: try parameter("response"), dampingRatio: try parameter("dampingRatio"),
        initialVelocity: velocity)
    case ("spring", ["duration", "bounce"]):
      let bounce = try CurveSpec.check("bounce", values["bounce"] ?? 0, in: text)
      return DampedSpring(duration: try parameter("duration"), bounce: bounce, initialVelocity: velocity)
    case ("spring", ["mass", "stiffness", "damping"]):
      return DampedSpring(
        mass: try parameter("mass"), stiffness: try parameter("stiffness"), damping: try parameter("damping"),
        initialVelocity: velocity)
    case ("uikit-spring", ["duration", "dampingRatio"]):
      let ratio = try parameter("dampingRatio")
      guard ratio <= 1 else {
        throw .usage(
          "uikit-spring dampingRatio must be at most 1, got \(NumberText.shortest(ratio)) in '\(text)'")
      }
      return .uikit(duration: try parameter("duration"), dampingRatio: ratio, initialVelocity: velocity)
    default:
      throw .usage(
        "\(name) does not take (\(labels.map { "\($0):" }.joined(separator: ", "))) in '\(text)'; see 'passage curve --help' for the forms"
      )
    }
  }
}
