#if os(iOS) || UIKitModel
  import UIKit

  /// The dismissal gestures of a presentation and its events: installed when the presentation
  /// begins, it asks ``GestureArbitration`` who wins each touch, asks the app's
  /// ``PassageDismissalHandlers/shouldBegin`` before starting, feeds the finger to the animator,
  /// and turns everything into ``DismissalEvent``s through one ``DismissalTracker``.
  ///
  /// - ``Push``: a pan from the leading edge, read when the pan begins (a screen-edge recogniser
  ///   on both side edges; over an `SFSafariViewController`, whose content is another process, a
  ///   pan on a thin strip between its top bar and toolbar, ``BrowserEdgeStrip``).
  /// - ``Recede`` (and any pull-down gesture): a downward pan from a scroll view's top.
  /// - Opt-in (``PassageTransitioningDelegate/allowsFullWidthSwipe``): a horizontal pan anywhere.
  /// - The VoiceOver escape asks the app too, and carries its own reason.
  ///
  /// Its work is split by phase, one extension each: installing and removing the gestures
  /// (`DismissalInteraction+Install.swift`), each pan from its beginning to its end
  /// (`+Gesture.swift`), which touches the pans take (`+GestureDelegate.swift`) and the events
  /// (`+Events.swift`).
  @MainActor
  final class DismissalInteraction: NSObject {
    private let transition: any PassageTransition
    /// The presented controller, whose dismissal the gestures drive.
    weak var presented: UIViewController?
    /// The view the gestures are installed on, which holds the presented controller's view.
    weak var hostView: UIView?
    /// The pans installed (``DismissalRecognizerPlan``), each with the gesture it drives.
    var recognizers: [(recognizer: UIPanGestureRecognizer, kind: GestureSituation.Kind)] = []
    /// A zoom's pinch (``DismissalRecognizerPlan/pinches``).
    var pinchRecognizer: UIPinchGestureRecognizer?
    /// The fingers of the pinch in progress, read in the container (``PinchReading``).
    var pinchReading = PinchReading()
    /// The strip over an `SFSafariViewController` that takes the leading-edge touches, and its shape.
    var strip: UIView?
    var stripShape = BrowserEdgeStrip()
    /// From the gesture to the animator of the presentation or dismissal in progress, which
    /// UIKit may make a run-loop turn after the gesture asked for it.
    var route = GestureRoute<TransitionAnimator>()

    /// The animator of the presentation or dismissal in progress, if any.
    var animator: TransitionAnimator? { route.target }

    /// UIKit made the animator of this presentation's presentation or dismissal.
    func attach(_ animator: TransitionAnimator) { route.attach(animator) }
    /// The app's veto and event handlers.
    var handlers = PassageDismissalHandlers()
    /// Whether a horizontal pan anywhere dismisses too.
    var allowsFullWidthSwipe = false
    /// The one state machine of this presentation's dismissal events.
    var tracker = DismissalTracker()
    /// The pan now driving (or resisting), with the edge read when it began.
    var tracking = PanTracking(resistsVetoes: true)
    /// The scroll view a pull-down holds at its top while the page moves.
    weak var heldScrollView: UIScrollView?
    /// Where each of the pans' fingers touched down, so that their translations count from there.
    var touchDowns: [ObjectIdentifier: TouchDownTranslation] = [:]

    init(transition: any PassageTransition) {
      self.transition = transition
      super.init()
    }

    /// The transition's dismissal gesture, if it has one.
    var gesture: InteractiveGesture? {
      transition.interactiveGesture(in: TransitionContext(direction: .dismiss))
    }
  }
#endif
