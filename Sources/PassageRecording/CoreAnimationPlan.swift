import Passage

/// What Core Animation plays for a transition on a device: every run that plays by itself — the
/// timed presentation or dismissal, or the completion after each release of a scripted gesture —
/// as the UIKit glue hands it to the render server (``CoreAnimationRun``), for
/// `passage inspect --core-animation`.
package struct CoreAnimationPlan: Sendable {
  /// The transition's name.
  package var transitionName: String
  /// Where and which way it runs.
  package var context: TransitionContext
  /// The runs, in the order they start.
  package var runs: [CoreAnimationRun]

  /// The plan of `transition` in `context`, timed (no `gesture`) or driven by `gesture`, played
  /// as its recording plays it (``GestureReplay``); a vetoed dismissal moves nothing and plays
  /// nothing.
  package init(
    _ transition: any PassageTransition, context: TransitionContext, gesture: GestureScript? = nil,
    dismissalReason: DismissalReason? = nil, vetoed: Bool = false
  ) {
    transitionName = transition.name
    self.context = context
    var replay = GestureReplay(
      transition, context: context, gesture: gesture, dismissalReason: dismissalReason, vetoed: vetoed,
      plansRuns: true)
    replay.play()
    runs = replay.runs
  }
}

extension CoreAnimationPlan {
  /// The plan as readable text: a header, then each run (start, duration, reason), its layers'
  /// final model values bottom to top, and its animations with their key times and values.
  package var text: String {
    let f = NumberText.shortest
    var lines = [
      "transition: \(transitionName)",
      "context: \(TransitionRecording.describe(context))",
      "runs: \(runs.count)",
    ]
    for run in runs {
      lines.append("run start=\(f(run.start)) duration=\(f(run.duration)) reason=\(run.reason.rawValue)")
      for role in run.layerOrder {
        let values = run.final[role] ?? [:]
        let text = AnimatedKeyPath.allCases.compactMap { k in
          values[k].map { "\(k.rawValue)=\(Self.text($0))" }
        }
        lines.append("  final \(role.rawValue): " + text.joined(separator: " "))
      }
      for a in run.animations {
        lines.append(
          "  animation \(a.role.rawValue).\(a.keyPath.rawValue) keyframe linear beginTime=\(f(a.beginTime))"
            + " duration=\(f(a.duration)) keys=\(a.keyTimes.count)")
        for (time, value) in zip(a.keyTimes, a.values) {
          lines.append("    \(f(time)) \(Self.text(value))")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The plan as JSON: `{"transition", "context", "runs": [{"start", "duration", "reason",
  /// "final": {role: {keyPath: value}}, "animations": [{"role", "keyPath", "type": "keyframe",
  /// "beginTime", "duration", "values", "keyTimes", "timingFunctions": [], "calculationMode":
  /// "linear"}]}]}`. Times in seconds from the transition's start; a value is a number, `[x, y]`,
  /// `[w, h]`, the 16 transform numbers m11…m44, or a colour `[r, g, b, a]`.
  package var json: JSONValue {
    .object([
      ("transition", .string(transitionName)),
      ("context", TransitionRecording.json(context)),
      ("runs", .array(runs.map(Self.json))),
    ])
  }

  private static func json(_ run: CoreAnimationRun) -> JSONValue {
    .object([
      ("start", .number(run.start)),
      ("duration", .number(run.duration)),
      ("reason", .string(run.reason.rawValue)),
      (
        "final",
        .object(
          run.layerOrder.map { role in
            let values = run.final[role] ?? [:]
            return (
              role.rawValue,
              .object(AnimatedKeyPath.allCases.compactMap { k in values[k].map { (k.rawValue, json($0)) } })
            )
          })
      ),
      (
        "animations",
        .array(
          run.animations.map { a in
            .object([
              ("role", .string(a.role.rawValue)),
              ("keyPath", .string(a.keyPath.rawValue)),
              ("type", .string("keyframe")),
              ("beginTime", .number(a.beginTime)),
              ("duration", .number(a.duration)),
              ("values", .array(a.values.map(json))),
              ("keyTimes", .array(a.keyTimes.map(JSONValue.number))),
              ("timingFunctions", .array([])),
              ("calculationMode", .string("linear")),
            ])
          })
      ),
    ])
  }

  private static func numbers(_ value: AnimatedValue) -> [Double] {
    switch value {
    case .number(let n): return [n]
    case .point(let p): return [p.x, p.y]
    case .size(let s): return [s.width, s.height]
    case .transform(let t): return t.entries
    case .color(let c): return [c.red, c.green, c.blue, c.alpha]
    }
  }

  private static func json(_ value: AnimatedValue) -> JSONValue {
    if case .number(let n) = value { return .number(n) }
    return .array(numbers(value).map(JSONValue.number))
  }

  private static func text(_ value: AnimatedValue) -> String {
    if case .number(let n) = value { return NumberText.shortest(n) }
    return "[" + numbers(value).map(NumberText.shortest).joined(separator: " ") + "]"
  }
}
