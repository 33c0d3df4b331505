/// What a ``PresentationMachine`` asks of the front end that presents: the SwiftUI layer on iOS, a
/// recording host in tests.
@MainActor
package protocol PresentationHost<ID>: AnyObject {
  /// The binding's value type.
  associatedtype ID: Hashable
  /// Present the content for `id` with the transition; report `presentationDidEnd(serial:)` or
  /// `presentationRefused(serial:)` back.
  func present(_ id: ID, serial: Int)
  /// Present the content for `id` on a later turn of the main run loop, if `serial` is still the
  /// presentation on its way then (``PresentationMachine/Effect/presentAfterTransition(_:serial:)``).
  func presentAfterTransition(_ id: ID, serial: Int)
  /// Dismiss presentation `serial` with the transition; its end is reported like any dismissal's.
  func dismiss(serial: Int)
  /// Write `nil`/`false` to the binding.
  func clearBinding()
  /// Call the `onDismiss` closure.
  func runOnDismiss()
  /// An event that changed nothing (see ``PresentationMachine/Effect/rejected(_:in:)``).
  func reportRejected(_ event: PresentationMachine<ID>.Event, in state: PresentationMachine<ID>.State)
}

extension PresentationHost {
  /// Performs `effects` (what ``PresentationMachine/handle(_:)`` returned), in order.
  ///
  /// Kept apart from `handle` so that the machine is not being mutated while the host works:
  /// a host may report back synchronously (UIKit can refuse a presentation at once).
  ///
  /// ```swift
  /// perform(machine.handle(.bindingChanged(item?.id)))
  /// ```
  package func perform(_ effects: [PresentationMachine<ID>.Effect]) {
    for effect in effects {
      switch effect {
      case .present(let id, let serial): present(id, serial: serial)
      case .presentAfterTransition(let id, let serial): presentAfterTransition(id, serial: serial)
      case .dismiss(let serial): dismiss(serial: serial)
      case .clearBinding: clearBinding()
      case .runOnDismiss: runOnDismiss()
      case .rejected(let event, let state): reportRejected(event, in: state)
      }
    }
  }
}
