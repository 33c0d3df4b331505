#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit
  import os

  /// Pushes and pops in a `UINavigationController` with a Passage transition, the interactive pop
  /// from the leading edge (and, opt-in, from anywhere), and the pop's ``DismissalEvent``s —
  /// for every page, or page by page.
  ///
  /// Navigation controllers hold their delegate weakly: keep this object alive as long as the
  /// navigation controller (e.g. in a property of its owner). The app's own delegate keeps
  /// working: ``attach(to:)`` remembers it and forwards every message Passage does not answer,
  /// and a page without a Passage transition is the app's delegate's to animate (or UIKit's).
  ///
  /// ```swift
  /// let navigationDelegate = PassageNavigationDelegate(transition: .push)
  /// navigationDelegate.allowsFullWidthSwipe = true
  /// navigationDelegate.attach(to: navigationController)   // after setting your own delegate
  /// ```
  ///
  /// Page by page, the other pages keeping UIKit's push, pop and back swipe:
  ///
  /// ```swift
  /// let navigationDelegate = PassageNavigationDelegate { page in
  ///   page is ArticleViewController ? .push : nil
  /// }
  /// ```
  @MainActor
  public final class PassageNavigationDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    /// The transition of each page, asked with the page pushed or popped.
    private let transitions: @MainActor (UIViewController) -> (any PassageTransition)?
    /// The names of the transitions already reported as unable to run here.
    private var faultedTransitions: Set<String> = []
    /// Whether a horizontal pan anywhere pops too (yielding to horizontal scroll views and
    /// controls that track drags). Default `false`; set before ``attach(to:)``.
    public var allowsFullWidthSwipe = false
    /// The veto and the events of the pops Passage runs (see ``PassageDismissalHandlers``); the
    /// pops of a page without a Passage transition are the system's and tell nothing here.
    public var dismissalHandlers = PassageDismissalHandlers()
    /// Told where each push and pop is (``PassageTransitionProgress``, the pushed screen's
    /// progress): at every display frame and every move of the finger, then once at rest. On
    /// the main thread, inside the frame's work. `nil` by default.
    public var onProgress: ((PassageTransitionProgress) -> Void)?
    /// The navigation controller's previous delegate, to which unanswered messages go.
    ///
    /// Written only on the main actor; read also by `responds(to:)` and `forwardingTarget(for:)`,
    /// which NSObject declares nonisolated and UIKit calls on the main thread.
    public nonisolated(unsafe) private(set) weak var forwardedDelegate: (any UINavigationControllerDelegate)?
    private weak var navigationController: UINavigationController?
    /// From a swipe to the animator of the transition in progress (UIKit may make a pop's during
    /// `popViewController(animated:)` or a run-loop turn later).
    private var route = GestureRoute<TransitionAnimator>()
    private var animator: TransitionAnimator? { route.target }
    private weak var poppedTo: UIViewController?
    private var popStartedByGesture = false
    /// Passage's pop recognisers, each with the gesture it drives; each begins only on a page
    /// whose transition's gesture it is (``DismissalRecognizerPlan``).
    private var recognizers: [(recognizer: UIPanGestureRecognizer, kind: GestureSituation.Kind)] = []
    /// The page the Passage run in progress moves (the one pushed or popped).
    private weak var movingPage: UIViewController?
    /// The scroll view a pull-down holds at its top while the page moves.
    private weak var heldScrollView: UIScrollView?
    private var systemRecognizers: [(recognizer: UIGestureRecognizer, wasEnabled: Bool)] = []
    /// The animator the app's delegate (or nobody) gave for a page without a Passage transition.
    private weak var forwardedAnimator: (any UIViewControllerAnimatedTransitioning)?
    private var tracker = DismissalTracker()
    /// The pan now driving (a vetoed one drives nothing: the navigation controller owns its pages).
    private var tracking = PanTracking(resistsVetoes: false)
    /// Where each pop recogniser's finger touched down, so that its translation counts from there.
    private var touchDowns: [ObjectIdentifier: TouchDownTranslation] = [:]

    /// Creates a delegate that pushes and pops every page with `transition`. A transition whose
    /// page changes size in flight (a zoom) cannot run here: a navigation controller lays its
    /// pushed view out at that size, under its bars, on every frame. A zoom is flagged when
    /// compiling (a deprecation warning naming the reason); one that arrives as
    /// `any PassageTransition` leaves the pushes and pops to UIKit's own animation, with a fault
    /// in the log (``TransitionRunner/runsInNavigation(_:)``).
    public convenience init(transition: some PassageTransition) {
      self.init(anyTransition: transition)
    }

    /// Creates a delegate that asks `transitions` for each page's transition: with the page
    /// pushed, for a push, and with the page popped, for a pop (a page leaves the way it came).
    /// A page for which it returns `nil` — or a transition that cannot run here, such as a zoom
    /// (with a fault in the log) — is left to the app's delegate and otherwise to UIKit: its
    /// push, its pop and its back swipe are the system's. The answer for the page on top also
    /// decides whose back swipe is live, so it should not change while the page is shown.
    public init(transitions: @escaping @MainActor (UIViewController) -> (any PassageTransition)?) {
      self.transitions = transitions
      super.init()
    }

    /// A zoom cannot run in a navigation controller: UIKit's own push and pop play instead.
    @available(
      *, deprecated,
      message:
        "a zoom cannot run in a navigation controller, which lays its pushed view out under its bars on every frame; present it with present(_:transition:)"
    )
    public convenience init(transition: Zoom) { self.init(anyTransition: transition) }

    /// A zoom cannot run in a navigation controller: UIKit's own push and pop play instead.
    @available(
      *, deprecated,
      message:
        "a zoom cannot run in a navigation controller, which lays its pushed view out under its bars on every frame; present it with present(_:transition:)"
    )
    public convenience init(transition: ZoomFromSource) { self.init(anyTransition: transition) }

    private convenience init(anyTransition: any PassageTransition) {
      self.init(transitions: { _ in anyTransition })
    }

    /// The transition Passage runs for `page` when it is pushed or popped; `nil` when its pushes
    /// and pops are the app's delegate's or UIKit's.
    public func transition(for page: UIViewController) -> (any PassageTransition)? {
      guard let transition = transitions(page) else { return nil }
      guard TransitionRunner.runsInNavigation(transition) else {
        if faultedTransitions.insert(transition.name).inserted {
          Logger(subsystem: "Passage", category: "navigation").fault(
            "\(transition.name, privacy: .public) cannot run in a navigation controller (its page changes size in flight); UIKit's own push and pop play instead"
          )
        }
        return nil
      }
      return transition
    }

    /// Becomes `navigationController`'s delegate (remembering the app's, to forward to it),
    /// installs Passage's pop recognisers, and keeps the system's disabled while a page with a
    /// Passage transition is on top (they would pop it with UIKit's animation).
    public func attach(to navigationController: UINavigationController) {
      detach()
      self.navigationController = navigationController
      if navigationController.delegate !== self { forwardedDelegate = navigationController.delegate }
      // UIKit caches which optional methods its delegate answers when it is set; setting it after
      // `forwardedDelegate` makes `responds(to:)` include the app's.
      navigationController.delegate = self
      // The system's pop recognisers belong to the navigation controller's view
      // (UINavigationController.h): load it first, so that they exist when they are disabled.
      navigationController.loadViewIfNeeded()
      systemRecognizers = NavigationPopRecognizers.of(navigationController).map { ($0, $0.isEnabled) }
      giveBackSwipe(toOwnerOf: navigationController.topViewController)
      let edgePan = UIScreenEdgePanGestureRecognizer()
      edgePan.edges = [.left, .right]  // the leading one is read when the pan begins
      // The back swipe of a Push page, the pull-down of a Recede or Fade page.
      recognizers = [(edgePan, .leadingEdge), (UIPanGestureRecognizer(), .pullDown)]
      if allowsFullWidthSwipe { recognizers.append((UIPanGestureRecognizer(), .fullWidth)) }
      for (recognizer, _) in recognizers {
        recognizer.maximumNumberOfTouches = 1  // one finger, as the system's back swipe
        ActionTarget.add(to: recognizer) { [weak self] in
          if let pan = $0 as? UIPanGestureRecognizer { self?.handle(pan) }
        }
        recognizer.delegate = self
        navigationController.view.addGestureRecognizer(recognizer)
      }
    }

    /// Gives the navigation controller back: the app's delegate again, the system recognisers as
    /// they were, Passage's removed. Nothing happens when not attached.
    public func detach() {
      guard let navigationController else { return }
      for (recognizer, _) in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
      for (recognizer, wasEnabled) in systemRecognizers { recognizer.isEnabled = wasEnabled }
      if navigationController.delegate === self { navigationController.delegate = forwardedDelegate }
      recognizers = []
      systemRecognizers = []
      forwardedDelegate = nil
      self.navigationController = nil
    }

    // MARK: Forwarding (objc/NSObject.h: -respondsToSelector:, -forwardingTargetForSelector:)

    /// Passage's own methods, and every method the app's delegate answers.
    public override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (forwardedDelegate?.responds(to: aSelector) ?? false)
    }

    /// Messages Passage does not answer go to the app's delegate (otherwise `nil`, NSObject's own
    /// answer: the message is then not forwarded).
    public override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardedDelegate, forwardedDelegate.responds(to: aSelector) { return forwardedDelegate }
      return nil
    }

    /// The system's pop recognisers enabled (as they were when attached) only while `top` is not
    /// a page with a Passage transition; Passage's begin only on such a page.
    private func giveBackSwipe(toOwnerOf top: UIViewController?) {
      giveBackSwipe(to: BackSwipeOwner(topPageHasPassageTransition: top.flatMap(transition(for:)) != nil))
    }

    /// The system's pop recognisers enabled (as they were when attached) only for `owner`
    /// `.system`.
    private func giveBackSwipe(to owner: BackSwipeOwner) {
      for (recognizer, wasEnabled) in systemRecognizers {
        recognizer.isEnabled = wasEnabled && owner == .system
      }
    }

    // MARK: UINavigationControllerDelegate

    /// A Passage animator for pushes (present) and pops (dismiss) of a page with a Passage
    /// transition; for any other page, the app's delegate's answer (`nil`, UIKit's own, when it
    /// has none). UIKit sends both controllers' appearance callbacks in a navigation controller,
    /// so none are forwarded.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      let passageOperation: NavigationOperation =
        operation == .push ? .push : operation == .pop ? .pop : .none
      guard let direction = passageOperation.direction,
        let page = passageOperation.page(from: fromVC, to: toVC), let transition = transition(for: page)
      else {
        forwardedAnimator = forwardedDelegate?.forwardAnimationController(
          navigationController, operation: operation, from: fromVC, to: toVC)
        return forwardedAnimator
      }
      if passageOperation == .pop { poppedTo = toVC }
      movingPage = page
      // While a Passage page moves, a swipe is Passage's to catch: the system's would pop it.
      giveBackSwipe(to: .passage)
      if passageOperation.beginsDismissal(startedByGesture: popStartedByGesture) {
        emit(tracker.transitionWillStart())
      }
      let animator = TransitionAnimator(transition: transition, direction: direction, in: .navigation)
      animator.onEffects = { [weak self] effects in
        guard let self else { return }
        // A push a pop swipe caught is that pop: its end is the pop's (DismissalTracker).
        emit(direction == .dismiss ? tracker.record(effects) : tracker.recordCaughtPresentation(effects))
        // The page resting on top decides whose back swipe is live: the one shown when the run
        // finished, the one that was to go when it was cancelled.
        for case .completeTransition(let finished) in effects {
          giveBackSwipe(toOwnerOf: finished ? toVC : fromVC)
        }
      }
      animator.onProgress = { [weak self] in self?.onProgress?($0) }
      route.attach(animator)
      return animator
    }

    /// The same animator: driven by the finger for a pop started by a swipe; for a push or a pop
    /// from the back button or code, a timed run that a swipe can still catch until it lands.
    /// For the app's delegate's animator, the app's delegate's answer.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
      popStartedByGesture = false
      if let animator = animationController as? TransitionAnimator { return animator }
      guard animationController === forwardedAnimator else { return nil }
      return forwardedDelegate?.forwardInteractionController(navigationController, for: animationController)
    }

    /// A pop that shows the controller it popped to has finished; then the app's delegate hears
    /// it too.
    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      if viewController === poppedTo {
        poppedTo = nil
        emit(tracker.record(.completeTransition(finished: true)))
      }
      giveBackSwipe(toOwnerOf: viewController)
      forwardedDelegate?.forwardDidShow(
        navigationController, viewController: viewController, animated: animated)
    }

    // MARK: Events

    private func emit(_ events: [DismissalEvent]) {
      for event in events { dismissalHandlers.onEvent?(event) }
    }

    /// A pop still open with no animator that can take a finger went back (UIKit does not call
    /// `didShow` for a cancelled pop).
    private func closeStalePop() {
      guard
        DismissalPan.findsStaleDismissal(
          catching: animator?.acceptsTouches == true, runPlaysOn: animator?.refusesFingers == true,
          tracker: tracker)
      else { return }
      poppedTo = nil
      emit(tracker.abandon())
    }

    // MARK: Gesture

    private var reader: GestureSituationReader? {
      guard let view = navigationController?.view else { return nil }
      return GestureSituationReader(
        host: view, content: navigationController?.topViewController?.viewIfLoaded ?? view,
        presented: nil, strip: nil)
    }

    private func kind(of recognizer: UIGestureRecognizer) -> GestureSituation.Kind {
      recognizers.first { $0.recognizer === recognizer }?.kind ?? .fullWidth
    }

    /// The gestures that pop `page`: those of its transition's dismissal, as a presentation of it
    /// would install them (the leading-edge swipe for Push, the pull-down for Recede and Fade,
    /// the full-width swipe when allowed); none for a page without a Passage transition.
    private func popGestures(of page: UIViewController?) -> [GestureSituation.Kind] {
      guard let transition = page.flatMap(transition(for:)) else { return [] }
      return DismissalRecognizerPlan(
        gesture: transition.interactiveGesture(in: TransitionContext(direction: .dismiss)),
        overBrowser: false, allowsFullWidthSwipe: allowsFullWidthSwipe
      ).entries.map(\.kind)
    }

    /// Keeps the scroll view under a pull-down at its top (UIScrollView.h: `contentOffset`,
    /// `adjustedContentInset`), so that only the page moves with the finger.
    private func holdScrollView() {
      guard let scroll = heldScrollView else { return }
      let top = CGPoint(ScrollGeometry(scroll).topOffset)
      if scroll.contentOffset != top { scroll.contentOffset = top }
    }

    private func handle(_ recognizer: UIPanGestureRecognizer) {
      let translation = touchDowns[ObjectIdentifier(recognizer), default: TouchDownTranslation()]
        .translation(recognizer)
      switch recognizer.state {
      case .began:
        let kind = kind(of: recognizer)
        let edge = reader?.leadingEdge ?? .left
        let catching = animator?.acceptsTouches == true
        if !catching { closeStalePop() }
        // The same veto as on a resting screen, for a catch too.
        let allowed = dismissalHandlers.shouldBegin?(kind.reason) ?? true
        let (start, events) = DismissalPan.start(
          reason: kind.reason, catching: catching, allowed: allowed, tracker: &tracker)
        emit(events)
        if DismissalPan.endsEditing(start) {
          navigationController?.topViewController?.viewIfLoaded?.endEditing(true)
        }
        tracking.began(start, kind: kind, edge: edge)
        heldScrollView = nil
        if tracking.isDriving,
          let (situation, _, scrollView) = reader?.read(
            recognizer, kind: kind, timedTransitionRunning: false),
          GestureArbitration.holdsScrollViewAtTop(situation)
        {
          heldScrollView = scrollView
          holdScrollView()
        }
        switch start {
        case .catchRun:
          animator?.gestureBegan()
        case .startDismissal:
          route.request(at: CACurrentMediaTime(), translation: (Double(translation.x), Double(translation.y)))
          popStartedByGesture = true
          navigationController?.popViewController(animated: true)
        case .resist, .driveNothing:
          break  // a veto, or a request while a pop runs: drives nothing
        }
      case .changed:
        let bounds = Size(navigationController?.view.bounds.size ?? .zero)
        if case .drive(let dx, let dy) = tracking.changed(translation: Point(translation), bounds: bounds) {
          holdScrollView()
          route.changed(dx: dx, dy: dy)?.gestureChanged(dx: dx, dy: dy)
        }
      case .ended, .cancelled, .failed:
        touchDowns[ObjectIdentifier(recognizer)] = nil
        popStartedByGesture = false
        let velocity = Point(recognizer.velocity(in: nil))
        holdScrollView()
        heldScrollView = nil
        switch tracking.ended(cancelled: recognizer.state != .ended, velocity: velocity) {
        case .release(let vx, let vy): route.ended(vx: vx, vy: vy)?.gestureEnded(vx: vx, vy: vy)
        case .cancel: route.cancelled()?.gestureCancelled()
        case .none, .drive, .resist, .springBack: break
        }
      default: break
      }
    }

    /// The policy decides (see `GestureArbitration`): a page on top whose transition pops with this
    /// gesture (or a Passage run in flight that it can catch), something to pop, no timed
    /// transition running, a pan away from the leading edge read now (or down, for a pull-down),
    /// no scroll view that can still scroll toward it, no control tracking the drag.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let navigationController, navigationController.viewControllers.count > 1,
        let pan = gestureRecognizer as? UIPanGestureRecognizer, let reader
      else { return false }
      // A page without a Passage transition is the system's to pop; a Passage run in flight is
      // Passage's to catch, whichever page UIKit has on top by then.
      let catching = animator?.acceptsTouches == true
      let page = catching ? movingPage : navigationController.topViewController
      guard popGestures(of: page).contains(kind(of: pan)) else { return false }
      // A pan that would catch a push or pop in flight is arbitrated like any other.
      return reader.reading(pan).reading.shouldBegin(
        kind(of: pan), isScreenEdge: pan is UIScreenEdgePanGestureRecognizer,
        timedTransitionRunning: animator?.refusesFingers ?? false)
    }

    /// Records the touch-down point of a pop recogniser's next gesture, so that its translation
    /// counts from there (UIGestureRecognizer.h: asked before the recogniser sees the touch);
    /// receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      // The first touch of a gesture only: a second finger is not the pan's (it takes one).
      if gestureRecognizer.state == .possible, gestureRecognizer.numberOfTouches == 0 {
        touchDowns[ObjectIdentifier(gestureRecognizer), default: TouchDownTranslation()].touched(
          at: Point(touch.location(in: nil)))
      }
      return true
    }

    /// Horizontal scroll views wait for Passage's pop to fail, so the policy decides who moves.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      RecognizerOrder.holdsBack(RecognizerRole(otherGestureRecognizer, inside: navigationController?.view))
    }
  }
#endif
