import Passage
import PassageRecording

/// The options shared by `inspect` and `render`: which transition, in which context, driven how,
/// sampled when.
struct TransitionOptions {
  var transition: any PassageTransition
  var context: TransitionContext
  var gesture: GestureScript?
  var times: [Double]?
  var sampleCount: Int
  var dismissalReason: DismissalReason?
  var vetoed: Bool

  static let usage = """
    TRANSITION is recede, push or fade.
      --dismiss                 the dismissal (pop) instead of the presentation (push)
      --variant reference       the reference article's timing (push: UIKit spring 0.75 s, ζ 0.9, v 1)
      --size WxH                container size in points (default 390x844)
      --rtl                     right-to-left layout
      --reduce-motion           the user prefers reduced motion (everything cross-fades)
      --orientation O           portrait | landscapeLeft | landscapeRight | portraitUpsideDown (iOS 7 mapping)
      --at SECONDS              a sample time (repeatable)
      --samples N               N samples over the whole run, completion included (default 11)
      --gesture SCRIPT          drive the dismissal with a finger, e.g. "begin 0; move 0.1 60; end 0.2 500"
                                (events: begin T | move T D | end T V | cancel T; implies --dismiss)
      --full-width              the scripted gesture is a full-width swipe (its dismissal reason)
      --veto                    the app vetoes the scripted dismissal (nothing moves)
    """

  /// Consumes the shared options from `args`, leaving the positional transition name to `name`.
  init(_ args: inout Arguments, name: String, defaultSamples: Int = 11) throws(CLIError) {
    let reference: Bool
    switch try args.value("--variant") {
    case nil: reference = false
    case "reference": reference = true
    case let other?: throw .usage("unknown variant '\(other)'; the only variant is 'reference'")
    }
    guard let transition = Catalog.transition(named: name, reference: reference) else {
      throw .usage("unknown transition '\(name)'; expected recede, push or fade (see 'passage list')")
    }
    self.transition = transition
    var context = TransitionContext()
    if let size = try args.value("--size") { context.containerSize = try TransitionOptions.parseSize(size) }
    context.layoutDirection = args.flag("--rtl") ? .rightToLeft : .leftToRight
    context.reduceMotion = args.flag("--reduce-motion")
    if let orientation = try args.value("--orientation") {
      guard let o = ContainerOrientation(rawValue: orientation) else {
        throw .usage(
          "unknown orientation '\(orientation)'; expected portrait, landscapeLeft, landscapeRight or portraitUpsideDown"
        )
      }
      context.orientation = o
    }
    let dismiss = args.flag("--dismiss")
    dismissalReason = args.flag("--full-width") ? .fullWidthSwipe : nil
    vetoed = args.flag("--veto")
    if let script = try args.value("--gesture") {
      do {
        gesture = try GestureScript(parsing: script)
      } catch {
        throw .usage(error.description)
      }
    } else {
      gesture = nil
    }
    context.direction = dismiss || gesture != nil ? .dismiss : .present
    self.context = context
    let at = try args.values("--at").map { (t: String) throws(CLIError) in
      try parseNumber(t, option: "--at", in: 0...3600)
    }
    let samples = try args.value("--samples").map { (n: String) throws(CLIError) in
      try parseCount(n, option: "--samples", max: 10_000)
    }
    guard at.isEmpty || samples == nil else { throw .usage("use either --at or --samples, not both") }
    times = at.isEmpty ? nil : at
    sampleCount = samples ?? defaultSamples
  }

  /// Parses `WxH` in points: both finite, from 1 to 10 000.
  static func parseSize(_ text: String) throws(CLIError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
      (1...10_000).contains(w), (1...10_000).contains(h)
    else {
      throw .usage("--size expects WxH in points, each from 1 to 10000 (e.g. 390x844), got '\(text)'")
    }
    return Size(width: w, height: h)
  }

  /// The recording these options describe.
  func record() -> TransitionRecording {
    TransitionRecording(
      transition, context: context, gesture: gesture, times: times, sampleCount: sampleCount,
      dismissalReason: dismissalReason, vetoed: vetoed)
  }
}
