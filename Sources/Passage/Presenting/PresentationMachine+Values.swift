extension PresentationMachine {
  /// One presentation: the binding's value it shows and its serial number (1, 2, … per machine).
  package struct Shown: Hashable {
    /// The binding's value (an item's `id`, or `true`).
    package let id: ID
    /// Identifies this presentation in events; never reused.
    package let serial: Int

    /// Creates the record of presentation `serial` showing `id`.
    package init(id: ID, serial: Int) {
      self.id = id
      self.serial = serial
    }
  }

  /// Where the presentation stands.
  package enum State: Hashable {
    /// Nothing presented, no transition running.
    case idle
    /// The presentation transition of `Shown` runs (UIKit's `present` has not completed).
    case presenting(Shown)
    /// `Shown` is on screen, at rest (an interactive dismissal may begin).
    case presented(Shown)
    /// A dismissal of `Shown` runs; `byBinding` when this machine started it (the binding was set
    /// to `nil`/`false` or to another value), false when the user or the content did.
    case dismissing(Shown, byBinding: Bool)

    /// Whether a presentation or dismissal transition runs.
    package var isTransitioning: Bool {
      switch self {
      case .presenting, .dismissing: return true
      case .idle, .presented: return false
      }
    }
  }

  /// What happened: the binding's new value, or UIKit's report about presentation `serial`.
  package enum Event: Hashable {
    /// SwiftUI updated the view: the binding's value now (`nil` for `false`).
    case bindingChanged(ID?)
    /// UIKit completed the presentation (`present(_:animated:completion:)`'s completion).
    case presentationDidEnd(serial: Int)
    /// UIKit did not present (the presenter was already presenting, or not in a window).
    case presentationRefused(serial: Int)
    /// A dismissal gesture caught the presentation and sent the page back before it landed
    /// (UIPresentationController.h: `presentationTransitionDidEnd:` with NO). The user dismissed
    /// it: like the end of a dismissal the user made.
    case presentationCancelled(serial: Int)
    /// A dismissal will begin (the presented controller's `viewWillDisappear` while
    /// `isBeingDismissed`): by a gesture, Done, escape, the content's dismiss action, or this
    /// machine's own ``Effect/dismiss(serial:)``.
    case dismissalWillBegin(serial: Int)
    /// An interactive dismissal was cancelled: the screen stays.
    case dismissalCancelled(serial: Int)
    /// The presented controller is gone (`viewDidDisappear` while `isBeingDismissed`).
    case dismissalDidEnd(serial: Int)
  }

  /// What the host must do.
  package enum Effect: Hashable {
    /// Present the content for `id` with the transition, as presentation `serial`.
    case present(ID, serial: Int)
    /// The same, once UIKit has finished the transition that just ended: on a later turn of the
    /// main run loop, and only if `serial` is still the presentation on its way. Asked for from
    /// UIKit's own completion callbacks (`viewDidDisappear(_:)` of the dismissed content,
    /// `presentationTransitionDidEnd(_:)` of a cancelled presentation), where UIKit may still
    /// count the presenter as busy and refuse a presentation.
    case presentAfterTransition(ID, serial: Int)
    /// Dismiss presentation `serial` with the transition.
    case dismiss(serial: Int)
    /// Write `nil` (or `false`) to the binding.
    case clearBinding
    /// Call the `onDismiss` closure.
    case runOnDismiss
    /// The event changed nothing: it names another presentation, or makes no sense in `State`
    /// (e.g. a second `dismissalDidEnd`). For logs and tests.
    case rejected(Event, in: State)
  }
}

// Sendable when the binding's value is (an item's `id` need not be: SwiftUI's `.sheet(item:)` does
// not ask it to be).
extension PresentationMachine.Shown: Sendable where ID: Sendable {}
extension PresentationMachine.State: Sendable where ID: Sendable {}
extension PresentationMachine.Event: Sendable where ID: Sendable {}
extension PresentationMachine.Effect: Sendable where ID: Sendable {}
