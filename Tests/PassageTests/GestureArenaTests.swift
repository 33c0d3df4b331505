import Passage
import Testing

/// The glue's recogniser-delegate answers (``RecognizerOrder``, ``DismissalPan/shouldBegin(_:startedOnLeadingSide:)``)
/// played in a model of UIKit's recognition (``GestureArena``: hit-testing, movement thresholds,
/// failure requirements, exclusion, simultaneity): who moves when several recognisers could.
@MainActor @Suite struct GestureArenaTests {
  typealias Recognizer = GestureArena.Recognizer

  /// What the glue would read when `pan` is about to begin (``GestureReading``): the finger, the
  /// page, the scroll views under the touch, the other recognisers receiving it.
  static func reading(
    of pan: Recognizer, in arena: GestureArena, scrolls: [ScrollGeometry],
    edge: InteractiveGesture.ScreenEdge,
    innerNavigationCanPop: Bool, strip: BrowserEdgeStrip?, safeArea: Insets
  ) -> GestureReading {
    GestureReading(
      velocity: arena.velocity, location: arena.location, hostSize: arena.window, safeArea: safeArea,
      edge: edge, scrollChain: scrolls, innerNavigationCanPop: innerNavigationCanPop,
      others: arena.receivers.filter { $0 !== pan }.map { other in
        var scrollOwn = false
        if case .scrollViewPan = other.role { scrollOwn = true }
        return ObservedRecognizer(
          isEnabled: other.isEnabled, isScrollViewOwn: scrollOwn, isTracking: other.isTracking)
      },
      strip: strip)
  }

  /// Passage's recogniser for `kind` on `view`, with the glue's delegate: its order from
  /// ``RecognizerOrder``, its answer from ``GestureReading/shouldBegin(_:isScreenEdge:timedTransitionRunning:)``.
  @discardableResult
  static func passage(
    _ kind: GestureSituation.Kind, on view: String = "page", in arena: GestureArena,
    name: String = "passage", scroll: ScrollGeometry? = nil, edge: InteractiveGesture.ScreenEdge = .left,
    innerNavigationCanPop: Bool = false, strip: BrowserEdgeStrip? = nil, safeArea: Insets = Insets()
  ) -> Recognizer {
    let isEdge = kind == .leadingEdge && strip == nil
    let pan = Recognizer(
      name, on: view, isEdge ? .screenEdge([.left, .right]) : .pan, role: .passage(kind))
    pan.delegate = GestureArena.Delegate(
      shouldBegin: { [unowned pan] arena in
        Self.reading(
          of: pan, in: arena, scrolls: scroll.map { [$0] } ?? [], edge: edge,
          innerNavigationCanPop: innerNavigationCanPop, strip: strip, safeArea: safeArea
        ).shouldBegin(kind, isScreenEdge: isEdge, timedTransitionRunning: false)
      },
      requiresFailure: { RecognizerOrder.waits(kind, for: $0.role) },
      isRequiredToFail: { RecognizerOrder.holdsBack($0.role) },
      simultaneous: { RecognizerOrder.recognizesSimultaneously(with: $0.role) })
    return arena.add(pan)
  }

  /// A full-screen page with a full-screen list inside it.
  static func pageWithList(
    vertical: Bool = true, horizontal: Bool = false
  ) -> GestureArena {
    let arena = GestureArena()
    let screen = Rect(origin: .zero, size: arena.window)
    arena.add(GestureArena.View(name: "page", frame: screen, superview: "window"))
    arena.add(GestureArena.View(name: "list", frame: screen, superview: "page"))
    arena.add(
      Recognizer(
        "list", on: "list", .scrollPan(vertical: vertical, horizontal: horizontal),
        role: .scrollViewPan(inside: true)))
    return arena
  }

  static let tallList = ScrollGeometry(
    contentSize: Size(width: 390, height: 3000), size: Size(width: 390, height: 844))

  @Test func aScrollViewAwayFromItsTopKeepsAPullDown() {
    let arena = Self.pageWithList()
    var scrolled = Self.tallList
    scrolled.offset.y = 300
    let pan = Self.passage(.pullDown, in: arena, scroll: scrolled)
    arena.touchDown(at: Point(x: 200, y: 400))
    arena.drag(dx: 0, dy: 60)
    #expect(arena.began == ["list"])
    #expect(pan.state == .failed)
  }

  @Test func aPullDownFromAListAtItsTopDismissesBeforeTheListMoves() {
    let arena = Self.pageWithList()
    let pan = Self.passage(.pullDown, in: arena, scroll: Self.tallList)
    arena.touchDown(at: Point(x: 200, y: 400))
    arena.drag(dx: 0, dy: 60)
    #expect(arena.began == ["passage"])
    #expect(arena.recognizer("list")?.state == .failed)
    // The same list pushed upwards scrolls: the pull-down fails at once.
    arena.lift()
    arena.touchDown(at: Point(x: 200, y: 400))
    arena.drag(dx: 0, dy: -60)
    #expect(arena.began == ["list"])
    #expect(pan.state == .failed)
  }

  @Test func aRecogniserAlreadyTrackingKeepsTheDragEvenWhenItAllowsSimultaneity() {
    for allowsSimultaneity in [false, true] {
      let arena = GestureArena()
      let screen = Rect(origin: .zero, size: arena.window)
      arena.add(GestureArena.View(name: "page", frame: screen, superview: "window"))
      arena.add(GestureArena.View(name: "map", frame: screen, superview: "page"))
      let map = arena.add(Recognizer("map", on: "map", .pan))
      map.threshold = 4
      if allowsSimultaneity { map.delegate.simultaneous = { _ in true } }
      let pan = Self.passage(.pullDown, in: arena)
      arena.touchDown(at: Point(x: 200, y: 300))
      arena.drag(dx: 0, dy: 80)
      #expect(arena.began == ["map"], "simultaneity allowed: \(allowsSimultaneity)")
      #expect(pan.state == .failed)
    }
  }

  @Test func anInnerNavigationControllerPopsFirstAndAtItsRootThePageDismisses() {
    for canPop in [true, false] {
      let arena = GestureArena()
      let screen = Rect(origin: .zero, size: arena.window)
      arena.add(GestureArena.View(name: "page", frame: screen, superview: "window"))
      arena.add(GestureArena.View(name: "navigation", frame: screen, superview: "page"))
      let pop = arena.add(Recognizer("pop", on: "navigation", .screenEdge([.left]), role: .navigationPop))
      // A navigation controller's pop recogniser fails with nothing to pop.
      pop.delegate.shouldBegin = { _ in canPop }
      Self.passage(.leadingEdge, in: arena, innerNavigationCanPop: canPop)
      arena.touchDown(at: Point(x: 4, y: 400))
      arena.drag(dx: 80, dy: 2)
      #expect(arena.began == [canPop ? "pop" : "passage"], "can pop: \(canPop)")
    }
  }

  @Test func aZoomsDragWaitsForTheEdgeSwipeOnlyAtTheLeadingEdge() {
    let arena = GestureArena()
    arena.add(
      GestureArena.View(name: "page", frame: Rect(origin: .zero, size: arena.window), superview: "window"))
    Self.passage(.leadingEdge, in: arena, name: "edge")
    Self.passage(.drag, in: arena, name: "drag")
    arena.touchDown(at: Point(x: 6, y: 400))
    arena.drag(dx: 90, dy: 10)
    #expect(arena.began == ["edge"])
    #expect(arena.recognizer("drag")?.state == .failed)
    arena.lift()
    arena.touchDown(at: Point(x: 200, y: 400))
    #expect(arena.recognizer("edge")?.state == .failed)
    arena.drag(dx: 30, dy: 90)
    #expect(arena.began == ["drag"])
  }

  @Test func aSwipeFromTheTrailingEdgeNeverDismisses() {
    for edge in [InteractiveGesture.ScreenEdge.left, .right] {
      let arena = GestureArena()
      arena.add(
        GestureArena.View(name: "page", frame: Rect(origin: .zero, size: arena.window), superview: "window"))
      Self.passage(.leadingEdge, in: arena, edge: edge)
      let trailing = edge == .left ? 386.0 : 4
      arena.touchDown(at: Point(x: trailing, y: 400))
      arena.drag(dx: edge == .left ? -90 : 90, dy: 0)
      #expect(arena.began.isEmpty, "leading edge \(edge)")
      arena.lift()
      arena.touchDown(at: Point(x: 390 - trailing, y: 400))
      arena.drag(dx: edge == .left ? 90 : -90, dy: 0)
      #expect(arena.began == ["passage"], "leading edge \(edge)")
    }
  }

  @Test func aHorizontalSwipeOverAVerticalListDismissesButACarouselKeepsIt() {
    let list = Self.pageWithList(vertical: true)
    Self.passage(.fullWidth, in: list, scroll: Self.tallList)
    list.touchDown(at: Point(x: 100, y: 400))
    list.drag(dx: 90, dy: 4)
    #expect(list.began == ["passage"])

    let carousel = Self.pageWithList(vertical: false, horizontal: true)
    let scrolled = ScrollGeometry(
      offset: Point(x: 390, y: 0), contentSize: Size(width: 1560, height: 844),
      size: Size(width: 390, height: 844))
    Self.passage(.fullWidth, in: carousel, scroll: scrolled)
    carousel.touchDown(at: Point(x: 100, y: 400))
    carousel.drag(dx: 90, dy: 4)
    #expect(carousel.began == ["list"])
  }

  @Test func aFingerWithinTheHysteresisStartsNothingAndTheEngineCountsFromTheTouch() {
    let arena = GestureArena()
    arena.add(
      GestureArena.View(name: "page", frame: Rect(origin: .zero, size: arena.window), superview: "window"))
    Self.passage(.pullDown, in: arena)
    var translation = TouchDownTranslation()
    let down = Point(x: 200, y: 300)
    arena.touchDown(at: down)
    translation.touched(at: down)
    arena.move(to: Point(x: 200, y: 306))
    #expect(arena.began.isEmpty)
    arena.move(to: Point(x: 200, y: 314))
    #expect(arena.began == ["passage"])
    // Whether `translation(in:)` counts from the recognition (0 here) or the touch, the engine
    // gets the finger's travel from the touch, hysteresis included.
    let engine = translation.translation(at: arena.location, reported: Point(x: 0, y: 0))
    #expect(engine == Point(x: 0, y: 14))
  }

  @Test func aTapUnderThePageIsNeverDelayedByADismissalPan() {
    let arena = GestureArena()
    let screen = Rect(origin: .zero, size: arena.window)
    arena.add(GestureArena.View(name: "page", frame: screen, superview: "window"))
    arena.add(
      GestureArena.View(name: "button", frame: Rect(x: 20, y: 300, width: 120, height: 44), superview: "page")
    )
    arena.add(Recognizer("tap", on: "button", .tap))
    Self.passage(.pullDown, in: arena)
    arena.touchDown(at: Point(x: 60, y: 320))
    arena.move(to: Point(x: 62, y: 323))
    arena.lift()
    #expect(arena.began == ["tap"])
  }

  @Test func theBrowserStripClaimsOnlyItsBandSoDoneAndBackReachTheBrowser() {
    let arena = GestureArena()
    let screen = Rect(origin: .zero, size: arena.window)
    let safeArea = Insets(top: 59, bottom: 34)
    let strip = BrowserEdgeStrip(width: 20)
    arena.add(GestureArena.View(name: "browser", frame: screen, superview: "window"))
    arena.add(
      GestureArena.View(
        name: "strip", frame: screen, superview: "window",
        claims: { strip.claims($0, in: arena.window, safeArea: safeArea, edge: .left) }))
    Self.passage(.leadingEdge, on: "strip", in: arena, strip: strip, safeArea: safeArea)
    let done = Point(x: 16, y: 80)
    let back = Point(x: 16, y: 800)
    let pageBesideTheBand = Point(x: 30, y: 400)
    for point in [done, back, pageBesideTheBand] {
      #expect(arena.hitTest(point) == "browser", "\(point)")
    }
    arena.touchDown(at: Point(x: 8, y: 400))
    #expect(arena.hitView == "strip")
    arena.drag(dx: 90, dy: 0)
    #expect(arena.began == ["passage"])
    // The band's edges: its top row is the strip's, the toolbar's top row the browser's.
    #expect(arena.hitTest(Point(x: 0, y: 59 + 44)) == "strip")
    #expect(arena.hitTest(Point(x: 19.9, y: 844 - 34 - 44 - 0.1)) == "strip")
    #expect(arena.hitTest(Point(x: 0, y: 844 - 34 - 44)) == "browser")
  }

  @Test func failureRequirementsNeverFormACycle() {
    let kinds = GestureSituation.Kind.allCases
    let roles: [RecognizerRole] =
      kinds.map { .passage($0) } + [
        .navigationPop, .scrollViewPan(inside: true), .scrollViewPan(inside: false), .other,
      ]
    for own in kinds {
      for other in roles {
        // Passage waits for `other`, and `other` (another of Passage's) waits for Passage.
        if case .passage(let kind) = other, RecognizerOrder.waits(own, for: other) {
          #expect(!RecognizerOrder.waits(kind, for: .passage(own)), "\(own) and \(kind)")
        }
        #expect(
          !(RecognizerOrder.waits(own, for: other) && RecognizerOrder.holdsBack(other)), "\(own), \(other)")
        #expect(!RecognizerOrder.recognizesSimultaneously(with: other))
      }
    }
  }
}
