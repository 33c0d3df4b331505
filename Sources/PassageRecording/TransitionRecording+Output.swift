import Passage

extension TransitionRecording {
  /// The recording as readable text: a header, then for each sample its time, progress and phase
  /// and each layer bottom to top (role, content, position, bounds size, anchor point, the 16
  /// transform numbers m11…m44, opacity, corner radius, shadow), then the events with their times.
  /// Numbers are exact (shortest round-trip form); the same recording always prints the same text.
  public var text: String { text(significantDigits: nil) }

  /// The readable text with numbers rounded to `significantDigits` (1…17; `nil` for exact), which
  /// keeps snapshots stable across platforms whose math libraries differ in the last bit.
  public func text(significantDigits: Int?) -> String {
    let f: (Double) -> String = { n in
      guard let digits = significantDigits else { return NumberText.shortest(n) }
      return NumberText.rounded(n, significantDigits: digits)
    }
    var lines = [
      "transition: \(transitionName)",
      "context: \(Self.describe(context))",
      "duration: \(f(duration))",
      "end: \(f(endTime))",
    ]
    for sample in samples {
      lines.append(
        "sample time=\(f(sample.time)) progress=\(f(sample.progress)) phase=\(sample.phase.rawValue)"
          + (sample.scene.hidesSource ? " hidesSource" : "")
      )
      for layer in sample.scene.layers {
        lines.append(
          "  \(layer.role.rawValue): content=\(layer.content.name) position=(\(f(layer.position.x)), \(f(layer.position.y)))"
            + " size=\(f(layer.size.width))x\(f(layer.size.height)) anchor=(\(f(layer.anchorPoint.x)), \(f(layer.anchorPoint.y)))"
            + " opacity=\(f(layer.opacity)) cornerRadius=\(f(layer.cornerRadius))"
            + (layer.contentSize.map { " contentSize=\(f($0.width))x\(f($0.height))" } ?? ""))
        lines.append("    transform=[\(layer.transform.entries.map(f).joined(separator: " "))]")
        let s = layer.shadow
        lines.append(
          "    shadow=color \(s.color.hexString) opacity \(f(s.opacity)) radius \(f(s.radius))"
            + " offset (\(f(s.offset.width)), \(f(s.offset.height)))")
      }
    }
    for event in events {
      lines.append("event time=\(f(event.time)) \(Self.describe(event.effect, f))")
    }
    for record in dismissalEvents {
      lines.append("dismissal time=\(f(record.time)) \(Self.describe(record.event, f))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The recording as JSON: `{"transition", "context", "duration", "end", "samples": [{"time",
  /// "progress", "phase", "layers": [...]}], "events": [{"time", "effect", ...}], "dismissal":
  /// [{"time", "event", "reason", "progress"?}]}`.
  package var json: JSONValue {
    .object([
      ("transition", .string(transitionName)),
      ("context", Self.json(context)),
      ("duration", .number(duration)),
      ("end", .number(endTime)),
      (
        "samples",
        .array(
          samples.map { sample in
            .object(
              [
                ("time", .number(sample.time)), ("progress", .number(sample.progress)),
                ("phase", .string(sample.phase.rawValue)),
                ("layers", .array(sample.scene.layers.map(Self.json))),
              ] + (sample.scene.hidesSource ? [("hidesSource", .bool(true))] : []))
          })
      ),
      ("events", .array(events.map(Self.json))),
      ("dismissal", .array(dismissalEvents.map(Self.json))),
    ])
  }

  /// E.g. `willBegin reason=leadingEdgeSwipe` or `progress=0.15 reason=pullDown`.
  private static func describe(_ event: DismissalEvent, _ f: (Double) -> String) -> String {
    if case .progress(let p, let reason) = event { return "progress=\(f(p)) reason=\(reason.rawValue)" }
    return "\(event.name) reason=\(event.reason.rawValue)"
  }

  private static func json(_ record: DismissalRecord) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("time", .number(record.time)), ("event", .string(record.event.name)),
      ("reason", .string(record.event.reason.rawValue)),
    ]
    if case .progress(let p, _) = record.event { members.append(("progress", .number(p))) }
    return .object(members)
  }

  private static func describe(_ effect: InteractionEffect, _ f: (Double) -> String) -> String {
    if case .updateInteractiveTransition(let p) = effect { return "updateInteractiveTransition(\(f(p)))" }
    return effect.description
  }

  static func describe(_ c: TransitionContext) -> String {
    let f = NumberText.shortest
    return "\(c.direction.rawValue) \(f(c.containerSize.width))x\(f(c.containerSize.height))"
      + " \(c.layoutDirection.rawValue) \(c.orientation.rawValue)\(c.reduceMotion ? " reduce-motion" : "")"
      + (c.source.map { s in
        " source=\(f(s.frame.origin.x)),\(f(s.frame.origin.y)),\(f(s.frame.size.width))x\(f(s.frame.size.height))"
          + (s.cornerRadius != 0 ? " sourceCornerRadius=\(f(s.cornerRadius))" : "")
      } ?? "")
  }

  static func json(_ c: TransitionContext) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("direction", .string(c.direction.rawValue)),
      (
        "size",
        .object([("width", .number(c.containerSize.width)), ("height", .number(c.containerSize.height))])
      ),
      ("layoutDirection", .string(c.layoutDirection.rawValue)),
      ("orientation", .string(c.orientation.rawValue)),
      ("reduceMotion", .bool(c.reduceMotion)),
    ]
    if let source = c.source { members.append(("source", sourceJSON(source))) }
    return .object(members)
  }

  private static func sourceJSON(_ s: TransitionSource) -> JSONValue {
    .object([
      ("x", .number(s.frame.origin.x)), ("y", .number(s.frame.origin.y)),
      ("width", .number(s.frame.size.width)), ("height", .number(s.frame.size.height)),
      ("cornerRadius", .number(s.cornerRadius)),
    ])
  }

  static func json(_ layer: LayerState) -> JSONValue {
    func point(_ p: Point) -> JSONValue { .object([("x", .number(p.x)), ("y", .number(p.y))]) }
    let s = layer.shadow
    var members: [(String, JSONValue)] = [
      ("role", .string(layer.role.rawValue)),
      ("content", .string(layer.content.name)),
      ("position", point(layer.position)),
      ("size", .object([("width", .number(layer.size.width)), ("height", .number(layer.size.height))])),
      ("anchorPoint", point(layer.anchorPoint)),
      ("transform", .array(layer.transform.entries.map(JSONValue.number))),
      ("opacity", .number(layer.opacity)),
      ("cornerRadius", .number(layer.cornerRadius)),
      (
        "shadow",
        .object([
          ("color", .string(s.color.hexString)), ("opacity", .number(s.opacity)),
          ("radius", .number(s.radius)),
          ("offset", .object([("width", .number(s.offset.width)), ("height", .number(s.offset.height))])),
        ])
      ),
    ]
    if let size = layer.contentSize {
      let dimensions: [(String, JSONValue)] = [
        ("width", .number(size.width)), ("height", .number(size.height)),
      ]
      members.append(("contentSize", .object(dimensions)))
    }
    return .object(members)
  }

  private static func json(_ event: Event) -> JSONValue {
    var members: [(String, JSONValue)] = [("time", .number(event.time))]
    switch event.effect {
    case .appearance(let role, let callback):
      members += [
        ("effect", .string("appearance")), ("role", .string(role.rawValue)),
        ("callback", .string(callback.rawValue)),
      ]
    case .updateInteractiveTransition(let p):
      members += [("effect", .string("updateInteractiveTransition")), ("progress", .number(p))]
    case .completeTransition(let finished):
      members += [("effect", .string("completeTransition")), ("finished", .bool(finished))]
    case .diagnostic(let message):
      members += [("effect", .string("diagnostic")), ("message", .string(message))]
    case .finishInteractiveTransition, .cancelInteractiveTransition:
      members += [("effect", .string(event.effect.description))]
    }
    return .object(members)
  }
}
