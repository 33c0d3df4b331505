import Passage

/// A model of UIKit's gesture recognition for one finger, with the rules UIKit documents
/// (UIGestureRecognizer.h; UIView.h for hit-testing) and, where UIKit documents none, a stated
/// assumption:
///
/// - **Who sees the touch.** The touch is hit-tested once, at touch-down, by each view's
///   `pointInside:withEvent:` (its frame, or what the view claims), topmost view first, skipping
///   views that take no touches; the recognisers of the view found and of its superviews receive
///   it ("a UIGestureRecognizer receives touches hit-tested to its view and any of that view's
///   subviews").
/// - **Own criteria.** A pan leaves `.possible` once the finger has moved ``hysteresis`` points
///   from the touch-down (the size is not documented; 10 pt is assumed). A screen-edge pan must
///   begin within ``edgeZone`` points of one of its `edges` and move away from it (assumed: it
///   fails when the finger first moves mostly along the edge). A scroll view's pan begins only
///   along an axis it scrolls (assumed from UIScrollView's behaviour: a horizontal drag over a
///   vertical list reaches a pager behind it). A tap recognises when the finger lifts within the
///   hysteresis.
/// - **Failure requirements.** A recogniser waits for every recogniser it requires to fail —
///   `require(toFail:)`, its delegate's `shouldRequireFailureOfGestureRecognizer:`, the other's
///   delegate's `shouldBeRequiredToFailByGestureRecognizer:` — and fails if one of them
///   recognises ("if otherGestureRecognizer transitions to UIGestureRecognizerStateRecognized or
///   UIGestureRecognizerStateBegan then this recognizer will instead transition to
///   UIGestureRecognizerStateFailed").
/// - **Should begin.** Leaving `.possible`, it asks its delegate's `gestureRecognizerShouldBegin:`;
///   NO moves it to `.failed`.
/// - **Exclusion.** Once one recognises, every other still possible fails, and a recogniser that
///   would begin while another is tracking fails, unless either delegate answers YES to
///   `shouldRecognizeSimultaneouslyWithGestureRecognizer:` ("by default no two gestures can be
///   recognized simultaneously").
@MainActor final class GestureArena {
  /// A view: its frame in the window, its superview, and whether it claims a point itself.
  struct View {
    var name: String
    var frame: Rect
    var superview: String?
    /// `pointInside:withEvent:`, in window points; the frame when `nil`.
    var claims: ((Point) -> Bool)?
    /// `isUserInteractionEnabled`.
    var takesTouches = true
  }

  /// What makes a recogniser leave `.possible` on its own.
  enum Criterion {
    /// A pan in any direction.
    case pan
    /// A scroll view's pan, along the axes it scrolls.
    case scrollPan(vertical: Bool, horizontal: Bool)
    /// A screen-edge pan listening on these edges.
    case screenEdge(Set<InteractiveGesture.ScreenEdge>)
    /// A tap.
    case tap
  }

  enum State: String { case possible, began, recognized, ended, failed }

  /// A recogniser's delegate; every answer defaults to UIKit's default.
  struct Delegate {
    var shouldBegin: (GestureArena) -> Bool = { _ in true }
    var requiresFailure: (Recognizer) -> Bool = { _ in false }
    var isRequiredToFail: (Recognizer) -> Bool = { _ in false }
    var simultaneous: (Recognizer) -> Bool = { _ in false }
  }

  final class Recognizer {
    let name: String
    let view: String
    let criterion: Criterion
    /// What the glue classifies it as, when Passage's delegate is asked about it.
    let role: RecognizerRole
    var delegate = Delegate()
    /// `require(toFail:)`.
    var requiredToFail: [String] = []
    var isEnabled = true
    /// Its own movement threshold, in points (an app's recogniser may begin sooner); the
    /// arena's ``GestureArena/hysteresis`` when `nil`.
    var threshold: Double?
    var state = State.possible

    init(_ name: String, on view: String, _ criterion: Criterion, role: RecognizerRole = .other) {
      self.name = name
      self.view = view
      self.criterion = criterion
      self.role = role
    }

    var isTracking: Bool { state == .began || state == .recognized }
  }

  /// Movement, in points, before a pan begins (assumed; UIKit does not document it).
  var hysteresis = 10.0
  /// How far from a screen edge a screen-edge pan's touch may begin, in points (assumed).
  var edgeZone = 20.0
  let window: Size
  private(set) var views: [View] = []
  private(set) var recognizers: [Recognizer] = []
  /// The recognisers that receive the current touch.
  private(set) var receivers: [Recognizer] = []
  /// The view the current touch was hit-tested to.
  private(set) var hitView: String?
  private(set) var touchDown = Point(x: 0, y: 0)
  private(set) var location = Point(x: 0, y: 0)
  /// The finger's velocity at the last move, points per second (moves are 1/60 s apart).
  private(set) var velocity = Point(x: 0, y: 0)
  /// Recognisers in the order they began (or recognised).
  private(set) var began: [String] = []

  init(window: Size = Size(width: 390, height: 844)) {
    self.window = window
    views = [View(name: "window", frame: Rect(origin: .zero, size: window))]
  }

  func add(_ view: View) { views.append(view) }

  @discardableResult func add(_ recognizer: Recognizer) -> Recognizer {
    recognizers.append(recognizer)
    return recognizer
  }

  func recognizer(_ name: String) -> Recognizer? { recognizers.first { $0.name == name } }

  /// The finger's translation since it touched down, in points.
  var translation: Point { Point(x: location.x - touchDown.x, y: location.y - touchDown.y) }

  /// `hitTest:withEvent:` from the window: the topmost view (the last added among siblings,
  /// deepest first) that takes touches and claims `point`, all of its superviews claiming it.
  func hitTest(_ point: Point) -> String? {
    func contains(_ view: View) -> Bool {
      guard view.takesTouches else { return false }
      if let claims = view.claims { return claims(point) }
      let f = view.frame
      return point.x >= f.origin.x && point.x < f.origin.x + f.size.width && point.y >= f.origin.y
        && point.y < f.origin.y + f.size.height
    }
    func hit(in name: String) -> String? {
      guard let view = views.first(where: { $0.name == name }), contains(view) else { return nil }
      for child in views.reversed() where child.superview == name {
        if let found = hit(in: child.name) { return found }
      }
      return name
    }
    return hit(in: "window")
  }

  /// The views from `name` up to the window.
  func chain(from name: String?) -> [String] {
    var names: [String] = []
    var current = name
    while let name = current {
      names.append(name)
      current = views.first { $0.name == name }?.superview
    }
    return names
  }

  func touchDown(at point: Point) {
    touchDown = point
    location = point
    velocity = Point(x: 0, y: 0)
    began = []
    for r in recognizers { r.state = .possible }
    hitView = hitTest(point)
    let path = chain(from: hitView)
    receivers = recognizers.filter { $0.isEnabled && path.contains($0.view) }
    for r in receivers {
      if case .screenEdge(let edges) = r.criterion {
        let near =
          (edges.contains(.left) && point.x < edgeZone)
          || (edges.contains(.right) && point.x > window.width - edgeZone)
        if !near { r.state = .failed }
      }
    }
    resolve()
  }

  /// The finger moves to `point`, 1/60 s after its previous place.
  func move(to point: Point) {
    velocity = Point(x: (point.x - location.x) * 60, y: (point.y - location.y) * 60)
    location = point
    resolve()
  }

  /// The finger moves by (`dx`, `dy`) in `steps` even moves.
  func drag(dx: Double, dy: Double, steps: Int = 4) {
    let from = location
    for i in 1...steps {
      let f = Double(i) / Double(steps)
      move(to: Point(x: from.x + dx * f, y: from.y + dy * f))
    }
  }

  /// The finger lifts: a tap within the hysteresis recognises; whatever is still possible
  /// fails, and what was tracking ends.
  func lift() {
    if distance(translation) < hysteresis {
      for r in receivers where r.state == .possible {
        if case .tap = r.criterion { tryToBegin(r, as: .recognized) }
      }
    }
    for r in receivers {
      if r.state == .possible { r.state = .failed } else if r.state == .began { r.state = .ended }
    }
  }

  private func distance(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }

  /// Whether `r` waits for `other` to fail.
  func waits(_ r: Recognizer, for other: Recognizer) -> Bool {
    r.requiredToFail.contains(other.name) || r.delegate.requiresFailure(other)
      || other.delegate.isRequiredToFail(r)
  }

  private func simultaneous(_ a: Recognizer, _ b: Recognizer) -> Bool {
    a.delegate.simultaneous(b) || b.delegate.simultaneous(a)
  }

  /// Whether `r`'s own criterion is met now (and fails it when it can no longer be).
  private func criterionMet(_ r: Recognizer) -> Bool {
    let t = translation
    guard distance(t) >= r.threshold ?? hysteresis else { return false }
    let vertical = abs(t.y) >= abs(t.x)
    switch r.criterion {
    case .pan: return true
    case .tap:
      r.state = .failed
      return false
    case .scrollPan(let v, let h):
      if vertical ? v : h { return true }
      r.state = .failed
      return false
    case .screenEdge:
      let fromLeft = touchDown.x < edgeZone
      if !vertical, fromLeft ? t.x > 0 : t.x < 0 { return true }
      r.state = .failed
      return false
    }
  }

  private func resolve() {
    var changed = true
    while changed {
      changed = false
      for r in receivers where r.state == .possible {
        guard criterionMet(r) else {
          if r.state == .failed { changed = true }
          continue
        }
        let before = r.state
        tryToBegin(r, as: .began)
        if r.state != before { changed = true }
      }
    }
  }

  private func tryToBegin(_ r: Recognizer, as state: State) {
    let required = receivers.filter { $0 !== r && waits(r, for: $0) }
    if required.contains(where: { $0.isTracking || $0.state == .ended }) {
      r.state = .failed
      return
    }
    if required.contains(where: { $0.state == .possible }) { return }  // waits
    if receivers.contains(where: { $0 !== r && $0.isTracking && !simultaneous(r, $0) }) {
      r.state = .failed
      return
    }
    guard r.delegate.shouldBegin(self) else {
      r.state = .failed
      return
    }
    r.state = state
    began.append(r.name)
    for other in receivers where other !== r && other.state == .possible && !simultaneous(r, other) {
      other.state = .failed
    }
  }
}
