import Passage

/// One replay of a gesture script on a transition's runner, in time order, ticking exactly when a
/// running animation ends: the finger's request to the app (a veto moves nothing), each touch
/// routed to the transition or the screen below (``TouchRouting``), each touch-down begun with the
/// recogniser the script names. Recordings — and so `passage inspect` and `render`, films and
/// snapshot assertions — and Core Animation plans all play scripts through it, so a plan is never
/// made from other touches than its scenes.
package struct GestureReplay {
  typealias Sample = TransitionRecording.Sample
  typealias Event = TransitionRecording.Event
  typealias DismissalRecord = TransitionRecording.DismissalRecord

  /// The runner, advanced by everything played so far.
  package private(set) var runner: TransitionRunner
  private let script: GestureScript
  private var pending: [(offset: Int, element: Double)]
  private(set) var samples: [(Int, Sample)] = []
  private(set) var events: [Event] = []
  /// When the transition completed, or the last scripted event when it did not.
  private(set) var endTime = 0.0
  /// The dismissal's event tracker (nil for a presentation) and the gesture's request.
  private var tracker: DismissalTracker?
  private var request: (reason: DismissalReason, allowed: Bool)?
  private(set) var dismissalEvents: [DismissalRecord] = []
  /// Whether the Core Animation runs are collected (``runs``).
  private let plansRuns: Bool
  /// Each run that plays by itself, as the UIKit glue hands it to Core Animation, in the order
  /// they start (collected only when asked for).
  package private(set) var runs: [CoreAnimationRun] = []
  private var playing = false

  /// A replay of `gesture` (a timed run from 0 when `nil`) on `transition` in `context`, sampled
  /// at `sampleTimes` (seconds), collecting Core Animation runs when `plansRuns`. A dismissal's
  /// gesture asks the app with `dismissalReason` (by default the one of the recogniser its first
  /// touch names) and moves nothing when `vetoed`.
  package init(
    _ transition: any PassageTransition, context: TransitionContext, gesture: GestureScript?,
    dismissalReason: DismissalReason? = nil, vetoed: Bool = false, sampleTimes: [Double] = [],
    plansRuns: Bool = false
  ) {
    let script = gesture ?? GestureScript(events: [.start(at: 0)])
    runner = TransitionRunner(transition, context: context)
    self.script = script
    if context.direction == .dismiss, gesture != nil {
      request = (dismissalReason ?? TransitionRecording.reason(of: script, runner: runner), !vetoed)
    }
    tracker = context.direction == .dismiss ? DismissalTracker() : nil
    self.plansRuns = plansRuns
    pending = sampleTimes.enumerated().sorted { $0.element < $1.element }.map { ($0.offset, $0.element) }
  }

  /// Plays the whole script, then the completion of the run it leaves.
  package mutating func play() {
    var vetoed = false
    var routing = TouchRouting(script)
    for (index, event) in script.events.enumerated() {
      let t = event.time
      if t.isFinite {
        takeSamples(before: t, including: false)
        advance(to: t)
      }
      if case .screenBelow(let reason) = routing.route(index, event, runner: runner) {
        if let reason { record([.diagnostic(reason)], at: t) }
        if t.isFinite { endTime = max(endTime, t) }
        continue
      }
      if case .begin = event, let (reason, allowed) = request {
        // The app is asked when the finger goes down; a veto leaves the transition idle.
        request = nil
        vetoed = !allowed
        let answer = tracker?.request(reason, allowed: allowed) ?? []
        dismissalEvents += answer.map { DismissalRecord(time: t, event: $0) }
      }
      if vetoed {
        if t.isFinite { endTime = max(endTime, t) }
        continue
      }
      if t.isFinite {
        takeSamples(before: t, including: false)
        advance(to: t)
      }
      if case .begin = event {
        record(runner.begin(at: t, by: routing.recognizer(at: index)), at: t.isFinite ? t : endTime)
      } else {
        record(runner.handle(event), at: t.isFinite ? t : endTime)
      }
      if t.isFinite { endTime = max(endTime, t) }
    }
    if let end = runner.driver.completionTime {
      takeSamples(before: end, including: false)
      record(runner.handle(.tick(at: end)), at: end)
      endTime = end
    }
    takeSamples(before: .infinity, including: true)
  }

  private mutating func record(_ effects: [InteractionEffect], at time: Double) {
    if plansRuns { noteRun() }
    events += effects.map { Event(time: time, effect: $0) }
    if tracker != nil, let heard = tracker?.record(effects) {
      dismissalEvents += heard.map { DismissalRecord(time: time, event: $0) }
    }
    if effects.contains(where: { if case .completeTransition = $0 { return true } else { return false } }) {
      endTime = time
    }
  }

  private mutating func advance(to time: Double) {
    if let end = runner.driver.completionTime, end <= time {
      record(runner.handle(.tick(at: end)), at: end)
    }
  }

  private mutating func takeSamples(before time: Double, including: Bool) {
    while let next = pending.first, next.element < time || (including && next.element == time) {
      pending.removeFirst()
      let t = next.element
      advance(to: t)
      let sample = Sample(
        time: t, progress: runner.progress(at: t), phase: runner.phase.name, scene: runner.scene(at: t))
      samples.append((next.offset, sample))
    }
  }

  /// Collects the run the runner plays now, once, when it starts playing by itself.
  private mutating func noteRun() {
    switch runner.phase.name {
    case .animating, .finishing, .cancelling:
      if !playing, let run = runner.coreAnimationRun() { runs.append(run) }
      playing = true
    default:
      playing = false
    }
  }
}
