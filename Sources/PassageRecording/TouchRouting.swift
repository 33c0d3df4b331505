import Passage

/// Which of a script's events reach the transition, as a device would route the touches: a
/// touch whose recogniser the transition does not offer, or that goes down while a run plays
/// whose page is on its way out (``TransitionRunner/acceptsTouches(during:)``),
/// reaches the screen below instead, with every event until it lifts.
///
/// Recordings and Core Animation plans route through it, so both play the same events.
struct TouchRouting {
  /// Where an event goes.
  enum Route: Equatable {
    /// To the transition's runner.
    case transition
    /// Not to the transition (to the screen below, or the page's own content); `reason` says why
    /// and where, on the event that put the touch there.
    case screenBelow(reason: String?)
  }

  private let touches: [Int: GestureScript.Touch]
  private var elsewhere = false

  init(_ script: GestureScript) {
    touches = Dictionary(uniqueKeysWithValues: script.touches.map { ($0.eventIndex, $0) })
  }

  /// The recogniser the script names for the touch that goes down at event `index`, if any.
  func recognizer(at index: Int) -> InteractiveGesture.Recognizer? { touches[index]?.recognizer }

  /// Where the event at `index` goes, given `runner` advanced to the event's time (a run that
  /// landed before it completed).
  mutating func route(_ index: Int, _ event: InteractionEvent, runner: TransitionRunner) -> Route {
    if let touch = touches[index] {
      elsewhere = false
      if let named = touch.recognizer, !(runner.gesture?.recognizers ?? []).contains(named) {
        elsewhere = true
        return .screenBelow(
          reason:
            "\(touch.item) at \(NumberText.shortest(event.time)) s: \(runner.transitionName) has no \(named.rawValue) gesture; the touch reaches the screen below"
        )
      }
      switch runner.phase.name {
      case .animating, .finishing, .cancelling:
        let touchable = runner.acceptsTouchesNow
        if !touchable {
          elsewhere = true
          let why =
            runner.context.direction == .present
            ? "the page flies on under a touch, which reaches its content"
            : "the page is on its way out; the touch reaches the screen below"
          return .screenBelow(reason: "\(touch.item) at \(NumberText.shortest(event.time)) s: \(why)")
        }
      default: break
      }
      return .transition
    }
    guard elsewhere else { return .transition }
    switch event {
    case .end, .release, .cancel: elsewhere = false
    default: break
    }
    return .screenBelow(reason: nil)
  }
}
