/// The decisions behind a presentation driven by a binding — SwiftUI's
/// `.passage(isPresented:transition:onDismiss:content:)` and `.passage(item:transition:onDismiss:content:)`
/// — as a value: fed with what the binding says and what UIKit reports, it returns what the host
/// must do, in order. It never reads a clock, a view or a controller, so every case is tested on
/// Linux.
///
/// ```swift
/// var machine = PresentationMachine<String>()
/// machine.handle(.bindingChanged("a"))                 // [.present("a", serial: 1)]
/// machine.handle(.presentationDidEnd(serial: 1))       // []
/// machine.handle(.dismissalWillBegin(serial: 1))       // [] (the user pulls the page down)
/// machine.handle(.dismissalDidEnd(serial: 1))          // [.clearBinding, .runOnDismiss]
/// ```
///
/// Rules:
/// - **The binding is the truth whenever no transition runs.** Set to a value while nothing is
///   shown, it presents; set to `nil`/`false`, or to another value, while something is shown, it
///   dismisses with the transition (then presents the new value).
/// - **Binding changes during a transition are coalesced**: a running presentation or dismissal —
///   timed, or driven by a finger — is never reversed or interrupted; the binding's *latest* value
///   is remembered and applied when it ends; intermediate values are dropped (nil → B → C while
///   A presents: A, then C). UIKit cannot retarget a running presentation, and replaying every
///   intermediate value would flash screens the user never asked to see.
/// - **A dismissal the user makes** (gesture, Done, the accessibility escape, the content's own
///   dismiss action, a gesture that catches the presentation and sends the page back) writes the binding back to `nil`/`false` — unless the binding has meanwhile
///   been given another value, which is then presented.
/// - **`onDismiss` runs exactly once per presentation**, after its dismissal ended and after the
///   binding was written back; never for a presentation UIKit refused.
/// - **Events are tied to a presentation** by its `serial`; an event for another presentation, or
///   one that makes no sense in the current state, changes nothing and is reported as
///   ``Effect/rejected(_:in:)``, never silently dropped.
///
/// - Complexity: O(1) per event.
package struct PresentationMachine<ID: Hashable> {
  /// What is on screen, or on its way.
  package private(set) var state: State = .idle
  /// The binding's latest value (the target that transitions converge on).
  package private(set) var requested: ID?
  private var lastSerial = 0

  /// Creates an idle machine (nothing presented, binding `nil`/`false`).
  package init() {}

  /// Handles one event; returns the effects for the host, in order.
  @discardableResult
  package mutating func handle(_ event: Event) -> [Effect] {
    switch (event, state) {
    case (.bindingChanged(let value), _):
      requested = value
      return state.isTransitioning ? [] : reconcile()

    case (.presentationDidEnd(let serial), .presenting(let shown)) where shown.serial == serial:
      state = .presented(shown)
      return reconcile()

    case (.presentationRefused(let serial), .presenting(let shown)) where shown.serial == serial:
      // Nothing was shown: no onDismiss; the binding must not keep claiming a presentation, and
      // presenting again at once would fail the same way.
      state = .idle
      requested = nil
      return [.clearBinding]

    case (.presentationCancelled(let serial), .presenting(let shown)) where shown.serial == serial,
      (.presentationCancelled(let serial), .presented(let shown)) where shown.serial == serial:
      return ended(shown, byBinding: false)

    case (.dismissalWillBegin(let serial), .presented(let shown)) where shown.serial == serial:
      state = .dismissing(shown, byBinding: false)
      return []

    case (.dismissalWillBegin(let serial), .dismissing(let shown, _)) where shown.serial == serial:
      return []  // UIKit's report of the dismissal this machine asked for

    case (.dismissalCancelled(let serial), .dismissing(let shown, _)) where shown.serial == serial:
      state = .presented(shown)
      return reconcile()

    case (.dismissalDidEnd(let serial), .dismissing(let shown, let byBinding)) where shown.serial == serial:
      return ended(shown, byBinding: byBinding)

    case (.dismissalDidEnd(let serial), .presented(let shown)) where shown.serial == serial:
      return ended(shown, byBinding: false)  // no will-begin report came first: the user's

    default:
      return [.rejected(event, in: state)]
    }
  }

  /// Starts the transition that brings the screen to ``requested``, if none runs.
  private mutating func reconcile() -> [Effect] {
    switch state {
    case .idle:
      guard let requested else { return [] }
      lastSerial += 1
      state = .presenting(Shown(id: requested, serial: lastSerial))
      return [.present(requested, serial: lastSerial)]
    case .presented(let shown):
      guard requested != shown.id else { return [] }
      state = .dismissing(shown, byBinding: true)
      return [.dismiss(serial: shown.serial)]
    case .presenting, .dismissing:
      return []
    }
  }

  private mutating func ended(_ shown: Shown, byBinding: Bool) -> [Effect] {
    state = .idle
    var effects: [Effect] = []
    if !byBinding && requested == shown.id {
      requested = nil
      effects.append(.clearBinding)
    }
    effects.append(.runOnDismiss)
    // A transition's end is reported from inside UIKit's completion callbacks: the next
    // presentation waits for UIKit to finish that transition.
    return effects
      + reconcile().map {
        if case .present(let id, let serial) = $0 { .presentAfterTransition(id, serial: serial) } else { $0 }
      }
  }
}

// Sendable when the binding's value is (declared here: a struct's Sendable conformance must be in
// its own file).
extension PresentationMachine: Sendable where ID: Sendable {}
