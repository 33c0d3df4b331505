#if os(iOS) || UIKitModel
  import QuartzCore
  import UIKit

  /// Pushes and pops in a `UINavigationController` with a Passage transition, the interactive pop
  /// with the transition's own gesture (Push's swipe from the leading edge and, opt-in, from
  /// anywhere; Recede's pull-down; a zoom's drag, edge swipe and pinch), and the pop's
  /// ``DismissalEvent``s — for every page, or page by page.
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
    /// Whether a horizontal pan anywhere pops too, a page whose transition pops horizontally
    /// (Push), yielding to horizontal scroll views and controls that track drags. Default
    /// `false`; set before ``attach(to:)``.
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
    weak var navigationController: UINavigationController?
    /// From a swipe to the animator of the transition in progress (UIKit may make a pop's during
    /// `popViewController(animated:)` or a run-loop turn later).
    var route = GestureRoute<TransitionAnimator>()
    var animator: TransitionAnimator? { route.target }
    weak var poppedTo: UIViewController?
    var popStartedByGesture = false
    /// Passage's pop recognisers, each with the gesture it drives; each begins only on a page
    /// whose transition's gesture it is (``DismissalRecognizerPlan``).
    var recognizers: [(recognizer: UIPanGestureRecognizer, kind: GestureSituation.Kind)] = []
    /// The page the Passage run in progress moves (the one pushed or popped).
    weak var movingPage: UIViewController?
    /// The scroll view a pull-down holds at its top while the page moves.
    weak var heldScrollView: UIScrollView?
    /// A zoom's pinch, and its fingers' reading (``PinchReading``).
    var pinchRecognizer: UIPinchGestureRecognizer?
    var pinchReading = PinchReading()
    private var systemRecognizers: [(recognizer: UIGestureRecognizer, wasEnabled: Bool)] = []
    /// The animator the app's delegate (or nobody) gave for a page without a Passage transition.
    private weak var forwardedAnimator: (any UIViewControllerAnimatedTransitioning)?
    var tracker = DismissalTracker()
    /// The pan now driving (a vetoed one drives nothing: the navigation controller owns its pages).
    var tracking = PanTracking(resistsVetoes: false)
    /// Where each pop recogniser's finger touched down, so that its translation counts from there.
    var touchDowns: [ObjectIdentifier: TouchDownTranslation] = [:]

    /// Creates a delegate that pushes and pops every page with `transition`.
    public convenience init(transition: some PassageTransition) {
      self.init(transitions: { _ in transition })
    }

    /// Creates a delegate that asks `transitions` for each page's transition: with the page
    /// pushed, for a push, and with the page popped, for a pop (a page leaves the way it came).
    /// A page for which it returns `nil` is left to the app's delegate and otherwise to UIKit: its
    /// push, its pop and its back swipe are the system's. The answer for the page on top also
    /// decides whose back swipe is live, so it should not change while the page is shown.
    public init(transitions: @escaping @MainActor (UIViewController) -> (any PassageTransition)?) {
      self.transitions = transitions
      super.init()
    }

    /// The transition Passage runs for `page` when it is pushed or popped; `nil` when its pushes
    /// and pops are the app's delegate's or UIKit's.
    public func transition(for page: UIViewController) -> (any PassageTransition)? {
      transitions(page)
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
      // The back swipe of a Push page (and a zoom's), the pull-down of a Recede or Fade page, a
      // zoom's drag anywhere; each begins only on a page whose gesture it is.
      recognizers = [
        (edgePan, .leadingEdge), (UIPanGestureRecognizer(), .pullDown), (UIPanGestureRecognizer(), .drag),
      ]
      if allowsFullWidthSwipe { recognizers.append((UIPanGestureRecognizer(), .fullWidth)) }
      for (recognizer, _) in recognizers {
        recognizer.maximumNumberOfTouches = 1  // one finger, as the system's back swipe
        ActionTarget.add(to: recognizer) { [weak self] in
          if let pan = $0 as? UIPanGestureRecognizer { self?.handle(pan) }
        }
        recognizer.delegate = self
        navigationController.view.addGestureRecognizer(recognizer)
      }
      // A zoom's two fingers (UIPinchGestureRecognizer.h), their turn read from its own touches.
      let pinch = UIPinchGestureRecognizer()
      ActionTarget.add(to: pinch) { [weak self] in
        if let pinch = $0 as? UIPinchGestureRecognizer { self?.handlePinch(pinch) }
      }
      pinch.delegate = self
      navigationController.view.addGestureRecognizer(pinch)
      pinchRecognizer = pinch
    }

    /// Gives the navigation controller back: the app's delegate again, the system recognisers as
    /// they were, Passage's removed. Nothing happens when not attached.
    public func detach() {
      guard let navigationController else { return }
      for (recognizer, _) in recognizers { recognizer.view?.removeGestureRecognizer(recognizer) }
      pinchRecognizer.map { $0.view?.removeGestureRecognizer($0) }
      pinchRecognizer = nil
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
        // Held by this call until UIKit takes it: the property is weak, so a fresh animator
        // assigned to it alone would be gone before it is returned.
        let animator = forwardedDelegate?.forwardAnimationController(
          navigationController, operation: operation, from: fromVC, to: toVC)
        forwardedAnimator = animator
        return animator
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

    func emit(_ events: [DismissalEvent]) {
      for event in events { dismissalHandlers.onEvent?(event) }
    }

    /// A pop still open with no animator that can take a finger went back (UIKit does not call
    /// `didShow` for a cancelled pop).
    func closeStalePop() {
      guard
        DismissalPan.findsStaleDismissal(
          catching: animator?.acceptsTouches == true, runPlaysOn: animator?.refusesFingers == true,
          tracker: tracker)
      else { return }
      poppedTo = nil
      emit(tracker.abandon())
    }
  }
#endif
