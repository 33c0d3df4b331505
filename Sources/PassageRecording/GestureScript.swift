import Passage

/// A scripted finger, for driving an interactive transition without a touch screen.
///
/// The text form is events separated by `;`, each one of `begin T`, `move T D`, `move T DX DY`,
/// `end T V`, `end T VX VY` or `cancel T`, where T is seconds since the start, D the translation
/// in points along the transition's direction of travel, DX DY the finger's translation in the
/// container (points, y down) since it went down, and V (or VX VY) the release velocity in
/// points/second. Parsing accepts only finite numbers with T in 0…``maximumTime``, every
/// translation within ±``maximumTranslation`` and every velocity within ±``maximumVelocity``, so
/// every run it describes ends within an hour or so:
///
/// ```swift
/// let pop = try GestureScript(parsing: "begin 0; move 0.1 60; move 0.2 117; end 0.2 500")
/// let zoom = try GestureScript(parsing: "begin 0; move 0.1 0 120; move 0.2 60 260; end 0.25 300 900")
/// ```
public struct GestureScript: Sendable, Hashable {
  /// The events, in the order given.
  package var events: [InteractionEvent]

  /// The latest time an event may have, in seconds: 3600 (an hour).
  public static let maximumTime = 3600.0
  /// The largest translation a `move` may have, in points either way: 100 000.
  public static let maximumTranslation = 100_000.0
  /// The largest release velocity an `end` may have, in points per second either way: 1 000 000.
  public static let maximumVelocity = 1_000_000.0

  /// Creates a script from events.
  package init(events: [InteractionEvent]) { self.events = events }

  /// Parses the text form (see the type's description). Whitespace around tokens is free; empty
  /// items (e.g. a trailing `;`) are ignored.
  ///
  /// - Throws: ``GestureScriptError`` naming the offending event and what was expected.
  public init(parsing text: String) throws(GestureScriptError) {
    var events: [InteractionEvent] = []
    for (index, item) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
      let words = item.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
      guard let verb = words.first else { continue }
      let arity: [String: Set<Int>] = ["begin": [1], "move": [2, 3], "end": [2, 3], "cancel": [1]]
      guard let expected = arity[verb] else {
        throw GestureScriptError(position: index + 1, item: item.trimmed, problem: "unknown event '\(verb)'")
      }
      let numbers = words.dropFirst().map { Double($0) }
      guard expected.contains(numbers.count), numbers.allSatisfy({ $0?.isFinite == true }) else {
        let usage =
          [
            "begin": "begin T", "move": "move T D' or 'move T DX DY", "end": "end T V' or 'end T VX VY",
            "cancel": "cancel T",
          ][verb] ?? verb
        throw GestureScriptError(
          position: index + 1, item: item.trimmed, problem: "expected '\(usage)' with finite numbers")
      }
      let v = numbers.map { $0 ?? 0 }
      if !(0...GestureScript.maximumTime).contains(v[0]) {
        throw GestureScriptError(
          position: index + 1, item: item.trimmed,
          problem: "time must be between 0 and \(Int(GestureScript.maximumTime)) seconds")
      }
      if verb == "move",
        !v.dropFirst().allSatisfy(
          (-GestureScript.maximumTranslation...GestureScript.maximumTranslation).contains)
      {
        throw GestureScriptError(
          position: index + 1, item: item.trimmed,
          problem:
            "translation must be between -\(Int(GestureScript.maximumTranslation)) and \(Int(GestureScript.maximumTranslation)) points"
        )
      }
      if verb == "end",
        !v.dropFirst().allSatisfy((-GestureScript.maximumVelocity...GestureScript.maximumVelocity).contains)
      {
        throw GestureScriptError(
          position: index + 1, item: item.trimmed,
          problem:
            "velocity must be between -\(Int(GestureScript.maximumVelocity)) and \(Int(GestureScript.maximumVelocity)) points per second"
        )
      }
      switch verb {
      case "begin": events.append(.begin(at: v[0]))
      case "move" where v.count == 3: events.append(.drag(at: v[0], dx: v[1], dy: v[2]))
      case "move": events.append(.move(at: v[0], translation: v[1]))
      case "end" where v.count == 3: events.append(.release(at: v[0], vx: v[1], vy: v[2]))
      case "end": events.append(.end(at: v[0], velocity: v[1]))
      default: events.append(.cancel(at: v[0]))
      }
    }
    guard !events.isEmpty else {
      throw GestureScriptError(position: 0, item: text, problem: "the script has no events")
    }
    self.events = events
  }
}

/// A gesture script that could not be parsed.
public struct GestureScriptError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based index of the offending `;`-separated item (0 for the whole script).
  public var position: Int
  /// The offending text.
  public var item: String
  /// What is wrong with it.
  public var problem: String

  /// E.g. `gesture event 2 'move 0.1': expected 'move T D' with finite numbers`.
  public var description: String {
    position == 0
      ? "gesture script '\(item)': \(problem)" : "gesture event \(position) '\(item)': \(problem)"
  }
}

extension Substring {
  /// The text without leading and trailing spaces, tabs and newlines.
  var trimmed: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }
}
