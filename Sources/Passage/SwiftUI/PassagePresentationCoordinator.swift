#if os(iOS)
  import SwiftUI
  import UIKit

  /// Feeds a ``PresentationMachine`` with SwiftUI's updates and UIKit's reports, and performs
  /// its effects with UIKit. Every decision is the machine's; this class only translates.
  @MainActor
  final class PassagePresentationCoordinator<ID: Hashable, Content: View>: PresentationHost {
    private var machine = PresentationMachine<ID>()
    private var request: PassagePresentationRequest<ID, Content>
    private var transition: any PassageTransition
    private var layoutDirection: TransitionContext.LayoutDirection = .leftToRight
    private var shown: (serial: Int, id: ID, controller: PassagePresentedController)?
    /// True while SwiftUI is updating the view: a binding written then is written a moment later.
    private var isUpdating = false
    /// The last event the machine rejected, kept for debugging (UIKit reported something that
    /// does not fit the presentation's state).
    private(set) var lastRejection: String?
    weak var anchor: PassageAnchorViewController?
    /// Where the presentations' progress is published, for both screens' environment.
    private let feed: PassageProgressFeed

    init(request: PassagePresentationRequest<ID, Content>, feed: PassageProgressFeed) {
      self.request = request
      self.feed = feed
      transition = request.transition
    }

    /// A SwiftUI update: the binding's value and the environment now.
    func update(
      _ request: PassagePresentationRequest<ID, Content>, reduceMotion: Bool,
      layoutDirection: TransitionContext.LayoutDirection
    ) {
      isUpdating = true
      defer { isUpdating = false }
      self.request = request
      self.layoutDirection = layoutDirection
      transition = EnvironmentAdaptedTransition(
        request.transition, reduceMotion: reduceMotion, layoutDirection: layoutDirection)
      if let shown, let content = request.content(shown.id) {
        // Same id: new content in place.
        if let presented = content as? any PassagePresentedContent {
          presented.update(shown.controller.presentedChild)
        } else {
          shown.controller.update(rootView: hosted(content))
        }
      }
      // Until the anchor is in a window there is nothing to present from; viewDidAppear resends.
      guard anchor?.presenter != nil else { return }
      send(.bindingChanged(request.value))
    }

    /// The anchor entered a window: apply a value set before.
    func anchorDidAppear() { send(.bindingChanged(request.value)) }

    /// The modified view left the hierarchy: dismiss, as SwiftUI does for its sheets.
    func anchorWillGo() { send(.bindingChanged(nil)) }

    private func send(_ event: PresentationMachine<ID>.Event) { perform(machine.handle(event)) }

    // MARK: PresentationHost

    func present(_ id: ID, serial: Int) {
      guard let presenter = anchor?.presenter, let content = request.content(id) else {
        send(.presentationRefused(serial: serial))
        return
      }
      let child =
        (content as? any PassagePresentedContent)?.makePresentedChild()
        ?? PassagePresentedChild(controller: UIHostingController(rootView: hosted(content)), owned: nil)
      // The controller keeps this coordinator alive until its dismissal has ended (then `shown`
      // lets go of it), so onDismiss runs even if SwiftUI has dismantled the anchor meanwhile.
      let controller = PassagePresentedController(child: child, layoutDirection: layoutDirection) { phase in
        self.presentedControllerDid(phase, serial: serial)
      }
      // What present(_:transition:allowsFullWidthSwipe:dismissalHandlers:animated:completion:)
      // does; the presentation controller keeps the delegate alive from here on.
      let delegate = PassageTransitioningDelegate(transition: transition)
      var handlers = request.dismissalHandlers
      let appEvents = handlers.onEvent
      handlers.onEvent = { [weak self] event in
        appEvents?(event)
        self?.dismissalEvent(event, serial: serial)
      }
      delegate.dismissalHandlers = handlers
      delegate.onProgress = { [weak feed] in feed?.progress = $0 }
      delegate.prepare(controller)
      presenter.present(controller, animated: true) { [weak self] in
        self?.send(.presentationDidEnd(serial: serial))
      }
      // UIKit sets presentingViewController at once, or refuses (and never calls the completion).
      guard controller.presentingViewController != nil else {
        send(.presentationRefused(serial: serial))
        return
      }
      shown = (serial, id, controller)
    }

    /// On the main actor's next turn, when UIKit has finished the transition whose callbacks
    /// asked for this; skipped if the machine has moved on (the binding changed meanwhile).
    func presentAfterTransition(_ id: ID, serial: Int) {
      Task { @MainActor [weak self] in
        guard let self, case .presenting(let page) = self.machine.state, page.serial == serial else { return }
        self.present(id, serial: serial)
      }
    }

    func dismiss(serial: Int) {
      guard let shown, shown.serial == serial else { return }
      // Dismissing from the presenter removes anything the content presented on top, too.
      guard let presenter = shown.controller.presentingViewController else {
        // Nothing is on screen any more: there is no dismissal for UIKit to report.
        self.shown = nil
        return send(.dismissalDidEnd(serial: serial))
      }
      presenter.dismiss(animated: true)
    }

    func clearBinding() {
      // Writing state while SwiftUI updates a view is undefined behaviour in SwiftUI; this only
      // happens when UIKit refuses a presentation during an update.
      guard isUpdating else { return request.clearBinding() }
      let clear = request.clearBinding
      Task { @MainActor in clear() }
    }

    func runOnDismiss() { request.onDismiss?() }

    func reportRejected(_ event: PresentationMachine<ID>.Event, in state: PresentationMachine<ID>.State) {
      lastRejection = "\(event) in \(state)"
    }

    // MARK: Helpers

    /// A dismissal gesture that caught the presentation and sent the page back finishes a
    /// dismissal while the machine still has the page presenting (UIKit reports no dismissal
    /// for it: `isBeingDismissed` stays false); every other event is the appearance
    /// callbacks' to report.
    private func dismissalEvent(_ event: DismissalEvent, serial: Int) {
      guard let machineEvent = machine.event(for: event, serial: serial) else { return }
      if shown?.serial == serial { shown = nil }
      send(machineEvent)
    }

    private func presentedControllerDid(_ phase: AppearanceDismissalObserver.Phase, serial: Int) {
      if phase == .dismissalDidEnd, shown?.serial == serial { shown = nil }
      send(phase.event(serial: serial))
    }

    private func hosted(_ content: Content) -> AnyView {
      AnyView(
        PassageProgressProvider(
          feed: feed,
          content:
            content
            .environment(\.passageDismiss, PassageDismissAction { [weak self] in self?.dismissFromContent() })
            .environment(\.layoutDirection, layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)))
    }

    /// The content's own dismiss action: a user dismissal like the gesture's, so it writes the
    /// binding back when UIKit reports it.
    private func dismissFromContent() {
      shown?.controller.presentingViewController?.dismiss(animated: true)
    }
  }
#endif
