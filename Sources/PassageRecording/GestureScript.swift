import Passage

/// A scripted finger, for driving an interactive transition without a touch screen.
///
/// The text form is events separated by `;`, T always being seconds since the start:
/// - `begin T [pan|edge|pinch]`: a touch goes down; the word says which recogniser takes it (a
///   one-finger pan anywhere, the leading-edge swipe, a two-finger pinch), and without one the
///   transition's own gesture does. A `begin` after an `end` is a new touch during the
///   completion: it catches the page where a device would deliver it there, and otherwise
///   reaches the screen below;
/// - `move T D` or `move T DX DY`: the finger's translation since it went down, D along the
///   transition's direction of travel, DX DY in the container (points, y down);
/// - `pinch T SCALE [DEGREES [DX DY]]`: two fingers' distance as a fraction of where it started
///   (1 is unchanged), their turn since then (positive clockwise) and how far the point between
///   them has moved (points), for a touch begun with `pinch`;
/// - `end T V` or `end T VX VY`: the finger lifts at V (or VX VY) points/second;
/// - `cancel T`: the system cancels the touch.
///
/// Numbers are decimal and finite, with T in 0…``maximumTime``, translations within
/// ±``maximumTranslation``, velocities within ±``maximumVelocity``, scales in
/// 0…``maximumScale`` and turns within ±``maximumTurn`` degrees, so every run it describes ends
/// within an hour or so:
///
/// ```swift
/// let pop = try GestureScript(parsing: "begin 0; move 0.1 60; move 0.2 117; end 0.2 500")
/// let zoom = try GestureScript(parsing: "begin 0; move 0.1 0 120; move 0.2 60 260; end 0.25 300 900")
/// let caught = try GestureScript(parsing: "begin 0 edge; move 0.1 200; end 0.2 -300; begin 0.25; end 0.3 0")
/// ```
public struct GestureScript: Sendable, Hashable {
  /// One `begin` of the script: where it is and which recogniser it names.
  package struct Touch: Sendable, Hashable {
    /// The index of the `begin` in ``GestureScript/events``.
    package var eventIndex: Int
    /// The recogniser it names, `nil` for the transition's own.
    package var recognizer: InteractiveGesture.Recognizer?
    /// The 1-based index of its `;`-separated item, and the item's text, for messages.
    package var position: Int
    package var item: String
  }

  /// The events, in the order given.
  package var events: [InteractionEvent]
  /// Every `begin`, in order.
  package var touches: [Touch]

  /// The latest time an event may have, in seconds: 3600 (an hour).
  public static let maximumTime = 3600.0
  /// The largest translation a `move` may have, in points either way: 100 000.
  public static let maximumTranslation = 100_000.0
  /// The largest release velocity an `end` may have, in points per second either way: 1 000 000.
  public static let maximumVelocity = 1_000_000.0
  /// The largest scale a `pinch` may have: 100 (the fingers a hundred times as far apart).
  public static let maximumScale = 100.0
  /// The largest turn a `pinch` may have, in degrees either way: 3600 (ten turns).
  public static let maximumTurn = 3600.0

  /// Whether the script starts the timed run itself (a `start`), so that its touches catch it:
  /// a presentation caught in flight, unless the run is said to be a dismissal.
  public var startsRun: Bool {
    events.contains { if case .start = $0 { true } else { false } }
  }

  /// Creates a script from events whose touches name no recogniser.
  package init(events: [InteractionEvent]) {
    self.events = events
    touches = events.indices.compactMap { i in
      if case .begin = events[i] {
        Touch(eventIndex: i, recognizer: nil, position: i + 1, item: "begin")
      } else {
        nil
      }
    }
  }

  /// Parses the text form (see the type's description). Whitespace around tokens is free; empty
  /// items (e.g. a trailing `;`) are ignored.
  ///
  /// - Throws: ``GestureScriptError`` naming the offending event and what was expected.
  public init(parsing text: String) throws(GestureScriptError) {
    var events: [InteractionEvent] = []
    var touches: [Touch] = []
    for (index, raw) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
      let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
      guard let verb = words.first else { continue }
      let item = raw.trimmed
      guard let grammar = GestureGrammar.verb(verb) else {
        throw GestureScriptError(position: index + 1, item: item, problem: "unknown event '\(verb)'")
      }
      var arguments = Array(words.dropFirst())
      var recognizer: InteractiveGesture.Recognizer?
      if verb == "begin", arguments.count == 2 {
        guard let named = InteractiveGesture.Recognizer(rawValue: arguments[1]) else {
          throw GestureScriptError(
            position: index + 1, item: item,
            problem: "unknown recogniser '\(arguments[1])'; expected pan, edge or pinch")
        }
        recognizer = named
        arguments.removeLast()
      }
      let numbers = arguments.map(NumberText.decimal)
      guard grammar.numberCounts.contains(numbers.count), numbers.allSatisfy({ $0?.isFinite == true })
      else {
        throw GestureScriptError(
          position: index + 1, item: item, problem: "expected '\(grammar.quoted)' with finite decimal numbers"
        )
      }
      let v = numbers.map { $0 ?? 0 }
      guard (0...GestureScript.maximumTime).contains(v[0]) else {
        throw GestureScriptError(
          position: index + 1, item: item,
          problem: "time must be between 0 and \(Int(GestureScript.maximumTime)) seconds")
      }
      if let problem = GestureScript.rangeProblem(verb: verb, values: Array(v.dropFirst())) {
        throw GestureScriptError(position: index + 1, item: item, problem: problem)
      }
      // A pinch's fingers report a scale and a turn, a pan's finger a translation.
      let pinching = touches.last?.recognizer == .pinch
      if verb == "pinch", !pinching {
        throw GestureScriptError(
          position: index + 1, item: item, problem: "a pinch needs a touch begun with 'begin T pinch'")
      }
      if verb == "move", pinching {
        throw GestureScriptError(
          position: index + 1, item: item,
          problem:
            "a touch begun with 'begin T pinch' moves with '\(GestureGrammar.verb("pinch")?.quoted ?? "pinch")'"
        )
      }
      switch verb {
      case "begin":
        touches.append(
          Touch(eventIndex: events.count, recognizer: recognizer, position: index + 1, item: item))
        events.append(.begin(at: v[0]))
      case "move" where v.count == 3: events.append(.drag(at: v[0], dx: v[1], dy: v[2]))
      case "move": events.append(.move(at: v[0], translation: v[1]))
      case "pinch":
        events.append(
          .pinch(
            at: v[0], scale: v[1], rotation: (v.count >= 3 ? v[2] : 0) * .pi / 180,
            focal: v.count == 5 ? Point(x: v[3], y: v[4]) : .zero))
      case "end" where v.count == 3: events.append(.release(at: v[0], vx: v[1], vy: v[2]))
      case "end": events.append(.end(at: v[0], velocity: v[1]))
      case "start": events.append(.start(at: v[0]))
      default: events.append(.cancel(at: v[0]))
      }
    }
    guard !events.isEmpty else {
      throw GestureScriptError(position: 0, item: text, problem: "the script has no events")
    }
    self.events = events
    self.touches = touches
  }

  /// What is wrong with a translation, velocity, scale or turn outside its bounds, if anything.
  private static func rangeProblem(verb: String, values: [Double]) -> String? {
    switch verb {
    case "move" where !values.allSatisfy((-maximumTranslation...maximumTranslation).contains):
      return "translation must be between -\(Int(maximumTranslation)) and \(Int(maximumTranslation)) points"
    case "end" where !values.allSatisfy((-maximumVelocity...maximumVelocity).contains):
      return "velocity must be between -\(Int(maximumVelocity)) and \(Int(maximumVelocity)) points per second"
    case "pinch" where !(0...maximumScale).contains(values[0]):
      return "scale must be between 0 and \(Int(maximumScale))"
    case "pinch" where values.count >= 2 && !(-maximumTurn...maximumTurn).contains(values[1]):
      return "turn must be between -\(Int(maximumTurn)) and \(Int(maximumTurn)) degrees"
    case "pinch" where !values.dropFirst(2).allSatisfy((-maximumTranslation...maximumTranslation).contains):
      return
        "focal translation must be between -\(Int(maximumTranslation)) and \(Int(maximumTranslation)) points"
    default: return nil
    }
  }

  /// Refuses a `begin` that names a recogniser `transition` does not offer in `context`: a
  /// device would give that touch to the screen instead, so the script would move nothing.
  ///
  /// - Throws: ``GestureScriptError`` naming the `begin` and the recognisers there are.
  public func check(
    against transition: any PassageTransition, in context: TransitionContext
  ) throws(GestureScriptError) {
    let offered = GestureScript.recognizers(of: transition, in: context)
    for touch in touches {
      guard let named = touch.recognizer, !offered.contains(named) else { continue }
      let choice =
        offered.isEmpty
        ? "it has no gesture" : "its gesture starts with \(offered.map(\.rawValue).joined(separator: " or "))"
      throw GestureScriptError(
        position: touch.position, item: touch.item,
        problem: "\(transition.name) has no \(named.rawValue) gesture; \(choice)")
    }
  }

  /// The recognisers that start `transition`'s gesture in `context`: the runner's, which for a
  /// presentation is its dismissal's (a finger catches it with that gesture).
  package static func recognizers(of transition: any PassageTransition, in context: TransitionContext)
    -> [InteractiveGesture.Recognizer]
  {
    TransitionRunner(transition, context: context).gesture?.recognizers ?? []
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
