import Passage
import PassageRecording

/// A timing curve named on the command line, e.g. `easeIn`, `cubic-bezier(0.4, 0, 0.2, 1)` or
/// `spring(response: 0.35, dampingRatio: 1)`.
struct CurveSpec {
  /// The curve.
  var curve: TimingCurve
  /// The text as given.
  var text: String

  static let forms = """
    linear | easeIn | easeOut | easeInEaseOut | default | cubic-bezier(x1, y1, x2, y2) |
      spring(response: R, dampingRatio: Z[, initialVelocity: V]) |
      spring(duration: D, bounce: B[, initialVelocity: V]) |
      spring(mass: M, stiffness: K, damping: C[, initialVelocity: V]) |
      uikit-spring(duration: D, dampingRatio: Z[, initialVelocity: V])
    """

  init(parsing text: String) throws(CLIError) {
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
      throw .usage("unknown curve '\(text)'; expected one of:\n  \(CurveSpec.forms)")
    }
    let name = String(compact[..<open])
    let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
    let parts =
      inner.isEmpty ? [] : inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    switch name {
    case "cubic-bezier":
      let numbers = try parts.map { (part: String) throws(CLIError) -> Double in
        guard let v = Double(part), v.isFinite else {
          throw .usage("cubic-bezier expects four finite numbers, got '\(part)' in '\(text)'")
        }
        return v
      }
      guard numbers.count == 4 else {
        throw .usage("cubic-bezier expects four numbers (x1, y1, x2, y2), got \(numbers.count) in '\(text)'")
      }
      for (label, x) in [("x1", numbers[0]), ("x2", numbers[2])] where !(0...1).contains(x) {
        throw .usage("cubic-bezier \(label) must be between 0 and 1, got \(JSONValue.format(x))")
      }
      curve = .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    case "spring", "uikit-spring":
      let labelled = try CurveSpec.labelledNumbers(parts, in: text)
      curve = .spring(try CurveSpec.spring(name: name, labelled, text: text))
    default:
      throw .usage("unknown curve '\(name)' in '\(text)'; expected one of:\n  \(CurveSpec.forms)")
    }
  }

  private static func labelledNumbers(_ parts: [String], in text: String) throws(CLIError) -> [(
    String, Double
  )] {
    var result: [(String, Double)] = []
    for part in parts {
      let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
      guard pieces.count == 2, let value = Double(pieces[1]), value.isFinite else {
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
    func positive(_ label: String) throws(CLIError) -> Double {
      guard let v = values[label], v > 0 else {
        throw .usage("\(label) must be greater than 0 in '\(text)'")
      }
      return v
    }
    let velocity = values["initialVelocity"] ?? 0
    let core = labels.filter { $0 != "initialVelocity" }
    guard labels.last == "initialVelocity" || !labels.contains("initialVelocity") else {
      throw .usage("initialVelocity must come last in '\(text)'")
    }
    switch (name, core) {
    case ("spring", ["response", "dampingRatio"]):
      return DampedSpring(
        response: try positive("response"), dampingRatio: try positive("dampingRatio"),
        initialVelocity: velocity)
    case ("spring", ["duration", "bounce"]):
      guard let bounce = values["bounce"], bounce > -1, bounce < 1 else {
        throw .usage("bounce must be between -1 and 1 (exclusive) in '\(text)'")
      }
      return DampedSpring(duration: try positive("duration"), bounce: bounce, initialVelocity: velocity)
    case ("spring", ["mass", "stiffness", "damping"]):
      return DampedSpring(
        mass: try positive("mass"), stiffness: try positive("stiffness"), damping: try positive("damping"),
        initialVelocity: velocity)
    case ("uikit-spring", ["duration", "dampingRatio"]):
      let ratio = try positive("dampingRatio")
      guard ratio <= 1 else { throw .usage("dampingRatio must be at most 1 for uikit-spring in '\(text)'") }
      return .uikit(duration: try positive("duration"), dampingRatio: ratio, initialVelocity: velocity)
    default:
      throw .usage(
        "\(name) does not take (\(labels.map { "\($0):" }.joined(separator: ", "))) in '\(text)'; expected one of:\n  \(forms)"
      )
    }
  }
}
