import Passage
import PassageTestSupport
import Testing

/// The view holding the app's page keeps its resting frame in every run of every transition: a
/// zoom's card is that view scaled (``ScaledPage``), never resized, so the page's layout and safe
/// area never change in flight; and the scaled view shows exactly the engine's card.
@MainActor @Suite struct ScaledPageTests {
  private let card = TransitionSource(frame: Rect(x: 16, y: 300, width: 120, height: 180), cornerRadius: 12)
  private let size = Size(width: 402, height: 874)

  private func context(_ direction: TransitionDirection) -> TransitionContext {
    var context = TransitionContext(containerSize: size, direction: direction)
    context.source = card
    return context
  }

  /// The size of the view that holds the app's page, as the front end lays it out for `layer`
  /// resting at `frame`: a card with laid-out content is a scaled page at the resting size; any
  /// other layer is the view itself.
  private func pageViewSize(_ layer: LayerState, restingAt frame: Rect) -> Size? {
    if layer.contentSize != nil { return ScaledPage(layer, restingFrame: frame).map { _ in frame.size } }
    return layer.size
  }

  /// Every scene and every run a session gives the host, timed and under a finger that drags
  /// and releases, for each catalog transition and direction.
  private func everythingShown(_ transition: any PassageTransition, _ direction: TransitionDirection)
    -> (scenes: [TransitionScene], runs: [CoreAnimationRun])
  {
    var scenes: [TransitionScene] = []
    var runs: [CoreAnimationRun] = []
    for script in 0..<3 {
      let host = RecordingHost()
      var session = TransitionSession(transition, context: context(direction), in: .presentation)
      if script == 0 {
        session.start(at: 0, host: host)
      } else {
        session.gestureBegan(at: 0, host: host)
        for step in 1...8 {
          let d = Double(step) * 30
          session.gestureChanged(at: Double(step) * 0.016, dx: d * 0.4, dy: d, host: host)
        }
        session.gestureEnded(at: 0.14, vx: 0, vy: script == 1 ? 0 : 2000, host: host)
      }
      scenes += host.scenes
      runs += host.runs.map(\.run)
    }
    return (scenes, runs)
  }

  @Test func theViewHoldingThePageKeepsItsRestingSizeInEveryRunOfEveryTransition() throws {
    let frame = Rect(origin: .zero, size: size)
    for transition in Catalog.all {
      for direction in [TransitionDirection.present, .dismiss] {
        let (scenes, runs) = everythingShown(transition, direction)
        #expect(!runs.isEmpty)
        for scene in scenes {
          guard let page = scene.layer(.presented) else { continue }
          expectEqual(pageViewSize(page, restingAt: frame), size, "\(transition.name) \(direction) scene")
        }
        for run in runs {
          for step in 0...32 {
            let time = run.start + run.duration * Double(step) / 32
            guard var page = run.layer(.presented, at: time) else { continue }
            page.contentSize = run.contentSizes[.presented]
            expectEqual(
              pageViewSize(page, restingAt: frame), size, "\(transition.name) \(direction) at \(time)")
          }
        }
      }
    }
  }

  @Test func theScaledPageShowsExactlyTheCardAndHangsFromItsTop() {
    var random = SeededRandom(seed: 7)
    let frame = Rect(origin: .zero, size: size)
    for _ in 0..<200 {
      let cardSize = Size(
        width: Double.random(in: 20...402, using: &random),
        height: Double.random(in: 20...874, using: &random))
      var layer = LayerState(
        role: .presented, content: .presentedScreen,
        frame: Rect(
          x: Double.random(in: -50...300, using: &random), y: Double.random(in: -50...700, using: &random),
          width: cardSize.width, height: cardSize.height),
        transform: Transform3D.scale(
          x: Double.random(in: 0.4...1.2, using: &random), y: 1
        ).rotated(angle: Double.random(in: -0.5...0.5, using: &random), x: 0, y: 0, z: 1),
        cornerRadius: Double.random(in: 0...40, using: &random), contentSize: size)
      layer.anchorPoint = Point(x: Double.random(in: 0...1, using: &random), y: 0.5)
      guard let page = ScaledPage(layer, restingFrame: frame) else {
        Issue.record("no page for \(layer)")
        continue
      }
      let m = page.mask
      let maskCorners = [
        Point(x: m.minX, y: m.minY), Point(x: m.maxX, y: m.minY), Point(x: m.maxX, y: m.maxY),
        Point(x: m.minX, y: m.maxY),
      ]
      for (corner, expected) in zip(maskCorners, layer.projectedCorners) {
        let shown = page.transform.mapLayerPoint(corner, size: size, position: frame.center)
        expectClose(shown ?? .zero, expected ?? .zero, tolerance: 1e-6)
      }
      expectClose(page.maskCornerRadius * page.scale, layer.cornerRadius, tolerance: 1e-9)
      // The page's top edge is the card's: the mask starts at the view's top.
      expectEqual(m.minY, 0)
      // The page covers the card: the mask lies within the view.
      #expect(m.minX >= -1e-9 && m.maxX <= size.width + 1e-9 && m.maxY <= size.height + 1e-9)
    }
  }

  @Test func aRunsScaledPageFollowsTheEnginesCardWithinAQuarterPoint() throws {
    let frame = Rect(origin: .zero, size: size)
    for direction in [TransitionDirection.present, .dismiss] {
      let (_, runs) = everythingShown(Zoom(), direction)
      for run in runs {
        let planned = try #require(run.plannedScaledPage(of: .presented, restingFrame: frame))
        for step in 0...64 {
          let time = run.start + run.duration * Double(step) / 64
          guard let card = run.layer(.presented, at: time) else { continue }
          let page = planned.page(at: time)
          let (origin, maskSize) = (page.mask.origin, page.mask.size)
          let corners = [
            origin, Point(x: origin.x + maskSize.width, y: origin.y),
            Point(x: origin.x + maskSize.width, y: origin.y + maskSize.height),
            Point(x: origin.x, y: origin.y + maskSize.height),
          ]
          for (corner, expected) in zip(corners, card.projectedCorners) {
            let shown = try #require(page.transform.mapLayerPoint(corner, size: size, position: frame.center))
            let gap = shown.distance(to: try #require(expected))
            #expect(gap < 0.25, "\(direction) \(run.reason) at \(time): \(gap) pt")
          }
        }
      }
    }
  }

  /// The card's shadow path, keyed from the run's size and corner animations, is the card's
  /// outline at every moment of every run: the card casts its shadow from it.
  @Test func aRunsShadowOutlineIsTheCardsOutlineThroughout() throws {
    for direction in [TransitionDirection.present, .dismiss] {
      let (_, runs) = everythingShown(Zoom(), direction)
      for run in runs {
        let reshapes = run.animations.contains {
          $0.role == .presented && ($0.keyPath == .boundsSize || $0.keyPath == .cornerRadius)
        }
        // A run that only moves the card (a cancel's translation) leaves the model's path.
        guard let planned = run.plannedOutline(of: .presented) else {
          #expect(!reshapes, "\(direction) \(run.reason)")
          continue
        }
        // The last step is the run's end, where the animations are removed and the model's
        // path shows (set with the model values).
        for step in 0..<64 {
          let time = run.start + run.duration * Double(step) / 64
          guard let card = run.layer(.presented, at: time) else { continue }
          let outline = planned.outline(at: time)
          let expected = Outline(size: card.size, cornerRadius: card.cornerRadius)
          expectClose(
            outline.size.width, expected.size.width, tolerance: 1e-6, "\(direction) \(run.reason) at \(time)")
          expectClose(
            outline.size.height, expected.size.height, tolerance: 1e-6,
            "\(direction) \(run.reason) at \(time)")
          expectClose(
            outline.cornerRadius, expected.cornerRadius, tolerance: 1e-6,
            "\(direction) \(run.reason) at \(time)")
        }
      }
    }
  }

  @Test func onlyARunWithLaidOutContentIsAScaledPage() throws {
    let frame = Rect(origin: .zero, size: size)
    let (_, runs) = everythingShown(Push(), .present)
    for run in runs { #expect(run.plannedScaledPage(of: .presented, restingFrame: frame) == nil) }
    let layer = LayerState(role: .presented, content: .presentedScreen, frame: frame)
    #expect(ScaledPage(layer, restingFrame: frame) == nil)
    var zero = layer
    zero.contentSize = size
    zero.size = Size(width: 0, height: 10)
    #expect(ScaledPage(zero, restingFrame: frame) == nil)
  }
}
