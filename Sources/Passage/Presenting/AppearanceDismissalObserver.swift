/// How the SwiftUI modifiers' container learns of its own dismissal, whoever starts it, from the
/// appearance callbacks UIKit sends it (UIViewController.h: `isBeingDismissed` is true inside
/// `viewWillDisappear:` and `viewDidDisappear:` during a dismissal; a cancelled interactive
/// dismissal is followed by `viewWillAppear:`/`viewDidAppear:`). The container only forwards its
/// callbacks here and reports what comes back.
package struct AppearanceDismissalObserver: Sendable, Hashable {
  /// A step of a dismissal, as the appearance callbacks tell it.
  package enum Phase: Sendable, Hashable {
    /// `viewWillDisappear:` while being dismissed.
    case dismissalWillBegin
    /// `viewDidAppear:` after a dismissal began: it was cancelled.
    case dismissalCancelled
    /// `viewDidDisappear:` while being dismissed.
    case dismissalDidEnd

    /// The ``PresentationMachine`` event of this step for presentation `serial`.
    package func event<ID: Hashable>(serial: Int) -> PresentationMachine<ID>.Event {
      switch self {
      case .dismissalWillBegin: return .dismissalWillBegin(serial: serial)
      case .dismissalCancelled: return .dismissalCancelled(serial: serial)
      case .dismissalDidEnd: return .dismissalDidEnd(serial: serial)
      }
    }
  }

  /// Whether a dismissal has begun and neither ended nor been cancelled.
  package private(set) var isDismissing = false

  /// Nothing observed yet.
  package init() {}

  /// `viewWillDisappear:`; `isBeingDismissed` read then.
  package mutating func viewWillDisappear(isBeingDismissed: Bool) -> Phase? {
    guard isBeingDismissed else { return nil }
    isDismissing = true
    return .dismissalWillBegin
  }

  /// `viewDidAppear:`: after a dismissal began, it was cancelled.
  package mutating func viewDidAppear() -> Phase? {
    guard isDismissing else { return nil }
    isDismissing = false
    return .dismissalCancelled
  }

  /// `viewDidDisappear:`; `isBeingDismissed` read then.
  package mutating func viewDidDisappear(isBeingDismissed: Bool) -> Phase? {
    guard isBeingDismissed else { return nil }
    isDismissing = false
    return .dismissalDidEnd
  }
}
